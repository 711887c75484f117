import styled from 'styled-components'
import { ButtonLink } from '../../../components/ui/button'
import { Container } from '../../../components/ui/container'
import { MAX_COMPANIES_PER_MANAGER } from '../../../../../src/adapters/http/contract'
import { useRegistrationOpen } from '../../../lib/public-settings'

export function CallToAction() {
  const registrationOpen = useRegistrationOpen()
  return (
    <Section aria-labelledby="home-cta-title">
      <Container>
        <Panel>
          <div>
            <h2 id="home-cta-title">Ready to put your company on the map?</h2>
            <p>
              Create a free account to save favorite companies, join virtual exhibitions, or register as a company manager
              and publish up to {MAX_COMPANIES_PER_MANAGER} company profiles.
            </p>
          </div>
          <Actions>
            {registrationOpen && (
              <ButtonLink to="/auth?tab=register" $variant="inverse" $size="lg">
                Create an Account
              </ButtonLink>
            )}
            <ButtonLink to="/directory" $variant="inverseOutline" $size="lg">
              Browse Directory
            </ButtonLink>
          </Actions>
        </Panel>
      </Container>
    </Section>
  )
}

const Section = styled.section`
  padding: ${({ theme }) => theme.space[16]} 0;
`

const Panel = styled.div`
  --focus-ring: ${({ theme }) => theme.colors.focusOnDark};
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  align-items: center;
  padding: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background:
    radial-gradient(circle at 100% 0%, rgba(45, 212, 191, 0.3), transparent 50%),
    linear-gradient(135deg, ${({ theme }) => theme.colors.primary} 0%, ${({ theme }) => theme.colors.navy} 100%);
  color: #fff;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    letter-spacing: -0.02em;
  }

  p {
    margin: ${({ theme }) => theme.space[3]} 0 0;
    max-width: 38rem;
    color: #dbeafe;
  }

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[12]};

    h2 {
      font-size: ${({ theme }) => theme.fontSizes['3xl']};
    }
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr auto;
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`
