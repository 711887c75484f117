import type { Role } from '../../../domain/user/role'
import type { User } from '../../../domain/user/user'

/** The session user as every screen reads it; never a password or a hash. */
export interface UserView {
  readonly id: number
  readonly firstName: string
  readonly lastName: string
  readonly email: string
  readonly mobileNumber: string | null
  readonly role: Role
  readonly isEmailVerified: boolean
  readonly createdAt: string
}

/** GET /api/session: the signed-in user, or null when logged out. */
export interface SessionView {
  readonly user: UserView | null
}

export const userDto = (u: User): UserView => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  mobileNumber: u.mobileNumber,
  role: u.role,
  isEmailVerified: u.isEmailVerified,
  createdAt: u.createdAt.toISOString(),
})
