// The bulk actions as an admin table's `selectionActions`: the page names the target, which of its
// URL's keys are the list's filter (what "all matching" means), and which lists to reload after a run.
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useSWRConfig } from 'swr'
import type { RowSelection } from '../../../lib/row-selection'
import type { BulkTarget } from '../api/bulk'
import { BulkActionBar } from './bulk-action-bar'

export type SelectionActions = (selection: RowSelection, clear: () => void) => ReactNode

interface BulkSlotOptions {
  /** The URL's keys that filter the list (not its page, size or sort). */
  readonly filterKeys: readonly string[]
  /** The start of the SWR keys to reload after a run ('/api/admin/companies'). */
  readonly reloads: string
  readonly exhibitionId?: number
}

export function useBulkSlot(target: BulkTarget, { filterKeys, reloads, exhibitionId }: BulkSlotOptions): SelectionActions {
  const [params] = useSearchParams()
  const { mutate } = useSWRConfig()
  const filter = Object.fromEntries(filterKeys.flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : [])))
  return (selection, clear) => (
    <BulkActionBar
      target={target}
      exhibitionId={exhibitionId}
      selection={selection}
      filter={filter}
      clear={clear}
      onDone={() => void mutate((key) => typeof key === 'string' && key.startsWith(reloads))}
    />
  )
}
