/** Runs a piece of work in one database transaction: all of its writes land, or none. */
export interface UnitOfWork {
  run<T>(work: () => Promise<T>): Promise<T>
}
