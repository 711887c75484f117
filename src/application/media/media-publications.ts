import * as E from 'fp-ts/lib/Either.js'
import { announcePublication } from '../../domain/media/media-item'
import type { MediaRepository } from '../../domain/media/media.repository'
import type { Clock } from '../../domain/shared/clock'
import type { EventPublisher } from '../ports/event-publisher'
import type { UnitOfWork } from '../ports/unit-of-work'

/** Items told per transaction. */
const BATCH = 200

/**
 * The publication job (issue 22): tells, once, the publication of each embargoed item whose time has come
 * (MediaItemPublished, by the system), so that its followers hear of it then. Visibility needs no job (every
 * public read compares the publication time with now): this only tells. Each item's flag and its event are
 * written in one transaction, the due rows locked (`skip locked`): run twice, or on two instances, an item is
 * told once.
 */
export class MediaPublications {
  constructor(
    private readonly media: MediaRepository,
    private readonly events: EventPublisher,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** Tells every publication due at `now` (the clock's by default); answers how many. */
  async runOnce(now: Date = this.clock.now()): Promise<number> {
    let told = 0
    for (;;) {
      const batch = await this.uow.run(async () => {
        const due = await this.media.duePublications(now, BATCH)
        let n = 0
        for (const item of due) {
          const d = announcePublication(item, now)
          if (!d) continue
          await this.media.save(d.state)
          await this.events.publish(d.events)
          n++
        }
        return E.right({ read: due.length, told: n })
      })
      if (E.isLeft(batch)) return told
      told += batch.right.told
      if (batch.right.read < BATCH) return told
    }
  }
}
