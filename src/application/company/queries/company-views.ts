import type { CompanySort } from '../../admin/list-sort'
import type { CompanyProfile, CompanyStatus } from '../../../domain/company/company'
import type { CheckKind, PassportState, PassportSummary } from '../../../domain/verification/passport'

/** Where a company stands, as its manager and the admins see it: its sector, its review and its views. */
interface CompanyStanding {
  readonly sector: string
  readonly subsector: string | null
  readonly status: CompanyStatus
  /** Why it was rejected (while rejected) or suspended (while suspended): for its manager and the admins only. */
  readonly rejectionReason: string | null
  readonly suspensionReason: string | null
  readonly isVerified: boolean
  readonly views: number
}

/** A company as its profile and the edit forms show it: its own profile plus the names of its places. */
export interface CompanyDetailView extends CompanyProfile, CompanyStanding {
  readonly id: number
  readonly country: string
  readonly countryCode: string
  readonly countryFlag: string
  readonly managerId: number
  readonly version: number
  readonly createdAt: string
  readonly updatedAt: string
  /** Its current verification passport as anyone may see it (never evidence, notes or names); null when it has none valid now. */
  readonly passport: PassportSummary | null
  /** Confirmed participations in exhibitions, upcoming first then past. */
  readonly exhibitions: readonly { readonly id: number; readonly name: string; readonly startDate: string; readonly endDate: string; readonly boothNumber: string | null; readonly vFairsLink: string | null }[]
}

/** A row of the admin companies table. */
export interface AdminCompanyRow {
  readonly id: number
  readonly name: string
  readonly logo: string | null
  readonly city: string | null
  readonly country: string
  readonly countryId: number
  readonly contactEmail: string
  readonly contactPhone: string | null
  readonly sector: string
  readonly sectorId: number
  readonly subsector: string | null
  readonly website: string | null
  readonly status: CompanyStatus
  readonly verified: boolean
  readonly isVerified: boolean
  readonly rejectionReason: string | null
  readonly managerId: number
  readonly managerName: string
  readonly views: number
  readonly createdAt: string
}

export type AdminCompanyFilter = 'all' | 'active' | 'pending' | 'rejected' | 'suspended' | 'verified'

/** The admin companies table's filter and order (newest first when no sort is given). */
export interface AdminCompanyExportQuery {
  readonly search?: string
  readonly sectorId?: number
  readonly status: AdminCompanyFilter
  readonly sort?: CompanySort
}

export interface AdminCompanyQuery extends AdminCompanyExportQuery {
  readonly page: number
  readonly pageSize: number
}

/** A company of the signed-in manager (My Companies, dashboard), in any status. */
export interface OwnCompanyView extends CompanyStanding {
  readonly id: number
  readonly name: string
  readonly logo: string | null
  readonly description: string
  readonly country: string
  readonly createdAt: string
  /** Until when its current verification passport is valid (null: none), so its manager sees the end coming. */
  readonly verifiedUntil: string | null
}

export interface FavoriteView {
  readonly id: number
  readonly companyId: number
  readonly createdAt: string
  /** Its list: null for the default list ("Saved"). */
  readonly listId: number | null
  /** Its owner's private note (only ever answered to its owner). */
  readonly note: string | null
  readonly company: {
    readonly id: number; readonly name: string; readonly logo: string | null; readonly country: string; readonly countryId: number; readonly sector: string; readonly sectorId: number
    readonly isVerified: boolean; readonly description: string; readonly views: number
  }
}

export type FavoriteSort = 'saved' | 'name' | 'country'
export const FAVORITE_SORTS: readonly FavoriteSort[] = ['saved', 'name', 'country']

/** Which of a user's favourites, in which order: `list` a list's id or `default`; `search` in the name and the note. */
export interface FavoriteQuery {
  readonly list?: number | 'default'
  readonly search?: string
  readonly sectorId?: number
  readonly countryId?: number
  readonly sort?: FavoriteSort
}

/** A list of favourites as the favourites page shows it: the default list has no id. */
export interface FavoriteListView {
  readonly id: number | null
  readonly name: string
  readonly isDefault: boolean
  /** How many of its saved companies are public (those the page shows). */
  readonly count: number
}

/** A passport as the admins see it: every check with its method, private note and evidence, who and when. */
export interface PassportRecordView {
  readonly id: number
  readonly state: PassportState
  readonly verifiedAt: string
  readonly validUntil: string
  readonly verifiedBy: string | null
  readonly checks: readonly {
    readonly kind: CheckKind
    readonly label: string
    readonly method: string | null
    readonly registryName: string | null
    readonly registryNumber: string | null
    readonly documentType: string | null
    readonly note: string | null
    readonly evidence: readonly { readonly url: string; readonly filename: string }[]
    readonly checkedBy: string | null
    readonly checkedAt: string
  }[]
  readonly revokedAt: string | null
  readonly revokedBy: string | null
  readonly revokeReason: string | null
  readonly lapsedAt: string | null
  readonly replacedAt: string | null
  readonly remindedAt: string | null
}

/** A company's verification for the admins: where it stands, its current passport and the past ones (newest first). */
export interface VerificationRecordView {
  readonly companyId: number
  readonly state: PassportState
  readonly current: PassportRecordView | null
  readonly history: readonly PassportRecordView[]
  /** How many months a passport issued now is valid (the setting), for the Verify dialog's "Valid until". */
  readonly validityMonths: number
}

/** Port: the company queries that read SQL built for them, not aggregates. */
export interface CompanyReadModel {
  detail(id: number): Promise<CompanyDetailView | undefined>
  /**
   * The same, as kept for reading: it may come from memory, dropped at every change of the company,
   * its exhibitions or the catalogue; only its view count may be older (ask the view counter for it).
   */
  profile(id: number): Promise<CompanyDetailView | undefined>
  ownedBy(managerId: number): Promise<readonly OwnCompanyView[]>
  adminList(q: AdminCompanyQuery): Promise<{ rows: readonly AdminCompanyRow[]; total: number }>
  /** Every row of the filter, in its order, read in batches (the CSV export). */
  adminExport(q: AdminCompanyExportQuery): AsyncIterable<AdminCompanyRow>
  /** The user's saved companies that are public, newest first unless sorted otherwise. */
  favorites(userId: number, q?: FavoriteQuery): Promise<readonly FavoriteView[]>
  /** The default list, then the user's own lists (oldest first), with their counts. */
  favoriteLists(userId: number): Promise<readonly FavoriteListView[]>
  isFavorite(userId: number, companyId: number): Promise<boolean>
  /**
   * The public summaries of the current passports of these companies (valid now: never one past its
   * validUntil, even before the lapse job ran), by company id; a company without one is absent. Shared
   * by the profile and any page that shows an issuer's passport (the media item page).
   */
  passportSummaries(companyIds: readonly number[]): Promise<ReadonlyMap<number, PassportSummary>>
  /** The admins' view of a company's verification; undefined when there is no such company. */
  verificationRecord(companyId: number): Promise<Omit<VerificationRecordView, 'validityMonths'> | undefined>
}
