import type { Role } from './role'
import type { User } from './user'

/**
 * Who may manage whom (admin-back-office.md §6, held on the server): a super admin manages everyone; an
 * admin manages individuals, company managers and media users; nobody else manages accounts.
 */
export const mayManage = (actor: Pick<User, 'role'>, target: Pick<User, 'role'>): boolean =>
  actor.role === 'super_admin' || (actor.role === 'admin' && (target.role === 'individual' || target.role === 'company_manager' || target.role === 'media'))

/** The roles an actor may give: admins the three ordinary ones, super admins all five. */
export const grantableRoles = (actor: Pick<User, 'role'>): readonly Role[] =>
  actor.role === 'super_admin' ? ['individual', 'company_manager', 'media', 'admin', 'super_admin']
    : actor.role === 'admin' ? ['individual', 'company_manager', 'media'] : []

export type UserAdminRefusal =
  | { readonly _tag: 'CannotManageUser' }
  | { readonly _tag: 'RoleNotGrantable'; readonly role: Role }
  | { readonly _tag: 'CannotChangeOwnRole' }
  | { readonly _tag: 'CannotDeleteSelf' }
  | { readonly _tag: 'LastSuperAdmin' }

/** Whether the target is the last super admin who can sign in (an invited or suspended one cannot). */
const lastActiveSuperAdmin = (target: User, activeSuperAdmins: number): boolean =>
  target.role === 'super_admin' && target.status.kind === 'active' && activeSuperAdmins <= 1

/** The checks of an account change, in order; `activeSuperAdmins` is how many active super admins there are now. */
export const checkChange = (actor: User, target: User, newRole: Role | undefined, activeSuperAdmins: number): UserAdminRefusal | undefined => {
  if (!mayManage(actor, target)) return { _tag: 'CannotManageUser' }
  if (newRole === undefined || newRole === target.role) return undefined
  if (actor.id === target.id) return { _tag: 'CannotChangeOwnRole' }
  if (!grantableRoles(actor).includes(newRole)) return { _tag: 'RoleNotGrantable', role: newRole }
  if (lastActiveSuperAdmin(target, activeSuperAdmins)) return { _tag: 'LastSuperAdmin' }
  return undefined
}

export const checkDeletion = (actor: User, target: User, activeSuperAdmins: number): UserAdminRefusal | undefined => {
  if (actor.id === target.id) return { _tag: 'CannotDeleteSelf' }
  if (!mayManage(actor, target)) return { _tag: 'CannotManageUser' }
  if (lastActiveSuperAdmin(target, activeSuperAdmins)) return { _tag: 'LastSuperAdmin' }
  return undefined
}
