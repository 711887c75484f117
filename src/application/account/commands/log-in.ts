import * as E from 'fp-ts/lib/Either.js'
import type { Email } from '../../../domain/user/email'
import type { User } from '../../../domain/user/user'
import type { UserRepository } from '../../../domain/user/user.repository'
import type { PasswordHasher } from '../../ports/password-hasher'

export interface LogIn {
  readonly email: Email
  readonly password: string
}

export type LogInError = { readonly _tag: 'InvalidCredentials' }

/** A hash of a random password, compared when the email is unknown so both answers take as long. */
const DUMMY_HASH = '$2b$10$CwTycUXWue0Thq9StjUM0uJ8.nTq6Ly7ClK6m1bhNN8X6zX2jT8ZK'

export class LogInHandler {
  constructor(private readonly users: UserRepository, private readonly hasher: PasswordHasher) {}

  async execute(cmd: LogIn): Promise<E.Either<LogInError, User>> {
    const user = await this.users.byEmail(cmd.email)
    const matches = await this.hasher.verify(cmd.password, user?.passwordHash ?? DUMMY_HASH)
    return user && matches ? E.right(user) : E.left({ _tag: 'InvalidCredentials' })
  }
}
