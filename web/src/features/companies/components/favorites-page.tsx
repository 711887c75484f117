// /favorites (issue 21): the user's saved companies in the default list ("Saved") and lists of their own;
// each with its list (move it), a private note, and Remove; sorted and filtered; exported as CSV.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { Button, ButtonLink } from '../../../components/ui/button'
import { ConfirmDialog, Dialog, DialogFooter } from '../../../components/ui/dialog'
import { EmptyState, ErrorState } from '../../../components/ui/empty-state'
import { ExportLink } from '../../../components/ui/export-link'
import { Select, TextAreaField, TextField } from '../../../components/ui/field'
import { FilterBar, FilterSelect } from '../../../components/ui/filter-bar'
import { EditIcon, HeartIcon, PlusIcon, SearchIcon, TrashIcon } from '../../../components/ui/icons'
import { PageHeader } from '../../../components/ui/page-header'
import { PendingButton } from '../../../components/ui/pending-button'
import { SearchInput } from '../../../components/ui/search-input'
import { LoadingState } from '../../../components/ui/spinner'
import { stacked } from '../../../components/ui/stack'
import { surface } from '../../../components/ui/surface'
import { mutedSmall } from '../../../components/ui/text'
import { useToast } from '../../../components/ui/toast'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import { errorMessage, isApiError } from '../../../lib/api-client'
import { formatDate, formatNumber } from '../../../lib/format'
import { DEFAULT_LIST_NAME, LIST_NAME_MAX, MAX_FAVORITE_LISTS, NOTE_MAX, type FavoriteListView, type FavoriteView } from '../../../../../src/adapters/http/contract'
import {
  favoritesExportHref, useAllFavorites, useFavoriteChanges, useFavoriteLists, useFilteredFavorites, type FavoriteFilter, type FavoriteSort,
} from '../api/favorites'
import { CompanyLogo } from './company-logo'
import { VerifiedBadge } from './company-status'

const SORTS: readonly { value: FavoriteSort; label: string }[] = [
  { value: 'saved', label: 'Sort: date saved' },
  { value: 'name', label: 'Sort: name' },
  { value: 'country', label: 'Sort: country' },
]

/** A list as the select's value: its id, or `default`. */
const listValue = (id: number | null): string => (id === null ? 'default' : String(id))

