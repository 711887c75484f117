// Inviting a user by email (docs/ubiquitous-language/user-and-roles.md "Invitations").
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { InMemoryInvitationStore, InMemoryPasswordBlocklist } from '../../../src/adapters/in-memory/in-memory-account'
import { InMemoryTemplateMailer } from '../../../src/adapters/in-memory/in-memory-mail'
import { InMemoryEventPublisher, InMemorySettings, InMemoryUnitOfWork, plainTextHasher } from '../../../src/adapters/in-memory/in-memory-support'
import { InMemoryUserRepository } from '../../../src/adapters/in-memory/in-memory-user.repository'
import { INVITATION_VALID_DAYS } from '../../../src/application/account/invitation-limits'
import { Invitations } from '../../../src/application/account/invitations'
import type { UserFields } from '../../../src/application/admin/user-admin'
import type { Email } from '../../../src/domain/user/email'
import type { PersonName } from '../../../src/domain/user/person-name'
import { addUser, t0 } from '../support/fixtures'

const DAY = 86_400_000
const fields = (over: Partial<UserFields> = {}): UserFields => ({
  firstName: 'Katherine' as PersonName, lastName: 'Johnson' as PersonName, email: 'katherine@example.com' as Email, role: 'media', mobileNumber: null, ...over,
})

