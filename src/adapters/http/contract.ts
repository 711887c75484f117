/**
 * The HTTP contract the web client shares with the server: the shapes of the API's answers (types
 * only), and the rules both sides apply: numbers, names and labels, the settings' definition (each
 * from its one home, a module that imports nothing with a runtime, so the web bundle takes nothing else).
 */

// The manager quota and the company registration number's formats.
export { MAX_COMPANIES_PER_MANAGER } from '../../domain/company/limits'
export { DEFAULT_LIST_NAME, LIST_NAME_MAX, MAX_FAVORITE_LISTS, NOTE_MAX } from '../../domain/company/favorite-limits'
export { parseRegistrationNumber } from '../../domain/company/registration-number'
// A cut logo's sizes (its file at each is the logo's address with the size in place of the largest), and the smallest square.
export { LARGEST_LOGO, LOGO_SIZES, MIN_LOGO_SQUARE } from '../../domain/company/logo-sizes'
// The longest text of each form field.
export { FIELD_LENGTHS } from './field-lengths'
export { EMAIL_MAX_LENGTH } from '../../domain/user/email-length'
export { MAX_SAVED_SEARCHES, SAVED_SEARCH_NAME_MAX } from '../../domain/watchlist/limits'
export { directoryPathOf } from '../../domain/watchlist/directory-address'
// A domain proof's code: its digits and how long it works (issue 22).
export { DOMAIN_CODE_LENGTH, DOMAIN_CODE_VALID_MINUTES } from '../../domain/company/domain-proof-limits'
// Page sizes, caps and result windows of the lists.
export { DEFAULT_PAGE_SIZE as DIRECTORY_PAGE_SIZE, MAX_RESULT_WINDOW } from '../../application/directory/directory-limits'
export { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE, LOG_PAGE_SIZE } from '../../application/admin/admin-list-limits'
export { ADMIN_PAGE_SIZES, COMPANY_SORTS, USER_SORTS, EXHIBITION_SORTS, PARTICIPANT_SORTS, MEDIA_SORTS, SUBSECTOR_SORTS } from '../../application/admin/list-sort'
export { MAX_ATTACHMENTS, MEDIA_CENTER_PAGE_SIZE } from '../../application/media/media-limits'
export { ADMIN_ACTIVITY_FILTERS, ADMIN_ACTIVITY_LIMIT, RECOMMENDATION_LIMIT, USER_ACTIVITY_LIMIT } from '../../application/activity/activity-limits'
export { AUDIT_PAGE_SIZE, AUDIT_TARGET_TYPES } from '../../application/audit/audit-limits'
// How long until an exhibition opens or closes: the countdown's figures and the days to go (rounded up).
export { daysInWords, daysToGo, timeLeft, type TimeLeft } from '../../domain/exhibition/time-left'
// Names and the words shown for them.
export { MEDIA_TYPE_LABEL, MEDIA_TYPE_PLURAL, MEDIA_TYPES, type MediaStatus, type MediaType } from '../../domain/media/media-type'
export { ROLES, type Role } from '../../domain/user/role'
export type { AccountStatusKind } from '../../domain/user/account-status'
// The system settings: sections, keys, kinds, defaults and bounds; what the admin page and everyone read.
export { SETTING_FIELDS, settingField, type SettingField, type SettingKey, type SettingsSection } from '../../domain/settings/setting-fields'
export type { SettingsView } from '../../application/settings/settings-commands'
export type { PublicSettings } from '../../application/settings/public-settings'
export type { LegalPage, LegalPageView } from '../../application/settings/legal-pages'
export type { ActivityView } from '../../application/activity/describe-event'
export type { AuditEntryView, AuditFacetsView, AuditFieldChangeView } from '../../application/audit/audit-entry'
// Bulk actions: the caps of a request, and its answer.
export { MAX_BULK_IDS, MAX_BULK_MATCHING } from '../../application/bulk/bulk-limits'
export type { BulkReportView, BulkRowView } from './bulk/bulk.answers'
export type { SessionView, UserView } from './account/user.dto'
export type { AdminStats } from '../../application/admin/admin-dashboard'
export { GROWTH_RANGES, type GrowthRange, type GrowthSeries, type GrowthPoint } from '../../application/admin/growth'
export { OUTBOX_PAGE_SIZE, OUTBOX_STATUSES, type OutboxMailView, type OutboxPage, type OutboxStatus } from '../../application/admin/outbox-views'
export type { InvitationView } from '../../application/account/invitations'
export { INVITATION_VALID_DAYS } from '../../application/account/invitation-limits'
export type { AdminUserDetail, AdminUserPage, AdminUserRow, PendingApprovalsView } from '../../application/admin/admin-views'
export type {
  BackupView, EmailTemplateView, LogEntryView, LogLevel, LogsClearedView, SystemFiguresView,
} from '../../application/admin/system-views'

