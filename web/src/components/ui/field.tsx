import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react'
import styled, { css } from 'styled-components'
import { column } from './stack'

const FieldWrap = styled.div`
  ${column(1)}
`

export const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`

const Optional = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`

export const inputStyles = css`
  width: 100%;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.inputBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast};

  &::placeholder {
    color: #64748b;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
    border-color: ${({ theme }) => theme.colors.focus};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceSunken};
    cursor: not-allowed;
  }
`

export const Input = styled.input`
  ${inputStyles}
`

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`

export const FieldError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.danger};
`

const TextArea = styled.textarea`
  ${inputStyles}
  min-height: 7rem;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  resize: vertical;
`

// A chevron drawn inline (no outside image): the native arrow is hidden for a consistent look.
const chevron = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' viewBox='0 0 24 24' fill='none' stroke='%23475569' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M6 9l6 6 6-6'/%3E%3C/svg%3E")`

export const Select = styled.select`
  ${inputStyles}
  appearance: none;
  padding-right: ${({ theme }) => theme.space[8]};
  background-image: ${chevron};
  background-repeat: no-repeat;
  background-position: right 0.75rem center;
  text-overflow: ellipsis;
`

/** The attributes that tie a control to its label, hint and error. */
interface ControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

interface FieldProps {
  label: ReactNode
  error?: string
  hint?: ReactNode
  optional?: boolean
  children: (control: ControlProps) => ReactNode
}

/** A label, a control and its hint and error, tied together with aria-describedby. */
export function Field({ label, error, hint, optional, children }: FieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <FieldWrap>
      <Label htmlFor={id}>
        {label}
        {optional ? <Optional> (optional)</Optional> : null}
      </Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FieldWrap>
  )
}

type Common = Pick<FieldProps, 'label' | 'error' | 'hint' | 'optional'>

type TextFieldProps = Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { ref?: Ref<HTMLInputElement> }

/** A labelled input (a `ref` reaches the input). */
export function TextField({ label, error, hint, optional, ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} optional={optional}>
      {(control) => <Input {...control} {...inputProps} />}
    </Field>
  )
}

type TextAreaFieldProps = Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { ref?: Ref<HTMLTextAreaElement> }

/** A labelled multi-line input. */
export function TextAreaField({ label, error, hint, optional, ...props }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} optional={optional}>
      {(control) => <TextArea {...control} {...props} />}
    </Field>
  )
}

type SelectFieldProps = Common & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { ref?: Ref<HTMLSelectElement> }

/** A labelled native select (its options are the children). */
export function SelectField({ label, error, hint, optional, children, ...props }: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} optional={optional}>
      {(control) => (
        <Select {...control} {...props}>
          {children}
        </Select>
      )}
    </Field>
  )
}

/** The options of a select: a first empty choice, then one per item (its id as the value). */
/** A select's options from a list of choices (value and label). */
export function Choices({ items }: { items: readonly { readonly value: string; readonly label: string }[] }) {
  return (
    <>
      {items.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  )
}

export function Options({ items, empty }: { items: readonly { id: number | string; name: string }[] | undefined; empty: string }) {
  return (
    <>
      <option value="">{empty}</option>
      {(items ?? []).map((i) => (
        <option key={i.id} value={String(i.id)}>
          {i.name}
        </option>
      ))}
    </>
  )
}
