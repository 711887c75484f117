// The admin dashboard's reads (admin-back-office.md "Dashboard /admin"): the stat cards and insights,
// the pending approvals card, the growth charts' series. Recent Activity is in ./activity.
import useSWR from 'swr'
import type { AdminStats, GrowthRange, GrowthSeries, PendingApprovalsView as PendingApprovals } from '../../../../../src/adapters/http/contract'
import type { ApiError } from '../../../lib/api-client'

export type { AdminStats, GrowthPoint, GrowthRange, GrowthSeries, PendingApprovalsView as PendingApprovals } from '../../../../../src/adapters/http/contract'
export { GROWTH_RANGES } from '../../../../../src/adapters/http/contract'

const ADMIN_STATS_KEY = '/api/admin/stats'
const PENDING_APPROVALS_KEY = '/api/admin/pending-approvals'

export function useAdminStats() {
  return useSWR<AdminStats, ApiError>(ADMIN_STATS_KEY)
}

export function usePendingApprovals() {
  return useSWR<PendingApprovals, ApiError>(PENDING_APPROVALS_KEY)
}

/** The growth charts' series for a range that ends today. */
export function useGrowth(range: GrowthRange) {
  return useSWR<GrowthSeries, ApiError>(`/api/admin/stats/growth?range=${range}`, { keepPreviousData: true })
}
