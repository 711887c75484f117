import type { FavoriteList, FavoriteListRepository, FavoriteRepository, SavedPlace } from '../../domain/company/favorite'
import { InMemoryRows, type Reversible } from './in-memory-support'

interface FavoriteRow { readonly id: number; readonly userId: number; readonly companyId: number; readonly createdAt: Date; readonly listId: number | null; readonly note: string | null }

/** Favourites as the favorites table keeps them: one row per user and company (`unique (user_id, company_id)`). */
export class InMemoryFavoriteRepository implements FavoriteRepository, Reversible {
  private readonly rows = new InMemoryRows<FavoriteRow>()
  snapshot() { return this.rows.snapshot() }

  /** The stored favourites as [userId, companyId] pairs, for tests to read. */
  get pairs(): [number, number][] { return [...this.rows.byId.values()].map((f) => [f.userId, f.companyId]) }
  /** The stored favourites with their list and note, for tests to read. */
  get places(): { userId: number; companyId: number; listId: number | null; note: string | null }[] {
    return [...this.rows.byId.values()].map(({ userId, companyId, listId, note }) => ({ userId, companyId, listId, note }))
  }

  private row(userId: number, companyId: number) {
    return [...this.rows.byId.values()].find((f) => f.userId === userId && f.companyId === companyId)
  }

  async add(userId: number, companyId: number, at: Date): Promise<boolean> {
    // `on conflict do nothing`: saving twice stores nothing new.
    if (this.row(userId, companyId)) return false
    this.rows.insert((id) => ({ id, userId, companyId, createdAt: at, listId: null, note: null }))
    return true
  }

  async remove(userId: number, companyId: number): Promise<boolean> {
    const found = this.row(userId, companyId)
    if (found) this.rows.byId.delete(found.id)
    return !!found
  }

  async find(userId: number, companyId: number): Promise<SavedPlace | undefined> {
    const found = this.row(userId, companyId)
    return found && { listId: found.listId, note: found.note }
  }

  async place(userId: number, companyId: number, place: SavedPlace): Promise<void> {
    const found = this.row(userId, companyId)
    if (found) this.rows.byId.set(found.id, { ...found, listId: place.listId, note: place.note })
  }

  async unlist(userId: number, listId: number): Promise<number> {
    const inList = [...this.rows.byId.values()].filter((f) => f.userId === userId && f.listId === listId)
    for (const f of inList) this.rows.byId.set(f.id, { ...f, listId: null })
    return inList.length
  }
}

/** Lists as the favorite_lists table keeps them: names unique per user whatever the case. */
export class InMemoryFavoriteListRepository implements FavoriteListRepository, Reversible {
  private readonly rows = new InMemoryRows<FavoriteList & { readonly createdAt: Date }>()
  snapshot() { return this.rows.snapshot() }

  /** Every stored list, for tests to read. */
  get all(): FavoriteList[] { return [...this.rows.byId.values()].map(({ id, userId, name }) => ({ id, userId, name })) }

  private taken(userId: number, name: string, except?: number) {
    return [...this.rows.byId.values()].some((l) => l.userId === userId && l.id !== except && l.name.toLowerCase() === name.toLowerCase())
  }

  async of(userId: number): Promise<readonly FavoriteList[]> {
    return this.all.filter((l) => l.userId === userId)
  }

  async byId(userId: number, id: number): Promise<FavoriteList | undefined> {
    return (await this.of(userId)).find((l) => l.id === id)
  }

  async add(userId: number, name: string, at: Date): Promise<FavoriteList | undefined> {
    if (this.taken(userId, name)) return undefined
    const { id } = this.rows.insert((id) => ({ id, userId, name, createdAt: at }))
    return { id, userId, name }
  }

  async rename(list: FavoriteList, name: string): Promise<boolean> {
    const row = this.rows.byId.get(list.id)
    if (!row || this.taken(list.userId, name, list.id)) return false
    this.rows.byId.set(list.id, { ...row, name })
    return true
  }

  async remove(list: FavoriteList): Promise<void> {
    this.rows.byId.delete(list.id)
  }
}
