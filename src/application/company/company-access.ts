import type { Company } from '../../domain/company/company'
import { isPublic } from '../../domain/company/company'
import type { User } from '../../domain/user/user'
import { isAdministrator } from '../../domain/user/role'

/** Its manager or an administrator: they see the company whatever its status, and its rejection reason. */
export const overseesCompany = (c: Pick<Company, 'managerId'>, viewer: User | undefined): boolean =>
  !!viewer && (viewer.id === c.managerId || isAdministrator(viewer.role))

/** Who may see a company: anyone when it is public (approved), otherwise its manager and admins. */
export const canSee = (c: Pick<Company, 'status' | 'managerId'>, viewer: User | undefined): boolean =>
  isPublic(c) || overseesCompany(c, viewer)

/** Who may edit or delete a company: its manager (while still a company manager) and admins. */
export const canManage = (c: Company, actor: User): boolean =>
  isAdministrator(actor.role) || (actor.role === 'company_manager' && actor.id === c.managerId)

export const mayCreateCompanies = (u: User): boolean =>
  u.role === 'company_manager' || isAdministrator(u.role)
