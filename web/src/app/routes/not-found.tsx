import styled from 'styled-components'
import { ButtonLink } from '../../components/ui/button'
import { Container } from '../../components/ui/container'
import { AlertIcon, HomeIcon } from '../../components/ui/icons'
import { MessageCard } from '../../components/ui/message-card'
import { usePageTitle } from '../../lib/page-title'

export default function NotFoundPage() {
  usePageTitle('Page Not Found')
  return (
    <Container>
      <Spaced>
        <MessageCard
          icon={<AlertIcon />}
          tone="warning"
          eyebrow="404"
          headingLevel={1}
          title="Page Not Found"
          action={
            <ButtonLink to="/" $size="lg">
              <HomeIcon size={18} />
              Back to Home
            </ButtonLink>
          }
        >
          Did you forget to add the page to the router?
        </MessageCard>
      </Spaced>
    </Container>
  )
}

const Spaced = styled.div`
  padding: ${({ theme }) => theme.space[16]} 0;
`
