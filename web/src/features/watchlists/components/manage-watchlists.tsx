// /saved-searches ("Saved searches and follows"): each saved search can be opened, renamed, given another email
// digest (Off, Daily, Weekly) or deleted (after a confirmation); each followed company, sector or exhibition can be unfollowed.
// Every change is confirmed by a toast; a refusal (a name taken, a name refused) is shown under the name field, in
// the API's own words. Linked from the dashboard's "Saved searches" card and from the notification centre.
import { useState } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { useSWRConfig } from 'swr'
import { Badge } from '../../../components/ui/badge'
import { Button, ButtonLink } from '../../../components/ui/button'
import { ConfirmDialog, Dialog, DialogFooter } from '../../../components/ui/dialog'
import { EmptyState, ErrorState } from '../../../components/ui/empty-state'
import { Choices, Select, TextField } from '../../../components/ui/field'
import { BuildingIcon, EditIcon, SearchIcon, TrashIcon } from '../../../components/ui/icons'
import { PageHeader } from '../../../components/ui/page-header'
import { PendingButton } from '../../../components/ui/pending-button'
import { SectionCard } from '../../../components/ui/section-card'
import { LoadingState } from '../../../components/ui/spinner'
import { hairlineRows, spread, stacked } from '../../../components/ui/stack'
import { mutedSmall } from '../../../components/ui/text'
import { useToast } from '../../../components/ui/toast'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import { errorMessage, isApiError } from '../../../lib/api-client'
import { formatDate } from '../../../lib/format'
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_NAME_MAX } from '../../../../../src/adapters/http/contract'
import { directoryPathOf, markSearchSeen, SAVED_SEARCHES_KEY, useSavedSearches, type SavedSearchAnswer } from '../../dashboard/api/saved-searches'
import {
  deleteSearch, DIGEST_CHOICES, digestLabel, FOLLOWS_KEY, renameSearch, setDigest, unfollow, useFollowed, type DigestFrequency, type FollowAnswer,
} from '../api/watchlists'

export function ManageWatchlists() {
  return (
    <Page>
      <PageHeader
        title="Saved searches and follows"
        description="Rename your saved searches, choose how often you get their email digest, and stop following companies, sectors and exhibitions."
        actions={<ButtonLink to="/directory" $variant="outline"><SearchIcon size={18} />Browse Directory</ButtonLink>}
      />
      <SavedSearches />
      <Follows />
    </Page>
  )
}

function SavedSearches() {
  const { data, error, mutate } = useSavedSearches()
  return (
    <SectionCard title="Saved searches" aside={data ? <Note>{data.length} of {MAX_SAVED_SEARCHES}</Note> : null}>
      {error ? (
        <ErrorState title="Your saved searches could not be loaded" error={error} onRetry={() => void mutate()} />
      ) : !data ? (
        <LoadingState label="Loading your saved searches..." />
      ) : data.length === 0 ? (
        <EmptyState icon={<SearchIcon />} title="No saved searches yet">
          Search the directory, then choose “Save this search” to hear of new companies that match.
        </EmptyState>
      ) : (
        <Rows aria-label="Saved searches">
          {data.map((s) => <SavedSearchRow key={s.id} search={s} />)}
        </Rows>
      )}
    </SectionCard>
  )
}

function SavedSearchRow({ search }: { search: SavedSearchAnswer }) {
  const { mutate } = useSWRConfig()
  const { toast } = useToast()
  const [renaming, setRenaming] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const [changing, setChanging] = useState(false)
  const refresh = () => mutate(SAVED_SEARCHES_KEY)
  const of = <VisuallyHidden> {search.name}</VisuallyHidden>

  const changeDigest = async (frequency: DigestFrequency) => {
    setChanging(true)
    try {
      await setDigest(search.id, frequency)
      await refresh()
      toast({
        title: frequency === 'off' ? 'Digest turned off' : `${digestLabel(frequency)} on`,
        description: frequency === 'off' ? `No more emails for “${search.name}”.` : `New companies matching “${search.name}” will be emailed ${frequency === 'daily' ? 'once a day' : 'once a week'}.`,
        variant: 'success',
      })
    } catch (e) {
      toast({ title: 'Could not change the digest', description: errorMessage(e), variant: 'destructive' })
      await refresh()
    } finally {
      setChanging(false)
    }
  }

  return (
    <li>
      <Row>
        <Identity>
          <Link to={directoryPathOf(search.query)} onClick={() => { void markSearchSeen(search.id).then(refresh).catch(() => undefined) }}>{search.name}</Link>
          <Meta>Saved {formatDate(search.createdAt)}</Meta>
          {search.newMatches > 0 ? <Badge $tone="accent">{search.newMatches} new</Badge> : null}
        </Identity>
        <Controls>
          <DigestLabel>
            <span>Email digest<VisuallyHidden> for {search.name}</VisuallyHidden></span>
            <DigestSelect value={search.frequency} disabled={changing} onChange={(e) => void changeDigest(e.target.value as DigestFrequency)}>
              <Choices items={DIGEST_CHOICES} />
            </DigestSelect>
          </DigestLabel>
          <Button $variant="outline" $size="sm" onClick={() => setRenaming(true)}>
            <EditIcon size={16} />
            Rename{of}
          </Button>
          <Button $variant="outline" $size="sm" onClick={() => setDeleting(true)}>
            <TrashIcon size={16} />
            Delete{of}
          </Button>
        </Controls>
      </Row>
      {renaming ? <RenameDialog search={search} onClose={() => setRenaming(false)} /> : null}
      <ConfirmDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        title="Delete this saved search?"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        onConfirm={async () => {
          try {
            await deleteSearch(search.id)
            setDeleting(false)
            toast({ title: 'Saved search deleted', description: `“${search.name}” and its notifications were deleted.`, variant: 'success' })
            await refresh()
          } catch (e) {
            toast({ title: 'Could not delete the saved search', description: errorMessage(e), variant: 'destructive' })
          }
        }}
      >
        “{search.name}” will be deleted with its notifications, and its digest will stop.
      </ConfirmDialog>
    </li>
  )
}

