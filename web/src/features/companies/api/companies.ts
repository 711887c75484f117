// Shapes and cache keys of the company API, shared by the request modules of this feature.
import type { CompanyDetailView, CompanyStatus, DirectoryEntryView, OwnCompanyView } from '../../../../../src/adapters/http/contract'

export type { CompanyDetailView, CompanyStatus, DirectoryEntryView, OwnCompanyView }

/** What a company card shows: a directory entry, a featured company or a favourite. */
export type CompanyCardData = Pick<
  DirectoryEntryView,
  'id' | 'name' | 'logo' | 'description' | 'country' | 'sector' | 'isVerified' | 'views'
> & { readonly subsector?: string | null }

export const COMPANIES_PATH = '/api/companies'
export const MY_COMPANIES_KEY = '/api/my-companies'
export const ADMIN_COMPANIES_PATH = '/api/admin/companies'

export const companyKey = (id: number | string) => `${COMPANIES_PATH}/${id}`

/**
 * Every cached answer that shows companies: the directory, its facets, the featured ones,
 * profiles, my companies, the admin table, the favourites and the audit trail (a company's history).
 * A change to one company can change any of them.
 */
export const isCompanyKey = (key: string): boolean =>
  key.startsWith(COMPANIES_PATH) || key === MY_COMPANIES_KEY || key.startsWith(ADMIN_COMPANIES_PATH) || key === '/api/favorites' || key.startsWith('/api/admin/audit')

