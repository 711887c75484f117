// The signed-in user, shared by the whole app: one SWR entry under '/api/session', which answers
// `{user}`, null when logged out (always 200: a logged-out page logs no error in the console; the
// spec's GET /api/user answers 401 there). Any failure is an error.
import useSWR from 'swr'
import { ROLES, type Role, type SessionView, type UserView } from '../../../src/adapters/http/contract'
import { fetchJson, type ApiError } from './api-client'

export type { Role }

/** The signed-in user as the server answers it. */
export type SessionUser = UserView

export const SESSION_KEY = '/api/session'

/** The answer of SESSION_KEY. */
export type SessionAnswer = SessionView

/** Roles of the route table (visitor-and-user-side.md §2, §6). */
export const roleGroups = {
  signedIn: ['individual', 'company_manager', 'media', 'admin', 'super_admin'],
  companyManagers: ['company_manager', 'admin', 'super_admin'],
  mediaModerators: ['media', 'admin', 'super_admin'],
  admins: ['admin', 'super_admin'],
  superAdmins: ['super_admin'],
} as const satisfies Record<string, readonly Role[]>

/** An unknown role counts as 'individual' (visitor-and-user-side.md §6). */
const normaliseRole = (role: unknown): Role =>
  typeof role === 'string' && (ROLES as readonly string[]).includes(role) ? (role as Role) : 'individual'

export const normaliseUser = (u: SessionUser | null): SessionUser | null => (u ? { ...u, role: normaliseRole(u.role) } : null)

export const hasRole = (user: SessionUser | null | undefined, roles: readonly Role[]): boolean =>
  !!user && roles.includes(user.role)

export const fullName = (u: Pick<SessionUser, 'firstName' | 'lastName'>): string => `${u.firstName} ${u.lastName}`.trim()

/** The user of a session answer (null for anything else). */
export const userOfSession = (answer: unknown): SessionUser | null =>
  normaliseUser(typeof answer === 'object' && answer !== null && 'user' in answer ? (answer as SessionAnswer).user : null)

const fetchSession = async (path: string): Promise<SessionUser | null> => userOfSession(await fetchJson<SessionAnswer>(path))

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
