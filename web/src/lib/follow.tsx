// Follow a company (its approved media items), a sector (its exhibitions opening registration or starting
// soon) or one exhibition (its registration opening, its start drawing near): what then shows in the notification centre. Signed-in users only: nothing is shown to a visitor,
// and nothing is fetched for one. Shared by the company profile and the exhibition page.
import { useState } from 'react'
import useSWR from 'swr'
import { Button } from '../components/ui/button'
import { useToast } from '../components/ui/toast'
import { api, errorMessage, type ApiError } from './api-client'
import { useSession } from './session'

const FOLLOWS_KEY = '/api/follows'

interface Follow { readonly kind: 'company' | 'sector' | 'exhibition'; readonly id: number }

const PATHS = { company: 'companies', sector: 'sectors', exhibition: 'exhibitions' } as const
const BODY_KEYS = { company: 'companyId', sector: 'sectorId', exhibition: 'exhibitionId' } as const

/** What the signed-in user follows (nothing is fetched for a visitor). */
function useFollows(enabled: boolean) {
  const swr = useSWR<Follow[], ApiError>(enabled ? FOLLOWS_KEY : null)
  const follows = (kind: Follow['kind'], id: number) => !!swr.data?.some((f) => f.kind === kind && f.id === id)
  const toggle = async (kind: Follow['kind'], id: number) => {
    if (follows(kind, id)) await api.delete(`${FOLLOWS_KEY}/${PATHS[kind]}/${id}`)
    else await api.post(FOLLOWS_KEY, { [BODY_KEYS[kind]]: id })
    await swr.mutate()
  }
  return { ...swr, follows, toggle }
}

export function FollowButton({ kind, id, name, label, size }: { kind: Follow['kind']; id: number; name: string; label?: string; size?: 'lg' }) {
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
    <Button $variant={following ? 'secondary' : 'outline'} $size={size} aria-pressed={following} disabled={pending || follows.data === undefined} onClick={() => void toggle()}>
      {following ? 'Following' : 'Follow'}{label ? ` ${label}` : ''}
    </Button>
  )
}
