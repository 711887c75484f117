import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom'
import styled from 'styled-components'
import { BrandLogo } from '../../components/ui/brand-logo'
import { Button } from '../../components/ui/button'
import { AlertIcon } from '../../components/ui/icons'

/** Shown when a screen fails to load or render (for example after a new release). */
export function RouteError() {
  const error = useRouteError()
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null
  return (
    <Main id="main-content">
      <Link to="/" reloadDocument>
        <BrandLogo />
      </Link>
      <Box>
        <AlertIcon size={32} />
        <h1>Something went wrong</h1>
        <p>This page could not be displayed. Reloading usually fixes it.{detail ? ` (${detail})` : ''}</p>
        <Button onClick={() => window.location.reload()}>Reload page</Button>
      </Box>
    </Main>
  )
}

const Main = styled.main`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[8]};
  min-height: 100vh;
  padding: ${({ theme }) => theme.space[6]};

  > a {
    text-decoration: none;
  }
`

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 30rem;
  padding: ${({ theme }) => theme.space[8]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  text-align: center;

  > svg {
    color: ${({ theme }) => theme.colors.danger};
  }

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`
