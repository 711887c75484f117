import { useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import styled from 'styled-components'
import { Button } from '../../../components/ui/button'
import { FieldError, TextField } from '../../../components/ui/field'
import { BriefcaseIcon, UsersIcon } from '../../../components/ui/icons'
import { Spinner } from '../../../components/ui/spinner'
import { useToast } from '../../../components/ui/toast'
import { errorMessage, isApiError } from '../../../lib/api-client'
import type { SessionUser } from '../../../lib/session'
import { register, type AccountType, type RegisterInput } from '../api/auth'
import { focusFirstInvalid, Form, Row } from './form-layout'
import { hasErrors, validateRegister, type Errors } from './validation'

const EMPTY: RegisterInput = {
  role: 'individual',
  firstName: '',
  lastName: '',
  email: '',
  mobileNumber: '',
  password: '',
  confirmPassword: '',
}

const FIELDS = Object.keys(EMPTY) as (keyof RegisterInput)[]

const fieldsOf = (e: Record<string, string> | undefined): Errors<RegisterInput> =>
  Object.fromEntries(FIELDS.filter((f) => e?.[f]).map((f) => [f, e![f]]))

const ACCOUNT_TYPES: readonly { value: AccountType; title: string; text: string; icon: typeof UsersIcon }[] = [
  { value: 'individual', title: 'Individual', text: 'Browse companies, save favorites and join exhibitions.', icon: UsersIcon },
  { value: 'company_manager', title: 'Company manager', text: 'Create and manage up to 3 company profiles.', icon: BriefcaseIcon },
]

export function RegisterForm({ onSuccess }: { onSuccess: (user: SessionUser) => void }) {
  const { toast } = useToast()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<RegisterInput>(EMPTY)
  const [errors, setErrors] = useState<Errors<RegisterInput>>({})
  const [submitted, setSubmitted] = useState(false)
  const [pending, setPending] = useState(false)

  const change = (key: keyof RegisterInput) => (e: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [key]: e.target.value }
    setValues(next)
    if (submitted) setErrors(validateRegister(next))
  }

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    setSubmitted(true)
    const found = validateRegister(values)
    setErrors(found)
    if (hasErrors(found)) {
      focusFirstInvalid(formRef.current)
      return
    }
    setPending(true)
    const mobileNumber = values.mobileNumber?.trim()
    try {
      const user = await register({
        role: values.role,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        ...(mobileNumber ? { mobileNumber } : {}),
        password: values.password,
        confirmPassword: values.confirmPassword,
      })
      onSuccess(user)
    } catch (err) {
      toast({ title: 'Registration failed', description: errorMessage(err), variant: 'destructive' })
      if (isApiError(err) && err.fieldErrors) {
        setErrors(fieldsOf(err.fieldErrors))
        focusFirstInvalid(formRef.current)
      }
    } finally {
      setPending(false)
    }
  }

  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-label="Sign up">
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
      <Row>
        <TextField label="First name" name="firstName" autoComplete="given-name" value={values.firstName} onChange={change('firstName')} error={errors.firstName} required />
        <TextField label="Last name" name="lastName" autoComplete="family-name" value={values.lastName} onChange={change('lastName')} error={errors.lastName} required />
      </Row>
      <TextField label="Email" name="email" type="email" inputMode="email" autoComplete="email" placeholder="you@company.com" value={values.email} onChange={change('email')} error={errors.email} required />
      <TextField
        label="Mobile number"
        optional
        name="mobileNumber"
        type="tel"
        autoComplete="tel"
        placeholder="+1 555 123 4567"
        value={values.mobileNumber ?? ''}
        onChange={change('mobileNumber')}
        error={errors.mobileNumber}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        value={values.password}
        onChange={change('password')}
        error={errors.password}
        required
      />
      <TextField
        label="Confirm password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={change('confirmPassword')}
        error={errors.confirmPassword}
        required
      />
      <Button type="submit" $size="lg" $block disabled={pending}>
        {pending ? (
          <>
            <Spinner $size={16} />
            Creating account...
          </>
        ) : (
          'Create account'
        )}
      </Button>
    </Form>
  )
}

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
