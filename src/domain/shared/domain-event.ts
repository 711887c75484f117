/** A fact that happened, in the past tense, as the read side and the activity feed store it. */
export interface DomainEvent {
  readonly type: string
  readonly aggregateType: string
  readonly aggregateId: string
  readonly actorId: number | null
  readonly occurredAt: Date
  readonly payload: Readonly<Record<string, unknown>>
}
