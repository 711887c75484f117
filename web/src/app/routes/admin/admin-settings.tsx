import { LockIcon, SettingsIcon } from '../../../components/ui/icons'
import { EmptyState } from '../../../components/ui/empty-state'
import { PageHeader } from '../../../components/ui/page-header'
import { usePageTitle } from '../../../lib/page-title'
import { hasRole, roleGroups, useSession } from '../../../lib/session'

export default function AdminSettingsPage() {
  usePageTitle('System Settings · Admin')
  const { user } = useSession()
  return (
    <>
      <PageHeader
        title="System Settings"
        description="General, email, registration, content, security and system settings of the platform."
      />
      {hasRole(user, roleGroups.superAdmins) ? (
        <EmptyState icon={<SettingsIcon />} title="Settings">
          Changes to these settings take effect for every visitor as soon as they are saved.
        </EmptyState>
      ) : (
        <EmptyState icon={<LockIcon />} title="Access Restricted">
          Only super administrators can access system settings.
        </EmptyState>
      )}
    </>
  )
}
