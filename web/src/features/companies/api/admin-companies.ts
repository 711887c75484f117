// The back office's company requests (admin, super_admin): the paged table, one company,
// create and edit, and the decisions (status, verification, deletion).
import useSWR from 'swr'
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE, COMPANY_SORTS, FIELD_LENGTHS, type AdminCompanyFilter, type AdminCompanyPage, type AdminCompanyRow, type AdminDomainProofView, type Json } from '../../../../../src/adapters/http/contract'
import { api, type ApiError } from '../../../lib/api-client'
import { sortText, type TableSort } from '../../../lib/table-query'
import { ADMIN_COMPANIES_PATH, type CompanyDetailView } from './companies'
import type { CompanyPayload } from './my-companies'

export type { AdminCompanyFilter, AdminCompanyPage, AdminCompanyRow }

export interface AdminCompanyQuery {
  readonly page: number
  readonly search: string
  /** A sector id, or '' for all. */
  readonly sector: string
  readonly status: AdminCompanyFilter
  readonly sort?: TableSort | null
  readonly pageSize?: number
}

const filterParams = (q: AdminCompanyQuery): URLSearchParams => {
  const p = new URLSearchParams()
  if (q.search.trim()) p.set('search', q.search.trim())
  if (q.sector) p.set('sector', q.sector)
  if (q.status !== 'all') p.set('status', q.status)
  const sort = sortText(q.sort)
  if (sort) p.set('sort', sort)
  return p
}

export const adminCompaniesKey = (q: AdminCompanyQuery): string => {
  const p = filterParams(q)
  p.set('page', String(q.page))
  p.set('pageSize', String(q.pageSize ?? ADMIN_PAGE_SIZE))
  return `${ADMIN_COMPANIES_PATH}?${p}`
}

/** The CSV download of the table as filtered and sorted (every page). */
export const adminCompaniesExportUrl = (q: AdminCompanyQuery): string => `${ADMIN_COMPANIES_PATH}/export?${filterParams(q)}`

/** The sort keys of the table (the server's whitelist). */
export { COMPANY_SORTS }

const adminCompanyKey = (id: number | string) => `${ADMIN_COMPANIES_PATH}/${id}`

export function useAdminCompanies(q: AdminCompanyQuery) {
  return useSWR<AdminCompanyPage, ApiError>(adminCompaniesKey(q), { keepPreviousData: true })
}

/** A company as the admins' detail shows it: with the proof of its website's domain (issue 22), or null. */
export type AdminCompanyDetailView = CompanyDetailView & { readonly domainProof: Json<AdminDomainProofView> | null }

export function useAdminCompany(id: string | undefined) {
  return useSWR<AdminCompanyDetailView, ApiError>(id ? adminCompanyKey(id) : null)
}

/**
 * The manager's name of one company. The detail answer has only managerId, so this reads the
 * admin table searched by the company's name and picks the row with the same id.
 */
export function useManagerName(company: { id: number; name: string } | undefined) {
  const key = company ? `${ADMIN_COMPANIES_PATH}?${new URLSearchParams({ search: company.name.slice(0, FIELD_LENGTHS.search), pageSize: String(ADMIN_MAX_PAGE_SIZE) })}` : null
  const { data } = useSWR<AdminCompanyPage, ApiError>(key)
  return data?.companies.find((r) => r.id === company?.id)?.managerName
}

export interface AdminCompanyPayload extends CompanyPayload {
  status?: 'pending' | 'active' | 'suspended'
  verified?: boolean
}

export const createAdminCompany = (body: AdminCompanyPayload) => api.post<CompanyDetailView>(ADMIN_COMPANIES_PATH, body)

export const updateAdminCompany = (id: number, body: CompanyPayload) => api.patch<CompanyDetailView>(adminCompanyKey(id), body)

/** approved: approve (from pending or rejected) or reinstate (from suspended); pending: reopen a rejected company. */
export type StatusDecision = 'approved' | 'rejected' | 'suspended' | 'pending'

/** Approve (pending), reinstate (suspended) = approved; reject needs a reason; suspend. */
export const setCompanyStatus = (id: number, status: StatusDecision, reason?: string) =>
  api.patch<CompanyDetailView>(`${adminCompanyKey(id)}/status`, reason ? { status, reason } : { status })

export const deleteAdminCompany = (id: number) => api.delete<void>(adminCompanyKey(id))

/** One row of an import's report (POST /api/admin/companies/import). */
export interface CompanyImportRow {
  readonly row: number
  readonly name: string | null
  readonly ok: boolean
  readonly companyId: number | null
  readonly fieldErrors: Readonly<Record<string, string>> | null
}

export interface CompanyImportReport {
  readonly dryRun: boolean
  readonly total: number
  readonly valid: number
  readonly created: number
  readonly refused: number
  readonly rows: readonly CompanyImportRow[]
}

/** Checks (dry run) or imports a CSV file of companies. */
export const importCompanies = (csv: string, dryRun: boolean) =>
  api.postText<CompanyImportReport>(`${ADMIN_COMPANIES_PATH}/import?dryRun=${dryRun}`, csv, 'text/csv; charset=utf-8')
