// Which routes have a guided tour, and for whom (visitor-and-user-side.md §2 "Guided tour and help"). Kept apart from
// the step texts so that the always-loaded host can decide without loading the tour chunk.
import type { Role } from '../../lib/session'

const TOUR_ROUTES = ['/', '/directory', '/exhibitions', '/media-center', '/my-companies', '/admin'] as const
export type TourRoute = (typeof TOUR_ROUTES)[number]

/** Roles that get a route's tour; a route missing here is open to everyone, visitors included. */
const TOUR_ROLES: Partial<Record<TourRoute, readonly Role[]>> = {
  '/my-companies': ['company_manager', 'admin', 'super_admin'],
  '/admin': ['admin', 'super_admin'],
}

/** '/directory/' and '/directory' are one route. */
export const normalisePath = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname)

/**
 * The tour of this page for this visitor, or null. `role` is null for a visitor who is not
 * signed in (or whose session is not known yet): role-bound tours then do not apply.
 */
export function tourRouteFor(pathname: string, role: Role | null): TourRoute | null {
  const path = normalisePath(pathname)
  const route = TOUR_ROUTES.find((r) => r === path)
  if (!route) return null
  const roles = TOUR_ROLES[route]
  return !roles || (role !== null && roles.includes(role)) ? route : null
}

/** Where 'Take the tour' leads when the current page has no tour: the route that matters most to the role. */
export const HOME_TOUR_OF_ROLE: Record<Role, TourRoute> = {
  individual: '/',
  company_manager: '/my-companies',
  media: '/media-center',
  admin: '/admin',
  super_admin: '/admin',
}
