// /admin/outbox: every email the platform sent or will send — queued, sent, failed — with the body as
// the recipient reads it, the error of a failed try, and a retry. Super admins only. Status and page
// live in the URL query.
import { useState } from 'react'
import styled from 'styled-components'
import { AccessRestricted } from '../../../components/ui/access-restricted'
import { Badge, type BadgeTone } from '../../../components/ui/badge'
import { Callout } from '../../../components/ui/callout'
import { DataTable, type DataColumn } from '../../../components/ui/data-table'
import { Dialog, DialogFooter } from '../../../components/ui/dialog'
import { FilterBar, FilterSelect, RefreshButton } from '../../../components/ui/filter-bar'
import { EyeIcon, RefreshIcon } from '../../../components/ui/icons'
import { ActionMenu } from '../../../components/ui/menu'
import { PageHeader } from '../../../components/ui/page-header'
import { PendingButton } from '../../../components/ui/pending-button'
import { BreakAnywhere, CellNote, NoWrap } from '../../../components/ui/table'
import { TablePager } from '../../../components/ui/table-pager'
import { mutedSmall } from '../../../components/ui/text'
import { useReportedAction } from '../../../components/ui/toast'
import { countOf, formatDateTime, formatNumber } from '../../../lib/format'
import { hasRole, roleGroups, useSession } from '../../../lib/session'
import { useUrlQuery } from '../../../lib/url-query'
import { OUTBOX_STATUSES, retryMail, useOutbox, type OutboxMailView, type OutboxStatus } from '../api/outbox'

const KEYS = ['status'] as const

