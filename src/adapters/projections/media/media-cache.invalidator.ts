import type { DomainEvent } from '../../../domain/shared/domain-event'
import type { Projector } from '../../persistence/events/pg-event-publisher'
import type { Sql } from '../../persistence/sql'
import { announceChange, type ReadCache } from '../read-cache'

/** Events that change which items a media list counts: items themselves, their company's status, sector names. */
const changesMedia = (e: DomainEvent): boolean =>
  e.aggregateType === 'media' || (e.aggregateType === 'company' && e.type !== 'CompanyViewed') || e.aggregateType === 'catalogue'

/**
 * Drops the media totals kept in memory when items change: here after the commit, and in the other
 * instances through NOTIFY 'media' (delivered at the commit). Writes nothing else.
 */
export class MediaCacheInvalidator implements Projector {
  constructor(private readonly sql: Sql, private readonly cache: ReadCache) {}

  async project(events: readonly DomainEvent[]): Promise<void> {
    if (!events.some(changesMedia)) return
    await announceChange(this.sql, 'media', this.cache)
  }
}
