import styled, { css } from 'styled-components'
import { Badge } from './badge'
import { CheckCircleIcon } from './icons'
import { mutedSmall } from './text'

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

/** The definition list the account's facts stand in: two columns from tablets up, each value a wrapping row. */
export const accountFactList = css`
  display: grid;
  margin: 0;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  dt {
    ${mutedSmall}
  }

  dd {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    margin: ${({ theme }) => theme.space[1]} 0 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`
