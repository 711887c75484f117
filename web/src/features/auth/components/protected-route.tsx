// Route guard (spec §2): checks the current session; no user → /auth; a role
// that is not allowed → /; while the check fails (network error or 5xx, not a
// 401) it shows an error with a Retry button that reloads the page.
import type { ReactNode } from 'react'
import { Navigate, Outlet } from 'react-router-dom'
import styled from 'styled-components'
import { Button } from '../../../components/ui/button'
import { AlertIcon } from '../../../components/ui/icons'
import { LoadingState } from '../../../components/ui/spinner'
import { useSession, type Role } from '../../../lib/session'

interface ProtectedRouteProps {
  roles: readonly Role[]
  /** True when no page chrome (and so no <main>) surrounds the guard. */
  standalone?: boolean
}

export function ProtectedRoute({ roles, standalone = false }: ProtectedRouteProps) {
  const { user, error } = useSession()
  const Frame = standalone ? StandaloneMain : Plain

  if (user === undefined && error) {
    return (
      <Frame>
        <ErrorBox role="alert">
          <AlertIcon size={28} />
          <h1>Error checking authentication status.</h1>
          <Button onClick={() => window.location.reload()}>Retry</Button>
        </ErrorBox>
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
  if (user === null) return <Navigate to="/auth" replace />
  if (!roles.includes(user.role)) return <Navigate to="/" replace />
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

const ErrorBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 28rem;
  padding: ${({ theme }) => theme.space[8]};
  border: 1px solid #fecaca;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  box-shadow: ${({ theme }) => theme.shadows.md};

  > svg {
    color: ${({ theme }) => theme.colors.danger};
  }

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`
