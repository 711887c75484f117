// /admin/exhibitions/:id/participants: every application of an exhibition, filtered by status.
// An admin confirms one (with an optional booth number), rejects one, or changes a confirmed
// exhibitor's booth (participation.md).
import { useRef, useState, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { Badge } from '../../../../components/ui/badge'
import { Button } from '../../../../components/ui/button'
import { DataTable, type DataColumn } from '../../../../components/ui/data-table'
import { Dialog, DialogFooter } from '../../../../components/ui/dialog'
import { ReasonDialog } from '../../../../components/ui/reason-dialog'
import { Field, Input } from '../../../../components/ui/field'
import { RefreshButton } from '../../../../components/ui/filter-bar'
import { CancelAndSubmit } from '../../../../components/ui/form-layout'
import { CheckCircleIcon, EditIcon, XCircleIcon } from '../../../../components/ui/icons'
import { PageHeader } from '../../../../components/ui/page-header'
import { LoadingState } from '../../../../components/ui/spinner'
import { CellNote, IdentityCell, NoWrap } from '../../../../components/ui/table'
import { TabPanel, Tabs } from '../../../../components/ui/tabs'
import { mutedSmall } from '../../../../components/ui/text'
import { useReportedAction, useToast } from '../../../../components/ui/toast'
import { VisuallyHidden } from '../../../../components/ui/visually-hidden'
import { errorMessage } from '../../../../lib/api-client'
import { formatDate, formatNumber } from '../../../../lib/format'
import { usePageTitle } from '../../../../lib/page-title'
import { useInvalidate } from '../../../../lib/swr'
import { useUrlQuery } from '../../../../lib/url-query'
import { ExportLink } from '../../../../components/ui/export-link'
import { Cluster } from '../../../../components/ui/stack'
import type { RowSelection } from '../../../../lib/row-selection'
import { sortFrom, sortText } from '../../../../lib/table-query'
import {
  adminParticipantsExportUrl, adminParticipantsKey, decideParticipant, PARTICIPANT_SORTS, useAdminExhibition, useAdminParticipants, type ParticipantDecision, type ParticipantView,
} from '../../api/admin-exhibitions'
import { isExhibitionKey, type ExhibitionView } from '../../api/exhibitions'
import { participationLevelLabel } from '../../api/participation'
import { usePlatformTimeZone } from '../../api/platform-time-zone'
import { formatDayRange } from '../../utils/exhibition-time'
import { CompanyAvatar } from '../../../../components/ui/company-avatar'
import { ExhibitionLoadError } from '../exhibition-load-error'
import { ExhibitionStatusBadge } from '../exhibition-status-badge'
import { ParticipationStatusBadge } from '../participation-status-badge'
import { ADMIN_EXHIBITIONS_BACK } from './admin-exhibition-detail'
import { FIELD_LENGTHS } from '../../../../../../src/adapters/http/contract'

type Filter = 'all' | 'pending' | 'approved' | 'rejected'

const FILTERS: readonly { id: Filter; label: string; empty: string }[] = [
  { id: 'all', label: 'All', empty: 'No participants yet' },
  { id: 'pending', label: 'Pending', empty: 'No pending applications' },
  { id: 'approved', label: 'Confirmed', empty: 'No confirmed exhibitors' },
  { id: 'rejected', label: 'Rejected', empty: 'No rejected applications' },
]

const ID_PREFIX = 'participants'
const KEYS = ['status', 'sort'] as const

type SelectionActions = (selection: RowSelection, clear: () => void) => ReactNode

/** `selectionActions`: the bulk actions for the selected applications (another part of issue 19 fills it). */
export function AdminParticipants({ id, selectionActions }: { id: string | undefined; selectionActions?: SelectionActions }) {
  const exhibition = useAdminExhibition(id)
  usePageTitle(`Participants of ${exhibition.data?.name ?? 'Exhibition'} · Admin`)
  if (exhibition.error) {
    return (
      <ExhibitionLoadError
        error={exhibition.error}
        onRetry={() => void exhibition.mutate()}
        back={ADMIN_EXHIBITIONS_BACK}
        notFoundText="This exhibition does not exist or was deleted."
      />
    )
  }
  if (!exhibition.data) return <LoadingState label="Loading exhibition..." />
  return <Participants exhibition={exhibition.data} selectionActions={selectionActions} />
}

type Pending = { kind: Action; participant: ParticipantView } | null

function Participants({ exhibition: e, selectionActions }: { exhibition: ExhibitionView; selectionActions?: SelectionActions }) {
  const timeZone = usePlatformTimeZone()
  const { values, update } = useUrlQuery(KEYS)
  const filter = FILTERS.find((f) => f.id === values.status) ?? FILTERS[0]
  const sort = sortFrom(values.sort, PARTICIPANT_SORTS)
  const { data, error, isValidating, mutate } = useAdminParticipants(e.id, sort)
  const report = useReportedAction()
  const { toast } = useToast()
  const invalidate = useInvalidate()
  const [dialog, setDialog] = useState<Pending>(null)

  const counts = Object.fromEntries(FILTERS.map((f) => [f.id, (data ?? []).filter((p) => f.id === 'all' || p.status === f.id).length]))
  const tabs = FILTERS.map((f) => ({ id: f.id, label: data ? `${f.label} (${counts[f.id]})` : f.label }))
  const rows = data?.filter((p) => filter.id === 'all' || p.status === filter.id)
  const confirmed = counts.approved ?? 0

  const refresh = () => Promise.all([mutate(), invalidate((k) => k !== adminParticipantsKey(e.id, sort) && isExhibitionKey(k))])
  const decide = async (p: ParticipantView, decision: ParticipantDecision, success: string) => {
    const ok = await report(() => decideParticipant(e.id, p.id, decision), success, 'Failed to update participant')
    await refresh()
    if (ok) setDialog(null)
    return ok
  }
  /** A booth decision: the server's refusal (a booth held meanwhile) is said in the dialog, next to the booth. */
  const decideBooth = async (p: ParticipantView, decision: ParticipantDecision, success: string): Promise<string | null> => {
    try {
      await decideParticipant(e.id, p.id, decision)
    } catch (err) {
      // The list again (who holds which booth now); the exhibition's keys stay, or this screen would reload under the dialog.
      await mutate()
      return errorMessage(err, 'Failed to update participant')
    }
    toast({ title: 'Success', description: success, variant: 'success' })
    await refresh()
    setDialog(null)
    return null
  }
  /** The company of another confirmed exhibitor holding a booth (named in any case), from the list on screen. */
  const holderOf = (p: ParticipantView, booth: string) =>
    booth ? data?.find((o) => o.id !== p.id && o.status === 'approved' && o.boothNumber?.trim().toLowerCase() === booth.toLowerCase()) : undefined

  return (
    <>
      <PageHeader
        title="Participants"
        description={
          <>
            <Link to={`/admin/exhibitions/${e.id}`}>{e.name}</Link> · {formatDayRange(e.startDate, e.endDate, timeZone)}
          </>
        }
        actions={
          <Cluster>
            <ExportLink href={adminParticipantsExportUrl(e.id, { status: filter.id, sort })} />
            <RefreshButton onRefresh={() => void mutate()} busy={isValidating} />
          </Cluster>
        }
      />
      <Summary>
        <ExhibitionStatusBadge admin timing={{ kind: e.status, daysToStart: e.daysToStart }} />
        <span>
          {formatNumber(confirmed)} confirmed{e.capacity > 0 ? ` of ${formatNumber(e.capacity)} booths` : ' (no capacity limit)'}
        </span>
        <span>Registration {e.registrationOpen ? 'open' : 'closed'}</span>
      </Summary>

      <TabsWrap>
        <Tabs idPrefix={ID_PREFIX} label="Filter participants by status" tabs={tabs} value={filter.id} onChange={(id) => update({ status: id === 'all' ? '' : id })} />
      </TabsWrap>
      <TabPanel idPrefix={ID_PREFIX} id={filter.id}>
        <DataTable<ParticipantView>
          caption={`${filter.label} participants of ${e.name}`}
          columns={columns((kind, participant) => setDialog({ kind, participant }))}
          rows={rows}
          rowKey={(p) => p.id}
          error={error}
          empty={filter.empty}
          skeletonRows={3}
          sort={sort}
          onSort={(s) => update({ sort: sortText(s) })}
          selection={{ rowId: (p) => p.id, rowName: (p) => p.company.name, total: rows?.length ?? 0, scope: filter.id, noun: ['application', 'applications'] }}
          selectionActions={selectionActions}
        />
      </TabPanel>

      {dialog && dialog.kind !== 'reject' ? (
        <BoothDialog
          mode={dialog.kind}
          participant={dialog.participant}
          exhibitionName={e.name}
          holderOf={(booth) => holderOf(dialog.participant, booth)}
          onClose={() => setDialog(null)}
          onSubmit={async (booth) => {
            // The same booth again is no change (the server would refuse it as already decided).
            if (dialog.kind === 'booth' && booth === (dialog.participant.boothNumber ?? '')) {
              setDialog(null)
              return null
            }
            return decideBooth(
              dialog.participant,
              { status: 'approved', ...(booth || dialog.kind === 'booth' ? { boothNumber: booth } : {}) },
              dialog.kind === 'confirm' ? 'Participant confirmed' : 'Booth updated',
            )
          }}
        />
      ) : null}
      <ReasonDialog
        open={dialog?.kind === 'reject'}
        onClose={() => setDialog(null)}
        title={`Reject ${dialog?.participant.company.name ?? 'participant'}?`}
        description={dialog
          ? `${dialog.participant.company.name} will not exhibit at ${e.name}. You can confirm it again later. Tell the company's manager why: they see the reason on the exhibition and get it by email.`
          : ''}
        confirmLabel="Reject"
        pendingLabel="Rejecting..."
        requiredMessage="Please give a reason for the rejection"
        maxLength={FIELD_LENGTHS.participation.reason}
        onSubmit={async (reason) => {
          if (dialog) await decide(dialog.participant, { status: 'rejected', reason }, 'Participant rejected')
        }}
      />
    </>
  )
}

type Action = 'confirm' | 'booth' | 'reject'

/** The table's columns: the company, when it applied, its level, status and booth, and the decisions. */
const columns = (onAction: (kind: Action, participant: ParticipantView) => void): DataColumn<ParticipantView>[] => [
  {
    header: 'Company',
    sortKey: 'company',
    cell: (p) => (
      <CompanyCell>
        <CompanyAvatar name={p.company.name} logo={p.company.logo} size={36} />
        <span>
          <Link to={`/admin/companies/${p.companyId}`}>{p.company.name}</Link>
          <CellNote>{[p.company.country, p.company.sector].filter(Boolean).join(' · ')}</CellNote>
        </span>
      </CompanyCell>
    ),
  },
  {
    header: 'Applied',
    sortKey: 'createdAt',
    cell: (p) => (
      <>
        <NoWrap>{formatDate(p.createdAt)}</NoWrap>
        {p.decidedAt ? <CellNote>Decided {formatDate(p.decidedAt)}</CellNote> : null}
      </>
    ),
  },
  {
    header: 'Level',
    sortKey: 'level',
    cell: (p) => (
      <>
        <span>{participationLevelLabel(p.participationLevel) ?? 'Not specified'}</span>
        {p.specialRequirements ? <Requirements title={p.specialRequirements}>{p.specialRequirements}</Requirements> : null}
      </>
    ),
  },
  { header: 'Status', sortKey: 'status', cell: (p) => <ParticipationStatusBadge status={p.status} /> },
  { header: 'Booth', sortKey: 'booth', cell: (p) => (p.boothNumber ? <Badge $tone="primary">{p.boothNumber}</Badge> : <Muted>None</Muted>) },
  { header: 'Actions', cell: (p) => <RowActions participant={p} onAction={(kind) => onAction(kind, p)} /> },
]

function RowActions({ participant: p, onAction }: { participant: ParticipantView; onAction: (kind: Action) => void }) {
  const name = <VisuallyHidden> {p.company.name}</VisuallyHidden>
  return (
    <Actions>
      {p.status !== 'approved' ? (
        <Button $size="sm" onClick={() => onAction('confirm')}>
          <CheckCircleIcon size={16} />
          Confirm{name}
        </Button>
      ) : (
        <Button $variant="outline" $size="sm" onClick={() => onAction('booth')}>
          <EditIcon size={16} />
          Change booth<VisuallyHidden> of {p.company.name}</VisuallyHidden>
        </Button>
      )}
      {p.status !== 'rejected' ? (
        <Button $variant="outline" $size="sm" onClick={() => onAction('reject')}>
          <XCircleIcon size={16} />
          Reject{name}
        </Button>
      ) : null}
    </Actions>
  )
}

interface BoothDialogProps {
  mode: 'confirm' | 'booth'
  participant: ParticipantView
  exhibitionName: string
  /** Another confirmed exhibitor holding this booth, if any. */
  holderOf: (booth: string) => ParticipantView | undefined
  onClose: () => void
  /** Answers the reason the server refused, or null when it was saved. */
  onSubmit: (booth: string) => Promise<string | null>
}

/**
 * Confirm (with an optional booth) or change the booth. A booth is held by one confirmed exhibitor:
 * the dialog says which company holds the one typed, and does not send it; a refusal of the server
 * (the booth taken meanwhile) is said at the same place.
 */
function BoothDialog({ mode, participant: p, exhibitionName, holderOf, onClose, onSubmit }: BoothDialogProps) {
  const [booth, setBooth] = useState(p.boothNumber ?? '')
  const [pending, setPending] = useState(false)
  const [refused, setRefused] = useState<string | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const confirm = mode === 'confirm'
  const holder = holderOf(booth.trim())
  const held = holder ? `Booth ${holder.boothNumber ?? booth.trim()} is already held by ${holder.company.name}. Choose another booth.` : undefined
  return (
    <Dialog
      open
      onClose={onClose}
      busy={pending}
      initialFocusRef={inputRef}
      title={confirm ? `Confirm ${p.company.name}?` : `Change booth of ${p.company.name}`}
      description={
        confirm
          ? `${p.company.name} becomes a confirmed exhibitor of ${exhibitionName} and is listed on its public page.`
          : `The booth shown on the public page of ${exhibitionName}.`
      }
    >
      <form
        noValidate
        onSubmit={async (ev) => {
          ev.preventDefault()
          if (held) {
            inputRef.current?.focus()
            return
          }
          setPending(true)
          try {
            const reason = await onSubmit(booth.trim())
            setRefused(reason)
            if (reason) inputRef.current?.focus()
          } finally {
            setPending(false)
          }
        }}
      >
        <Field
          label="Booth number"
          optional={confirm}
          hint={confirm ? 'You can assign or change the booth later.' : 'Leave empty to remove the booth.'}
          error={held ?? refused ?? undefined}
        >
          {(control) => (
            <Input
              {...control}
              ref={inputRef}
              maxLength={FIELD_LENGTHS.participation.boothNumber}
              placeholder="e.g. B-12"
              value={booth}
              onChange={(ev) => {
                setBooth(ev.target.value)
                setRefused(null)
              }}
            />
          )}
        </Field>
        <DialogFooter>
          <CancelAndSubmit onCancel={onClose} pending={pending} pendingLabel="Saving...">
            {confirm ? 'Confirm Participant' : 'Save Booth'}
          </CancelAndSubmit>
        </DialogFooter>
      </form>
    </Dialog>
  )
}

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: -${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[6]};
  ${mutedSmall}
`

const TabsWrap = styled.div`
  max-width: 46rem;
  margin-bottom: ${({ theme }) => theme.space[5]};
`

/** The company's logo and name, its link underlined. */
const CompanyCell = styled(IdentityCell)`
  a {
    text-decoration: underline;
    overflow-wrap: anywhere;
  }
`

const Requirements = styled(CellNote)`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  max-width: 16rem;
`

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`

const Actions = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};

  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    justify-content: flex-start;
  }
`
