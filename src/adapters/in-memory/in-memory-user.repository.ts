import type { Email } from '../../domain/user/email'
import type { NewUser, User, UserId } from '../../domain/user/user'
import type { EmailTaken, UserRepository } from '../../domain/user/user.repository'

export class InMemoryUserRepository implements UserRepository {
  readonly users = new Map<UserId, User>()
  private nextId = 1

  async byId(id: UserId) { return this.users.get(id) }
  async byEmail(email: Email) {
    return [...this.users.values()].find((u) => u.email.toLowerCase() === email.toLowerCase())
  }
  async add(u: NewUser): Promise<User | EmailTaken> {
    if (await this.byEmail(u.email)) return { _tag: 'EmailTaken' }
    const user = { ...u, id: this.nextId++ }
    this.users.set(user.id, user)
    return user
  }

  async update(u: User): Promise<User | EmailTaken> {
    const clash = await this.byEmail(u.email)
    if (clash && clash.id !== u.id) return { _tag: 'EmailTaken' }
    this.users.set(u.id, u)
    return u
  }
  async remove(id: UserId) { this.users.delete(id) }
}
