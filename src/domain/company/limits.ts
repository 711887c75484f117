/**
 * The manager quota, in a module of its own without imports: the server's rule (manager-quota.ts)
 * and the web client's screens read the same number (through src/adapters/http/contract.ts).
 */

/** A company manager owns at most this many companies; admins are not limited. */
export const MAX_COMPANIES_PER_MANAGER = 3
