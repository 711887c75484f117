// A list of short texts typed one at a time (products, services): Add is disabled while the
// text is blank, Enter adds too, a duplicate (any case) is ignored, and each chip can be removed.
import { useId, useState, type KeyboardEvent } from 'react'
import styled from 'styled-components'
import { Button } from './button'
import { TooltipButton } from './icon-button'
import { FieldError, Hint, Input, Label } from './field'
import { CloseIcon, PlusIcon } from './icons'
import { column } from './stack'

interface TagInputProps {
  label: string
  /** Singular noun for the button and chips: "product". */
  itemName: string
  values: readonly string[]
  onChange: (values: string[]) => void
  placeholder?: string
  hint?: string
  error?: string
  /** How many entries, and how long each (the server's limits). */
  maxItems: number
  maxLength: number
}

export function TagInput({ label, itemName, values, onChange, placeholder, hint, error, maxItems, maxLength }: TagInputProps) {
  const id = useId()
  const [text, setText] = useState('')
  const [note, setNote] = useState('')
  const trimmed = text.trim()
  const full = values.length >= maxItems

  const add = () => {
    if (!trimmed || full) return
    if (values.some((v) => v.toLowerCase() === trimmed.toLowerCase())) {
      setNote(`"${trimmed}" is already in the list.`)
      setText('')
      return
    }
    onChange([...values, trimmed])
    setNote(`Added ${trimmed}.`)
    setText('')
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      // Enter adds the entry instead of submitting the whole form.
      e.preventDefault()
      add()
    }
  }

  const remove = (value: string) => {
    onChange(values.filter((v) => v !== value))
    setNote(`Removed ${value}.`)
  }

  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined

  return (
    <Wrap>
      <Label htmlFor={id}>{label}</Label>
      <Row>
        <Input
          id={id}
          value={text}
          maxLength={maxLength}
          placeholder={placeholder}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          disabled={full}
          onChange={(e) => {
            setText(e.target.value)
            setNote('')
          }}
          onKeyDown={onKeyDown}
        />
        <Button $variant="secondary" onClick={add} disabled={!trimmed || full} aria-label={`Add ${itemName}`}>
          <PlusIcon size={16} />
          Add
        </Button>
      </Row>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      <Live role="status">{note}</Live>
      {values.length > 0 ? (
        <Chips aria-label={`Added ${label.toLowerCase()}`}>
          {values.map((v) => (
            <li key={v}>
              <span>{v}</span>
              <TooltipButton type="button" aria-label={`Remove ${v}`} onClick={() => remove(v)}>
                <CloseIcon size={14} />
              </TooltipButton>
            </li>
          ))}
        </Chips>
      ) : null}
    </Wrap>
  )
}

const Wrap = styled.div`
  ${column(1)}
`

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};

  > button {
    min-height: 2.75rem;
  }
`

const Live = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};

  &:empty {
    display: none;
  }
`

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: 0;
  list-style: none;

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    max-width: 100%;
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryText};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  span {
    overflow-wrap: anywhere;
  }

  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex-shrink: 0;
    width: 1.75rem;
    height: 1.75rem;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.full};
    background: transparent;
    color: inherit;
    cursor: pointer;
  }

  button:hover {
    background: #dbeafe;
  }
`
