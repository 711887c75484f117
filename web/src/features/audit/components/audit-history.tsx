// A record's history on its admin detail page (a company, an exhibition, a media item, a user): the
// audit trail's entries about it and those it is part of, newest first, ten at a time.
import { useState } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { HistoryIcon } from '../../../components/ui/icons'
import { Muted, SectionCard } from '../../../components/ui/section-card'
import { errorMessage } from '../../../lib/api-client'
import { useAuditEntries } from '../api/audit'
import { AuditEntries, AuditSkeleton, EntriesPager } from './audit-entry'

const HISTORY_PAGE_SIZE = 10

interface AuditHistoryProps {
  targetType: 'company' | 'exhibition' | 'media' | 'user'
  targetId: string | number | undefined
}

export function AuditHistory({ targetType, targetId }: AuditHistoryProps) {
  const [page, setPage] = useState(1)
  const filter = { targetType, targetId: targetId === undefined ? '' : String(targetId) }
  const { data, error } = useAuditEntries(targetId === undefined ? null : filter, page, HISTORY_PAGE_SIZE)
  if (targetId === undefined) return null
  const query = new URLSearchParams(filter)
  return (
    <History
      title="History"
      id={`${targetType}-history`}
      aside={
        <Link to={`/admin/audit?${query}`}>
          <HistoryIcon size={16} aria-hidden="true" /> Open in the audit trail
        </Link>
      }
    >
      {error && !data ? (
        <Muted role="alert">{errorMessage(error, 'Could not load the history.')}</Muted>
      ) : !data ? (
        <AuditSkeleton />
      ) : data.items.length === 0 ? (
        <Muted>No changes recorded yet.</Muted>
      ) : (
        <>
          {/* Entries about a related record (a participation, a media item) say which one. */}
          <AuditEntries entries={data.items} withTarget={(e) => e.target.type !== targetType} />
          <EntriesPager list={data} page={page} pageSize={HISTORY_PAGE_SIZE} onPage={setPage} label="History pages" />
        </>
      )}
    </History>
  )
}

const History = styled(SectionCard)`
  margin-top: ${({ theme }) => theme.space[6]};

  h2 + a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`
