import * as E from 'fp-ts/lib/Either.js'
import type { Role } from '../user/role'
import { MAX_COMPANIES_PER_MANAGER } from './limits'

export type QuotaExceeded = { readonly _tag: 'QuotaExceeded'; readonly limit: number }

/** How many more companies this user may create (Infinity for admins, 0 for roles that create none). */
export const remainingQuota = (role: Role, owned: number): number =>
  role === 'admin' || role === 'super_admin' ? Infinity
    : role === 'company_manager' ? Math.max(0, MAX_COMPANIES_PER_MANAGER - owned) : 0

/** Reserves a place for one more company, given how many the manager owns now (read under a lock). */
export const reserve = (role: Role, owned: number): E.Either<QuotaExceeded, void> =>
  remainingQuota(role, owned) > 0 ? E.right(undefined) : E.left({ _tag: 'QuotaExceeded', limit: MAX_COMPANIES_PER_MANAGER })
