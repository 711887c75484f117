import type { EventPublisher } from '../../../application/ports/event-publisher'
import type { DomainEvent } from '../../../domain/shared/domain-event'
import type { Sql } from '../sql'

/** A read-model projector: handles the events it cares about inside the command's transaction. */
export interface Projector {
  project(events: readonly DomainEvent[]): Promise<void>
}

/** Appends events to the domain_events log and runs the projectors, all in the current unit of work. */
export class PgEventPublisher implements EventPublisher {
  constructor(private readonly sql: Sql, private readonly projectors: readonly Projector[] = []) {}

  async publish(events: readonly DomainEvent[]): Promise<void> {
    if (events.length === 0) return
    const values = events.map(() => '(?, ?, ?, ?, ?::jsonb, ?)').join(', ')
    await this.sql.run(
      `insert into domain_events (type, aggregate_type, aggregate_id, actor_id, payload, occurred_at) values ${values}`,
      events.flatMap((e) => [e.type, e.aggregateType, e.aggregateId, e.actorId, JSON.stringify(e.payload), e.occurredAt]))
    for (const p of this.projectors) await p.project(events)
  }
}
