// /dashboard (spec "Dashboard"): the greeting, three summary cards, and the Overview, Profile
// and Activity tabs. The verification link of the welcome email lands here with
// ?verification=done|expired|invalid, which shows one toast and is then taken out of the URL.
import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { useSWRConfig } from 'swr'
import { PageHeader } from '../../../components/ui/page-header'
import { TabPanel, Tabs } from '../../../components/ui/tabs'
import { useToast, type ToastOptions } from '../../../components/ui/toast'
import { SESSION_KEY, type SessionUser } from '../../../lib/session'
import { ActivityTab } from './activity-tab'
import { OverviewTab } from './overview-tab'
import { ProfileTab } from './profile-tab'
import { SummaryCards } from './summary-cards'
import { greeting } from '../utils/greeting'
import { BecomeManagerOffer } from '../../auth/components/become-manager'

const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'profile', label: 'Profile' },
  { id: 'activity', label: 'Activity' },
] as const
type TabId = (typeof TABS)[number]['id']

const PREFIX = 'dashboard'

export function UserDashboard({ user }: { user: SessionUser }) {
  const [params] = useSearchParams()
  const requested = params.get('tab')
  const [tab, setTab] = useState<TabId>(TABS.some((t) => t.id === requested) ? (requested as TabId) : 'overview')
  useVerificationNotice()

  return (
    <>
      <PageHeader title={greeting(user)} description="Manage your account, companies, and exhibition participations." />
      <SummaryCards user={user} />
      {user.role === 'individual' ? <Offer /> : null}
      <TabsArea>
        <Tabs idPrefix={PREFIX} label="Dashboard sections" tabs={TABS} value={tab} onChange={setTab} />
      </TabsArea>
      <TabPanel idPrefix={PREFIX} id={tab}>
        {tab === 'overview' ? <OverviewTab user={user} /> : tab === 'profile' ? <ProfileTab user={user} /> : <ActivityTab />}
      </TabPanel>
    </>
  )
}

const NOTICES: Readonly<Record<string, ToastOptions>> = {
  done: { title: 'Email verified', description: 'Your email address is verified. Thank you!', variant: 'success' },
  expired: {
    title: 'Verification link expired',
    description: 'This verification link has expired. Ask for a new one from the Profile tab.',
    variant: 'destructive',
  },
  invalid: { title: 'Verification link not valid', description: 'This verification link is not valid. Ask for a new one from the Profile tab.', variant: 'destructive' },
}

/** One toast for ?verification=…, then the parameter leaves the URL (a reload does not repeat it). */
function useVerificationNotice() {
  const [params, setParams] = useSearchParams()
  const { toast } = useToast()
  const { mutate } = useSWRConfig()
  const shown = useRef(false)
  const outcome = params.get('verification')

  useEffect(() => {
    if (!outcome || shown.current) return
    shown.current = true
    const notice = NOTICES[outcome]
    if (notice) toast({ ...notice, duration: 8000 })
    if (outcome === 'done') void mutate(SESSION_KEY)
    const next = new URLSearchParams(params)
    next.delete('verification')
    setParams(next, { replace: true, preventScrollReset: true })
  }, [outcome, params, setParams, toast, mutate])
}

const TabsArea = styled.div`
  max-width: 32rem;
  margin-bottom: ${({ theme }) => theme.space[6]};

  /* Three short labels fit one row even at 360 px. */
  [role='tablist'] {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  [role='tab'] {
    padding: 0 ${({ theme }) => theme.space[2]};
  }
`

const Offer = styled(BecomeManagerOffer)`
  margin-top: ${({ theme }) => theme.space[6]};
`
