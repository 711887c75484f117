import styled from 'styled-components'
import { Badge } from './badge'
import { CheckCircleIcon } from './icons'

/** Whether an account's email address is verified, as the profile and the admin's user page show it. */
function EmailVerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge $tone="success">
      <CheckCircleIcon /> Verified
    </Badge>
  ) : (
    <Badge $tone="warning">Not verified</Badge>
  )
}

interface ContactFactsProps {
  account: { readonly email: string; readonly isEmailVerified: boolean; readonly mobileNumber: string | null }
  /** What stands for a missing phone number. */
  noPhone: string
}

/** An account's Email (with whether it is verified) and Phone, as two facts of a definition list. */
export function ContactFacts({ account: { email, isEmailVerified, mobileNumber }, noPhone }: ContactFactsProps) {
  return (
    <>
      <div>
        <dt>Email</dt>
        <dd>
          <Address>{email}</Address>
          <EmailVerifiedBadge verified={isEmailVerified} />
        </dd>
      </div>
      <div>
        <dt>Phone</dt>
        <dd>{mobileNumber || noPhone}</dd>
      </div>
    </>
  )
}

const Address = styled.span`
  overflow-wrap: anywhere;
  min-width: 0;
`
