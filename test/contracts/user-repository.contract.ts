// The contract of UserRepository (src/domain/user/user.repository.ts), run on every implementation.
import { expect } from 'chai'
import type { Email } from '../../src/domain/user/email'
import type { NewUser, User } from '../../src/domain/user/user'
import type { UserRepository } from '../../src/domain/user/user.repository'
import type { PersonName } from '../../src/domain/user/person-name'

interface UserRepositoryFixture {
  /** An empty repository. */
  readonly users: UserRepository
}

const t0 = new Date('2026-11-01T10:00:00.000Z')

const aNewUser = (over: Partial<NewUser> = {}): NewUser => ({
  email: 'ada@example.com' as Email, passwordHash: 'hash:ada', firstName: 'Ada' as PersonName, lastName: 'Lovelace' as PersonName,
  mobileNumber: null, role: 'individual', isEmailVerified: false, status: { kind: 'active' } as const, createdAt: t0, ...over,
})

/** The stored account, or a failure naming the refusal. */
const stored = (answer: User | { readonly _tag: string }): User => {
  if ('_tag' in answer) expect.fail(`expected an account, got ${answer._tag}`)
  return answer
}

export const describeUserRepositoryContract = (name: string, makeFixture: () => Promise<UserRepositoryFixture>) =>
  describe(`UserRepository contract: ${name}`, () => {
    let users: UserRepository
    beforeEach(async () => { ({ users } = await makeFixture()) })

    describe('add', () => {
      it('stores a new account with an id and answers it as given', async () => {
        const input = aNewUser({ mobileNumber: '+49 30 1234567', role: 'company_manager', isEmailVerified: true })
        const ada = stored(await users.add(input))
        expect(ada.id).to.be.a('number')
        expect(ada).to.deep.equal({ ...input, id: ada.id })
        expect(await users.byId(ada.id)).to.deep.equal(ada)
      })

      it('gives every account its own id', async () => {
        const a = stored(await users.add(aNewUser({ email: 'a@example.com' as Email })))
        const b = stored(await users.add(aNewUser({ email: 'b@example.com' as Email })))
        expect(a.id).to.not.equal(b.id)
      })

      it('keeps the email as written (its case included)', async () => {
        const ada = stored(await users.add(aNewUser({ email: 'Ada.Lovelace@Example.com' as Email })))
        expect(ada.email).to.equal('Ada.Lovelace@Example.com')
      })

      it('answers EmailTaken for an email already used, in any case, and stores nothing', async () => {
        const ada = stored(await users.add(aNewUser()))
        expect(await users.add(aNewUser({ firstName: 'Other' as PersonName }))).to.deep.equal({ _tag: 'EmailTaken' })
        expect(await users.add(aNewUser({ email: 'ADA@Example.COM' as Email }))).to.deep.equal({ _tag: 'EmailTaken' })
        expect(await users.byEmail('ada@example.com' as Email)).to.deep.equal(ada)
      })

      it('takes an email again once its account is removed', async () => {
        const ada = stored(await users.add(aNewUser()))
        await users.remove(ada.id)
        const again = stored(await users.add(aNewUser({ firstName: 'Again' as PersonName })))
        expect(again.firstName).to.equal('Again')
      })
    })

    describe('byId and byEmail', () => {
      it('find an account by id, and by email in any case', async () => {
        const ada = stored(await users.add(aNewUser()))
        stored(await users.add(aNewUser({ email: 'grace@example.com' as Email, firstName: 'Grace' as PersonName })))
        expect(await users.byId(ada.id)).to.deep.equal(ada)
        expect(await users.byEmail('ada@example.com' as Email)).to.deep.equal(ada)
        expect(await users.byEmail('ADA@EXAMPLE.COM' as Email)).to.deep.equal(ada)
      })

      it('answer undefined for an id or an email not stored', async () => {
        stored(await users.add(aNewUser()))
        expect(await users.byId(999_999)).to.equal(undefined)
        expect(await users.byEmail('nobody@example.com' as Email)).to.equal(undefined)
        expect(await users.byEmail('ada@example.co' as Email)).to.equal(undefined)
      })
    })

    describe('update', () => {
      it('saves the changed fields and answers the stored account', async () => {
        const ada = stored(await users.add(aNewUser()))
        const changed: User = {
          ...ada, email: 'countess@example.com' as Email, passwordHash: 'hash:new', firstName: 'Augusta' as PersonName, lastName: 'King' as PersonName,
          mobileNumber: '+44 20 7946 0000', role: 'media', isEmailVerified: true,
        }
        expect(await users.update(changed)).to.deep.equal(changed)
        expect(await users.byId(ada.id)).to.deep.equal(changed)
        expect(await users.byEmail('countess@example.com' as Email)).to.deep.equal(changed)
        expect(await users.byEmail('ada@example.com' as Email)).to.equal(undefined)
      })

      it('keeps each account status: invited without a password, suspended with its time, reason and author, active again', async () => {
        const admin = stored(await users.add(aNewUser({ email: 'admin@example.com' as Email, role: 'admin' })))
        const invited = stored(await users.add(aNewUser({ passwordHash: null, status: { kind: 'invited' } })))
        expect(await users.byId(invited.id)).to.deep.equal(invited)
        const active = stored(await users.update({ ...invited, passwordHash: 'hash:chosen', status: { kind: 'active' }, isEmailVerified: true }))
        expect(await users.byId(invited.id)).to.deep.equal(active)
        const suspension = { kind: 'suspended', since: new Date('2026-11-03T09:30:00.000Z'), reason: 'Posted spam', by: admin.id } as const
        const suspended = stored(await users.update({ ...active, status: suspension }))
        expect(suspended.status).to.deep.equal(suspension)
        expect(await users.byEmail(active.email)).to.deep.equal(suspended)
        expect(stored(await users.update({ ...suspended, status: { kind: 'active' } })).status).to.deep.equal({ kind: 'active' })
      })

      it('clears a field set to null', async () => {
        const ada = stored(await users.add(aNewUser({ mobileNumber: '+49 30 1234567' })))
        stored(await users.update({ ...ada, mobileNumber: null }))
        expect((await users.byId(ada.id))?.mobileNumber).to.equal(null)
      })

      it('keeps the creation date: it is not an editable field', async () => {
        const ada = stored(await users.add(aNewUser()))
        const answer = stored(await users.update({ ...ada, firstName: 'Augusta' as PersonName, createdAt: new Date('2030-01-01T00:00:00.000Z') }))
        expect(answer.createdAt).to.deep.equal(t0)
        expect((await users.byId(ada.id))?.createdAt).to.deep.equal(t0)
      })

      it('lets an account keep its own email, or change only its case', async () => {
        const ada = stored(await users.add(aNewUser()))
        stored(await users.update({ ...ada, firstName: 'Augusta' as PersonName }))
        const recased = stored(await users.update({ ...ada, email: 'ADA@example.com' as Email }))
        expect(recased.email).to.equal('ADA@example.com')
      })

      it('answers EmailTaken for the email of another account, in any case, and changes nothing', async () => {
        const ada = stored(await users.add(aNewUser()))
        const grace = stored(await users.add(aNewUser({ email: 'grace@example.com' as Email, firstName: 'Grace' as PersonName })))
        expect(await users.update({ ...grace, email: 'Ada@Example.com' as Email, firstName: 'Changed' as PersonName })).to.deep.equal({ _tag: 'EmailTaken' })
        expect(await users.byId(grace.id)).to.deep.equal(grace)
        expect(await users.byId(ada.id)).to.deep.equal(ada)
      })

      it('throws for an account that is not stored (a bug, not a refusal), and stores nothing', async () => {
        const ada = stored(await users.add(aNewUser()))
        const ghost: User = { ...ada, id: ada.id + 1000, email: 'ghost@example.com' as Email }
        let thrown: unknown
        try { await users.update(ghost) } catch (err) { thrown = err }
        expect(thrown, 'update of an account not stored').to.be.instanceOf(Error)
        // An error that says what is wrong, not a TypeError from reading a row that is not there.
        expect(thrown).to.not.be.instanceOf(TypeError)
        expect((thrown as Error).message).to.include(String(ghost.id))
        expect(await users.byId(ghost.id)).to.equal(undefined)
        expect(await users.byEmail(ghost.email)).to.equal(undefined)
      })
    })

    describe('remove', () => {
      it('removes the account: neither its id nor its email find it', async () => {
        const ada = stored(await users.add(aNewUser()))
        const grace = stored(await users.add(aNewUser({ email: 'grace@example.com' as Email })))
        await users.remove(ada.id)
        expect(await users.byId(ada.id)).to.equal(undefined)
        expect(await users.byEmail(ada.email)).to.equal(undefined)
        expect(await users.byId(grace.id)).to.deep.equal(grace)
      })

      it('does nothing for an id not stored', async () => {
        const ada = stored(await users.add(aNewUser()))
        await users.remove(ada.id + 1000)
        expect(await users.byId(ada.id)).to.deep.equal(ada)
      })
    })
  })