describe('Invitations', () => {
  const setUp = async () => {
    const users = new InMemoryUserRepository()
    const store = new InMemoryInvitationStore(users)
    const mailer = new InMemoryTemplateMailer()
    const events = new InMemoryEventPublisher()
    const uow = new InMemoryUnitOfWork([users, store, mailer, events])
    const settings = new InMemorySettings()
    let now = t0
    const invitations = new Invitations(users, store, mailer, plainTextHasher, events, uow, settings, { now: () => now }, 'https://atlas.example', new InMemoryPasswordBlocklist(['Password123!']))
    const admin = await addUser(users, 'admin', { firstName: 'Alan' as PersonName, lastName: 'Turing' as PersonName })
    /** The token of the last invitation mailed. */
    const mailedToken = () => new URL(mailer.sent.at(-1)!.values.invitationLink).hash.replace('#token=', '')
    return { users, store, mailer, events, uow, settings, invitations, admin, mailedToken, at: (ms: number) => { now = new Date(t0.getTime() + ms) } }
  }

  it('stores the account invited, without a password, keeps only the hash of the token and mails the link', async () => {
    const { invitations, admin, users, store, mailer, events, mailedToken } = await setUp()
    const r = await invitations.invite(admin, fields())
    if (E.isLeft(r)) expect.fail(r.left._tag)
    expect(users.users.get(r.right.id)).to.include({ passwordHash: null, isEmailVerified: false, role: 'media' })
    expect(users.users.get(r.right.id)!.status).to.deep.equal({ kind: 'invited' })
    const token = mailedToken()
    expect(token).to.match(/^[A-Za-z0-9_-]{43}$/)
    expect(mailer.sent).to.deep.equal([{
      templateKey: 'invitation', to: { email: 'katherine@example.com', firstName: 'Katherine' }, kind: 'invitation',
      values: { invitedBy: 'Alan Turing', invitationLink: `https://atlas.example/accept-invitation#token=${token}`, expiryDays: String(INVITATION_VALID_DAYS) },
    }])
    const kept = store.byUser.get(r.right.id)!
    expect(kept.tokenHash).to.not.equal(token)
    expect(kept.expiresAt).to.deep.equal(new Date(t0.getTime() + INVITATION_VALID_DAYS * DAY))
    expect(events.published.map((e) => [e.type, e.actorId])).to.deep.equal([['UserInvited', admin.id]])
  })

  it('refuses a role the admin may not give, a taken email and email turned off, leaving nothing', async () => {
    const { invitations, admin, users, mailer, events, settings, uow } = await setUp()
    expect(await invitations.invite(admin, fields({ role: 'admin' }))).to.deep.equal(E.left({ _tag: 'RoleNotGrantable', role: 'admin' }))
    expect(await invitations.invite(admin, fields({ email: admin.email }))).to.deep.equal(E.left({ _tag: 'EmailTaken' }))
    settings.with('email', { enabled: false })
    expect(await invitations.invite(admin, fields())).to.deep.equal(E.left({ _tag: 'EmailDisabled' }))
    expect(users.users.size).to.equal(1)
    expect(mailer.sent).to.deep.equal([])
    expect(events.published).to.deep.equal([])
    expect(uow.outcomes).to.deep.equal(['rollback', 'rollback', 'rollback'])
  })

  it('the link works once: it sets the password, makes the account active and verified, then works no more', async () => {
    const { invitations, admin, users, store, events, mailedToken } = await setUp()
    const invited = (await invitations.invite(admin, fields())) as E.Right<{ id: number }>
    const token = mailedToken()
    expect(await invitations.preview(token)).to.deep.equal(E.right({
      firstName: 'Katherine', lastName: 'Johnson', email: 'katherine@example.com', expiresAt: new Date(t0.getTime() + INVITATION_VALID_DAYS * DAY).toISOString(),
    }))
    const accepted = await invitations.accept(token, 'Orbital-1962')
    expect(E.isRight(accepted) && accepted.right.status).to.deep.equal({ kind: 'active' })
    expect(users.users.get(invited.right.id)).to.include({ passwordHash: 'plain:Orbital-1962', isEmailVerified: true })
    expect(store.byUser.size).to.equal(0)
    expect(events.published.map((e) => e.type)).to.deep.equal(['UserInvited', 'InvitationAccepted'])
    expect(await invitations.accept(token, 'Another-1962')).to.deep.equal(E.left({ _tag: 'InvalidInvitation' }))
    expect(await invitations.preview(token)).to.deep.equal(E.left({ _tag: 'InvalidInvitation' }))
    expect(users.users.get(invited.right.id)!.passwordHash).to.equal('plain:Orbital-1962')
  })

  it('one answer for an unknown, a malformed, an expired link and one sent to an address changed since', async () => {
    const { invitations, admin, users, mailedToken, at } = await setUp()
    const invited = (await invitations.invite(admin, fields())) as E.Right<{ id: number }>
    const token = mailedToken()
    for (const wrong of ['', 'short', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 'x'.repeat(43)]) expect(await invitations.accept(wrong, 'Orbital-1962')).to.deep.equal(E.left({ _tag: 'InvalidInvitation' }))
    at(INVITATION_VALID_DAYS * DAY - 1)
    expect(E.isRight(await invitations.preview(token))).to.equal(true)
    at(INVITATION_VALID_DAYS * DAY)
    expect(await invitations.preview(token)).to.deep.equal(E.left({ _tag: 'InvalidInvitation' }))
    expect(await invitations.accept(token, 'Orbital-1962')).to.deep.equal(E.left({ _tag: 'InvalidInvitation' }))
    at(0)
    const user = users.users.get(invited.right.id)!
    await users.update({ ...user, email: 'other@example.com' as Email })
    expect(await invitations.accept(token, 'Orbital-1962')).to.deep.equal(E.left({ _tag: 'InvalidInvitation' }))
    expect(users.users.get(invited.right.id)!.status).to.deep.equal({ kind: 'invited' })
  })

  it('a password the policy refuses leaves the invitation working', async () => {
    const { invitations, admin, mailedToken } = await setUp()
    await invitations.invite(admin, fields())
    const token = mailedToken()
    expect(await invitations.accept(token, 'short')).to.deep.equal(E.left({ _tag: 'PasswordTooShort', minLength: 8 }))
    expect(await invitations.accept(token, 'Password123!')).to.deep.equal(E.left({ _tag: 'PasswordTooCommon' }))
    expect(E.isRight(await invitations.accept(token, 'Orbital-1962'))).to.equal(true)
  })

  it('a new invitation replaces the link; only for an account still invited that the admin may manage', async () => {
    const { invitations, admin, users, mailedToken, events } = await setUp()
    const invited = (await invitations.invite(admin, fields())) as E.Right<{ id: number }>
    const first = mailedToken()
    expect(E.isRight(await invitations.resend(admin, invited.right.id))).to.equal(true)
    const second = mailedToken()
    expect(second).to.not.equal(first)
    expect(await invitations.preview(first)).to.deep.equal(E.left({ _tag: 'InvalidInvitation' }))
    expect(E.isRight(await invitations.preview(second))).to.equal(true)
    const otherAdmin = await addUser(users, 'admin')
    expect(await invitations.resend(admin, otherAdmin.id)).to.deep.equal(E.left({ _tag: 'CannotManageUser' }))
    await invitations.accept(second, 'Orbital-1962')
    expect(await invitations.resend(admin, invited.right.id)).to.deep.equal(E.left({ _tag: 'NotInvited' }))
    expect(await invitations.resend(admin, 999)).to.deep.equal(E.left({ _tag: 'UserNotFound' }))
    expect(events.published.map((e) => e.type)).to.deep.equal(['UserInvited', 'InvitationResent', 'InvitationAccepted'])
  })
})
