import { useRef } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { useSWRConfig } from 'swr'
import { Container } from '../../components/ui/container'
import { TabPanel, Tabs } from '../../components/ui/tabs'
import { useToast } from '../../components/ui/toast'
import { AuthCard, AuthPageSpace } from '../../features/auth/components/auth-frame'
import { AuthSidePanel } from '../../features/auth/components/auth-side-panel'
import { LoginForm } from '../../features/auth/components/login-form'
import { RegisterForm } from '../../features/auth/components/register-form'
import { RegistrationClosed } from '../../features/auth/components/registration-closed'
import { usePageMeta, useSiteName } from '../../lib/page-title'
import { usePublicSettings } from '../../lib/public-settings'
import { api, errorMessage } from '../../lib/api-client'
import { takePendingFavorite } from '../../lib/pending-favorite'
import { Redirect } from '../../lib/redirect'
import { safeReturnPath } from '../../lib/return-to'
import { SESSION_KEY, useSession, type SessionUser } from '../../lib/session'
import { mutedSmall } from '../../components/ui/text'

type AuthTab = 'login' | 'register'

const TABS = [
  { id: 'login', label: 'Log in' },
  { id: 'register', label: 'Sign up' },
] as const

const ID_PREFIX = 'auth'

export default function AuthPage() {
  const [params, setParams] = useSearchParams()
  const tab: AuthTab = params.get('tab') === 'register' ? 'register' : 'login'
  // The page that sent the visitor here (only a path of this site: lib/return-to.ts).
  const returnTo = safeReturnPath(params.get('returnTo'))
  const siteName = useSiteName()
  const settings = usePublicSettings().data
  // Registration turned off by the super admin: the Sign up tab says so instead of offering a form.
  const closed = settings?.allowRegistration === false
  usePageMeta({
    title: tab === 'register' ? 'Sign up' : 'Log in',
    description:
      tab === 'register'
        ? `Create a free ${siteName} account to save companies, read the media center and list your company.`
        : `Log in to ${siteName} to save companies, read company news and press releases, and manage your company profiles.`,
    canonical: tab === 'register' ? '/auth?tab=register' : '/auth',
  })
  const { user } = useSession()
  const { mutate } = useSWRConfig()
  const { toast } = useToast()
  const navigate = useNavigate()
  // Set while a form has just signed the user in, so that the "already logged in" redirect does not win.
  const justAuthenticated = useRef(false)

  if (user && !justAuthenticated.current) return <Redirect to={returnTo ?? '/'} />

  const selectTab = (next: AuthTab) =>
    setParams({ ...(next === 'register' ? { tab: 'register' } : {}), ...(returnTo ? { returnTo } : {}) }, { replace: true })

  const onAuthenticated = (kind: AuthTab) => async (signedIn: SessionUser) => {
    justAuthenticated.current = true
    await mutate(SESSION_KEY, signedIn, { revalidate: false })
    toast(
      kind === 'login'
        ? { title: 'Login successful', description: `Welcome back, ${signedIn.firstName}!`, variant: 'success' }
        : { title: 'Registration successful', description: `Welcome, ${signedIn.firstName}!`, variant: 'success' },
    )
    // The Save that sent a visitor here is finished for them (safe to repeat: the server's POST is idempotent).
    const favorite = takePendingFavorite()
    if (favorite) {
      try {
        await api.post('/api/favorites', { companyId: favorite.companyId })
        await mutate('/api/favorites')
        toast({ title: 'Added to favorites', description: favorite.name, variant: 'success' })
      } catch (e) {
        toast({ title: 'Could not update favorites', description: errorMessage(e), variant: 'destructive' })
      }
    }
    void navigate(returnTo ?? '/directory')
  }

  return (
    <AuthPageSpace>
      <Container>
        <Grid>
          <AuthCard>
            <Title>Welcome to {siteName}</Title>
            <Intro>
              {tab === 'login' ? 'Log in to your account to continue.' : closed ? 'Sign-up is closed for now.' : 'Create your free account in less than a minute.'}
            </Intro>
            <Tabs idPrefix={ID_PREFIX} label="Account access" tabs={TABS} value={tab} onChange={selectTab} />
            <PanelWrap>
              <TabPanel idPrefix={ID_PREFIX} id={tab}>
                {tab === 'login' ? (
                  <LoginForm onSuccess={onAuthenticated('login')} />
                ) : closed ? (
                  <RegistrationClosed siteName={siteName} contactEmail={settings.contactEmail || undefined} onLogin={() => selectTab('login')} />
                ) : (
                  <RegisterForm onSuccess={onAuthenticated('register')} />
                )}
              </TabPanel>
            </PanelWrap>
            {tab === 'register' && closed ? null : (
              <Switch>
                {tab === 'register' ? (
                  <>
                    Already have an account?{' '}
                    <button type="button" onClick={() => selectTab('login')}>
                      Log in instead
                    </button>
                  </>
                ) : closed ? (
                  <>New accounts cannot be created right now.</>
                ) : (
                  <>
                    New to {siteName}?{' '}
                    <button type="button" onClick={() => selectTab('register')}>
                      Create an account
                    </button>
                  </>
                )}
              </Switch>
            )}
          </AuthCard>
          <AuthSidePanel />
        </Grid>
      </Container>
    </AuthPageSpace>
  )
}

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[12]};
  }
`

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  letter-spacing: -0.02em;

  ${({ theme }) => theme.media.sm} {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`

const Intro = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.textMuted};
`

const PanelWrap = styled.div`
  margin-top: ${({ theme }) => theme.space[6]};
`

const Switch = styled.p`
  margin: ${({ theme }) => theme.space[6]} 0 0;
  text-align: center;
  ${mutedSmall}

  /* A target of 32 px (WCAG 2.5.8): its line grows for it. */
  button {
    min-height: 2rem;
    padding: 0;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: underline;
    text-underline-offset: 0.18em;
    cursor: pointer;
  }
`
