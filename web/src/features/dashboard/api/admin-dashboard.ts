// The admin dashboard's reads (admin-back-office.md "Dashboard /admin"): the stat cards and insights,
// the pending approvals card. Recent Activity is in ./activity.
import useSWR from 'swr'
import type { AdminStats, PendingApprovalsView as PendingApprovals } from '../../../../../src/adapters/http/contract'
import type { ApiError } from '../../../lib/api-client'

export type { AdminStats, PendingApprovalsView as PendingApprovals } from '../../../../../src/adapters/http/contract'

const ADMIN_STATS_KEY = '/api/admin/stats'
const PENDING_APPROVALS_KEY = '/api/admin/pending-approvals'

export function useAdminStats() {
  return useSWR<AdminStats, ApiError>(ADMIN_STATS_KEY)
}

export function usePendingApprovals() {
  return useSWR<PendingApprovals, ApiError>(PENDING_APPROVALS_KEY)
}
