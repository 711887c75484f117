// Form state shared by every form of the app: values, client checks with the spec's
// messages, the server's fieldErrors next to their inputs, and a pending flag.
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react'
import { isApiError } from './api-client'

export type Errors<T> = Partial<Record<keyof T, string>>

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const isEmail = (v: string): boolean => EMAIL.test(v.trim())
export const isBlank = (v: string | null | undefined): boolean => !v || v.trim() === ''

const hasErrors = (e: object): boolean => Object.values(e).some(Boolean)

/** The server's fieldErrors that belong to a field of this form. */
const knownErrors = <T extends object>(fields: readonly (keyof T)[], e: Readonly<Record<string, string>>): Errors<T> =>
  Object.fromEntries(fields.filter((f) => e[f as string]).map((f) => [f, e[f as string]])) as Errors<T>

type Input = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

export interface UseForm<T extends object> {
  formRef: RefObject<HTMLFormElement | null>
  values: T
  errors: Errors<T>
  pending: boolean
  setValue: <K extends keyof T>(key: K, value: T[K]) => void
  /** Several fields at once (a sector change that clears the subsector). */
  patch: (changes: Partial<T>) => void
  /** onChange of an input whose value is a string field. */
  change: (key: keyof T) => (e: ChangeEvent<Input>) => void
  /** name, value, onChange and error of a string field, to spread on a TextField, TextAreaField or SelectField. */
  field: (key: keyof T) => { name: string; value: string; onChange: (e: ChangeEvent<Input>) => void; error: string | undefined }
  /** The onSubmit of the form: checks, then runs `action`; a failure goes to `onError` and its fieldErrors to the inputs. */
  submit: (action: (values: T) => Promise<void>, onError?: (e: unknown) => void) => (e: FormEvent<HTMLFormElement>) => Promise<void>
  reset: (values: T) => void
}

export function useForm<T extends object>(initial: T, validate: (values: T) => Errors<T> = () => ({})): UseForm<T> {
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<T>(initial)
  const [errors, setErrors] = useState<Errors<T>>({})
  const [submitted, setSubmitted] = useState(false)
  const [pending, setPending] = useState(false)
  // Moves focus to the first invalid input once React has drawn the errors (aria-invalid). A request
  // counter and an effect, not a frame callback: after an answer from the server the errors are drawn
  // by a task of React's scheduler, which a slow phone may run after the next frame.
  const [focusRequest, setFocusRequest] = useState(0)
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [focusRequest])
  const focusFirstInvalid = () => setFocusRequest((n) => n + 1)

  const patch = (changes: Partial<T>) => {
    const next = { ...values, ...changes }
    setValues(next)
    // Once the user has tried to submit, the messages follow the input.
    if (submitted) setErrors(validate(next))
  }
  const setValue = <K extends keyof T>(key: K, value: T[K]) => patch({ [key]: value } as unknown as Partial<T>)
  const change = (key: keyof T) => (e: ChangeEvent<Input>) => setValue(key, e.target.value as T[keyof T])
  const field = (key: keyof T) => ({ name: String(key), value: String(values[key] ?? ''), onChange: change(key), error: errors[key] })

  const submit = (action: (values: T) => Promise<void>, onError?: (e: unknown) => void) => async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    setSubmitted(true)
    const found = validate(values)
    setErrors(found)
    if (hasErrors(found)) {
      focusFirstInvalid()
      return
    }
    setPending(true)
    try {
      await action(values)
    } catch (err) {
      onError?.(err)
      if (isApiError(err) && err.fieldErrors) {
        setErrors(knownErrors<T>(Object.keys(values) as (keyof T)[], err.fieldErrors))
        focusFirstInvalid()
      }
    } finally {
      setPending(false)
    }
  }

  const reset = useCallback((next: T) => {
    setValues(next)
    setErrors({})
    setSubmitted(false)
  }, [])

  return { formRef, values, errors, pending, setValue, patch, change, field, submit, reset }
}
