import { LockIcon } from './icons'
import { MessageCard } from './message-card'
import { PageHeader } from './page-header'

/** A screen of the super admin's that another admin opened: its title, and why it stays closed. */
export function AccessRestricted({ title, children }: { title: string; children: string }) {
  return (
    <>
      <PageHeader title={title} />
      <MessageCard icon={<LockIcon />} tone="warning" title="Access Restricted">
        {children}
      </MessageCard>
    </>
  )
}
