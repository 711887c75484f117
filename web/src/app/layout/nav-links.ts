import { hasRole, roleGroups, type SessionUser } from '../../lib/session'

export interface NavItem {
  to: string
  label: string
}

/** Header links by role (visitor-and-user-side.md §2 App shell). */
export function navItemsFor(user: SessionUser | null | undefined): NavItem[] {
  return [
    { to: '/directory', label: 'Directory' },
    { to: '/exhibitions', label: 'Exhibitions' },
    { to: '/media-center', label: 'Media Center' },
    ...(user ? [{ to: '/dashboard', label: 'Dashboard' }] : []),
    ...(hasRole(user, roleGroups.companyManagers) ? [{ to: '/my-companies', label: 'My Companies' }] : []),
    ...(hasRole(user, roleGroups.admins) ? [{ to: '/admin', label: 'Admin' }] : []),
  ]
}
