// Route guard (visitor-and-user-side.md §2): checks the current session; no user → /auth; a role
// that is not allowed → /; while the check fails (network error or 5xx, not a
// 401) it shows an error with a Retry button that reloads the page.
import { Suspense, type ReactNode } from 'react'
import { Outlet } from 'react-router-dom'
import { Redirect } from '../../../lib/redirect'
import styled from 'styled-components'
import { Button } from '../../../components/ui/button'
import { AlertIcon } from '../../../components/ui/icons'
import { MessageCard } from '../../../components/ui/message-card'
import { LoadingState } from '../../../components/ui/spinner'
import { useSession, type Role } from '../../../lib/session'
import { useAuthPath } from '../../../lib/return-to'

interface ProtectedRouteProps {
  roles: readonly Role[]
  /** True when no page chrome (and so no <main>) surrounds the guard. */
  standalone?: boolean
  /** Drawn for an individual, who may not see the screen but may become one who can (a lazy page). */
  individualOffer?: ReactNode
}

export function ProtectedRoute({ roles, standalone = false, individualOffer }: ProtectedRouteProps) {
  const { user, error } = useSession()
  const logInPath = useAuthPath()
  const Frame = standalone ? StandaloneMain : Plain

  if (user === undefined && error) {
    return (
      <Frame>
        <MessageCard
          role="alert"
          icon={<AlertIcon />}
          tone="danger"
          headingLevel={1}
          title="Error checking authentication status."
          action={<Button onClick={() => window.location.reload()}>Retry</Button>}
        />
      </Frame>
    )
  }
  if (user === undefined) {
    return (
      <Frame>
        <LoadingState label="Checking your session..." />
      </Frame>
    )
  }
  if (user === null) return <Redirect to={logInPath} />
  if (!roles.includes(user.role)) {
    // A company manager's screen offers an individual to become one (issue 21) instead of sending them home.
    if (user.role === 'individual' && individualOffer) return <Suspense fallback={<LoadingState label="Loading..." />}>{individualOffer}</Suspense>
    return <Redirect to="/" />
  }
  return <Outlet />
}

function Plain({ children }: { children: ReactNode }) {
  return <Centered>{children}</Centered>
}

function StandaloneMain({ children }: { children: ReactNode }) {
  return (
    <Centered as="main" id="main-content" $fill>
      {children}
    </Centered>
  )
}

const Centered = styled.div<{ $fill?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ $fill }) => ($fill ? '100vh' : '50vh')};
  padding: ${({ theme }) => theme.space[6]};
`
