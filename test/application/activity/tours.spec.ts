// Guided tours (spec: visitor-and-user-side.md §2 "Guided tour and help"; docs/ubiquitous-language/activity.md).
import { expect } from 'chai'
import { InMemoryCompanyRepository } from '../../../src/adapters/in-memory/in-memory-company.repository'
import { InMemoryEventPublisher, InMemoryUnitOfWork } from '../../../src/adapters/in-memory/in-memory-support'
import { InMemoryUserAdminStore } from '../../../src/adapters/in-memory/in-memory-user-admin'
import { InMemoryUserRepository } from '../../../src/adapters/in-memory/in-memory-user.repository'
import { tourName, TourCommands } from '../../../src/application/activity/tours'
import { fixedClock } from '../../../src/domain/shared/clock'
import { addUser, t0 } from '../support/fixtures'

describe('TourCommands.complete', () => {
  const setUp = async () => {
    const users = new InMemoryUserRepository()
    const store = new InMemoryUserAdminStore(users, new InMemoryCompanyRepository())
    const events = new InMemoryEventPublisher()
    const uow = new InMemoryUnitOfWork([users, store, events])
    const tours = new TourCommands(store, events, uow, fixedClock(t0))
    return { store, events, uow, tours, user: await addUser(users, 'individual'), other: await addUser(users, 'media') }
  }

  it('records the first completion of a route for any user, with one TourCompleted', async () => {
    const { tours, store, events, user, other } = await setUp()
    await tours.complete(user.id, '/directory')
    await tours.complete(user.id, '/')
    await tours.complete(other.id, '/directory')
    expect(store.toursOf(user.id)).to.deep.equal(['/directory', '/'])
    expect(store.toursOf(other.id)).to.deep.equal(['/directory'])
    expect(events.published[0]).to.deep.equal({
      type: 'TourCompleted', aggregateType: 'user', aggregateId: String(user.id), actorId: user.id, occurredAt: t0, payload: { route: '/directory' },
    })
    expect(events.published.map((e) => [e.actorId, e.payload.route])).to.deep.equal([[user.id, '/directory'], [user.id, '/'], [other.id, '/directory']])
  })

  it('records nothing new, and publishes nothing, when the tour is completed again', async () => {
    const { tours, store, events, uow, user } = await setUp()
    await tours.complete(user.id, '/exhibitions')
    await tours.complete(user.id, '/exhibitions')
    expect(store.toursOf(user.id)).to.deep.equal(['/exhibitions'])
    expect(events.published).to.have.length(1)
    expect(uow.outcomes).to.deep.equal(['commit', 'commit'])
  })

  it('names the tours as the Activity tab does', () => {
    expect(tourName('/')).to.equal('Welcome tour')
    expect(tourName('/media-center')).to.equal('Media Center tour')
    expect(tourName('/somewhere')).to.equal('Guided tour of /somewhere')
  })
})
