// Who may do what on the Users page (admin-back-office.md §6, docs/ubiquitous-language/user-and-roles.md).
// The server holds the same rules; the screen only leaves out what would be refused.
import type { Role, SessionUser } from '../../../lib/session'

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  individual: 'Individual',
  company_manager: 'Company Manager',
  media: 'Media',
  admin: 'Admin',
  super_admin: 'Super Admin',
}

const ADMIN_ROLES: readonly Role[] = ['admin', 'super_admin']

/** super_admin: anyone; admin: only users who are neither admin nor super_admin. */
export const canManage = (actor: SessionUser | null | undefined, target: { role: Role }): boolean =>
  !!actor && (actor.role === 'super_admin' || (actor.role === 'admin' && !ADMIN_ROLES.includes(target.role)))

/** As canManage, and nobody deletes themselves. */
export const canDelete = (actor: SessionUser | null | undefined, target: { id: number; role: Role }): boolean =>
  canManage(actor, target) && actor!.id !== target.id

/** The roles an actor may give: individual, company_manager, media; admin and super_admin for a super_admin. */
export const grantableRoles = (actor: SessionUser | null | undefined): readonly Role[] =>
  actor?.role === 'super_admin'
    ? ['individual', 'company_manager', 'media', 'admin', 'super_admin']
    : ['individual', 'company_manager', 'media']

/** The role filter's choices: Super Admin only for a super_admin. */
export const filterRoles = (actor: SessionUser | null | undefined): readonly Role[] =>
  actor?.role === 'super_admin'
    ? ['individual', 'company_manager', 'media', 'admin', 'super_admin']
    : ['individual', 'company_manager', 'media', 'admin']
