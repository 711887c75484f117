import { expect } from 'chai'
import { inMemoryVerification } from '../../../src/adapters/in-memory/in-memory-passports'
import * as E from 'fp-ts/lib/Either.js'
import { inMemoryCatalogue } from '../../../src/adapters/in-memory/in-memory-company.repository'
import { CompanyCommands } from '../../../src/application/company/commands/company-commands'
import { ViewMedia } from '../../../src/application/media/view-media'
import type { CompanyStatus } from '../../../src/domain/company/company'
import { fixedClock } from '../../../src/domain/shared/clock'
import { t0 } from '../support/fixtures'
import { inMemoryMediaReads, mediaWorld, otherManager, owner } from '../support/media-fixtures'

/** Issue 22: a company's media contact and its newsroom, in memory. */
describe('newsroom and media contact', () => {
  const world = async (status: CompanyStatus = 'approved') => {
    const w = await mediaWorld(status)
    const view = new ViewMedia(inMemoryMediaReads(w.media, w.companies), w.companies)
    const companyCommands = new CompanyCommands(w.companies, inMemoryCatalogue([10], [20]), w.events, w.uow, fixedClock(t0), inMemoryVerification())
    return { ...w, view, companyCommands }
  }

  it('lists only the public items of a public company (approved, no press kits), with a total, a page at a time', async () => {
    const w = await world()
    await w.anItem('approved', { title: 'One' })
    await w.anItem('approved', { title: 'Two' })
    await w.anItem('pending', { title: 'Waiting' })
    await w.anItem('rejected', { title: 'Refused' })
    await w.anItem('approved', { title: 'Kit', type: 'press_kit' })
    const room = await w.view.newsroom(w.companyId, 1, 20)
    if (E.isLeft(room)) throw new Error(room.left._tag)
    expect(room.right.items.map((i) => i.title).sort()).to.deep.equal(['One', 'Two'])
    expect(room.right.total).to.equal(2)
    expect(room.right.mediaContact).to.equal(null)
    const second = await w.view.newsroom(w.companyId, 2, 1)
    expect(E.isRight(second) && second.right.items).to.have.length(1)
  })

  for (const status of ['pending', 'rejected', 'suspended'] as const) {
    it(`a ${status} company has no newsroom (CompanyNotFound), like an unknown one`, async () => {
      const w = await world(status)
      await w.anItem('approved')
      expect(await w.view.newsroom(w.companyId, 1, 20)).to.deep.equal(E.left({ _tag: 'CompanyNotFound' }))
      expect(await w.view.newsroom(999, 1, 20)).to.deep.equal(E.left({ _tag: 'CompanyNotFound' }))
    })
  }

  it('the manager sets the media contact: the newsroom and the feed show it, one CompanyEdited event records it', async () => {
    const w = await world()
    const edited = await w.companyCommands.edit(w.companyId, owner, { mediaContactName: 'Giulia Bianchi', mediaContactEmail: 'press@acme.example' })
    expect(E.isRight(edited)).to.equal(true)
    const room = await w.view.newsroom(w.companyId, 1, 20)
    expect(E.isRight(room) && room.right.mediaContact).to.deep.equal({ name: 'Giulia Bianchi', email: 'press@acme.example', phone: null })
    const feed = await w.view.companyFeed(w.companyId)
    expect(E.isRight(feed) && feed.right.mediaContact).to.deep.equal({ name: 'Giulia Bianchi', email: 'press@acme.example', phone: null })
    const [event] = w.events.published.filter((e) => e.type === 'CompanyEdited')
    expect(event.payload.changes).to.deep.equal({
      mediaContactName: { from: null, to: 'Giulia Bianchi' }, mediaContactEmail: { from: null, to: 'press@acme.example' },
    })
  })

  it('another manager is refused (NotAllowed on a public company): nothing stored, no event', async () => {
    const w = await world()
    const before = { ...w.companies.companies.get(w.companyId)! }
    const published = w.events.published.length
    const refused = await w.companyCommands.edit(w.companyId, otherManager, { mediaContactName: 'Hijacked' })
    expect(refused).to.deep.equal(E.left({ _tag: 'NotAllowed', reason: 'You do not manage this company' }))
    expect(w.companies.companies.get(w.companyId)).to.deep.equal(before)
    expect(w.events.published).to.have.length(published)
  })
})
