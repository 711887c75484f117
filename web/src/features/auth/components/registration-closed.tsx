// The Sign up tab while the super admin has closed registration (registration.allowRegistration off):
// what is closed and what a visitor can still do, instead of a form the server would refuse (403).
import styled from 'styled-components'
import { Button } from '../../../components/ui/button'
import { Callout } from '../../../components/ui/callout'

interface RegistrationClosedProps {
  siteName: string
  contactEmail?: string
  onLogin: () => void
}

export function RegistrationClosed({ siteName, contactEmail, onLogin }: RegistrationClosedProps) {
  return (
    <Closed>
      <Callout tone="warning" title="Registration is currently closed">
        New accounts cannot be created on {siteName} right now. Please come back later.
        {contactEmail ? (
          <>
            {' '}
            Questions? Write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
          </>
        ) : null}
      </Callout>
      <Button $variant="outline" $block onClick={onLogin}>
        I have an account: log in
      </Button>
    </Closed>
  )
}

const Closed = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`
