// Saved companies (spec: visitor-and-user-side.md §3 "favorites" and §4 "Favoriting"): any signed-in user saves a public company.
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { InMemoryCompanyRepository } from '../../../src/adapters/in-memory/in-memory-company.repository'
import { InMemoryFavoriteRepository } from '../../../src/adapters/in-memory/in-memory-favorites'
import { InMemoryEventPublisher, InMemoryUnitOfWork } from '../../../src/adapters/in-memory/in-memory-support'
import { FavoriteCommands } from '../../../src/application/company/commands/favorites'
import type { CompanyStatus } from '../../../src/domain/company/company'
import { fixedClock } from '../../../src/domain/shared/clock'
import { addCompany, t0, userWith } from '../support/fixtures'

const visitor = userWith(7, 'individual')

describe('FavoriteCommands', () => {
  const setUp = async () => {
    const companies = new InMemoryCompanyRepository()
    const favorites = new InMemoryFavoriteRepository()
    const events = new InMemoryEventPublisher()
    const uow = new InMemoryUnitOfWork([companies, favorites, events])
    const commands = new FavoriteCommands(companies, favorites, events, uow, fixedClock(t0))
    const acme = await addCompany(companies, 2, 'approved')
    return { companies, favorites, events, uow, commands, acme }
  }

  it('saves a public company once, whoever the user is, with one FavoriteAdded', async () => {
    const { commands, favorites, events, acme } = await setUp()
    for (const user of [visitor, userWith(8, 'media'), userWith(9, 'admin')]) expect(await commands.add(user, acme.id)).to.deep.equal(E.right(undefined))
    expect(await commands.add(visitor, acme.id)).to.deep.equal(E.right(undefined))
    expect(favorites.pairs).to.deep.equal([[7, acme.id], [8, acme.id], [9, acme.id]])
    expect(events.published.map((e) => [e.type, e.actorId])).to.deep.equal([['FavoriteAdded', 7], ['FavoriteAdded', 8], ['FavoriteAdded', 9]])
    expect(events.published[0]).to.deep.equal({
      type: 'FavoriteAdded', aggregateType: 'favorite', aggregateId: `7:${acme.id}`, actorId: 7, occurredAt: t0,
      payload: { companyId: acme.id, companyName: 'Acme Robotics', userName: 'Grace Hopper' },
    })
  })

  it('answers CompanyNotFound for a company that is not public or not there, and saves nothing', async () => {
    const { commands, companies, favorites, events, uow } = await setUp()
    for (const status of ['pending', 'rejected', 'suspended'] as CompanyStatus[]) {
      const hidden = await addCompany(companies, 2, status, `Hidden ${status}`)
      expect(await commands.add(visitor, hidden.id), status).to.deep.equal(E.left({ _tag: 'CompanyNotFound' }))
    }
    expect(await commands.add(visitor, 999)).to.deep.equal(E.left({ _tag: 'CompanyNotFound' }))
    expect(favorites.pairs).to.deep.equal([])
    expect(events.published).to.deep.equal([])
    expect(uow.outcomes).to.deep.equal(['rollback', 'rollback', 'rollback', 'rollback'])
  })

  it('removes a favourite with FavoriteRemoved; removing what is not saved changes nothing', async () => {
    const { commands, favorites, events, acme } = await setUp()
    await commands.add(visitor, acme.id)
    await commands.remove(visitor, acme.id)
    await commands.remove(visitor, acme.id)
    await commands.remove(userWith(8, 'individual'), acme.id)
    expect(favorites.pairs).to.deep.equal([])
    expect(events.published.map((e) => [e.type, e.actorId, e.payload.companyName])).to.deep.equal([['FavoriteAdded', 7, 'Acme Robotics'], ['FavoriteRemoved', 7, 'Acme Robotics']])
  })

  it('removes the favourite of a company no longer there, naming it by id only', async () => {
    const { commands, companies, favorites, events, acme } = await setUp()
    await commands.add(visitor, acme.id)
    await companies.remove(acme.id)
    await commands.remove(visitor, acme.id)
    expect(favorites.pairs).to.deep.equal([])
    expect(events.published.at(-1)?.payload).to.deep.equal({ companyId: acme.id, companyName: '', userName: 'Grace Hopper' })
  })
})
