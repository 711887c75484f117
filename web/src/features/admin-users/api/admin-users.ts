// The back office's user requests (admin-back-office.md "Users page"): the paged table, one user's
// detail, create, invite, edit, delete, suspend and reinstate, the invitation and verification
// emails, and ending a user's sessions.
import useSWR from 'swr'
import { ADMIN_PAGE_SIZE, USER_SORTS, type AdminUserDetail, type AdminUserPage, type AdminUserRow } from '../../../../../src/adapters/http/contract'
import { api, type ApiError } from '../../../lib/api-client'
import { filterQuery, sortText, type TableSort } from '../../../lib/table-query'
import type { Role } from '../../../lib/session'

export const ADMIN_USERS_PATH = '/api/admin/users'

export type { AccountStatusKind, ActivityView as ActivityEntry, AdminUserDetail, AdminUserPage, AdminUserRow } from '../../../../../src/adapters/http/contract'

export interface AdminUserQuery {
  readonly page: number
  readonly search: string
  /** A role, or '' for all. */
  readonly role: Role | ''
  readonly sort?: TableSort | null
  readonly pageSize?: number
}

const filterOf = (q: AdminUserQuery) => filterQuery({ search: q.search.trim(), role: q.role, sort: sortText(q.sort) })

export const adminUsersKey = (q: AdminUserQuery): string => {
  const p = filterOf(q)
  p.set('page', String(q.page))
  p.set('pageSize', String(q.pageSize ?? ADMIN_PAGE_SIZE))
  return `${ADMIN_USERS_PATH}?${p}`
}

/** The CSV download of the table as filtered and sorted. */
export const adminUsersExportUrl = (q: AdminUserQuery): string => `${ADMIN_USERS_PATH}/export?${filterOf(q)}`

export { USER_SORTS }

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

/** Creates the account without a password and emails the user a link to choose one. */
export const inviteUser = (body: Omit<UserPayload, 'password'>) => api.post<AdminUserRow>('/api/admin/invitations', body)

export const resendInvitation = (id: number) => api.post<{ message: string }>(`${adminUserKey(id)}/invitation`)

export const resendVerification = (id: number) => api.post<{ message: string }>(`${adminUserKey(id)}/verification-email`)

/** Suspends (with the reason the user reads when signing in) or reinstates an account. */
export const setUserStatus = (id: number, status: 'suspended' | 'active', reason?: string) =>
  api.patch<AdminUserRow>(`${adminUserKey(id)}/status`, status === 'suspended' ? { status, reason } : { status })
