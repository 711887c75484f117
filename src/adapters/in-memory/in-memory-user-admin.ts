import type { TourRecord } from '../../application/activity/tours'
import type { UserAdminStore } from '../../application/admin/user-admin'
import type { InMemoryCompanyRepository } from './in-memory-company.repository'
import type { Reversible } from './in-memory-support'
import type { InMemoryUserRepository } from './in-memory-user.repository'

/**
 * What user administration reads beyond the repositories, over the in-memory users and companies, and
 * the tours a user completed (a column of the users row in PostgreSQL, so only for a stored user).
 */
export class InMemoryUserAdminStore implements UserAdminStore, TourRecord, Reversible {
  private readonly tours = new Map<number, ReadonlySet<string>>()

  constructor(private readonly users: InMemoryUserRepository, private readonly companies: InMemoryCompanyRepository) {}

  snapshot() {
    const tours = new Map(this.tours)
    return () => {
      this.tours.clear()
      for (const [id, routes] of tours) this.tours.set(id, routes)
    }
  }

  async activeSuperAdminsLocked() { return [...this.users.users.values()].filter((u) => u.role === 'super_admin' && u.status.kind === 'active').length }

  async companiesOf(userId: number) {
    return [...this.companies.companies.values()].filter((c) => c.managerId === userId).map((c) => c.id)
  }

  /** The routes whose tour the user completed, for tests to read. */
  toursOf(userId: number): string[] { return [...this.tours.get(userId) ?? []] }

  async completeTour(userId: number, route: string): Promise<boolean> {
    const done = this.tours.get(userId) ?? new Set<string>()
    if (!this.users.users.has(userId) || done.has(route)) return false
    this.tours.set(userId, new Set([...done, route]))
    return true
  }
}
