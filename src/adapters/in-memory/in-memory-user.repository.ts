import type { Email } from '../../domain/user/email'
import type { NewUser, User, UserId } from '../../domain/user/user'
import type { EmailTaken, UserRepository } from '../../domain/user/user.repository'
import { InMemoryRows, type Reversible } from './in-memory-support'

export class InMemoryUserRepository implements UserRepository, Reversible {
  private readonly rows = new InMemoryRows<User>()
  /** The stored users by id, for tests to read. */
  get users(): Map<UserId, User> { return this.rows.byId }
  snapshot() { return this.rows.snapshot() }

  async byId(id: UserId) { return this.users.get(id) }
  async byEmail(email: Email) {
    return [...this.users.values()].find((u) => u.email.toLowerCase() === email.toLowerCase())
  }
  async add(u: NewUser): Promise<User | EmailTaken> {
    if (await this.byEmail(u.email)) return { _tag: 'EmailTaken' }
    return this.rows.insert((id) => ({ ...u, id }))
  }

  async update(u: User): Promise<User | EmailTaken> {
    const clash = await this.byEmail(u.email)
    if (clash && clash.id !== u.id) return { _tag: 'EmailTaken' }
    this.users.set(u.id, u)
    return u
  }
  async remove(id: UserId) { this.users.delete(id) }
}
