// What the back office's dashboard cards and Users page read (the admin stats are in admin-dashboard.ts).
import type { ActivityView } from '../activity/describe-event'
import type { CompanyStatus } from '../../domain/company/company'
import type { MediaType } from '../../domain/media/media-type'
import type { AccountStatusKind } from '../../domain/user/account-status'
import type { Role } from '../../domain/user/role'

/** The pending approvals card: companies under review, media items to moderate, media access requests. */
export interface PendingApprovalsView {
  readonly companies: readonly {
    readonly id: number
    readonly name: string
    readonly logo: string | null
    readonly sector: string
    readonly country: string
    readonly status: CompanyStatus
    readonly isVerified: boolean
    readonly createdAt: string
    readonly submittedAt: string
  }[]
  readonly mediaItems: readonly {
    readonly id: number
    readonly title: string
    readonly type: MediaType
    readonly companyId: number
    readonly companyName: string
    readonly createdAt: string
    readonly submittedAt: string
  }[]
  readonly mediaAccessRequests: readonly {
    readonly id: number
    readonly userId: number
    readonly userName: string
    readonly email: string
    readonly message: string | null
    readonly createdAt: string
  }[]
}

/** A row of the admin users table. */
export interface AdminUserRow {
  readonly id: number
  readonly firstName: string
  readonly lastName: string
  readonly email: string
  readonly role: Role
  readonly mobileNumber: string | null
  readonly isEmailVerified: boolean
  /** Invited (no password yet), active, or suspended. */
  readonly status: AccountStatusKind
  readonly createdAt: string
  /** When the user last signed in; null when never. */
  readonly lastSignInAt: string | null
  /** The companies the user manages. */
  readonly companyCount: number
}

/** GET /api/admin/users: a page of the table. */
export interface AdminUserPage {
  readonly users: readonly AdminUserRow[]
  readonly totalPages: number
  readonly totalUsers: number
}

/** A user as the store reads it for the detail panel: the row, their live sessions and their companies. */
export interface AdminUserRecord extends AdminUserRow {
  /** While suspended: since when, why, and by whom (null when that admin's account is gone). */
  readonly suspension: { readonly since: string; readonly reason: string; readonly by: string | null } | null
  /** While invited: until when the invitation's link works (null when there is none). */
  readonly invitationExpiresAt: string | null
  readonly activeSessions: number
  readonly companies: readonly { readonly id: number; readonly name: string; readonly status: CompanyStatus; readonly isVerified: boolean; readonly createdAt: string }[]
}

/** GET /api/admin/users/{id}: the record and the user's recent activity. */
export interface AdminUserDetail extends AdminUserRecord {
  readonly recentActivity: readonly ActivityView[]
}
