// The bar of a back-office table's selection (issue 19, bulk actions): how many rows are selected,
// the table's actions, a confirmation naming the count ("Approve 2 companies?") or a reason for a
// rejection or a suspension, progress while it runs (a selection of ids goes in requests of
// CHUNK ids: "Approving 300 of 1,200 companies…"; "all matching" is one request), then the
// results: "2 approved", and each refused row with the reason, announced politely.
import { useRef, useState } from 'react'
import styled from 'styled-components'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/dialog'
import { ActionMenu } from '../../../components/ui/menu'
import { ReasonDialog } from '../../../components/ui/reason-dialog'
import { Spinner } from '../../../components/ui/spinner'
import { mutedSmall } from '../../../components/ui/text'
import { errorMessage } from '../../../lib/api-client'
import { countOf, formatNumber } from '../../../lib/format'
import { selectedCount, type RowSelection } from '../../../lib/row-selection'
import { BULK_ACTIONS, BULK_NOUNS, bulkPath, MAX_BULK_IDS, MAX_BULK_MATCHING, runBulkAction, sendSelection, type BulkActionSpec, type BulkRowView, type BulkTarget } from '../api/bulk'

/** Ids per request of a selection of rows (the server takes up to MAX_BULK_IDS). */
export const CHUNK = Math.min(100, MAX_BULK_IDS)
/** Actions shown as buttons; the others are in the "More actions" menu. */
const BUTTONS = 3

export interface BulkActionBarProps {
  target: BulkTarget
  /** The exhibition of the applications (target 'participants'). */
  exhibitionId?: number
  selection: RowSelection
  /** The table's current query (its filters): what "all matching" means. */
  filter: Record<string, string>
  /** Empties the table's selection. */
  clear: () => void
  /** After a run (the table reloads). */
  onDone: () => void
}

interface Progress {
  readonly spec: BulkActionSpec
  /** Rows sent so far, including the request under way; undefined for one request ("all matching"). */
  readonly upTo?: number
  readonly total: number
}

interface Outcome {
  readonly spec: BulkActionSpec
  readonly results: readonly BulkRowView[]
  /** A request refused as a whole (or a lost connection): the run stopped there. */
  readonly error?: string
}

export function BulkActionBar({ target, exhibitionId, selection, filter, clear, onDone }: BulkActionBarProps) {
  const [asking, setAsking] = useState<BulkActionSpec | null>(null)
  const [progress, setProgress] = useState<Progress | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const resultsRef = useRef<HTMLDivElement>(null)
  const [one, many] = BULK_NOUNS[target]
  const count = selectedCount(selection)
  const rowsText = selection.kind === 'matching' ? `all ${countOf(count, one, many)} matching the filter` : countOf(count, one, many)
  const eachText = selection.kind === 'matching'
    ? `Each of the ${countOf(count, one, many)} matching the filter`
    : count === 1 ? `The selected ${one}` : `Each of the ${formatNumber(count)} selected ${many}`

  const run = async (spec: BulkActionSpec, reason?: string) => {
    setAsking(null)
    setOutcome(null)
    const path = bulkPath(target, exhibitionId)
    const results: BulkRowView[] = []
    try {
      await sendSelection(selection, filter, CHUNK, (rows) => runBulkAction(path, spec.action, rows, reason), (upTo) => setProgress({ spec, upTo, total: count }), results)
      setOutcome({ spec, results })
    } catch (e) {
      setOutcome({ spec, results, error: errorMessage(e) })
    } finally {
      setProgress(null)
      clear()
      onDone()
      resultsRef.current?.focus()
    }
  }

  const actions = BULK_ACTIONS[target]
  const running = progress !== null
  // "All matching" beyond what the server resolves at once: refused there (400), so not offered here.
  const tooMany = selection.kind === 'matching' && count > MAX_BULK_MATCHING

  return (
    <Bar aria-label={`Bulk actions on the selected ${many}`}>
      {count > 0 || running ? (
        <Row>
          {actions.slice(0, BUTTONS).map((spec, i) => (
            <Button key={spec.action} $size="sm" $variant={i === 0 ? 'primary' : 'outline'} disabled={running || tooMany} onClick={() => setAsking(spec)}>
              {spec.label}
            </Button>
          ))}
          {actions.length > BUTTONS && !running && !tooMany ? (
            <ActionMenu label={`More actions for the selected ${many}`} items={actions.slice(BUTTONS).map((spec) => ({ label: spec.label, destructive: spec.destructive, onSelect: () => setAsking(spec) }))} />
          ) : null}
        </Row>
      ) : null}

      {tooMany ? <Note>At most {formatNumber(MAX_BULK_MATCHING)} {many} at once: narrow the filter, or select rows.</Note> : null}

      {progress ? <ProgressLine progress={progress} nouns={[one, many]} /> : null}

      <div ref={resultsRef} tabIndex={-1} role="status" aria-live="polite">
        {outcome ? <Results outcome={outcome} noun={one} onDismiss={() => setOutcome(null)} /> : null}
      </div>

      {asking && !asking.reason ? (
        <ConfirmDialog
          open
          onClose={() => setAsking(null)}
          title={`${asking.label} ${countOf(count, one, many)}?`}
          confirmLabel={asking.label}
          pendingLabel={`${asking.doing}...`}
          destructive={!!asking.destructive}
          onConfirm={async () => void run(asking)}
        >
          <p>
            {eachText} is handled separately: one that cannot be changed is left as it is, and listed with the reason.
            {asking.destructive && asking.action === 'delete' ? ' Deleting cannot be undone.' : ''}
          </p>
        </ConfirmDialog>
      ) : null}
      {asking?.reason ? (
        <ReasonDialog
          open
          title={`${asking.label} ${countOf(count, one, many)}?`}
          description={`${asking.label} ${rowsText} with one reason, which each of them will read.`}
          confirmLabel={asking.label}
          pendingLabel={`${asking.doing}...`}
          requiredMessage={asking.reason.required}
          maxLength={asking.reason.maxLength}
          onClose={() => setAsking(null)}
          onSubmit={async (reason) => void run(asking, reason)}
        />
      ) : null}
    </Bar>
  )
}

