import styled from 'styled-components'
import { FieldError, TextField } from '../../../components/ui/field'
import { Form, FormRow } from '../../../components/ui/form-layout'
import { BriefcaseIcon, UsersIcon } from '../../../components/ui/icons'
import { PendingButton } from '../../../components/ui/pending-button'
import { mutedSmall } from '../../../components/ui/text'
import { useToast } from '../../../components/ui/toast'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import { errorMessage } from '../../../lib/api-client'
import { useForm } from '../../../lib/form'
import { usePasswordPolicy } from '../../../lib/public-settings'
import type { SessionUser } from '../../../lib/session'
import { register, type AccountType, type RegisterInput } from '../api/auth'
import { validateRegister } from './validation'
import { MAX_COMPANIES_PER_MANAGER } from '../../../../../src/adapters/http/contract'

const EMPTY: RegisterInput = {
  role: 'individual',
  firstName: '',
  lastName: '',
  email: '',
  mobileNumber: '',
  password: '',
  confirmPassword: '',
}

const ACCOUNT_TYPES: readonly { value: AccountType; title: string; text: string; icon: typeof UsersIcon }[] = [
  { value: 'individual', title: 'Individual', text: 'Browse companies, save favorites and join exhibitions.', icon: UsersIcon },
  { value: 'company_manager', title: 'Company manager', text: `Create and manage up to ${MAX_COMPANIES_PER_MANAGER} company profiles.`, icon: BriefcaseIcon },
]

export function RegisterForm({ onSuccess }: { onSuccess: (user: SessionUser) => void }) {
  const { toast } = useToast()
  const { minLength } = usePasswordPolicy()
  const form = useForm<RegisterInput>(EMPTY, (v) => validateRegister(v, minLength))
  const { values, errors, change } = form

  const submit = form.submit(
    async (v) => {
      const mobileNumber = v.mobileNumber?.trim()
      const user = await register({
        role: v.role,
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        email: v.email.trim(),
        ...(mobileNumber ? { mobileNumber } : {}),
        password: v.password,
        confirmPassword: v.confirmPassword,
      })
      onSuccess(user)
    },
    (err) => toast({ title: 'Registration failed', description: errorMessage(err), variant: 'destructive' }),
  )

  return (
    <Form ref={form.formRef} noValidate onSubmit={submit} aria-label="Sign up">
      <Fieldset aria-describedby={errors.role ? 'register-role-error' : undefined}>
        <Legend>Account type</Legend>
        <Choices>
          {ACCOUNT_TYPES.map(({ value, title, text, icon: Icon }) => (
            <Choice key={value}>
              <input
                type="radio"
                name="role"
                value={value}
                aria-label={title}
                aria-describedby={`register-role-${value}-text`}
                checked={values.role === value}
                onChange={change('role')}
              />
              <ChoiceIcon>
                <Icon size={20} />
              </ChoiceIcon>
              <span>
                <ChoiceTitle>{title}</ChoiceTitle>
                <ChoiceText id={`register-role-${value}-text`}>{text}</ChoiceText>
              </span>
            </Choice>
          ))}
        </Choices>
        {errors.role ? <FieldError id="register-role-error">{errors.role}</FieldError> : null}
      </Fieldset>
      <FormRow>
        <TextField label="First name" autoComplete="given-name" {...form.field('firstName')} required />
        <TextField label="Last name" autoComplete="family-name" {...form.field('lastName')} required />
      </FormRow>
      <TextField label="Email" type="email" inputMode="email" autoComplete="email" placeholder="you@company.com" {...form.field('email')} required />
      <TextField
        label="Mobile number"
        optional
        {...form.field('mobileNumber')}
        type="tel"
        autoComplete="tel"
        placeholder="+1 555 123 4567"
      />
      <TextField
        label="Password"
        {...form.field('password')}
        type="password"
        autoComplete="new-password"
        hint={`At least ${minLength} characters.`}
        required
      />
      <TextField
        label="Confirm password"
        {...form.field('confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
      />
      <PendingButton type="submit" $size="lg" $block pending={form.pending} pendingLabel="Creating account...">
        Create account
      </PendingButton>
      {/* Issue 23: the terms are agreed to by creating the account (no checkbox); the pages open in a new tab, so the form keeps what was typed. */}
      <Consent>
        By creating an account you agree to our{' '}
        <a href="/terms" target="_blank" rel="noopener">
          Terms of Service<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>{' '}
        and{' '}
        <a href="/privacy" target="_blank" rel="noopener">
          Privacy Policy<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
        .
      </Consent>
    </Form>
  )
}

const Consent = styled.p`
  margin: 0;
  ${mutedSmall}
  text-align: center;

  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space[2]};
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`

const Choices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`

const Choice = styled.label`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    background-color ${({ theme }) => theme.transitions.fast};

  input {
    margin: 0.2rem 0 0;
    width: 1.05rem;
    height: 1.05rem;
    accent-color: ${({ theme }) => theme.colors.primary};
    flex-shrink: 0;
  }

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
`

const ChoiceIcon = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.primary};
  margin-top: 0.05rem;
`

const ChoiceTitle = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

const ChoiceText = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`
