import type { DomainEvent } from '../../../domain/shared/domain-event'
import type { Projector } from '../../persistence/events/pg-event-publisher'
import type { Sql } from '../../persistence/sql'
import { afterCommit } from '../../persistence/unit-of-work'
import type { DirectoryCache } from '../directory/directory-cache'

/** Memory of the media read model (only its totals): the directory's cache class, a separate instance. */
export type MediaCache = DirectoryCache

/** Events that change which items a media list counts: items themselves, their company's status, sector names. */
const changesMedia = (e: DomainEvent): boolean =>
  e.aggregateType === 'media' || (e.aggregateType === 'company' && e.type !== 'CompanyViewed') || e.aggregateType === 'catalogue'

/**
 * Drops the media totals kept in memory when items change: here after the commit, and in the other
 * instances through NOTIFY 'media' (delivered at the commit). Writes nothing else.
 */
export class MediaCacheInvalidator implements Projector {
  constructor(private readonly sql: Sql, private readonly cache: MediaCache) {}

  async project(events: readonly DomainEvent[]): Promise<void> {
    if (!events.some(changesMedia)) return
    await this.sql.run(`select pg_notify('expo_atlas_changes', 'media')`)
    afterCommit(() => this.cache.invalidate())
  }
}