export type { DirectoryEntryView, DirectoryFacets,  DirectorySort } from '../../application/directory/search-directory'
export type {
  AdminCompanyRow, CompanyDetailView, FavoriteListView, FavoriteSort, FavoriteView, OwnCompanyView, AdminCompanyFilter,
} from '../../application/company/queries/company-views'
// The verification passport: kinds of check, their labels and bounds; the public summary and the admins' record.
export { addMonths, CHECK_KINDS, CHECK_LABELS, PASSPORT_LIMITS, type CheckKind, type PassportState, type PassportSummary } from '../../domain/verification/check-kinds'
export type { PassportRecordView, VerificationRecordView } from '../../application/company/queries/company-views'
export type { AdminSubsectorView, CountryView, SectorView, SubsectorView, CategoryView } from '../projections/catalogue/pg-catalogue.read-model'
export type { SectorUsage } from '../../application/catalogue/catalogue-commands'
export type { CompanyStatus } from '../../domain/company/company'
export type { AdminDomainProofView, DomainProofView } from '../../application/company/commands/domain-proofs'
export type { Json } from './answers'
export type { MediaItemView } from '../../application/media/media-views'
export type { MediaPageView } from '../../application/media/view-media'
export { mediaPagePath } from '../../domain/media/media-type'
export type { EmbargoedItemView, MediaContactView, Newsroom } from '../../application/media/view-media'
export type { AdminExhibitionView, ExhibitionView,  ParticipantView } from '../../application/exhibition/exhibition-views'

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
  readonly participation: { readonly id: number; readonly status: string; readonly boothNumber: string | null; readonly rejectionReason: string | null } | null
}

/** POST /api/company-logos */
export type { CroppedLogo } from '../../domain/company/logo-sizes'

/** POST /api/uploads */
export interface UploadedFile {
  readonly filename: string
  readonly fileName: string
  readonly fileUrl: string
  readonly fileType: string
  readonly fileSize: number
}

/** GET /api/saved-searches: a saved search with the number of its matches new since its owner last looked. */
export interface SavedSearchAnswer {
  readonly id: number
  readonly name: string
  readonly query: {
    readonly search?: string; readonly sectorId?: number; readonly subsectorId?: number; readonly countries?: readonly string[]
    readonly verified?: boolean; readonly sort?: import('../../application/directory/search-directory').DirectorySort
  }
  readonly frequency: import('../../domain/watchlist/saved-search').DigestFrequency
  readonly lastSeenAt: string
  readonly createdAt: string
  readonly newMatches: number
}

/** GET /api/notifications */
export interface NotificationAnswer {
  readonly id: number
  readonly kind: import('../../domain/watchlist/notification').NotificationKind
  readonly subjectId: number
  readonly savedSearchId: number | null
  readonly title: string
  readonly createdAt: string
  readonly readAt: string | null
}
/** GET /api/follows: a company or a sector the caller follows, with its name. */
export interface FollowAnswer {
  readonly kind: import('../../domain/watchlist/notification').FollowSubject['kind']
  readonly id: number
  readonly name: string
}
export interface NotificationsAnswer { readonly items: readonly NotificationAnswer[]; readonly unread: number }
