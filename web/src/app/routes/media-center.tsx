import styled from 'styled-components'
import { ButtonLink } from '../../components/ui/button'
import { Container, PageSection } from '../../components/ui/container'
import { EmptyState } from '../../components/ui/empty-state'
import { LockIcon, NewspaperIcon } from '../../components/ui/icons'
import { PageHeader } from '../../components/ui/page-header'
import { LoadingState } from '../../components/ui/spinner'
import { usePageTitle } from '../../lib/page-title'
import { useSession } from '../../lib/session'

export default function MediaCenterPage() {
  usePageTitle('Media Center')
  const { user, error } = useSession()

  return (
    <PageSection>
      <Container>
        <PageHeader title="Media Center" description="Company news, press releases, upcoming events and press kits from verified companies." />
        {user ? (
          <EmptyState icon={<NewspaperIcon />} title="No media content">
            Approved news and press releases from companies in the directory appear here.
          </EmptyState>
        ) : user === null || error ? (
          <LoginCard aria-labelledby="media-login-title">
            <IconWrap aria-hidden="true">
              <LockIcon size={28} />
            </IconWrap>
            <h2 id="media-login-title">Please log in</h2>
            <p>The media center is open to members. Log in or create a free account to read company news and press releases.</p>
            <ButtonLink to="/auth" $size="lg">
              Log In
            </ButtonLink>
          </LoginCard>
        ) : (
          <LoadingState label="Loading..." />
        )}
      </Container>
    </PageSection>
  )
}

const LoginCard = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 32rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  text-align: center;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

const IconWrap = styled.div`
  display: grid;
  place-items: center;
  width: 4rem;
  height: 4rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`
