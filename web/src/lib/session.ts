// The signed-in user, shared by the whole app: one SWR entry under '/api/user'.
// A 401 there means "logged out" (null), any other failure is an error.
import useSWR from 'swr'
import { fetchJsonOrNullOn401, type ApiError } from './api-client'

export const ROLES = ['individual', 'company_manager', 'media', 'admin', 'super_admin'] as const
export type Role = (typeof ROLES)[number]

export interface SessionUser {
  readonly id: number
  readonly firstName: string
  readonly lastName: string
  readonly email: string
  readonly mobileNumber: string | null
  readonly role: Role
  readonly isEmailVerified: boolean
  readonly createdAt: string
}

export const SESSION_KEY = '/api/user'

/** Roles of the route table (spec §2, §6). */
export const roleGroups = {
  signedIn: ['individual', 'company_manager', 'media', 'admin', 'super_admin'],
  companyManagers: ['company_manager', 'admin', 'super_admin'],
  mediaModerators: ['media', 'admin', 'super_admin'],
  admins: ['admin', 'super_admin'],
  superAdmins: ['super_admin'],
} as const satisfies Record<string, readonly Role[]>

/** An unknown role counts as 'individual' (spec §6). */
export const normaliseRole = (role: unknown): Role =>
  typeof role === 'string' && (ROLES as readonly string[]).includes(role) ? (role as Role) : 'individual'

export const normaliseUser = (u: SessionUser | null): SessionUser | null => (u ? { ...u, role: normaliseRole(u.role) } : null)

export const hasRole = (user: SessionUser | null | undefined, roles: readonly Role[]): boolean =>
  !!user && roles.includes(user.role)

export const fullName = (u: Pick<SessionUser, 'firstName' | 'lastName'>): string => `${u.firstName} ${u.lastName}`.trim()

const fetchSession = async (path: string): Promise<SessionUser | null> =>
  normaliseUser(await fetchJsonOrNullOn401<SessionUser>(path))

export function useSession() {
  const { data, error, isLoading, isValidating, mutate } = useSWR<SessionUser | null, ApiError>(SESSION_KEY, fetchSession)
  return {
    /** undefined while the first check runs, null when logged out. */
    user: data,
    error,
    isLoading,
    isValidating,
    mutate,
  }
}