function ProgressLine({ progress, nouns: [one, many] }: { progress: Progress; nouns: readonly [string, string] }) {
  const { spec, upTo, total } = progress
  const text = upTo === undefined
    ? `${spec.doing} ${countOf(total, one, many)}…`
    : `${spec.doing} ${formatNumber(upTo)} of ${countOf(total, one, many)}…`
  return (
    <ProgressRow>
      <Spinner $size={16} />
      <span id="bulk-progress-label">{text}</span>
      <Track
        role="progressbar"
        aria-labelledby="bulk-progress-label"
        aria-valuemin={0}
        aria-valuemax={upTo === undefined ? undefined : total}
        aria-valuenow={upTo}
      >
        <Fill style={{ width: upTo === undefined ? '100%' : `${Math.round((upTo / total) * 100)}%` }} $indeterminate={upTo === undefined} />
      </Track>
    </ProgressRow>
  )
}

function Results({ outcome, noun, onDismiss }: { outcome: Outcome; noun: string; onDismiss: () => void }) {
  const done = outcome.results.filter((r) => r.outcome === 'done').length
  const refused = outcome.results.filter((r): r is Extract<BulkRowView, { outcome: 'refused' }> => r.outcome === 'refused')
  return (
    <Panel $tone={outcome.error || refused.length ? 'warning' : 'success'}>
      <strong>
        {formatNumber(done)} {outcome.spec.done}
        {refused.length ? `, ${formatNumber(refused.length)} refused` : ''}
      </strong>
      {outcome.error ? <p>Stopped: {outcome.error}</p> : null}
      {refused.length ? (
        <RefusedList aria-label="Refused">
          {refused.map((r) => (
            <li key={r.id}>
              {noun.charAt(0).toUpperCase() + noun.slice(1)} #{r.id}: {r.message}
            </li>
          ))}
        </RefusedList>
      ) : null}
      <Button $size="sm" $variant="ghost" onClick={onDismiss}>
        Dismiss
      </Button>
    </Panel>
  )
}

const Bar = styled.section`
  display: flex;
  flex-direction: column;

  > :not(:empty) {
    margin-bottom: ${({ theme }) => theme.space[3]};
  }

  [tabindex='-1']:focus {
    outline: none;
  }
`

/** The actions, right under the table's selection bar (which says how many and clears). */
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`

const Note = styled.p`
  margin: 0;
  ${mutedSmall}
`

const ProgressRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  ${mutedSmall}
`

const Track = styled.div`
  flex: 1 1 10rem;
  height: 0.5rem;
  overflow: hidden;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceSunken};
`

const Fill = styled.div<{ $indeterminate: boolean }>`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  opacity: ${({ $indeterminate }) => ($indeterminate ? 0.4 : 1)};
  transition: width ${({ theme }) => theme.transitions.fast};
`

const Panel = styled.div<{ $tone: 'success' | 'warning' }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.successSoft : theme.colors.warningSoft)};
  color: ${({ theme }) => theme.colors.text};

  p {
    margin: 0;
  }
`

const RefusedList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
`
