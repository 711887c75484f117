import type { DomainEvent } from '../../domain/shared/domain-event'

/** Publishes domain events inside the current unit of work: the event log and projections update with the command. */
export interface EventPublisher {
  publish(events: readonly DomainEvent[]): Promise<void>
}
