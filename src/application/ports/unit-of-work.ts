import type { Either } from 'fp-ts/lib/Either.js'

/**
 * Runs a piece of work in one database transaction: all of its writes land, or none. The work
 * answers an Either: Right commits; Left — a refusal, found after some writes — rolls every write
 * of the work back, and so does a thrown error. Refusal leaves nothing: no row, no event.
 */
export interface UnitOfWork {
  run<E, A>(work: () => Promise<Either<E, A>>): Promise<Either<E, A>>
}

/** The value of a unit of work that never refuses (its work answers Right only). */
export const unrefused = async <A>(result: Promise<Either<never, A>>): Promise<A> => {
  const done = await result
  if (done._tag === 'Left') throw new Error('unreachable: a unit of work that never refuses refused')
  return done.right
}
