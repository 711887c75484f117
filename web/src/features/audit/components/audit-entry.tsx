// One entry of the audit trail as a record's history and the audit page show it: who, when, what,
// (on the audit page) about what, why, and each field before → after.
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { ArrowRightIcon } from '../../../components/ui/icons'
import { Skeleton } from '../../../components/ui/skeleton'
import { TablePager } from '../../../components/ui/table-pager'
import { hairlineRows, plainList } from '../../../components/ui/stack'
import { mutedSmall, overline } from '../../../components/ui/text'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import { formatDateTime, snippet } from '../../../lib/format'
import type { PagedList } from '../../../lib/api-client'
import type { AuditEntry } from '../api/audit'
import { actionLabel, fieldLabel, TARGET_TYPE_LABELS, targetPath, valueText } from './audit-words'

/** How much of a long value (a description) is shown; the whole is in its title. */
const SHOWN = 160
const SHOWN_COMPACT = 80

function Value({ value, label, max }: { value: AuditEntry['changes'][string]['from']; label?: string; max: number }) {
  const text = valueText(value, label)
  const shown = snippet(text, max)
  return <span title={shown === text ? undefined : text}>{shown}</span>
}

/** Each changed field: its name, then its value before → after; `compact` (a table cell) puts the name above and shortens long values more. */
export function AuditChanges({ changes, compact = false }: { changes: AuditEntry['changes']; compact?: boolean }) {
  const fields = Object.entries(changes)
  if (fields.length === 0) return null
  const max = compact ? SHOWN_COMPACT : SHOWN
  return (
    <Changes $compact={compact}>
      {fields.map(([field, c]) => (
        <div key={field}>
          <dt>{fieldLabel(field)}</dt>
          <dd>
            <Before>
              <VisuallyHidden>from </VisuallyHidden>
              <Value value={c.from} label={c.fromLabel} max={max} />
            </Before>
            <ArrowRightIcon size={14} aria-hidden="true" />
            <After>
              <VisuallyHidden>to </VisuallyHidden>
              <Value value={c.to} label={c.toLabel} max={max} />
            </After>
          </dd>
        </div>
      ))}
    </Changes>
  )
}

interface AuditEntriesProps {
  entries: readonly AuditEntry[]
  /** Names the record each entry is about (the audit page; a record's own history leaves it out but for related records). */
  withTarget?: boolean | ((e: AuditEntry) => boolean)
}

/** A list of entries, newest first. */
export function AuditEntries({ entries, withTarget = false }: AuditEntriesProps) {
  return (
    <Entries>
      {entries.map((e) => {
        const showTarget = typeof withTarget === 'function' ? withTarget(e) : withTarget
        const link = targetPath(e)
        return (
          <li key={e.id}>
            <Head>
              <strong>{e.actor ? e.actor.name : 'Expo Atlas'}</strong>
              <span>{actionLabel(e.action)}</span>
              <time dateTime={e.occurredAt}>{formatDateTime(e.occurredAt)}</time>
            </Head>
            <Summary>
              {e.summary}
              {showTarget ? (
                <Target>
                  {' · '}
                  {TARGET_TYPE_LABELS[e.target.type] ?? e.target.type}{' '}
                  {link ? <Link to={link}>{e.target.label}</Link> : e.target.label}
                </Target>
              ) : null}
            </Summary>
            {e.reason ? (
              <Reason>
                <span>Reason</span> {e.reason}
              </Reason>
            ) : null}
            <AuditChanges changes={e.changes} />
          </li>
        )
      })}
    </Entries>
  )
}

/** Under a list of entries: how many of how many, and the pages. */
export function EntriesPager({ list, page, pageSize, onPage, label }: { list: PagedList<AuditEntry>; page: number; pageSize: number; onPage: (page: number) => void; label: string }) {
  return (
    <TablePager
      shown={list.items.length}
      total={list.total}
      noun={['entry', 'entries']}
      page={page}
      totalPages={Math.max(1, Math.ceil(list.total / pageSize))}
      onPage={onPage}
      label={label}
    />
  )
}

/** Placeholder entries while a list loads. */
export function AuditSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <Entries aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i}>
          <Skeleton $width="40%" $height="0.875rem" />
          <Skeleton $width={`${75 - (i % 3) * 10}%`} />
          <Skeleton $width="55%" $height="0.75rem" />
        </li>
      ))}
    </Entries>
  )
}

const Entries = styled.ol`
  ${hairlineRows(4)}

  > li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]};
    min-width: 0;
  }
`

const Head = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  > span {
    padding: 0 ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  time {
    ${mutedSmall}
    font-size: ${({ theme }) => theme.fontSizes.xs};
    margin-left: auto;
  }
`

const Summary = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`

const Target = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`

const Reason = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-left: 3px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;

  > span {
    ${overline}
    margin-right: ${({ theme }) => theme.space[1]};
  }
`

const Changes = styled.dl<{ $compact: boolean }>`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  > div {
    display: grid;
    gap: 0 ${({ theme }) => theme.space[3]};

    ${({ theme }) => theme.media.md} {
      grid-template-columns: ${({ $compact }) => ($compact ? 'minmax(0, 1fr)' : '10rem minmax(0, 1fr)')};
    }
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    padding-top: 0.15rem;
  }

  dd {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;

    svg {
      flex: none;
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
`

const Before = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: line-through;
  text-decoration-color: ${({ theme }) => theme.colors.borderStrong};
  min-width: 0;
`

const After = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  min-width: 0;
`