export function FavoritesPage() {
  const [filter, setFilter] = useState<FavoriteFilter>({ list: '', search: '', countryId: '', sectorId: '', sort: 'saved' })
  const lists = useFavoriteLists()
  const all = useAllFavorites()
  const shown = useFilteredFavorites(filter)
  const set = (change: Partial<FavoriteFilter>) => setFilter((f) => ({ ...f, ...change }))

  // The countries and sectors to filter by: those of the saved companies.
  const choices = useMemo(() => {
    const countries = new Map<number, string>()
    const sectors = new Map<number, string>()
    for (const f of all.data ?? []) {
      countries.set(f.company.countryId, f.company.country)
      sectors.set(f.company.sectorId, f.company.sector)
    }
    const sorted = (m: Map<number, string>) => [...m].sort((a, b) => a[1].localeCompare(b[1])).map(([id, name]) => ({ value: String(id), label: name }))
    return { countries: sorted(countries), sectors: sorted(sectors) }
  }, [all.data])

  // A list deleted elsewhere (or just now) is no longer chosen.
  useEffect(() => {
    if (filter.list && filter.list !== 'default' && lists.data && !lists.data.some((l) => listValue(l.id) === filter.list)) set({ list: '' })
  }, [filter.list, lists.data])

  const total = all.data?.length ?? 0
  const header = (
    <PageHeader
      title="Favorites"
      description="The companies you saved, in lists of your own, with notes only you can see."
      actions={total > 0 ? <ExportLink href={favoritesExportHref(filter.list)} label={filter.list ? 'Export this list (CSV)' : 'Export all (CSV)'} /> : null}
    />
  )

  if (lists.error || all.error) {
    return (
      <>
        {header}
        <ErrorState title="Your favorites could not be loaded" error={lists.error ?? all.error} onRetry={() => { void lists.mutate(); void all.mutate() }} />
      </>
    )
  }
  if (!lists.data || !all.data) {
    return (
      <>
        {header}
        <LoadingState label="Loading your favorites..." />
      </>
    )
  }

  return (
    <>
      {header}
      <Layout>
        <ListsPanel lists={lists.data} total={total} chosen={filter.list} onChoose={(list) => set({ list })} />
        <section aria-labelledby="favorites-results">
          <VisuallyHidden as="h2" id="favorites-results">
            Saved companies
          </VisuallyHidden>
          {total === 0 ? (
            <EmptyState
              icon={<HeartIcon />}
              title="No favorites yet"
              action={
                <ButtonLink to="/directory">
                  <SearchIcon size={18} />
                  Browse Directory
                </ButtonLink>
              }
            >
              Save companies from the directory or their profiles to find them here.
            </EmptyState>
          ) : (
            <>
              <FilterBar $columns="minmax(0, 10rem) minmax(0, 10rem) minmax(0, 12rem)">
                <SearchInput value={filter.search} onSearch={(search) => set({ search })} label="Search your favorites" placeholder="Search by name or note..." debounceMs={300} />
                <FilterSelect id="favorites-country" label="Filter by country" value={filter.countryId} onChange={(countryId) => set({ countryId })} options={[{ value: '', label: 'All countries' }, ...choices.countries]} />
                <FilterSelect id="favorites-sector" label="Filter by sector" value={filter.sectorId} onChange={(sectorId) => set({ sectorId })} options={[{ value: '', label: 'All sectors' }, ...choices.sectors]} />
                <FilterSelect id="favorites-sort" label="Sort" value={filter.sort} onChange={(sort) => set({ sort: sort as FavoriteSort })} options={SORTS} />
              </FilterBar>
              {shown.error ? (
                <ErrorState title="Your favorites could not be loaded" error={shown.error} onRetry={() => void shown.mutate()} />
              ) : !shown.data ? (
                <LoadingState label="Loading your favorites..." />
              ) : shown.data.length === 0 ? (
                <EmptyState icon={<HeartIcon />} title="No favorites match">
                  {filter.list && !filter.search && !filter.countryId && !filter.sectorId
                    ? 'This list is empty: move saved companies into it from their cards.'
                    : 'Try another search or filter.'}
                </EmptyState>
              ) : (
                <>
                  <Count aria-live="polite">{`${formatNumber(shown.data.length)} ${shown.data.length === 1 ? 'company' : 'companies'}`}</Count>
                  <Cards>
                    {shown.data.map((f) => (
                      <li key={f.id}>
                        <FavoriteCard favorite={f} lists={lists.data!} />
                      </li>
                    ))}
                  </Cards>
                </>
              )}
            </>
          )}
        </section>
      </Layout>
    </>
  )
}

// ----------------------------------------------------------------------------------------- the lists

function ListsPanel({ lists, total, chosen, onChoose }: { lists: readonly FavoriteListView[]; total: number; chosen: string; onChoose: (list: string) => void }) {
  const own = lists.filter((l) => !l.isDefault)
  const [renaming, setRenaming] = useState<FavoriteListView | null>(null)
  const [deleting, setDeleting] = useState<FavoriteListView | null>(null)
  const { deleteList } = useFavoriteChanges()
  const { toast } = useToast()
  const entries = [{ value: '', name: 'All favorites', count: total }, ...lists.map((l) => ({ value: listValue(l.id), name: l.name, count: l.count }))]
  return (
    <Side aria-labelledby="favorite-lists-title">
      <h2 id="favorite-lists-title">Lists</h2>
      <ListNav>
        {entries.map((e) => (
          <li key={e.value || 'all'}>
            <ListButton type="button" aria-pressed={chosen === e.value} onClick={() => onChoose(e.value)}>
              <span>{e.name}</span>
              <ListCount>
                {formatNumber(e.count)}
                <VisuallyHidden> {e.count === 1 ? 'company' : 'companies'}</VisuallyHidden>
              </ListCount>
            </ListButton>
          </li>
        ))}
      </ListNav>
      {own.length > 0 ? (
        <Manage>
          <summary>Rename or delete a list</summary>
          <ul>
            {own.map((l) => (
              <li key={l.id}>
                <span>{l.name}</span>
                <Button $variant="ghost" $size="sm" onClick={() => setRenaming(l)}>
                  <EditIcon size={16} />
                  Rename<VisuallyHidden> {l.name}</VisuallyHidden>
                </Button>
                <Button $variant="ghost" $size="sm" onClick={() => setDeleting(l)}>
                  <TrashIcon size={16} />
                  Delete<VisuallyHidden> {l.name}</VisuallyHidden>
                </Button>
              </li>
            ))}
          </ul>
        </Manage>
      ) : null}
      {own.length < MAX_FAVORITE_LISTS ? <NewListForm onCreated={(id) => onChoose(String(id))} /> : <Hint>You have {MAX_FAVORITE_LISTS} lists, the most you can keep.</Hint>}
      {renaming ? <RenameDialog list={renaming} onClose={() => setRenaming(null)} /> : null}
      <ConfirmDialog
        open={!!deleting}
        onClose={() => setDeleting(null)}
        title={`Delete the list "${deleting?.name ?? ''}"?`}
        confirmLabel="Delete list"
        pendingLabel="Deleting..."
        onConfirm={async () => {
          if (!deleting || deleting.id === null) return
          try {
            await deleteList(deleting.id)
            toast({ title: 'List deleted', description: `Its companies are back in ${DEFAULT_LIST_NAME}.`, variant: 'success' })
            setDeleting(null)
          } catch (e) {
            toast({ title: 'Could not delete the list', description: errorMessage(e), variant: 'destructive' })
          }
        }}
      >
        Its companies stay saved: they go back to {DEFAULT_LIST_NAME}.
      </ConfirmDialog>
    </Side>
  )
}

