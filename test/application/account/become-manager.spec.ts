// "Become a company manager" (docs/ubiquitous-language/user-and-roles.md, "Becoming a company manager").
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { InMemoryEventPublisher, InMemorySettings, InMemoryUnitOfWork } from '../../../src/adapters/in-memory/in-memory-support'
import { InMemoryUserRepository } from '../../../src/adapters/in-memory/in-memory-user.repository'
import { BecomeCompanyManager } from '../../../src/application/account/commands/become-manager'
import { addUser, t0 } from '../support/fixtures'

describe('BecomeCompanyManager', () => {
  const setUp = () => {
    const users = new InMemoryUserRepository()
    const events = new InMemoryEventPublisher()
    const settings = new InMemorySettings()
    const become = new BecomeCompanyManager(users, events, new InMemoryUnitOfWork([users, events]), settings, { now: () => t0 })
    return { users, events, settings, become }
  }

  it('turns an individual into a company manager, the same account, with an event by them', async () => {
    const { users, events, become } = setUp()
    const ada = await addUser(users, 'individual')
    const r = await become.execute(ada.id)
    if (E.isLeft(r)) expect.fail(r.left._tag)
    expect(r.right).to.include({ id: ada.id, role: 'company_manager', email: ada.email })
    expect(users.users.get(ada.id)!.role).to.equal('company_manager')
    expect(events.published.map((e) => [e.type, e.actorId, e.payload.changes])).to.deep.equal([
      ['UserBecameCompanyManager', ada.id, { role: { from: 'individual', to: 'company_manager' } }],
    ])
  })

  it('refuses other roles, a closed company registration and an unverified address while verification is required, changing nothing', async () => {
    const { users, events, settings, become } = setUp()
    for (const role of ['company_manager', 'media', 'admin', 'super_admin'] as const) {
      const u = await addUser(users, role)
      expect(await become.execute(u.id)).to.deep.equal(E.left({ _tag: 'NotAnIndividual' }))
      expect(users.users.get(u.id)!.role).to.equal(role)
    }
    const unverified = await addUser(users, 'individual', { isEmailVerified: false })
    settings.with('registration', { requireEmailVerification: true })
    expect(await become.execute(unverified.id)).to.deep.equal(E.left({ _tag: 'EmailNotVerified' }))
    settings.with('registration', { requireEmailVerification: false, allowCompanyRegistration: false })
    expect(await become.execute(unverified.id)).to.deep.equal(E.left({ _tag: 'CompanyRegistrationClosed' }))
    expect(users.users.get(unverified.id)!.role).to.equal('individual')
    expect(await become.execute(9999)).to.deep.equal(E.left({ _tag: 'UserNotFound' }))
    expect(events.published).to.deep.equal([])
  })
})
