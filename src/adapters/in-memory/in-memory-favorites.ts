import type { FavoriteRepository } from '../../domain/company/favorite'
import { InMemoryRows, type Reversible } from './in-memory-support'

interface FavoriteRow { readonly id: number; readonly userId: number; readonly companyId: number; readonly createdAt: Date }

/** Favourites as the favorites table keeps them: one row per user and company (`unique (user_id, company_id)`). */
export class InMemoryFavoriteRepository implements FavoriteRepository, Reversible {
  private readonly rows = new InMemoryRows<FavoriteRow>()
  snapshot() { return this.rows.snapshot() }

  /** The stored favourites as [userId, companyId] pairs, for tests to read. */
  get pairs(): [number, number][] { return [...this.rows.byId.values()].map((f) => [f.userId, f.companyId]) }

  private find(userId: number, companyId: number) {
    return [...this.rows.byId.values()].find((f) => f.userId === userId && f.companyId === companyId)
  }

  async add(userId: number, companyId: number, at: Date): Promise<boolean> {
    // `on conflict do nothing`: saving twice stores nothing new.
    if (this.find(userId, companyId)) return false
    this.rows.insert((id) => ({ id, userId, companyId, createdAt: at }))
    return true
  }

  async remove(userId: number, companyId: number): Promise<boolean> {
    const found = this.find(userId, companyId)
    if (found) this.rows.byId.delete(found.id)
    return !!found
  }
}
