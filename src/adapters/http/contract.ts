/**
 * The shapes of the API's answers, for the web client (`import type` only: web never imports
 * server code at run time).
 */
export type { UserDto } from './account/user.dto'
export type { DirectoryEntryView, DirectoryFacets, FacetCount, DirectorySort } from '../../application/directory/search-directory'
export type {
  AdminCompanyRow, CompanyDetailView, CompanyMediaView, FavoriteView, OwnCompanyView, AdminCompanyFilter,
} from '../../application/company/queries/company-views'
export type { CountryView, SectorView, SubsectorView, CategoryView } from '../persistence/catalogue/pg-catalogue.read-model'
export type { CompanyStatus } from '../../domain/company/company'
export type { Role } from '../../domain/user/role'

/** Every error answer. */
export interface ErrorBody {
  readonly message: string
  readonly fieldErrors?: Readonly<Record<string, string>>
}

/** GET /api/admin/companies */
export interface AdminCompanyPage {
  readonly companies: readonly import('../../application/company/queries/company-views').AdminCompanyRow[]
  readonly totalPages: number
  readonly totalCompanies: number
}
