import * as E from 'fp-ts/lib/Either.js'
import { changesBetween } from '../../domain/shared/changes'
import type { Clock } from '../../domain/shared/clock'
import type { DomainEvent } from '../../domain/shared/domain-event'
import { isAdministrator } from '../../domain/user/role'
import { roleChanged } from '../../domain/user/role-change'
import { fullName, type User } from '../../domain/user/user'
import type { UserRepository } from '../../domain/user/user.repository'
import type { EventPublisher } from '../ports/event-publisher'
import type { SessionRevoker } from '../ports/session-revoker'
import type { UnitOfWork } from '../ports/unit-of-work'
import { isModerator } from './media-commands'

export interface AccessRequest { readonly id: number; readonly userId: number; readonly status: 'pending' | 'approved' | 'rejected'; readonly message: string | null; readonly createdAt: Date }

/** Port: the media access requests. */
export interface AccessRequestRepository {
  openOf(userId: number): Promise<AccessRequest | undefined>
  byId(id: number): Promise<AccessRequest | undefined>
  add(userId: number, message: string | null, at: Date): Promise<AccessRequest>
  decide(id: number, status: 'approved' | 'rejected', by: number, at: Date): Promise<void>
}

export type MediaAccessError =
  | { readonly _tag: 'NotAllowed' }
  | { readonly _tag: 'AlreadyMedia' }
  | { readonly _tag: 'RequestNotFound' }
  | { readonly _tag: 'RequestAlreadyDecided' }

const event = (type: string, r: { id: number }, user: User, actorId: number, at: Date, extra: Record<string, unknown> = {}): DomainEvent => ({
  type, aggregateType: 'media_access', aggregateId: String(r.id), actorId, occurredAt: at, payload: { userName: fullName(user), userId: user.id, ...extra },
})

/**
 * 'Request Media Access': a user asks; admins see it among pending approvals; approving makes the
 * user a media user and ends their sessions, as every role change does.
 */
export class MediaAccessCommands {
  constructor(
    private readonly requests: AccessRequestRepository,
    private readonly users: UserRepository,
    private readonly sessions: SessionRevoker,
    private readonly events: EventPublisher,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  request(user: User, message: string | null): Promise<E.Either<MediaAccessError, AccessRequest>> {
    return this.uow.run(async () => {
      if (isModerator(user.role)) return E.left({ _tag: 'AlreadyMedia' } as const)
      const open = await this.requests.openOf(user.id)
      if (open) return E.right(open)
      const now = this.clock.now()
      const created = await this.requests.add(user.id, message, now)
      await this.events.publish([event('MediaAccessRequested', created, user, user.id, now)])
      return E.right(created)
    })
  }

  /** Admins decide; a request is decided once. */
  decide(admin: User, id: number, status: 'approved' | 'rejected'): Promise<E.Either<MediaAccessError, void>> {
    return this.uow.run(async () => {
      if (!isAdministrator(admin.role)) return E.left({ _tag: 'NotAllowed' } as const)
      const r = await this.requests.byId(id)
      if (!r) return E.left({ _tag: 'RequestNotFound' } as const)
      if (r.status !== 'pending') return E.left({ _tag: 'RequestAlreadyDecided' } as const)
      const user = await this.users.byId(r.userId)
      if (!user) return E.left({ _tag: 'RequestNotFound' } as const)
      const now = this.clock.now()
      await this.requests.decide(id, status, admin.id, now)
      const changes = changesBetween(r, { ...r, status }, ['status'])
      const events = [event(status === 'approved' ? 'MediaAccessGranted' : 'MediaAccessRefused', r, user, admin.id, now, { changes })]
      if (status === 'approved' && !isModerator(user.role)) {
        const promoted = { ...user, role: 'media' as const }
        await this.users.update(promoted)
        await this.sessions.endAllFor(user.id)
        events.push(roleChanged(promoted, user.role, admin.id, now))
      }
      await this.events.publish(events)
      return E.right(undefined)
    })
  }
}
