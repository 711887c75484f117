import type { Email } from '../../domain/user/email'
import type { NewUser, User, UserId } from '../../domain/user/user'
import type { EmailTaken, UserRepository } from '../../domain/user/user.repository'
import { InMemoryRows, type Reversible } from './in-memory-support'

/** Accounts in a map, answering as the PostgreSQL repository does (test/contracts/user-repository.contract.ts). */
export class InMemoryUserRepository implements UserRepository, Reversible {
  private readonly rows = new InMemoryRows<User>()
  /** When each user last signed in, for tests to read. */
  readonly lastSignIn = new Map<UserId, Date>()
  /** The stored users by id, for tests to read. */
  get users(): Map<UserId, User> { return this.rows.byId }
  snapshot() {
    const restoreRows = this.rows.snapshot()
    const signIns = new Map(this.lastSignIn)
    return () => {
      restoreRows()
      this.lastSignIn.clear()
      for (const [id, at] of signIns) this.lastSignIn.set(id, at)
    }
  }

  async byId(id: UserId) { return this.users.get(id) }
  async byEmail(email: Email) {
    return [...this.users.values()].find((u) => u.email.toLowerCase() === email.toLowerCase())
  }
  async add(u: NewUser): Promise<User | EmailTaken> {
    if (await this.byEmail(u.email)) return { _tag: 'EmailTaken' }
    return this.rows.insert((id) => ({ ...u, id }))
  }

  /** The creation date stays as stored; an account that is not stored is a bug (PostgreSQL's update throws too). */
  async update(u: User): Promise<User | EmailTaken> {
    const stored = this.users.get(u.id)
    if (!stored) throw new Error(`no account ${u.id} to update`)
    const clash = await this.byEmail(u.email)
    if (clash && clash.id !== u.id) return { _tag: 'EmailTaken' }
    const saved = { ...u, createdAt: stored.createdAt }
    this.users.set(u.id, saved)
    return saved
  }
  async remove(id: UserId) {
    this.users.delete(id)
    this.lastSignIn.delete(id)
  }
  async recordSignIn(id: UserId, at: Date) { if (this.users.has(id)) this.lastSignIn.set(id, at) }
}
