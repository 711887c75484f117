import { SystemSettingsScreen } from '../../../features/settings/components/system-settings'
import { usePageTitle } from '../../../lib/page-title'

export default function AdminSettingsPage() {
  usePageTitle('System Settings · Admin')
  return <SystemSettingsScreen />
}
