// /admin/audit: the audit trail for every admin (docs/ubiquitous-language/audit-trail.md): filtered by
// actor, action, target and days, a page at a time, and exported as CSV with the same filter. The
// filters and the page live in the URL query (a record's "Open in the audit trail" link sets them).
import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { ButtonAnchor } from '../../../components/ui/button'
import { DataTable, type DataColumn } from '../../../components/ui/data-table'
import { Choices, Input, SelectField, TextField } from '../../../components/ui/field'
import { DownloadIcon } from '../../../components/ui/icons'
import { PageHeader } from '../../../components/ui/page-header'
import { Button } from '../../../components/ui/button'
import { CellNote, NoWrap } from '../../../components/ui/table'
import { isApiError } from '../../../lib/api-client'
import { formatDateTime } from '../../../lib/format'
import { usePageTitle } from '../../../lib/page-title'
import { useDebouncedValue } from '../../../lib/use-debounced-value'
import { useUrlQuery } from '../../../lib/url-query'
import { AUDIT_PAGE_SIZE, AUDIT_TARGET_TYPES, auditExportUrl, useAuditEntries, useAuditFacets, type AuditEntry, type AuditFilter } from '../api/audit'
import { AuditChanges, EntriesPager } from './audit-entry'
import { actionLabel, TARGET_TYPE_LABELS, targetPath } from './audit-words'

const KEYS = ['actorId', 'action', 'targetType', 'targetId', 'from', 'to'] as const satisfies readonly (keyof AuditFilter)[]

export function AuditPage() {
  usePageTitle('Audit Trail · Admin')
  const { values, page, update } = useUrlQuery(KEYS)
  const filter: AuditFilter = values
  const { data, error } = useAuditEntries(filter, page)
  const facets = useAuditFacets()
  const fieldErrors = isApiError(error) ? error.fieldErrors : undefined

  return (
    <>
      <PageHeader
        title="Audit Trail"
        description="Who changed what, and when: every action on companies, exhibitions, media, users, settings and the catalogue, with each field before and after. Entries are never changed or deleted."
        actions={
          <ButtonAnchor href={auditExportUrl(filter)} download $variant="outline">
            <DownloadIcon size={18} />
            Export CSV
          </ButtonAnchor>
        }
      />

      <Filters role="search" aria-label="Filter the audit trail">
        <SelectField label="Actor" value={values.actorId} onChange={(e) => update({ actorId: e.target.value })}>
          <Choices items={[{ value: '', label: 'Anyone' }, ...(facets.data?.actors ?? []).map((a) => ({ value: String(a.id), label: a.name }))]} />
          {values.actorId && !facets.data?.actors.some((a) => String(a.id) === values.actorId) ? <option value={values.actorId}>User #{values.actorId}</option> : null}
        </SelectField>
        <SelectField label="Action" value={values.action} onChange={(e) => update({ action: e.target.value })} error={fieldErrors?.action}>
          <Choices items={[{ value: '', label: 'All actions' }, ...(facets.data?.actions ?? []).map((a) => ({ value: a, label: actionLabel(a) }))]} />
          {values.action && !facets.data?.actions.includes(values.action) ? <option value={values.action}>{actionLabel(values.action)}</option> : null}
        </SelectField>
        <SelectField label="Target type" value={values.targetType} onChange={(e) => update({ targetType: e.target.value })} error={fieldErrors?.targetType}>
          <Choices items={[{ value: '', label: 'Everything' }, ...AUDIT_TARGET_TYPES.map((t) => ({ value: t, label: TARGET_TYPE_LABELS[t] }))]} />
        </SelectField>
        <TargetId value={values.targetId} onChange={(targetId) => update({ targetId })} error={fieldErrors?.targetId} />
        <DateFilter label="From" value={values.from} onChange={(from) => update({ from })} error={fieldErrors?.from} />
        <DateFilter label="To" value={values.to} onChange={(to) => update({ to })} error={fieldErrors?.to} />
        {KEYS.some((k) => values[k]) ? (
          <Clear>
            <Button $variant="ghost" onClick={() => update(Object.fromEntries(KEYS.map((k) => [k, ''])))}>
              Clear filters
            </Button>
          </Clear>
        ) : null}
      </Filters>

      <DataTable<AuditEntry>
        caption="Audit trail"
        columns={COLUMNS}
        rows={data?.items}
        rowKey={(e) => e.id}
        error={fieldErrors ? undefined : error}
        empty={fieldErrors ? 'Check the filters above.' : 'No entries match these filters.'}
      />
      {data ? (
        <EntriesPager list={data} page={page} pageSize={AUDIT_PAGE_SIZE} onPage={(p) => update({ page: p })} label="Audit trail pages" />
      ) : null}
    </>
  )
}

/** The record's id: applied once the typing pauses. */
function TargetId({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  const [text, setText] = useState(value)
  const debounced = useDebouncedValue(text, 500)
  useEffect(() => setText(value), [value])
  useEffect(() => {
    if (debounced.trim() !== value) onChange(debounced.trim())
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typing applies a new id.
  }, [debounced])
  return <TextField label="Target ID" value={text} onChange={(e) => setText(e.target.value)} inputMode="numeric" placeholder="Any" error={error} />
}

function DateFilter({ label, value, onChange, error }: { label: string; value: string; onChange: (v: string) => void; error?: string }) {
  return <TextField label={label} type="date" value={value} onChange={(e) => onChange(e.target.value)} error={error} />
}

const COLUMNS: DataColumn<AuditEntry>[] = [
  { header: 'When', cell: (e) => <NoWrap><time dateTime={e.occurredAt}>{formatDateTime(e.occurredAt)}</time></NoWrap> },
  {
    header: 'Actor',
    cell: (e) => (e.actor ? (
      <span>
        <Link to={`/admin/users/${e.actor.id}`}>{e.actor.name}</Link>
        {e.actor.role ? <CellNote>{e.actor.role.replace('_', ' ')}</CellNote> : null}
      </span>
    ) : <span>Expo Atlas</span>),
  },
  { header: 'Action', cell: (e) => <span><strong>{actionLabel(e.action)}</strong><CellNote>{e.summary}</CellNote></span> },
  {
    header: 'Target',
    cell: (e) => {
      const path = targetPath(e)
      return (
        <span>
          {path ? <Link to={path}>{e.target.label}</Link> : e.target.label}
          <CellNote>{TARGET_TYPE_LABELS[e.target.type] ?? e.target.type} · {e.target.id}</CellNote>
        </span>
      )
    },
  },
  {
    header: 'Changes',
    cell: (e) => (
      <ChangesCell>
        {e.reason ? <p><strong>Reason:</strong> {e.reason}</p> : null}
        <AuditChanges changes={e.changes} compact />
        {!e.reason && Object.keys(e.changes).length === 0 ? <CellNote aria-label="No field changes">—</CellNote> : null}
      </ChangesCell>
    ),
  },
]

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space[6]};

  ${Input}[type='date'] {
    min-width: 0;
  }
`

const Clear = styled.div`
  display: flex;
  align-items: end;
`

const ChangesCell = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  text-align: left;

  /* Room for a change on a desktop's row; on a phone the stacked card gives it the width there is. */
  ${({ theme }) => theme.media.md} {
    min-width: 16rem;
  }

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`
