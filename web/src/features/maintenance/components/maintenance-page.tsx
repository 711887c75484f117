// The page everyone but administrators sees while the site is under maintenance.
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { BrandLogo } from '../../../components/ui/brand-logo'
import { Button } from '../../../components/ui/button'
import { centredScreen } from '../../../components/ui/container'
import { SettingsIcon } from '../../../components/ui/icons'
import { IconTile } from '../../../components/ui/icon-tile'
import { Spinner } from '../../../components/ui/spinner'
import { mutedSmall } from '../../../components/ui/text'
import { usePageTitle } from '../../../lib/page-title'

interface MaintenancePageProps {
  siteName: string
  /** The server's words, when a 503 brought them. */
  message?: string
  contactEmail?: string
  checking: boolean
  onRetry: () => void
}

export function MaintenancePage({ siteName, message, contactEmail, checking, onRetry }: MaintenancePageProps) {
  usePageTitle('Under maintenance')
  return (
    <Screen id="main-content" tabIndex={-1}>
      <Top>
        <BrandLogo name={siteName} />
      </Top>
      <Card aria-labelledby="maintenance-title">
        <IconTile $size={4} $tone="warning" $round>
          <SettingsIcon />
        </IconTile>
        <h1 id="maintenance-title">We&apos;ll be back soon</h1>
        <p>{message ?? `${siteName} is under maintenance. Only administrators can access the site right now.`}</p>
        <p>We are making a few improvements. Please come back in a little while.</p>
        <Actions>
          <Button onClick={onRetry} disabled={checking} aria-live="polite">
            {checking ? (
              <>
                <Spinner $size={16} /> Checking...
              </>
            ) : (
              'Try again'
            )}
          </Button>
        </Actions>
        <AdminNote>
          Administrator? <Link to="/auth">Log in</Link>
        </AdminNote>
        {contactEmail ? (
          <Contact>
            Questions? Write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
          </Contact>
        ) : null}
      </Card>
    </Screen>
  )
}

const Screen = styled.main`
  ${centredScreen}
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.primarySoft} 0%, ${({ theme }) => theme.colors.surfaceAlt} 60%);
  outline: none;
`

const Top = styled.div`
  display: flex;
  justify-content: center;
`


const Card = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  max-width: 34rem;
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  text-align: center;

  h1 {
    margin: ${({ theme }) => theme.space[2]} 0 0;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space[3]};
`

const AdminNote = styled.p`
  margin-top: ${({ theme }) => theme.space[2]} !important;
  ${mutedSmall}

  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`

const Contact = styled.p`
  ${mutedSmall}
`
