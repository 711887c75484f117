import * as E from 'fp-ts/lib/Either.js'
import type { Clock } from '../../domain/shared/clock'
import type { DomainEvent } from '../../domain/shared/domain-event'
import type { EventPublisher } from '../ports/event-publisher'
import { unrefused, type UnitOfWork } from '../ports/unit-of-work'

/** The guided tours by route, as the user's Activity tab names them (the spec's "Welcome tour completed"). */
const TOUR_NAMES: Readonly<Record<string, string>> = {
  '/': 'Welcome tour',
  '/directory': 'Directory tour',
  '/exhibitions': 'Exhibitions tour',
  '/media-center': 'Media Center tour',
  '/my-companies': 'Company management tour',
  '/admin': 'Admin tour',
}

/** GET/POST/DELETE /api/user/tours: the routes whose guided tour the user finished (or skipped). */
export interface ToursView {
  readonly completed: Readonly<Record<string, true>>
}

export const tourName = (route: string): string => TOUR_NAMES[route] ?? `Guided tour of ${route}`

/** A user finished (or skipped) the guided tour of a route for the first time. */
const tourCompleted = (userId: number, route: string, at: Date): DomainEvent => ({
  type: 'TourCompleted', aggregateType: 'user', aggregateId: String(userId), actorId: userId, occurredAt: at, payload: { route },
})

/** Port: the per-user record of completed tours. */
export interface TourRecord {
  /** Records the route; false when it was recorded already. */
  completeTour(userId: number, route: string): Promise<boolean>
}

/** Records a completed tour; only the first completion of a route becomes an event (and an Activity entry). */
export class TourCommands {
  constructor(
    private readonly record: TourRecord,
    private readonly events: EventPublisher,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  complete(userId: number, route: string): Promise<void> {
    return unrefused(this.uow.run(async () => {
      if (await this.record.completeTour(userId, route)) await this.events.publish([tourCompleted(userId, route, this.clock.now())])
      return E.right(undefined)
    }))
  }
}
