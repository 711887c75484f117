// /forgot-password: the address to send a reset link to. The answer is the same whether the address has an
// account or not (the page says what the server says), so the page tells nobody who has an account here.
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { TextField } from '../../../components/ui/field'
import { Form } from '../../../components/ui/form-layout'
import { CheckCircleIcon } from '../../../components/ui/icons'
import { MessageCard } from '../../../components/ui/message-card'
import { PendingButton } from '../../../components/ui/pending-button'
import { useToast } from '../../../components/ui/toast'
import { errorMessage } from '../../../lib/api-client'
import { isEmail, useForm } from '../../../lib/form'
import { requestPasswordReset } from '../api/auth'
import { AuthCard, AuthIntro, AuthNote, AuthTitle } from './auth-frame'

export function ForgotPassword() {
  const { toast } = useToast()
  const [sent, setSent] = useState<{ email: string; message: string }>()
  const form = useForm<{ email: string }>({ email: '' }, (v) => ({ email: isEmail(v.email) ? undefined : 'Please enter a valid email' }))

  const submit = form.submit(
    async (v) => {
      const email = v.email.trim()
      const { message } = await requestPasswordReset(email)
      setSent({ email, message })
    },
    (e) => toast({ title: 'Could not send the link', description: errorMessage(e), variant: 'destructive' }),
  )

  if (sent) {
    return (
      <MessageCard icon={<CheckCircleIcon />} headingLevel={1} title="Check your email" action={<Link to="/auth">Back to Log in</Link>}>
        {sent.message} We sent it to <strong>{sent.email}</strong> if that address has an account. Nothing arrived? Look in the spam folder, or ask again in a few minutes.
      </MessageCard>
    )
  }
  return (
    <AuthCard as="section" aria-labelledby="forgot-password-title">
      <AuthTitle id="forgot-password-title">Forgot your password?</AuthTitle>
      <AuthIntro>Enter the email address of your account. We will send you a link to choose a new password.</AuthIntro>
      <Form ref={form.formRef} noValidate onSubmit={submit} aria-label="Reset your password">
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" placeholder="you@company.com" required {...form.field('email')} />
        <PendingButton type="submit" $size="lg" $block pending={form.pending} pendingLabel="Sending...">
          Send reset link
        </PendingButton>
      </Form>
      <AuthNote>
        Remembered it? <Link to="/auth">Log in</Link>
      </AuthNote>
    </AuthCard>
  )
}
