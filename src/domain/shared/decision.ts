/** What a transition decides: the new state and the events that tell what happened. */
export interface Decision<S, E> {
  readonly state: S
  readonly events: readonly E[]
}

