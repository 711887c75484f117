import { useEffect, useId, useRef, useState } from 'react'
import styled from 'styled-components'
import { inputStyles } from './field'
import { SearchIcon } from './icons'
import { VisuallyHidden } from './visually-hidden'
import { useDebouncedValue } from '../../lib/use-debounced-value'

interface SearchInputProps {
  /** The search in effect (from the URL). */
  value: string
  onSearch: (search: string) => void
  label: string
  placeholder?: string
  /** The search follows the typing after this much quiet (visitor-and-user-side.md §9: 500 ms); Enter applies it at once. */
  debounceMs?: number
  size?: 'md' | 'lg'
}

/** A search box whose text becomes the search after a pause; when `value` changes from outside (back button) the box shows it. */
export function SearchInput({ value, onSearch, label, placeholder, debounceMs = 500, size = 'md' }: SearchInputProps) {
  const id = useId()
  const [text, setText] = useState(value)
  const debounced = useDebouncedValue(text, debounceMs)
  const applied = useRef(value)

  useEffect(() => {
    if (value !== applied.current) {
      applied.current = value
      setText(value)
    }
  }, [value])

  const apply = (next: string) => {
    if (next.trim() === applied.current.trim()) return
    applied.current = next.trim()
    onSearch(next.trim())
  }

  useEffect(() => {
    if (debounced === text) apply(debounced)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Only when the debounced text settles.
  }, [debounced])

  return (
    <Form
      role="search"
      onSubmit={(e) => {
        e.preventDefault()
        apply(text)
      }}
    >
      <VisuallyHidden as="label" htmlFor={id}>
        {label}
      </VisuallyHidden>
      <SearchIcon size={20} />
      <Input id={id} type="search" placeholder={placeholder} autoComplete="off" value={text} $size={size} onChange={(e) => setText(e.target.value)} />
    </Form>
  )
}

const Form = styled.form`
  position: relative;
  flex: 1;
  min-width: 0;

  > svg {
    position: absolute;
    top: 50%;
    left: ${({ theme }) => theme.space[3]};
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
`

const Input = styled.input<{ $size: 'md' | 'lg' }>`
  ${inputStyles}
  min-height: ${({ $size }) => ($size === 'lg' ? '3rem' : '2.75rem')};
  padding-left: 2.75rem;
`
