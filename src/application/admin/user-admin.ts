import * as E from 'fp-ts/lib/Either.js'
import { companyDeleted } from '../../domain/company/company'
import type { CompanyRepository } from '../../domain/company/company.repository'
import type { Clock } from '../../domain/shared/clock'
import type { DomainEvent } from '../../domain/shared/domain-event'
import type { Email } from '../../domain/user/email'
import { checkPassword, type PasswordRejected } from '../../domain/user/password-policy'
import { passwordPolicyOf } from '../../domain/settings/settings'
import type { PersonName } from '../../domain/user/person-name'
import type { Role } from '../../domain/user/role'
import { ACTIVE } from '../../domain/user/account-status'
import { roleChanged } from '../../domain/user/role-change'
import { checkChange, checkDeletion, grantableRoles, type UserAdminRefusal } from '../../domain/user/user-admin'
import type { User } from '../../domain/user/user'
import { userCreated, userDeleted, userUpdated } from '../../domain/user/user-events'
import type { UserRepository } from '../../domain/user/user.repository'
import type { EventPublisher } from '../ports/event-publisher'
import type { PasswordHasher } from '../ports/password-hasher'
import type { SessionRevoker } from '../ports/session-revoker'
import type { PasswordBlocklist } from '../ports/password-blocklist'
import type { UnitOfWork } from '../ports/unit-of-work'
import type { SettingsReader } from '../settings/settings-reader'

export interface UserFields {
  readonly firstName: PersonName
  readonly lastName: PersonName
  readonly email: Email
  readonly role: Role
  readonly mobileNumber: string | null
}

export type UserAdminError =
  | UserAdminRefusal
  | PasswordRejected
  | { readonly _tag: 'UserNotFound' }
  | { readonly _tag: 'EmailTaken' }
  /** A password for an invited account: the person chooses it through the invitation. */
  | { readonly _tag: 'InvitationPending' }

/** Port: what user administration needs beyond the repository. */
export interface UserAdminStore {
  /** Locks the super admins' rows and counts the active ones (inside a unit of work). */
  activeSuperAdminsLocked(): Promise<number>
  companiesOf(userId: number): Promise<readonly number[]>
}

/** The admin Users page: create, edit (role, password), delete, end sessions; rules held on the server. */
export class UserAdministration {
  constructor(
    private readonly users: UserRepository,
    private readonly store: UserAdminStore,
    private readonly companies: CompanyRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionRevoker,
    private readonly events: EventPublisher,
    private readonly uow: UnitOfWork,
    private readonly settings: SettingsReader,
    private readonly clock: Clock,
    private readonly blocklist?: PasswordBlocklist,
  ) {}

  private async hashChecked(password: string): Promise<E.Either<PasswordRejected, string>> {
    const ok = checkPassword(password, passwordPolicyOf(await this.settings.current(), this.blocklist && ((pw) => this.blocklist!.isCommon(pw))))
    return E.isLeft(ok) ? ok : E.right(await this.hasher.hash(password))
  }

  create(actor: User, fields: UserFields, password: string): Promise<E.Either<UserAdminError, User>> {
    return this.uow.run(async () => {
      if (!grantableRoles(actor).includes(fields.role)) return E.left(grantableRoles(actor).length ? { _tag: 'RoleNotGrantable', role: fields.role } as const : { _tag: 'CannotManageUser' } as const)
      const hash = await this.hashChecked(password)
      if (E.isLeft(hash)) return hash
      const now = this.clock.now()
      const stored = await this.users.add({ ...fields, passwordHash: hash.right, isEmailVerified: false, status: ACTIVE, createdAt: now })
      if ('_tag' in stored) return E.left(stored)
      await this.events.publish([userCreated(stored, actor.id, now)])
      return E.right(stored)
    })
  }

  /** An edit: the fields given replace the stored ones, the others keep their value (PATCH is partial). */
  update(actor: User, id: number, changes: Partial<UserFields>, password: string | null): Promise<E.Either<UserAdminError, User>> {
    return this.uow.run(async () => {
      const target = await this.users.byId(id)
      if (!target) return E.left({ _tag: 'UserNotFound' } as const)
      const fields: UserFields = {
        firstName: changes.firstName ?? target.firstName, lastName: changes.lastName ?? target.lastName, email: changes.email ?? target.email,
        role: changes.role ?? target.role, mobileNumber: changes.mobileNumber !== undefined ? changes.mobileNumber : target.mobileNumber,
      }
      // Nothing new: nothing written, no event, no session ended.
      const unchanged = (Object.keys(fields) as (keyof UserFields)[]).every((k) => fields[k] === target[k])
      if (unchanged && !password) return E.right(target)
      const refused = checkChange(actor, target, fields.role, fields.role !== target.role && target.role === 'super_admin' ? await this.store.activeSuperAdminsLocked() : 2)
      if (refused) return E.left(refused)
      if (password && target.status.kind === 'invited') return E.left({ _tag: 'InvitationPending' } as const)
      let passwordHash = target.passwordHash
      if (password) {
        const hash = await this.hashChecked(password)
        if (E.isLeft(hash)) return hash
        passwordHash = hash.right
      }
      const saved = await this.users.update({ ...target, ...fields, passwordHash, isEmailVerified: fields.email === target.email ? target.isEmailVerified : false })
      if ('_tag' in saved) return E.left(saved)
      const now = this.clock.now()
      const events = [userUpdated(target, saved, !!password, actor.id, now)]
      if (saved.role !== target.role) events.push(roleChanged(saved, target.role, actor.id, now))
      // A new role or password must not leave old sessions alive.
      if (saved.role !== target.role || password) await this.sessions.endAllFor(id)
      await this.events.publish(events)
      return E.right(saved)
    })
  }

  delete(actor: User, id: number): Promise<E.Either<UserAdminError, void>> {
    return this.uow.run(async () => {
      const target = await this.users.byId(id)
      if (!target) return E.left({ _tag: 'UserNotFound' } as const)
      const refused = checkDeletion(actor, target, target.role === 'super_admin' ? await this.store.activeSuperAdminsLocked() : 2)
      if (refused) return E.left(refused)
      const now = this.clock.now()
      const events: DomainEvent[] = []
      for (const companyId of await this.store.companiesOf(id)) {
        const c = await this.companies.byId(companyId)
        if (c) events.push(companyDeleted(c, actor.id, now))
      }
      await this.sessions.endAllFor(id)
      await this.users.remove(id)
      await this.events.publish([...events, userDeleted(target, actor.id, now)])
      return E.right(undefined)
    })
  }

  endSessions(actor: User, id: number): Promise<E.Either<UserAdminError, number>> {
    return this.uow.run(async () => {
      const target = await this.users.byId(id)
      if (!target) return E.left({ _tag: 'UserNotFound' } as const)
      if (actor.id !== target.id && checkChange(actor, target, undefined, 2)) return E.left({ _tag: 'CannotManageUser' } as const)
      return E.right(await this.sessions.endAllFor(id))
    })
  }
}
