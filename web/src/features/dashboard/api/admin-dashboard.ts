// The admin dashboard's reads (admin-back-office.md "Dashboard /admin"): the stat cards and insights,
// the pending approvals card. Recent Activity is in ./activity.
import useSWR from 'swr'
import type { ApiError } from '../../../lib/api-client'

export interface AdminStats {
  readonly users: { readonly total: number; readonly growth: number }
  readonly companies: { readonly total: number; readonly growth: number; readonly pending: number }
  readonly exhibitions: { readonly total: number; readonly upcoming: number }
  readonly mediaItems: { readonly total: number; readonly pending: number }
  readonly pendingMediaAccess: number
  readonly topSector: string
  readonly topCompany: string
  readonly avgViews: number
}

export interface PendingApprovals {
  readonly companies: readonly {
    readonly id: number
    readonly name: string
    readonly logo: string | null
    readonly sector: string
    readonly country: string
    readonly createdAt: string
  }[]
  readonly mediaItems: readonly {
    readonly id: number
    readonly title: string | null
    readonly type: string
    readonly companyId: number
    readonly companyName: string
    readonly createdAt: string
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

const ADMIN_STATS_KEY = '/api/admin/stats'
const PENDING_APPROVALS_KEY = '/api/admin/pending-approvals'

export function useAdminStats() {
  return useSWR<AdminStats, ApiError>(ADMIN_STATS_KEY)
}

export function usePendingApprovals() {
  return useSWR<PendingApprovals, ApiError>(PENDING_APPROVALS_KEY)
}
