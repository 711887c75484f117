import bcrypt from 'bcryptjs'
import type { PasswordHasher } from '../../application/ports/password-hasher'

export class BcryptPasswordHasher implements PasswordHasher {
  constructor(private readonly rounds = 10) {}
  hash(password: string): Promise<string> {
    return bcrypt.hash(password, this.rounds)
  }
  verify(password: string, hash: string): Promise<boolean> {
    return bcrypt.compare(password, hash)
  }
}
