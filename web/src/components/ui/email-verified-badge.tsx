import { Badge } from './badge'
import { CheckCircleIcon } from './icons'

/** Whether an account's email address is verified, as the profile and the admin's user page show it. */
export function EmailVerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge $tone="success">
      <CheckCircleIcon /> Verified
    </Badge>
  ) : (
    <Badge $tone="warning">Not verified</Badge>
  )
}
