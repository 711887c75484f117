import type { ReactNode } from 'react'
import { BackLink } from '../../../components/ui/back-link'
import { EmptyState } from '../../../components/ui/empty-state'
import { PageHeader } from '../../../components/ui/page-header'
import { usePageTitle } from '../../../lib/page-title'

interface AdminScreenProps {
  title: string
  description: string
  icon: ReactNode
  emptyTitle: string
  emptyText?: string
  back?: { to: string; label: string }
  actions?: ReactNode
}

/** Frame of an admin screen: back link, h1 with its description, then the content or its empty state. */
export function AdminScreen({ title, description, icon, emptyTitle, emptyText, back, actions }: AdminScreenProps) {
  usePageTitle(`${title} · Admin`)
  return (
    <>
      {back ? <BackLink to={back.to}>{back.label}</BackLink> : null}
      <PageHeader title={title} description={description} actions={actions} />
      <EmptyState icon={icon} title={emptyTitle}>
        {emptyText}
      </EmptyState>
    </>
  )
}
