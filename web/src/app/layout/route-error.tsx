import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom'
import styled from 'styled-components'
import { BrandLogo } from '../../components/ui/brand-logo'
import { Button } from '../../components/ui/button'
import { centredScreen } from '../../components/ui/container'
import { AlertIcon } from '../../components/ui/icons'
import { MessageCard } from '../../components/ui/message-card'
import { useSiteName } from '../../lib/page-title'

/** Shown when a screen fails to load or render (for example after a new release). */
export function RouteError() {
  const error = useRouteError()
  const siteName = useSiteName()
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null
  return (
    <Main id="main-content">
      <Link to="/" reloadDocument>
        <BrandLogo name={siteName} />
      </Link>
      <MessageCard
        icon={<AlertIcon />}
        tone="danger"
        headingLevel={1}
        title="Something went wrong"
        action={<Button onClick={() => window.location.reload()}>Reload page</Button>}
      >
        This page could not be displayed. Reloading usually fixes it.{detail ? ` (${detail})` : ''}
      </MessageCard>
    </Main>
  )
}

const Main = styled.main`
  ${centredScreen}
  padding: ${({ theme }) => theme.space[6]};

  > a {
    text-decoration: none;
  }
`
