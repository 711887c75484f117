import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { TextField } from '../../../components/ui/field'
import { Form } from '../../../components/ui/form-layout'
import { PendingButton } from '../../../components/ui/pending-button'
import { useToast } from '../../../components/ui/toast'
import { errorMessage } from '../../../lib/api-client'
import { useForm } from '../../../lib/form'
import type { SessionUser } from '../../../lib/session'
import { login, type LoginInput } from '../api/auth'
import { validateLogin } from './validation'

export function LoginForm({ onSuccess }: { onSuccess: (user: SessionUser) => void }) {
  const { toast } = useToast()
  const form = useForm<LoginInput>({ email: '', password: '' }, validateLogin)

  const submit = form.submit(
    async (v) => onSuccess(await login({ email: v.email.trim(), password: v.password })),
    (err) => toast({ title: 'Login failed', description: errorMessage(err), variant: 'destructive' }),
  )

  return (
    <Form ref={form.formRef} noValidate onSubmit={submit} aria-label="Log in">
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" placeholder="you@company.com" required {...form.field('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" required {...form.field('password')} />
      <Forgot>
        <Link to="/forgot-password">Forgot password?</Link>
      </Forgot>
      <PendingButton type="submit" $size="lg" $block pending={form.pending} pendingLabel="Logging in...">
        Log in
      </PendingButton>
    </Form>
  )
}

const Forgot = styled.p`
  margin: -${({ theme }) => theme.space[2]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: right;

  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space[1]} 0;
  }
`
