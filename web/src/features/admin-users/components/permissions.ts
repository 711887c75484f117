// Who may do what on the Users page (admin-back-office.md §6, docs/ubiquitous-language/user-and-roles.md).
// The server holds the same rules; the screen only leaves out what would be refused.
import type { Role, SessionUser } from '../../../lib/session'
import type { AccountStatusKind } from '../api/admin-users'

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

/** An active account of someone else the actor manages (the last super admin is the server's to refuse). */
export const canSuspend = (actor: SessionUser | null | undefined, target: { id: number; role: Role; status: AccountStatusKind }): boolean =>
  canDelete(actor, target) && target.status === 'active'

export const canReinstate = (actor: SessionUser | null | undefined, target: { role: Role; status: AccountStatusKind }): boolean =>
  canManage(actor, target) && target.status === 'suspended'

export const canResendInvitation = (actor: SessionUser | null | undefined, target: { role: Role; status: AccountStatusKind }): boolean =>
  canManage(actor, target) && target.status === 'invited'

/** An unverified address of an account that signs in (an invited one verifies it by accepting). */
export const canResendVerification = (actor: SessionUser | null | undefined, target: { role: Role; status: AccountStatusKind; isEmailVerified: boolean }): boolean =>
  canManage(actor, target) && target.status !== 'invited' && !target.isEmailVerified

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
