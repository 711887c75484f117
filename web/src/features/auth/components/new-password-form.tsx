// What the pages opened from an emailed link (an invitation, a password reset, an email change) share: the link's token,
// read from the address's fragment (never sent to the server in a URL) and taken out of the address bar at
// once; and the form that chooses a new password twice against the platform's policy.
import { useEffect, useState } from 'react'
import { TextField } from '../../../components/ui/field'
import { Form } from '../../../components/ui/form-layout'
import { PendingButton } from '../../../components/ui/pending-button'
import { useToast } from '../../../components/ui/toast'
import { errorMessage } from '../../../lib/api-client'
import { useForm, type Errors } from '../../../lib/form'
import { usePasswordPolicy } from '../../../lib/public-settings'

const tokenOfHash = (hash: string): string => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? ''

/** The token of the link this page was opened from ('' when it has none); undefined until read. */
export function useLinkToken(): string | undefined {
  const [token, setToken] = useState<string>()
  useEffect(() => {
    setToken(tokenOfHash(window.location.hash))
    // The secret stays out of the history and of anything that reads the address later.
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname)
  }, [])
  return token
}

export type CheckedLink<T> = { kind: 'loading' } | { kind: 'invalid'; message: string } | ({ kind: 'ready'; token: string } & T)

/** The link this page was opened from, looked up on the server: loading, not valid (the server's message), or ready with what it answered. */
export function useCheckedLink<T extends object>(lookUp: (token: string) => Promise<T>, incomplete: string, invalid: string): CheckedLink<T> {
  const token = useLinkToken()
  const [state, setState] = useState<CheckedLink<T>>({ kind: 'loading' })
  useEffect(() => {
    if (token === undefined) return
    if (!token) {
      setState({ kind: 'invalid', message: incomplete })
      return
    }
    lookUp(token).then(
      (found) => setState({ ...found, kind: 'ready', token }),
      (e: unknown) => setState({ kind: 'invalid', message: errorMessage(e, invalid) }),
    )
  }, [token, lookUp, incomplete, invalid])
  return state
}

interface PasswordValues {
  password: string
  confirmPassword: string
}

interface NewPasswordFormProps {
  /** The form's accessible name. */
  label: string
  submitLabel: string
  /** The title of the toast when the server refuses. */
  failureTitle: string
  onSubmit: (values: PasswordValues) => Promise<void>
}

export function NewPasswordForm({ label, submitLabel, failureTitle, onSubmit }: NewPasswordFormProps) {
  const { minLength } = usePasswordPolicy()
  const { toast } = useToast()
  const form = useForm<PasswordValues>({ password: '', confirmPassword: '' }, (v): Errors<PasswordValues> => ({
    password: v.password.length < minLength ? `Password must be at least ${minLength} characters` : undefined,
    confirmPassword: !v.confirmPassword ? 'Required' : v.confirmPassword !== v.password ? "Passwords don't match" : undefined,
  }))
  const submit = form.submit(onSubmit, (e) => toast({ title: failureTitle, description: errorMessage(e), variant: 'destructive' }))

  return (
    <Form ref={form.formRef} noValidate onSubmit={submit} aria-label={label}>
      <TextField label="Password" type="password" autoComplete="new-password" required hint={`At least ${minLength} characters.`} {...form.field('password')} />
      <TextField label="Confirm password" type="password" autoComplete="new-password" required {...form.field('confirmPassword')} />
      <PendingButton type="submit" $size="lg" $block pending={form.pending} pendingLabel="Saving...">
        {submitLabel}
      </PendingButton>
    </Form>
  )
}
