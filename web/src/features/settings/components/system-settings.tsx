// /admin/settings (admin-back-office.md "System Settings"): super admins only; seven tabs. The open tab is
// kept in the URL (?tab=security) so that a reload or a shared link opens it.
import { useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { AccessRestricted } from '../../../components/ui/access-restricted'
import { Callout } from '../../../components/ui/callout'
import { PageHeader } from '../../../components/ui/page-header'
import { LoadingState } from '../../../components/ui/spinner'
import { TabPanel, Tabs } from '../../../components/ui/tabs'
import { errorMessage } from '../../../lib/api-client'
import { hasRole, roleGroups, useSession } from '../../../lib/session'
import { useSystemSettings } from '../api/settings'
import { ContentTab, EmailTab, GeneralTab, LegalTab, RegistrationTab, SecurityTab } from './settings-tabs'
import { SystemTab } from './system-tab'

const TABS = [
  { id: 'general', label: 'General' },
  { id: 'email', label: 'Email' },
  { id: 'registration', label: 'Registration' },
  { id: 'content', label: 'Content' },
  { id: 'security', label: 'Security' },
  { id: 'legal', label: 'Legal' },
  { id: 'system', label: 'System' },
] as const
type TabId = (typeof TABS)[number]['id']

const PREFIX = 'settings'

export function SystemSettingsScreen() {
  const { user } = useSession()
  if (!hasRole(user, roleGroups.superAdmins)) {
    return <AccessRestricted title="System Settings">Only super administrators can access system settings.</AccessRestricted>
  }
  return <SettingsTabs />
}

function SettingsTabs() {
  const [params, setParams] = useSearchParams()
  const requested = params.get('tab')
  const tab: TabId = TABS.some((t) => t.id === requested) ? (requested as TabId) : 'general'
  const { data, error } = useSystemSettings()

  const select = (next: TabId) => {
    const p = new URLSearchParams(params)
    if (next === 'general') p.delete('tab')
    else p.set('tab', next)
    setParams(p, { replace: true, preventScrollReset: true })
  }

  return (
    <>
      <PageHeader title="System Settings" description="Every change takes effect for every visitor as soon as it is saved." />
      <TabsArea>
        <Tabs idPrefix={PREFIX} label="Settings sections" tabs={TABS} value={tab} onChange={select} />
      </TabsArea>
      <TabPanel idPrefix={PREFIX} id={tab}>
        {tab === 'system' ? (
          <SystemTab />
        ) : error && !data ? (
          <Callout tone="danger" title="The settings could not be loaded">
            {errorMessage(error)}
          </Callout>
        ) : !data ? (
          <LoadingState label="Loading settings..." />
        ) : tab === 'general' ? (
          <GeneralTab s={data.general} />
        ) : tab === 'email' ? (
          <EmailTab s={data.email} />
        ) : tab === 'registration' ? (
          <RegistrationTab s={data.registration} />
        ) : tab === 'content' ? (
          <ContentTab s={data.content} />
        ) : tab === 'legal' ? (
          <LegalTab s={data.legal} />
        ) : (
          <SecurityTab s={data.security} />
        )}
      </TabPanel>
    </>
  )
}

const TabsArea = styled.div`
  margin-bottom: ${({ theme }) => theme.space[6]};
`
