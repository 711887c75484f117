import { Container } from '../../components/ui/container'
import { Unsubscribe } from '../../features/watchlists/components/unsubscribe'
import { usePageTitle } from '../../lib/page-title'

export default function UnsubscribePage() {
  usePageTitle('Email digest')
  return (
    <Container>
      <Unsubscribe />
    </Container>
  )
}
