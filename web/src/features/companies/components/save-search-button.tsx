// "Save this search" in the directory's toolbar, for a signed-in user with a text or a filter; its dialog
// is a chunk of its own, fetched on the first press.
import { lazy, Suspense, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { useSession } from '../../../lib/session'
import type { DirectoryQuery } from '../api/directory'
import { canSave } from '../api/saved-searches'

const SaveSearchDialog = lazy(() => import('./save-search-dialog'))

export function SaveSearchButton({ query }: { query: DirectoryQuery }) {
  const { user } = useSession()
  const [open, setOpen] = useState(false)
  if (!user || !canSave(query)) return null
  return (
    <>
      <Button $variant="outline" onClick={() => setOpen(true)}>Save this search</Button>
      {open ? (
        <Suspense fallback={null}>
          <SaveSearchDialog query={query} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
