import styled from 'styled-components'
import { ButtonLink } from '../../components/ui/button'
import { Container } from '../../components/ui/container'
import { AlertIcon, HomeIcon } from '../../components/ui/icons'
import { usePageTitle } from '../../lib/page-title'

export default function NotFoundPage() {
  usePageTitle('Page Not Found')
  return (
    <Container>
      <Box>
        <IconWrap aria-hidden="true">
          <AlertIcon size={32} />
        </IconWrap>
        <Code>404</Code>
        <h1>Page Not Found</h1>
        <Text>Did you forget to add the page to the router?</Text>
        <ButtonLink to="/" $size="lg">
          <HomeIcon size={18} />
          Back to Home
        </ButtonLink>
      </Box>
    </Container>
  )
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 32rem;
  margin: ${({ theme }) => theme.space[16]} auto;
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  text-align: center;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`

const Code = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.1em;
  color: ${({ theme }) => theme.colors.textMuted};
`

const IconWrap = styled.div`
  display: grid;
  place-items: center;
  width: 4rem;
  height: 4rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
`

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
`
