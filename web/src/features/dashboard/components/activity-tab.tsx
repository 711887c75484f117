// The Activity tab: what the user did and what happened to their account and companies.
import { ClockIcon } from '../../../components/ui/icons'
import { errorMessage } from '../../../lib/api-client'
import { useUserActivity } from '../api/dashboard'
import { ActivityFeed, ActivitySkeleton } from './activity-feed'
import { Panel, PanelEmpty } from './panel'

export function ActivityTab() {
  const { data, error } = useUserActivity(true)
  return (
    <Panel title="Recent Activity" description="What you did, and what happened to your account and companies.">
      {data === undefined && !error ? (
        <ActivitySkeleton rows={5} />
      ) : error ? (
        <p role="alert">{errorMessage(error, 'Could not load your activity.')}</p>
      ) : data!.length === 0 ? (
        <PanelEmpty icon={<ClockIcon />} title="No activity yet">
          Saving companies, editing your profile and your companies' reviews show up here.
        </PanelEmpty>
      ) : (
        <ActivityFeed entries={data!} />
      )}
    </Panel>
  )
}
