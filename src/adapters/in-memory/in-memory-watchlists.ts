import { createHmac } from 'node:crypto'
import type { TextSigner } from '../../application/ports/text-signer'
import type { FollowStore, NotificationStore, SavedSearchStore, SavedSearchView, UnsubscribeSigner } from '../../application/watchlist/watchlists'
import type { FollowSubject, Notification } from '../../domain/watchlist/notification'
import type { DigestFrequency, DirectoryQuestion, SavedSearch } from '../../domain/watchlist/saved-search'
import { InMemoryRows, type Reversible } from './in-memory-support'

interface SearchRow extends SavedSearch { readonly salt: string }

/** Saved searches as the saved_searches table keeps them (`unique (user_id, lower(name))`). */
export class InMemorySavedSearchStore implements SavedSearchStore, Reversible {
  readonly rows = new InMemoryRows<SearchRow>()
  snapshot() { return this.rows.snapshot() }

  private owned(userId: number, id: number) {
    const row = this.rows.byId.get(id)
    return row?.userId === userId ? row : undefined
  }
  private taken(userId: number, name: string, except?: number) {
    return [...this.rows.byId.values()].some((r) => r.userId === userId && r.id !== except && r.name.toLowerCase() === name.toLowerCase())
  }
  private update(id: number, change: Partial<SearchRow>) { this.rows.byId.set(id, { ...this.rows.byId.get(id)!, ...change }) }
  private view(r: SearchRow): SavedSearch { return { id: r.id, userId: r.userId, name: r.name, question: r.question, frequency: r.frequency, lastSeenAt: r.lastSeenAt, createdAt: r.createdAt } }

  async countOwnedLocked(userId: number) { return [...this.rows.byId.values()].filter((r) => r.userId === userId).length }
  async insert(userId: number, name: string, question: DirectoryQuestion, frequency: DigestFrequency, now: Date): Promise<SavedSearch | 'name-taken'> {
    if (this.taken(userId, name)) return 'name-taken'
    return this.view(this.rows.insert((id) => ({ id, userId, name, question, frequency, lastSeenAt: now, createdAt: now, salt: `salt-${id}` })))
  }
  async byId(userId: number, id: number) { const r = this.owned(userId, id); return r && this.view(r) }
  async list(userId: number): Promise<readonly SavedSearchView[]> {
    return [...this.rows.byId.values()].filter((r) => r.userId === userId).map((r) => ({ ...this.view(r), newMatches: 0 }))
  }
  async rename(userId: number, id: number, name: string): Promise<'renamed' | 'name-taken' | 'not-found'> {
    if (!this.owned(userId, id)) return 'not-found'
    if (this.taken(userId, name, id)) return 'name-taken'
    this.update(id, { name })
    return 'renamed'
  }
  async setFrequency(userId: number, id: number, frequency: DigestFrequency) {
    if (!this.owned(userId, id)) return false
    this.update(id, { frequency })
    return true
  }
  async markSeen(userId: number, id: number, at: Date) {
    if (!this.owned(userId, id)) return false
    this.update(id, { lastSeenAt: at })
    return true
  }
  async remove(userId: number, id: number) { return !!this.owned(userId, id) && this.rows.byId.delete(id) }
  async unsubscribeSaltOf(id: number) {
    const r = this.rows.byId.get(id)
    return r && { name: r.name, salt: r.salt, frequency: r.frequency }
  }
  async turnDigestOff(id: number) { this.update(id, { frequency: 'off' }) }
}

type FollowRow = FollowSubject & { readonly userId: number }

export class InMemoryFollowStore implements FollowStore, Reversible {
  rows: FollowRow[] = []
  constructor(
    private readonly sectors: readonly number[] = [],
    /** The name a follow is listed with (the company's, the sector's or the exhibition's). */
    private readonly nameOf: (s: FollowSubject) => string = (s) => `${s.kind} ${s.id}`,
    private readonly exhibitions: readonly number[] = [],
  ) {}
  snapshot() { const rows = [...this.rows]; return () => { this.rows = rows } }
  private has(userId: number, s: FollowSubject) { return this.rows.some((r) => r.userId === userId && r.kind === s.kind && r.id === s.id) }
  async follow(userId: number, subject: FollowSubject) {
    if (this.has(userId, subject)) return false
    this.rows.push({ userId, ...subject })
    return true
  }
  async unfollow(userId: number, subject: FollowSubject) {
    const had = this.has(userId, subject)
    this.rows = this.rows.filter((r) => !(r.userId === userId && r.kind === subject.kind && r.id === subject.id))
    return had
  }
  async list(userId: number) { return this.rows.filter((r) => r.userId === userId).map(({ kind, id }) => ({ kind, id, name: this.nameOf({ kind, id }) })) }
  async sectorExists(sectorId: number) { return this.sectors.includes(sectorId) }
  async exhibitionExists(exhibitionId: number) { return this.exhibitions.includes(exhibitionId) }
}

export class InMemoryNotificationStore implements NotificationStore, Reversible {
  readonly rows = new InMemoryRows<Notification & { readonly userId: number }>()
  snapshot() { return this.rows.snapshot() }
  async list(userId: number, limit: number) {
    return [...this.rows.byId.values()].filter((n) => n.userId === userId).reverse().slice(0, limit).map((n): Notification => ({ id: n.id, kind: n.kind, subjectId: n.subjectId, savedSearchId: n.savedSearchId, title: n.title, createdAt: n.createdAt, readAt: n.readAt }))
  }
  async unreadCount(userId: number) { return [...this.rows.byId.values()].filter((n) => n.userId === userId && !n.readAt).length }
  async markRead(userId: number, ids: readonly number[] | 'all', at: Date) {
    let changed = 0
    for (const n of this.rows.byId.values()) {
      if (n.userId === userId && !n.readAt && (ids === 'all' || ids.includes(n.id))) { this.rows.byId.set(n.id, { ...n, readAt: at }); changed++ }
    }
    return changed
  }
}

/** Signs texts with a fixed key, as HmacSigner does with the app's (preview links). */
export const fixedTextSigner = (key = 'test-key'): TextSigner => ({
  sign: async (text) => createHmac('sha256', key).update(text).digest('base64url'),
})

/** Signs with a fixed key (the app's key lives in app_secrets). */
export const fixedKeySigner = (key = 'test-key'): UnsubscribeSigner => ({
  sign: async (id, salt) => createHmac('sha256', key).update(`unsubscribe:${id}:${salt}`).digest('base64url'),
})
