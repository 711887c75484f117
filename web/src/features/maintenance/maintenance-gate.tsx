// The maintenance gate (shared/design/decisions.md §3, settings.md `general.maintenanceMode`): while the site
// is under maintenance, everyone but administrators sees the maintenance page instead of the
// app. /auth stays open so that an administrator can sign in. The gate knows from
// GET /api/settings/public, and from any API answer 503 with `{maintenance: true}` (the mode was
// switched on while the page was open).
//
// Mount it inside the router, around the page chrome of a layout (it reads the location):
//   <MaintenanceGate> …header, <main>, footer… </MaintenanceGate>
import { useEffect, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { LoadingState } from '../../components/ui/spinner'
import { hasRole, roleGroups, useSession } from '../../lib/session'
import { onMaintenanceAnswer } from './api/maintenance-signal'
import { usePublicSettings } from '../../lib/public-settings'
import { MaintenancePage } from './components/maintenance-page'

/** Paths that stay reachable during maintenance (signing in). */
const OPEN_PATHS = /^\/auth(\/|$)/

export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const { user, error: sessionError } = useSession()
  const settings = usePublicSettings()
  // Set by a 503 maintenance answer; cleared when the public settings say the mode is off again.
  const [signalled, setSignalled] = useState<{ message?: string } | null>(null)

  useEffect(
    () =>
      onMaintenanceAnswer((message) => {
        setSignalled({ message })
        // The settings may still say "off" from before: read them again.
        void settings.mutate()
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- settings.mutate is stable (SWR's bound mutate).
    [],
  )

  const modeOn = settings.data?.maintenanceMode === true
  useEffect(() => {
    if (settings.data && !settings.data.maintenanceMode && !settings.isValidating) setSignalled(null)
  }, [settings.data, settings.isValidating])

  const isAdmin = hasRole(user, roleGroups.admins)
  const open = OPEN_PATHS.test(pathname)

  if (open || isAdmin) return <>{children}</>
  // Before the first answer: wait rather than draw (and call) a page that may be closed.
  if (settings.data === undefined && !settings.error && !signalled) return <LoadingState label="Loading..." />
  if (!modeOn && !signalled) return <>{children}</>
  // On: wait for the session check, so that an administrator's page does not flash the notice.
  if (user === undefined && !sessionError && !signalled) return <LoadingState label="Loading..." />
  return (
    <MaintenancePage
      siteName={settings.data?.siteName || 'Expo Atlas'}
      message={signalled?.message}
      contactEmail={settings.data?.contactEmail}
      checking={settings.isValidating}
      onRetry={() => void settings.mutate()}
    />
  )
}
