// The admin company detail's Verification passport (issue 22): where the verification stands (Verified,
// Expiring, Lapsed, Revoked), the current passport with every check, its method, its private note and
// its evidence files (links only admins may open), who checked and when, valid until; then the history.
import { useId } from 'react'
import styled from 'styled-components'
import type { PassportRecordView, PassportState } from '../../../../../src/adapters/http/contract'
import { Badge, type BadgeTone } from '../../../components/ui/badge'
import { Fact, Facts, Muted, SectionCard } from '../../../components/ui/section-card'
import { mutedSmall } from '../../../components/ui/text'
import { formatDate } from '../../../lib/format'
import { useVerificationRecord } from '../api/verification'

const STATE: Readonly<Record<PassportState, { label: string; tone: BadgeTone }>> = {
  none: { label: 'Not verified', tone: 'neutral' },
  verified: { label: 'Verified', tone: 'success' },
  expiring: { label: 'Expiring', tone: 'warning' },
  lapsed: { label: 'Lapsed', tone: 'danger' },
  revoked: { label: 'Revoked', tone: 'danger' },
}

const PassportStateBadge = ({ state }: { state: PassportState }) => <Badge $tone={STATE[state].tone}>{STATE[state].label}</Badge>

export function AdminPassport({ companyId }: { companyId: number }) {
  const { data, error } = useVerificationRecord(companyId)
  const id = useId()
  return (
    <SectionCard title="Verification passport" id={id} aside={data ? <PassportStateBadge state={data.state} /> : null}>
      {error ? <Muted>The verification record could not be loaded.</Muted> : !data ? <Muted>Loading...</Muted> : (
        <>
          {data.current ? <PassportDetail passport={data.current} /> : <Muted>No current passport.</Muted>}
          {data.history.length ? (
            <History>
              <h3>History</h3>
              <ol>
                {data.history.map((p) => (
                  <li key={p.id}>
                    <HistoryHead>
                      <PassportStateBadge state={p.replacedAt ? 'none' : p.state} />
                      <span>
                        {formatDate(p.verifiedAt)} – {p.replacedAt ? `renewed ${formatDate(p.replacedAt)}` : p.revokedAt ? `revoked ${formatDate(p.revokedAt)}` : `lapsed ${formatDate(p.lapsedAt ?? p.validUntil)}`}
                      </span>
                    </HistoryHead>
                    {p.revokeReason ? <Small>Reason: {p.revokeReason}{p.revokedBy ? ` (${p.revokedBy})` : ''}</Small> : null}
                    <Small>Checks: {p.checks.map((c) => c.label).join(', ')}</Small>
                  </li>
                ))}
              </ol>
            </History>
          ) : null}
        </>
      )}
    </SectionCard>
  )
}

function PassportDetail({ passport: p }: { passport: PassportRecordView }) {
  return (
    <>
      <Facts $single>
        <Fact term="Verified">{`${formatDate(p.verifiedAt)}${p.verifiedBy ? ` by ${p.verifiedBy}` : ''}`}</Fact>
        <Fact term="Valid until">{formatDate(p.validUntil)}</Fact>
        {p.remindedAt ? <Fact term="Manager reminded">{formatDate(p.remindedAt)}</Fact> : null}
      </Facts>
      <CheckList aria-label="Checks">
        {p.checks.map((c) => (
          <li key={c.kind}>
            <strong>{c.label}</strong>
            {c.registryName ? <span>{c.registryName}, {c.registryNumber}</span> : null}
            {c.documentType ? <span>{c.documentType}</span> : null}
            <Small>
              {[c.method, c.checkedBy ? `checked by ${c.checkedBy}` : null, formatDate(c.checkedAt)].filter(Boolean).join(' · ')}
            </Small>
            {c.note ? <Note>Private note: {c.note}</Note> : null}
            {c.evidence.map((e) => (
              <a key={e.url} href={e.url} target="_blank" rel="noopener noreferrer">
                Evidence: {e.filename}
              </a>
            ))}
          </li>
        ))}
      </CheckList>
    </>
  )
}

const CheckList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[4]} 0 0;
  padding: 0;
  list-style: none;
  overflow-wrap: anywhere;

  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
  }
`

const Small = styled.span`
  ${mutedSmall}
`

const Note = styled.span`
  ${mutedSmall}
  white-space: pre-line;
`

const History = styled.div`
  margin-top: ${({ theme }) => theme.space[5]};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  ol {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[3]};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
  }
`

const HistoryHead = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
