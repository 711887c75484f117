// The audit trail (docs/ubiquitous-language/audit-trail.md): GET /api/admin/audit (a page, total in
// X-Total-Count), its filters' choices, and the CSV export of the same filter.
import useSWR from 'swr'
import { AUDIT_PAGE_SIZE, type AuditEntryView, type AuditFacetsView } from '../../../../../src/adapters/http/contract'
import { fetchPaged, type ApiError, type PagedList } from '../../../lib/api-client'

export type { AuditEntryView as AuditEntry, AuditFieldChangeView as AuditFieldChange } from '../../../../../src/adapters/http/contract'
export { AUDIT_PAGE_SIZE, AUDIT_TARGET_TYPES } from '../../../../../src/adapters/http/contract'

const AUDIT_PATH = '/api/admin/audit'

/** What the trail is filtered by; '' for a filter not set. Days as YYYY-MM-DD, both included. */
export interface AuditFilter {
  readonly actorId: string
  readonly action: string
  readonly targetType: string
  readonly targetId: string
  readonly from: string
  readonly to: string
}

const filterParams = (f: Partial<AuditFilter>): URLSearchParams => {
  const p = new URLSearchParams()
  for (const [k, v] of Object.entries(f)) if (typeof v === 'string' && v.trim()) p.set(k, v.trim())
  return p
}

const auditKey = (f: Partial<AuditFilter>, page: number, pageSize = AUDIT_PAGE_SIZE): string => {
  const p = filterParams(f)
  p.set('page', String(page))
  p.set('pageSize', String(pageSize))
  return `${AUDIT_PATH}?${p}`
}

/** The CSV download of the filter (every entry, not only the page shown). */
export const auditExportUrl = (f: Partial<AuditFilter>): string => {
  const p = filterParams(f)
  return `${AUDIT_PATH}/export${p.size ? `?${p}` : ''}`
}

/**
 * A page of the trail. Asked again each time a screen shows it: any command anywhere may have added
 * an entry since (the cache is otherwise kept until a mutation says so). `null` asks nothing.
 */
export function useAuditEntries(f: Partial<AuditFilter> | null, page: number, pageSize = AUDIT_PAGE_SIZE) {
  return useSWR<PagedList<AuditEntryView>, ApiError>(f ? auditKey(f, page, pageSize) : null, fetchPaged<AuditEntryView>, { keepPreviousData: true, revalidateOnMount: true })
}


export function useAuditFacets() {
  return useSWR<AuditFacetsView, ApiError>(`${AUDIT_PATH}/facets`)
}
