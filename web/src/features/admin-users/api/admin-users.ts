// The back office's user requests (admin-back-office.md "Users page"): the paged table, one user's
// detail, create, edit, delete, and ending a user's sessions.
import useSWR from 'swr'
import { ADMIN_PAGE_SIZE } from '../../../../../src/adapters/http/contract'
import { api, type ApiError } from '../../../lib/api-client'
import type { Role } from '../../../lib/session'

export const ADMIN_USERS_PATH = '/api/admin/users'

export interface AdminUserRow {
  readonly id: number
  readonly firstName: string
  readonly lastName: string
  readonly email: string
  readonly role: Role
  readonly mobileNumber: string | null
  readonly isEmailVerified: boolean
  readonly createdAt: string
  readonly companyCount: number
}

export interface AdminUserPage {
  readonly users: readonly AdminUserRow[]
  readonly totalPages: number
  readonly totalUsers: number
}

export interface ActivityEntry {
  readonly id: string
  readonly type: 'user' | 'company' | 'exhibition' | 'media' | 'view' | 'other'
  readonly eventType: string
  readonly description: string
  readonly timestamp: string
  readonly link: string | null
}

export interface AdminUserDetail extends AdminUserRow {
  readonly activeSessions: number
  readonly companies: readonly { readonly id: number; readonly name: string; readonly status: string; readonly isVerified: boolean; readonly createdAt: string }[]
  readonly recentActivity: readonly ActivityEntry[]
}

export interface AdminUserQuery {
  readonly page: number
  readonly search: string
  /** A role, or '' for all. */
  readonly role: Role | ''
}

export const adminUsersKey = (q: AdminUserQuery): string => {
  const p = new URLSearchParams({ page: String(q.page), pageSize: String(ADMIN_PAGE_SIZE) })
  if (q.search.trim()) p.set('search', q.search.trim())
  if (q.role) p.set('role', q.role)
  return `${ADMIN_USERS_PATH}?${p}`
}

const adminUserKey = (id: number | string) => `${ADMIN_USERS_PATH}/${id}`

export function useAdminUsers(q: AdminUserQuery) {
  return useSWR<AdminUserPage, ApiError>(adminUsersKey(q), { keepPreviousData: true })
}

export function useAdminUser(id: string | undefined) {
  return useSWR<AdminUserDetail, ApiError>(id ? adminUserKey(id) : null)
}

export interface UserPayload {
  firstName: string
  lastName: string
  email: string
  role: Role
  mobileNumber: string
  /** Required on create; on edit only sent when a new one was typed. */
  password?: string
}

export const createUser = (body: UserPayload) => api.post<AdminUserRow>(ADMIN_USERS_PATH, body)

export const updateUser = (id: number, body: UserPayload) => api.patch<AdminUserRow>(adminUserKey(id), body)

export const deleteUser = (id: number) => api.delete<void>(adminUserKey(id))

export const endUserSessions = (id: number) => api.delete<{ ended: number }>(`${adminUserKey(id)}/sessions`)
