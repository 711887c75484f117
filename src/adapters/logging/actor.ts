import { fullName, type User } from '../../domain/user/user'

/** How the system log names who did something: their name and email address (never anything secret). */
export const actorLabel = (u: Pick<User, 'firstName' | 'lastName'> & { readonly email: string }): string => {
  const name = fullName(u)
  return name ? `${name} (${u.email})` : u.email
}
