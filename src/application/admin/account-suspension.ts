import * as E from 'fp-ts/lib/Either.js'
import type { Clock } from '../../domain/shared/clock'
import { reinstate, suspend, type AccountStatusRefusal } from '../../domain/user/account-status'
import type { User } from '../../domain/user/user'
import type { UserRepository } from '../../domain/user/user.repository'
import type { EventPublisher } from '../ports/event-publisher'
import type { SessionRevoker } from '../ports/session-revoker'
import type { UnitOfWork } from '../ports/unit-of-work'
import type { UserAdminStore } from './user-admin'

export type AccountSuspensionError = AccountStatusRefusal | { readonly _tag: 'UserNotFound' }

/**
 * Suspending an account (with a reason) and reinstating it, from the admin Users page. A suspension
 * ends every session of the user at once; the user cannot sign in until reinstated.
 */
export class AccountSuspension {
  constructor(
    private readonly users: UserRepository,
    private readonly store: Pick<UserAdminStore, 'activeSuperAdminsLocked'>,
    private readonly sessions: SessionRevoker,
    private readonly events: EventPublisher,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  suspend(actor: User, id: number, reason: string): Promise<E.Either<AccountSuspensionError, User>> {
    return this.uow.run(async () => {
      const target = await this.users.byId(id)
      if (!target) return E.left({ _tag: 'UserNotFound' } as const)
      // The super admins' rows are locked before counting, so two suspensions cannot leave none.
      const activeSuperAdmins = target.role === 'super_admin' ? await this.store.activeSuperAdminsLocked() : 2
      const decided = suspend(actor, target, reason, this.clock.now(), activeSuperAdmins)
      if (E.isLeft(decided)) return decided
      const saved = await this.users.update(decided.right.state)
      if ('_tag' in saved) throw new Error('unreachable: a suspension changes no email')
      await this.sessions.endAllFor(id)
      await this.events.publish(decided.right.events)
      return E.right(saved)
    })
  }

  reinstate(actor: User, id: number): Promise<E.Either<AccountSuspensionError, User>> {
    return this.uow.run(async () => {
      const target = await this.users.byId(id)
      if (!target) return E.left({ _tag: 'UserNotFound' } as const)
      const decided = reinstate(actor, target, this.clock.now())
      if (E.isLeft(decided)) return decided
      const saved = await this.users.update(decided.right.state)
      if ('_tag' in saved) throw new Error('unreachable: a reinstatement changes no email')
      await this.events.publish(decided.right.events)
      return E.right(saved)
    })
  }
}
