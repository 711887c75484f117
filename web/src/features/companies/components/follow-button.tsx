// Follow a company (signed-in users): its approved media items then show in the notification centre.
// Nothing is shown to a visitor, and nothing is fetched for one.
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { useToast } from '../../../components/ui/toast'
import { errorMessage } from '../../../lib/api-client'
import { useSession } from '../../../lib/session'
import { useFollows } from '../api/saved-searches'

export function FollowButton({ kind, id, name }: { kind: 'company' | 'sector'; id: number; name: string }) {
  const { user } = useSession()
  const follows = useFollows(!!user)
  const { toast } = useToast()
  const [pending, setPending] = useState(false)
  if (!user) return null
  const following = follows.follows(kind, id)
  const toggle = async () => {
    setPending(true)
    try {
      await follows.toggle(kind, id)
      toast({ title: following ? `No longer following ${name}` : `Following ${name}`, variant: 'success' })
    } catch (e) {
      toast({ title: 'Could not update what you follow', description: errorMessage(e), variant: 'destructive' })
    } finally {
      setPending(false)
    }
  }
  return (
    <Button $variant={following ? 'secondary' : 'outline'} aria-pressed={following} disabled={pending || follows.data === undefined} onClick={() => void toggle()}>
      {following ? 'Following' : 'Follow'}
    </Button>
  )
}
