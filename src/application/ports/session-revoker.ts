/** Ends sessions server-side (they live in PostgreSQL), on every app instance at once. */
export interface SessionRevoker {
  /** Ends every session of the user, but the one given. Answers how many ended. */
  endAllFor(userId: number, exceptSessionKey?: string): Promise<number>
}
