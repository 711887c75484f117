/**
 * The HTTP contract the web client shares with the server: the shapes of the API's answers (types
 * only), and the few numbers both sides apply (each from its one home, a module without imports).
 */

export { MAX_COMPANIES_PER_MANAGER } from '../../domain/company/limits'
export { parseRegistrationNumber } from '../../domain/company/registration-number'
export { DEFAULT_PAGE_SIZE as DIRECTORY_PAGE_SIZE, MAX_RESULT_WINDOW } from '../../application/directory/directory-limits'

export type { DirectoryEntryView, DirectoryFacets,  DirectorySort } from '../../application/directory/search-directory'
export type {
  AdminCompanyRow, CompanyDetailView, FavoriteView, OwnCompanyView, AdminCompanyFilter,
} from '../../application/company/queries/company-views'
export type { CountryView, SectorView, SubsectorView, CategoryView } from '../persistence/catalogue/pg-catalogue.read-model'
export type { CompanyStatus } from '../../domain/company/company'
export type { MediaItemView } from '../../application/media/media-views'
export type { AdminExhibitionView, ExhibitionView,  ParticipantView } from '../../application/exhibition/exhibition-views'
export type { MediaType, MediaStatus } from '../../domain/media/media-item'

export type {
  Recommendation, CompanyRecommendation, ExhibitionRecommendation,  
} from '../projections/admin-stats/pg-recommendations'


/** GET /api/admin/companies */
export interface AdminCompanyPage {
  readonly companies: readonly import('../../application/company/queries/company-views').AdminCompanyRow[]
  readonly totalPages: number
  readonly totalCompanies: number
}

/** GET /api/admin/exhibitions */
export interface AdminExhibitionPage {
  readonly exhibitions: readonly import('../../application/exhibition/exhibition-views').AdminExhibitionView[]
  readonly totalPages: number
  readonly totalExhibitions: number
}

/** GET /api/admin/media */
export interface AdminMediaPage {
  readonly mediaItems: readonly import('../../application/media/media-views').MediaItemView[]
  readonly totalPages: number
  readonly totalItems: number
}

/** GET /api/exhibitions/{id}/eligible-companies */
export interface EligibleCompany {
  readonly id: number
  readonly companyId: number
  readonly name: string
  readonly logo: string | null
  readonly sector: string
  readonly status: import('../../domain/company/company').CompanyStatus
  readonly isVerified: boolean
  readonly eligible: boolean
  readonly reason: string | null
  readonly participation: { readonly id: number; readonly status: string; readonly boothNumber: string | null } | null
}

/** POST /api/uploads */
export interface UploadedFile {
  readonly filename: string
  readonly fileName: string
  readonly fileUrl: string
  readonly fileType: string
  readonly fileSize: number
}
