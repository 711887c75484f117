import { fullName } from '../../domain/user/user'

/** How the system log names who did something: their name and email address (never anything secret). */
export const actorLabel = (u: { readonly firstName: string; readonly lastName: string; readonly email: string }): string => {
  const name = fullName(u)
  return name ? `${name} (${u.email})` : u.email
}
