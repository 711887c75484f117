// /unsubscribe/:id/:token — the digest email's link: no sign-in. It shows which digest the link stops,
// and one press turns it off (the email's one-click unsubscribe POSTs to the same API address).
import { useState } from 'react'
import { useParams } from 'react-router-dom'
import useSWR from 'swr'
import { Callout } from '../../../components/ui/callout'
import { PendingButton } from '../../../components/ui/pending-button'
import { PageHeader } from '../../../components/ui/page-header'
import { api, errorMessage, type ApiError } from '../../../lib/api-client'

interface Subscription { readonly name: string; readonly frequency: 'off' | 'daily' | 'weekly' }

export function Unsubscribe() {
  const { id = '', token = '' } = useParams()
  const path = `/api/unsubscribe/${encodeURIComponent(id)}/${encodeURIComponent(token)}`
  const { data, error } = useSWR<Subscription, ApiError>(path)
  const [done, setDone] = useState<Subscription | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  const stop = async () => {
    setPending(true)
    try {
      setDone(await api.post<Subscription>(path))
    } catch (e) {
      setFailure(errorMessage(e))
    } finally {
      setPending(false)
    }
  }

  if (error) return <PageHeader title="This link is not valid" description="The digest it was for may have been deleted. Sign in to manage your saved searches from your dashboard." />
  if (!data) return <PageHeader title="Email digest" />
  const current = done ?? data
  return (
    <>
      <PageHeader title="Email digest" description={`Your saved search “${current.name}”.`} />
      {current.frequency === 'off' ? (
        <div role="status"><Callout tone="success" title="Digest stopped">You will not get digest emails for “{current.name}” any more.</Callout></div>
      ) : (
        <>
          <p>You get a {current.frequency} email of the new companies matching “{current.name}”.</p>
          <PendingButton pending={pending} pendingLabel="Stopping..." onClick={() => void stop()}>Stop this digest</PendingButton>
        </>
      )}
      {failure ? <div role="alert"><Callout tone="danger" title="Could not stop the digest">{failure}</Callout></div> : null}
    </>
  )
}