function NewListForm({ onCreated }: { onCreated: (id: number) => void }) {
  const [name, setName] = useState('')
  const [error, setError] = useState<string>()
  const [pending, setPending] = useState(false)
  const { createList } = useFavoriteChanges()
  const { toast } = useToast()
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setPending(true)
    setError(undefined)
    try {
      const list = await createList(name)
      setName('')
      toast({ title: 'List created', description: list.name, variant: 'success' })
      if (list.id !== null) onCreated(list.id)
    } catch (err) {
      setError(isApiError(err) ? (err.fieldErrors?.name ?? err.message) : errorMessage(err))
    } finally {
      setPending(false)
    }
  }
  return (
    <NewList onSubmit={submit}>
      <TextField label="New list" value={name} onChange={(e) => setName(e.target.value)} maxLength={LIST_NAME_MAX} error={error} placeholder="e.g. Suppliers" />
      <PendingButton type="submit" $variant="outline" $size="sm" pending={pending} pendingLabel="Creating...">
        <PlusIcon size={16} />
        Create list
      </PendingButton>
    </NewList>
  )
}

function RenameDialog({ list, onClose }: { list: FavoriteListView; onClose: () => void }) {
  const [name, setName] = useState(list.name)
  const [error, setError] = useState<string>()
  const [pending, setPending] = useState(false)
  const { renameList } = useFavoriteChanges()
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setPending(true)
    try {
      if (list.id !== null) await renameList(list.id, name)
      onClose()
    } catch (err) {
      setError(isApiError(err) ? (err.fieldErrors?.name ?? err.message) : errorMessage(err))
    } finally {
      setPending(false)
    }
  }
  return (
    <Dialog open onClose={onClose} title={`Rename "${list.name}"`} busy={pending}>
      <form onSubmit={submit}>
        <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} maxLength={LIST_NAME_MAX} error={error} />
        <DialogFooter>
          <Button $variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <PendingButton type="submit" pending={pending} pendingLabel="Saving...">
            Rename
          </PendingButton>
        </DialogFooter>
      </form>
    </Dialog>
  )
}

// --------------------------------------------------------------------------------- a saved company

