import type { DomainEvent } from '../shared/domain-event'

/** A user's saved company. Saving twice, or removing what is not saved, changes nothing. */
export interface FavoriteRepository {
  /** Answers whether a new favourite was stored. */
  add(userId: number, companyId: number, at: Date): Promise<boolean>
  /** Answers whether a favourite was removed. */
  remove(userId: number, companyId: number): Promise<boolean>
}

export const favoriteEvent = (type: 'FavoriteAdded' | 'FavoriteRemoved', userId: number, company: { id: number; name: string }, userName: string, at: Date): DomainEvent => ({
  type, aggregateType: 'favorite', aggregateId: `${userId}:${company.id}`, actorId: userId, occurredAt: at,
  payload: { companyId: company.id, companyName: company.name, userName },
})
