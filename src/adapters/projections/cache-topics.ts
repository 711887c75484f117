import type { DomainEvent } from '../../domain/shared/domain-event'
import type { Projector } from '../persistence/events/pg-event-publisher'
import type { Sql } from '../persistence/sql'
import { afterCommit } from '../persistence/unit-of-work'
import type { UserRepository } from '../../domain/user/user.repository'
import { ReadCache } from './read-cache'

/** Views and finished tours change nothing these caches keep (view counts are read fresh or allowed to age). */
const counted = (e: DomainEvent) => e.type === 'CompanyViewed' || e.type === 'TourCompleted'
const companyChange = (e: DomainEvent) => e.aggregateType === 'company' && !counted(e)

/**
 * The read models kept in memory, each with the events that change what it keeps. An event batch that
 * matches drops the cache after the commit, here and in the other instances (NOTIFY with the topic's
 * name). Two are announced by their owners instead: the directory (its projector, which knows which
 * rows changed) and sessions (their store).
 */
const CACHE_TOPICS = {
  /** The directory's pages, facets and counts: DirectoryProjector announces every change of its rows. */
  directory: () => false,
  /** Media lists and their totals: items, their company's status and name, sector names. */
  media: (e: DomainEvent) => e.aggregateType === 'media' || companyChange(e) || e.aggregateType === 'catalogue',
  /** Company profiles: the company, its exhibitions and participations, catalogue names. */
  profiles: (e: DomainEvent) => companyChange(e) || e.aggregateType === 'exhibition' || e.aggregateType === 'participation' || e.aggregateType === 'catalogue',
  /** Exhibition lists: exhibitions, participations, the companies counted as exhibitors, sector names. */
  exhibitions: (e: DomainEvent) => e.aggregateType === 'exhibition' || e.aggregateType === 'participation' || companyChange(e) || e.aggregateType === 'catalogue',
  /** Signed-in users as the session middleware reads them: their account, role and password (media access grants a role). */
  users: (e: DomainEvent) => (e.aggregateType === 'user' && e.type !== 'TourCompleted') || e.aggregateType === 'media_access',
  /** Sessions: their store announces every deletion itself (PgSessionStore), no event needed. */
  sessions: () => false,
  /** The admin dashboard: totals of users, companies, exhibitions, media and access requests, top sector and company. */
  stats: (e: DomainEvent) => !counted(e) && ['user', 'company', 'exhibition', 'media', 'media_access', 'catalogue'].includes(e.aggregateType),
} as const satisfies Readonly<Record<string, (e: DomainEvent) => boolean>>

type CacheTopic = keyof typeof CACHE_TOPICS

/** One ReadCache per topic, made once per app instance. */
export type ReadCaches = Readonly<Record<CacheTopic, ReadCache>>

export const newReadCaches = (): ReadCaches => ({
  directory: new ReadCache(), media: new ReadCache(), profiles: new ReadCache(5_000), exhibitions: new ReadCache(), stats: new ReadCache(),
  users: new ReadCache(10_000), sessions: new ReadCache(10_000),
})

/**
 * The users the session middleware reads on every signed-in request, kept a few seconds and dropped at
 * any change of a user (CACHE_TOPICS.users): a role, a password, a deletion counts at once.
 */
export const keptUsers = (users: Pick<UserRepository, 'byId'>, cache: ReadCache, ttlMs = 10_000): Pick<UserRepository, 'byId'> => ({
  byId: (id) => cache.memo(String(id), ttlMs, () => users.byId(id)),
})

/** A NOTIFY from another instance: drop that topic's cache ('*': all of them, the listener may have missed some). */
export const dropCache = (caches: ReadCaches, topic: string): void => {
  for (const [name, cache] of Object.entries(caches)) if (topic === '*' || topic === name) cache.invalidate()
}

/** Projector: announces which caches a command's events changed. Writes nothing but the NOTIFY. */
export class ReadCacheInvalidator implements Projector {
  constructor(private readonly sql: Sql, private readonly caches: ReadCaches) {}

  async project(events: readonly DomainEvent[]): Promise<void> {
    const topics = (Object.keys(CACHE_TOPICS) as CacheTopic[]).filter((t) => events.some(CACHE_TOPICS[t]))
    if (topics.length === 0) return
    await this.sql.run(`select ${topics.map((t) => `pg_notify('expo_atlas_changes', '${t}')`).join(', ')}`)
    afterCommit(() => { for (const t of topics) this.caches[t].invalidate() })
  }
}