function FavoriteCard({ favorite: f, lists }: { favorite: FavoriteView; lists: readonly FavoriteListView[] }) {
  const { move, writeNote, remove } = useFavoriteChanges()
  const { toast } = useToast()
  const [note, setNote] = useState(f.note ?? '')
  const [noteError, setNoteError] = useState<string>()
  const [saving, setSaving] = useState(false)
  const [removing, setRemoving] = useState(false)
  const stored = useRef(f.note ?? '')
  // The note as stored, when it changes elsewhere.
  useEffect(() => {
    if ((f.note ?? '') !== stored.current) {
      stored.current = f.note ?? ''
      setNote(f.note ?? '')
    }
  }, [f.note])
  const name = f.company.name
  const listName = lists.find((l) => l.id === f.listId)?.name ?? DEFAULT_LIST_NAME

  const saveNote = async (e: FormEvent) => {
    e.preventDefault()
    setSaving(true)
    setNoteError(undefined)
    try {
      await writeNote(f.companyId, note)
      toast({ title: note.trim() ? 'Note saved' : 'Note removed', description: name, variant: 'success' })
    } catch (err) {
      setNoteError(isApiError(err) ? (err.fieldErrors?.note ?? err.message) : errorMessage(err))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Card aria-labelledby={`favorite-${f.companyId}`}>
      <Top>
        <CompanyLogo name={name} logo={f.company.logo} size={48} />
        <Identity>
          <h3 id={`favorite-${f.companyId}`}>
            <Link to={`/companies/${f.companyId}`}>{name}</Link>
          </h3>
          <Meta>
            {f.company.sector} · {f.company.country} · Saved {formatDate(f.createdAt)}
          </Meta>
          {f.company.isVerified ? <VerifiedBadge /> : null}
        </Identity>
        <Move>
          <label htmlFor={`favorite-list-${f.companyId}`}>
            List<VisuallyHidden> of {name}</VisuallyHidden>
          </label>
          <Select
            id={`favorite-list-${f.companyId}`}
            value={listValue(f.listId)}
            onChange={async (e) => {
              const to = e.target.value === 'default' ? null : Number(e.target.value)
              try {
                await move(f.companyId, to)
                toast({ title: 'Moved', description: `${name} is now in ${lists.find((l) => l.id === to)?.name ?? DEFAULT_LIST_NAME}.`, variant: 'success' })
              } catch (err) {
                toast({ title: `Could not move ${name}`, description: errorMessage(err), variant: 'destructive' })
              }
            }}
          >
            {lists.map((l) => (
              <option key={listValue(l.id)} value={listValue(l.id)}>
                {l.name}
              </option>
            ))}
          </Select>
        </Move>
      </Top>
      <NoteForm onSubmit={saveNote}>
        <TextAreaField
          label={
            <>
              Private note<VisuallyHidden> on {name}</VisuallyHidden>
            </>
          }
          hint={`Only you can see it. At most ${formatNumber(NOTE_MAX)} characters.`}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={NOTE_MAX}
          rows={2}
          error={noteError}
        />
        <Actions>
          <PendingButton type="submit" $variant="outline" $size="sm" pending={saving} pendingLabel="Saving..." disabled={note.trim() === (f.note ?? '')}>
            Save note<VisuallyHidden> on {name}</VisuallyHidden>
          </PendingButton>
          <Button
            $variant="ghost"
            $size="sm"
            disabled={removing}
            onClick={async () => {
              setRemoving(true)
              try {
                await remove(f.companyId)
                toast({ title: 'Removed from favorites', description: `${name} (was in ${listName})`, variant: 'success' })
              } catch (err) {
                toast({ title: 'Could not update favorites', description: errorMessage(err), variant: 'destructive' })
                setRemoving(false)
              }
            }}
          >
            <TrashIcon size={16} />
            Remove<VisuallyHidden> {name} from favorites</VisuallyHidden>
          </Button>
        </Actions>
      </NoteForm>
    </Card>
  )
}

// ------------------------------------------------------------------------------------------- styles

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 16rem minmax(0, 1fr);
  }
`

const Side = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  ${surface}

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`

const ListNav = styled.ul`
  ${stacked(1)}
`

const ListButton = styled.button`
  display: flex;
  width: 100%;
  min-height: 2.5rem;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;

  span:first-child {
    min-width: 0;
    overflow-wrap: anywhere;
  }

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`

const ListCount = styled.span`
  ${mutedSmall}
`

const Manage = styled.details`
  summary {
    cursor: pointer;
    ${mutedSmall}
  }

  ul {
    ${stacked(1)}
    margin-top: ${({ theme }) => theme.space[2]};
  }

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }

  li > span {
    flex: 1 1 100%;
    overflow-wrap: anywhere;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`

const NewList = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};

  > div {
    width: 100%;
  }
`

const Hint = styled.p`
  margin: 0;
  ${mutedSmall}
`

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  ${mutedSmall}
`

const Cards = styled.ul`
  ${stacked(4)}
`

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  ${surface}
`

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
`

const Identity = styled.div`
  flex: 1 1 12rem;
  min-width: 0;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: break-word;
  }

  /* At least 24 px tall, a target of its own (WCAG 2.5.8). */
  h3 a {
    display: inline-block;
    padding-block: 2px;
  }
`

const Meta = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0;
  ${mutedSmall}
`

const Move = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  flex: 1 1 10rem;
  max-width: 14rem;

  label {
    ${mutedSmall}
  }
`

const NoteForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`
