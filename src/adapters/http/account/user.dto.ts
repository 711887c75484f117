import type { User } from '../../../domain/user/user'

/** The session user as every screen reads it; never a password or a hash. */
export const userDto = (u: User) => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  mobileNumber: u.mobileNumber,
  role: u.role,
  isEmailVerified: u.isEmailVerified,
  createdAt: u.createdAt.toISOString(),
})
