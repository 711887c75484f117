import { OutboxScreen } from '../../../features/outbox/components/outbox-screen'
import { usePageTitle } from '../../../lib/page-title'

export default function AdminOutboxPage() {
  usePageTitle('Outbox · Admin')
  return <OutboxScreen />
}
