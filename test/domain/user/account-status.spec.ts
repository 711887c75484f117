// Account states (docs/ubiquitous-language/user-and-roles.md "Account states"): every (state × command) cell.
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { acceptInvitation, reinstate, suspend, type AccountStatus } from '../../../src/domain/user/account-status'
import type { Email } from '../../../src/domain/user/email'
import type { PersonName } from '../../../src/domain/user/person-name'
import type { Role } from '../../../src/domain/user/role'
import type { User } from '../../../src/domain/user/user'

const t0 = new Date('2026-11-05T08:00:00Z')
const user = (id: number, role: Role, status: AccountStatus = { kind: 'active' }): User => ({
  id, email: `u${id}@example.com` as Email, passwordHash: status.kind === 'invited' ? null : 'hash', firstName: 'Ada' as PersonName, lastName: `No${id}` as PersonName,
  mobileNumber: null, role, isEmailVerified: false, status, createdAt: t0,
})
const suspended = (id: number, role: Role) => user(id, role, { kind: 'suspended', since: t0, reason: 'Spam', by: 1 })
const invited = (id: number, role: Role) => user(id, role, { kind: 'invited' })

describe('account status', () => {
  const superAdmin = user(1, 'super_admin')
  const admin = user(2, 'admin')

  describe('suspend', () => {
    it('suspends an active account with the reason, the time and the admin, and tells it in UserSuspended', () => {
      const target = user(10, 'company_manager')
      expect(suspend(admin, target, 'Spam in descriptions', t0, 2)).to.deep.equal(E.right({
        state: { ...target, status: { kind: 'suspended', since: t0, reason: 'Spam in descriptions', by: admin.id } },
        events: [{ type: 'UserSuspended', aggregateType: 'user', aggregateId: '10', actorId: 2, occurredAt: t0, payload: { userName: 'Ada No10', role: 'company_manager', reason: 'Spam in descriptions' } }],
      }))
    })

    it('follows who may manage whom: an admin suspends only individuals, company managers and media users', () => {
      for (const role of ['individual', 'company_manager', 'media'] as const) expect(E.isRight(suspend(admin, user(10, role), 'x', t0, 2))).to.equal(true)
      for (const role of ['admin', 'super_admin'] as const) expect(suspend(admin, user(10, role), 'x', t0, 2)).to.deep.equal(E.left({ _tag: 'CannotManageUser' }))
      for (const role of ['admin', 'super_admin'] as const) expect(E.isRight(suspend(superAdmin, user(10, role), 'x', t0, 2))).to.equal(true)
      expect(suspend(user(3, 'media'), user(10, 'individual'), 'x', t0, 2)).to.deep.equal(E.left({ _tag: 'CannotManageUser' }))
    })

    it('refuses the own account, one already suspended, one still invited, and the last active super admin', () => {
      expect(suspend(superAdmin, superAdmin, 'x', t0, 2)).to.deep.equal(E.left({ _tag: 'CannotSuspendSelf' }))
      expect(suspend(admin, suspended(10, 'individual'), 'x', t0, 2)).to.deep.equal(E.left({ _tag: 'AlreadySuspended' }))
      expect(suspend(admin, invited(10, 'individual'), 'x', t0, 2)).to.deep.equal(E.left({ _tag: 'InvitationPending' }))
      expect(suspend(superAdmin, user(10, 'super_admin'), 'x', t0, 1)).to.deep.equal(E.left({ _tag: 'LastSuperAdmin' }))
    })
  })

  describe('reinstate', () => {
    it('makes a suspended account active again, in UserReinstated', () => {
      const target = suspended(10, 'media')
      expect(reinstate(admin, target, t0)).to.deep.equal(E.right({
        state: { ...target, status: { kind: 'active' } },
        events: [{ type: 'UserReinstated', aggregateType: 'user', aggregateId: '10', actorId: 2, occurredAt: t0, payload: { userName: 'Ada No10', role: 'media' } }],
      }))
    })

    it('refuses an account that is not suspended, and one the admin may not manage', () => {
      expect(reinstate(admin, user(10, 'individual'), t0)).to.deep.equal(E.left({ _tag: 'NotSuspended' }))
      expect(reinstate(admin, invited(10, 'individual'), t0)).to.deep.equal(E.left({ _tag: 'NotSuspended' }))
      expect(reinstate(admin, suspended(10, 'admin'), t0)).to.deep.equal(E.left({ _tag: 'CannotManageUser' }))
    })
  })

  describe('acceptInvitation', () => {
    it('gives an invited account its password, makes it active and its email verified', () => {
      const target = invited(10, 'individual')
      expect(acceptInvitation(target, 'hash:new', t0)).to.deep.equal(E.right({
        state: { ...target, passwordHash: 'hash:new', status: { kind: 'active' }, isEmailVerified: true },
        events: [{ type: 'InvitationAccepted', aggregateType: 'user', aggregateId: '10', actorId: 10, occurredAt: t0, payload: { userName: 'Ada No10', role: 'individual' } }],
      }))
    })

    it('refuses an active or suspended account', () => {
      expect(acceptInvitation(user(10, 'individual'), 'h', t0)).to.deep.equal(E.left({ _tag: 'NotInvited' }))
      expect(acceptInvitation(suspended(10, 'individual'), 'h', t0)).to.deep.equal(E.left({ _tag: 'NotInvited' }))
    })
  })
})