function RenameDialog({ search, onClose }: { search: SavedSearchAnswer; onClose: () => void }) {
  const [name, setName] = useState(search.name)
  const [error, setError] = useState<string | undefined>()
  const [pending, setPending] = useState(false)
  const { mutate } = useSWRConfig()
  const { toast } = useToast()

  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    if (name.trim() === search.name) return onClose()
    setPending(true)
    try {
      const renamed = await renameSearch(search.id, name)
      await mutate(SAVED_SEARCHES_KEY)
      toast({ title: 'Saved search renamed', description: `“${search.name}” is now “${renamed.name}”.`, variant: 'success' })
      onClose()
    } catch (err) {
      // The API's own words: Required, too long, a hidden character, or the name taken by another search.
      if (isApiError(err) && err.fieldErrors?.name) setError(err.fieldErrors.name)
      else toast({ title: 'Could not rename the saved search', description: errorMessage(err), variant: 'destructive' })
    } finally {
      setPending(false)
    }
  }

  return (
    <Dialog open onClose={onClose} title="Rename saved search" busy={pending}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextField label="Name" value={name} maxLength={SAVED_SEARCH_NAME_MAX} required error={error} onChange={(e) => { setName(e.target.value); setError(undefined) }} />
        <DialogFooter>
          <Button $variant="outline" onClick={onClose} disabled={pending}>Cancel</Button>
          <PendingButton type="submit" pending={pending} pendingLabel="Saving...">Rename</PendingButton>
        </DialogFooter>
      </form>
    </Dialog>
  )
}

function Follows() {
  const { data, error, mutate } = useFollowed()
  const companies = data?.filter((f) => f.kind === 'company') ?? []
  const sectors = data?.filter((f) => f.kind === 'sector') ?? []
  const exhibitions = data?.filter((f) => f.kind === 'exhibition') ?? []
  return (
    <SectionCard title="Following">
      {error ? (
        <ErrorState title="What you follow could not be loaded" error={error} onRetry={() => void mutate()} />
      ) : !data ? (
        <LoadingState label="Loading what you follow..." />
      ) : data.length === 0 ? (
        <EmptyState icon={<BuildingIcon />} title="You follow nothing yet">
          Follow a company from its profile to hear of its news, or an exhibition or its sector from the exhibition’s page to hear when it opens registration or starts soon.
        </EmptyState>
      ) : (
        <Groups>
          <FollowGroup title="Companies" hint="Their approved news and media." items={companies} empty="No company followed." />
          <FollowGroup title="Sectors" hint="Their exhibitions opening registration or starting soon." items={sectors} empty="No sector followed." />
          <FollowGroup title="Exhibitions" hint="Their registration opening, and a week before they start." items={exhibitions} empty="No exhibition followed." />
        </Groups>
      )}
    </SectionCard>
  )
}

function FollowGroup({ title, hint, items, empty }: { title: string; hint: string; items: readonly FollowAnswer[]; empty: string }) {
  return (
    <div>
      <GroupTitle>{title}</GroupTitle>
      <Note>{hint}</Note>
      {items.length === 0 ? <Note>{empty}</Note> : (
        <Rows aria-label={`Followed ${title.toLowerCase()}`}>
          {items.map((f) => <FollowRow key={`${f.kind}-${f.id}`} follow={f} />)}
        </Rows>
      )}
    </div>
  )
}

function FollowRow({ follow }: { follow: FollowAnswer }) {
  const { mutate } = useSWRConfig()
  const { toast } = useToast()
  const [pending, setPending] = useState(false)
  const stop = async () => {
    setPending(true)
    try {
      await unfollow(follow)
      await mutate(FOLLOWS_KEY)
      toast({ title: `No longer following ${follow.name}`, variant: 'success' })
    } catch (e) {
      toast({ title: 'Could not update what you follow', description: errorMessage(e), variant: 'destructive' })
      setPending(false)
    }
  }
  return (
    <li>
      <Row>
        <Identity>{follow.kind === 'sector' ? <strong>{follow.name}</strong> : <Link to={`/${follow.kind === 'company' ? 'companies' : 'exhibitions'}/${follow.id}`}>{follow.name}</Link>}</Identity>
        <PendingButton $variant="outline" $size="sm" pending={pending} pendingLabel="Unfollowing..." onClick={() => void stop()}>
          Unfollow<VisuallyHidden> {follow.name}</VisuallyHidden>
        </PendingButton>
      </Row>
    </li>
  )
}

const Page = styled.div`
  ${stacked(6)}
`

const Rows = styled.ul`
  ${hairlineRows(4)}
  margin-top: ${({ theme }) => theme.space[4]};
`

const Row = styled.div`
  ${spread(3)}
`

const Identity = styled.div`
  display: flex;
  flex: 1 1 14rem;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  min-width: 0;

  > a,
  > strong {
    flex-basis: 100%;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
`

const Meta = styled.span`
  ${mutedSmall}
`

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`

const DigestLabel = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  ${mutedSmall}
`

const DigestSelect = styled(Select)`
  width: auto;
  min-width: 9.5rem;
`

const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`

const GroupTitle = styled.h3`
  margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.md};
`

const Note = styled.p`
  margin: 0;
  ${mutedSmall}
`
