import { useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/field'
import { Spinner } from '../../../components/ui/spinner'
import { useToast } from '../../../components/ui/toast'
import { errorMessage, isApiError } from '../../../lib/api-client'
import type { SessionUser } from '../../../lib/session'
import { login, type LoginInput } from '../api/auth'
import { focusFirstInvalid, Form } from './form-layout'
import { hasErrors, validateLogin, type Errors } from './validation'

const fieldsOf = (e: Record<string, string> | undefined): Errors<LoginInput> => ({
  email: e?.email,
  password: e?.password,
})

export function LoginForm({ onSuccess }: { onSuccess: (user: SessionUser) => void }) {
  const { toast } = useToast()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<LoginInput>({ email: '', password: '' })
  const [errors, setErrors] = useState<Errors<LoginInput>>({})
  const [submitted, setSubmitted] = useState(false)
  const [pending, setPending] = useState(false)

  const change = (key: keyof LoginInput) => (e: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [key]: e.target.value }
    setValues(next)
    if (submitted) setErrors(validateLogin(next))
  }

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    setSubmitted(true)
    const found = validateLogin(values)
    setErrors(found)
    if (hasErrors(found)) {
      focusFirstInvalid(formRef.current)
      return
    }
    setPending(true)
    try {
      const user = await login({ email: values.email.trim(), password: values.password })
      onSuccess(user)
    } catch (err) {
      toast({ title: 'Login failed', description: errorMessage(err), variant: 'destructive' })
      if (isApiError(err) && err.fieldErrors) {
        setErrors(fieldsOf(err.fieldErrors))
        focusFirstInvalid(formRef.current)
      }
    } finally {
      setPending(false)
    }
  }

  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-label="Log in">
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@company.com"
        value={values.email}
        onChange={change('email')}
        error={errors.email}
        required
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={change('password')}
        error={errors.password}
        required
      />
      <Button type="submit" $size="lg" $block disabled={pending}>
        {pending ? (
          <>
            <Spinner $size={16} />
            Logging in...
          </>
        ) : (
          'Log in'
        )}
      </Button>
    </Form>
  )
}
