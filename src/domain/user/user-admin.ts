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

/** The checks of an account change, in order; `superAdmins` is how many super admins there are now. */
export const checkChange = (actor: User, target: User, newRole: Role | undefined, superAdmins: number): UserAdminRefusal | undefined => {
  if (!mayManage(actor, target)) return { _tag: 'CannotManageUser' }
  if (newRole === undefined || newRole === target.role) return undefined
  if (actor.id === target.id) return { _tag: 'CannotChangeOwnRole' }
  if (!grantableRoles(actor).includes(newRole)) return { _tag: 'RoleNotGrantable', role: newRole }
  if (target.role === 'super_admin' && superAdmins <= 1) return { _tag: 'LastSuperAdmin' }
  return undefined
}

export const checkDeletion = (actor: User, target: User, superAdmins: number): UserAdminRefusal | undefined => {
  if (actor.id === target.id) return { _tag: 'CannotDeleteSelf' }
  if (!mayManage(actor, target)) return { _tag: 'CannotManageUser' }
  if (target.role === 'super_admin' && superAdmins <= 1) return { _tag: 'LastSuperAdmin' }
  return undefined
}
