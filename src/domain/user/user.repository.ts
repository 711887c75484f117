import type { Email } from './email'
import type { NewUser, User, UserId } from './user'

export type EmailTaken = { readonly _tag: 'EmailTaken' }

/** Port: where accounts are kept. */
export interface UserRepository {
  byId(id: UserId): Promise<User | undefined>
  byEmail(email: Email): Promise<User | undefined>
  /** Stores a new account; answers EmailTaken when the email is already used (case-insensitively). */
  add(user: NewUser): Promise<User | EmailTaken>
  /** Saves the changed fields of an account; EmailTaken when the new email belongs to another. */
  update(user: User): Promise<User | EmailTaken>
  remove(id: UserId): Promise<void>
  /** Notes that the user signed in at that time (the admin's users table shows the last one). */
  recordSignIn(id: UserId, at: Date): Promise<void>
}