const STATUS: Readonly<Record<OutboxStatus, { label: string; tone: BadgeTone }>> = {
  queued: { label: 'Queued', tone: 'warning' },
  sent: { label: 'Sent', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
}

/** A mail's kind in words: email_verification → Email verification. */
const kindLabel = (kind: string): string => {
  const words = kind.replace(/_/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export function OutboxScreen() {
  const { user } = useSession()
  if (!hasRole(user, roleGroups.superAdmins)) return <AccessRestricted title="Outbox">Only super administrators can read the outbox.</AccessRestricted>
  return <Outbox />
}

function Outbox() {
  const { values, page, update } = useUrlQuery(KEYS)
  const status = (OUTBOX_STATUSES as readonly string[]).includes(values.status) ? (values.status as OutboxStatus) : ''
  const { data, error, isValidating, mutate } = useOutbox({ page, status })
  const report = useReportedAction()
  const [viewing, setViewing] = useState<OutboxMailView | null>(null)

  const retry = async (mail: OutboxMailView) => {
    const ok = await report(() => retryMail(mail.id), `The email to ${mail.to} is queued again`, 'Failed to queue the email again')
    if (ok) {
      setViewing(null)
      await mutate()
    }
  }

  const counts = data?.counts
  const total = counts ? counts.queued + counts.sent + counts.failed : undefined
  const option = (value: OutboxStatus | '', label: string, n: number | undefined) => ({ value, label: n === undefined ? label : `${label} (${formatNumber(n)})` })

  return (
    <>
      <PageHeader title="Outbox" description="Every email the platform sends: queued, sent and failed. Read one as its recipient does, and send a failed one again." />
      {data && !data.smtpConfigured ? (
        <Spaced tone="warning" title="No mail server is configured">
          Emails wait here and are not sent until the server is started with SMTP_URL. You can still read each one, and its links work.
        </Spaced>
      ) : null}
      <FilterBar $columns="13rem">
        <FilterSelect
          id="outbox-status"
          label="Filter by status"
          value={status}
          onChange={(v) => update({ status: v })}
          options={[
            option('', 'All emails', total),
            option('queued', 'Queued', counts?.queued),
            option('sent', 'Sent', counts?.sent),
            option('failed', 'Failed', counts?.failed),
          ]}
        />
        <RefreshButton onRefresh={() => void mutate()} busy={isValidating} />
      </FilterBar>

      <DataTable<OutboxMailView>
        caption="Emails"
        columns={columns(setViewing, retry)}
        rows={data?.mails}
        rowKey={(m) => m.id}
        error={error}
        empty={status ? `No ${STATUS[status].label.toLowerCase()} emails.` : 'No emails yet.'}
      />
      {data ? <TablePager shown={data.mails.length} total={data.totalMails} noun={['email', 'emails']} page={page} totalPages={data.totalPages} onPage={(p) => update({ page: p })} /> : null}

      {viewing ? <MailDialog mail={viewing} onClose={() => setViewing(null)} onRetry={retry} /> : null}
    </>
  )
}

const columns = (view: (m: OutboxMailView) => void, retry: (m: OutboxMailView) => Promise<void>): DataColumn<OutboxMailView>[] => [
  {
    header: 'Status',
    cell: (m) => (
      <StatusCell>
        <Badge $tone={STATUS[m.status].tone}>{STATUS[m.status].label}</Badge>
        {m.attempts > 0 && m.status !== 'sent' ? <CellNote>{countOf(m.attempts, 'try', 'tries')}</CellNote> : null}
      </StatusCell>
    ),
  },
  { header: 'To', cell: (m) => <BreakAnywhere>{m.to}</BreakAnywhere> },
  {
    header: 'Subject',
    cell: (m) => (
      <span>
        <SubjectButton type="button" onClick={() => view(m)}>
          {m.subject}
        </SubjectButton>
        <CellNote>{kindLabel(m.kind)}</CellNote>
        {m.lastError ? <ErrorNote>Last error: {m.lastError}</ErrorNote> : null}
      </span>
    ),
  },
  { header: 'Created', cell: (m) => <NoWrap>{formatDateTime(m.createdAt)}</NoWrap> },
  {
    header: 'Actions',
    skeletonWidth: '2.25rem',
    cell: (m) => (
      <ActionMenu
        label={`Actions for the email to ${m.to}`}
        items={[
          { label: 'View Email', icon: <EyeIcon />, onSelect: () => view(m) },
          m.status !== 'sent' && { label: m.status === 'failed' ? 'Retry' : 'Send Now', icon: <RefreshIcon />, onSelect: () => void retry(m) },
        ]}
      />
    ),
  },
]

function MailDialog({ mail, onClose, onRetry }: { mail: OutboxMailView; onClose: () => void; onRetry: (m: OutboxMailView) => Promise<void> }) {
  const [pending, setPending] = useState(false)
  return (
    <Dialog open onClose={onClose} title={mail.subject} description={`To ${mail.to} · ${kindLabel(mail.kind)}`} width={650} busy={pending}>
      <Facts>
        <div>
          <dt>Status</dt>
          <dd>
            <Badge $tone={STATUS[mail.status].tone}>{STATUS[mail.status].label}</Badge>
          </dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatDateTime(mail.createdAt)}</dd>
        </div>
        <div>
          <dt>{mail.status === 'sent' ? 'Sent' : mail.status === 'queued' ? 'Next try' : 'Tries'}</dt>
          <dd>{mail.status === 'sent' ? formatDateTime(mail.sentAt) : mail.status === 'queued' ? formatDateTime(mail.nextAttemptAt) : formatNumber(mail.attempts)}</dd>
        </div>
      </Facts>
      {mail.lastError ? (
        <Spaced tone="danger" title="The last try failed">
          {mail.lastError}
        </Spaced>
      ) : null}
      <Body aria-label="Email body" tabIndex={0}>
        {mail.body}
      </Body>
      {mail.status !== 'sent' ? (
        <DialogFooter>
          <PendingButton
            pending={pending}
            pendingLabel="Queuing..."
            onClick={async () => {
              setPending(true)
              try {
                await onRetry(mail)
              } finally {
                setPending(false)
              }
            }}
          >
            <RefreshIcon size={16} />
            {mail.status === 'failed' ? 'Retry' : 'Send Now'}
          </PendingButton>
        </DialogFooter>
      ) : null}
    </Dialog>
  )
}

const Spaced = styled(Callout)`
  margin-bottom: ${({ theme }) => theme.space[4]};
`

/** The subject opens the email: a link to read, a button to the keyboard and to screen readers. */
const SubjectButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primaryText};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: left;
  overflow-wrap: anywhere;
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }
`

const StatusCell = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
`

const ErrorNote = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  overflow-wrap: anywhere;
`

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[4]};

  dt {
    ${mutedSmall}
  }

  dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`

const Body = styled.pre`
  max-height: 22rem;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`
