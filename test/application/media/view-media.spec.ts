import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { ViewMedia } from '../../../src/application/media/view-media'
import type { CompanyStatus } from '../../../src/domain/company/company'
import type { MediaStatus, MediaType } from '../../../src/domain/media/media-type'
import type { User } from '../../../src/domain/user/user'
import { userWith } from '../support/fixtures'
import { admin, individual, inMemoryMediaReads, mediaUser, mediaWorld, otherManager, owner, superAdmin } from '../support/media-fixtures'

const STATUSES: readonly MediaStatus[] = ['pending', 'approved', 'rejected']

/** A company in that status with one item of every status of that type, and the query over them. */
const world = async (companyStatus: CompanyStatus, type: MediaType = 'news') => {
  const w = await mediaWorld(companyStatus)
  const items = new Map<MediaStatus, number>()
  for (const status of STATUSES) items.set(status, (await w.anItem(status, { type, attachments: [] })).id)
  const view = new ViewMedia(inMemoryMediaReads(w.media, w.companies), w.companies)
  /** The statuses of the items this viewer may open, one by one. */
  const opens = async (viewer: User | undefined) => {
    const seen: MediaStatus[] = []
    for (const status of STATUSES) {
      const r = await view.item(viewer, items.get(status)!)
      if (E.isRight(r)) seen.push(r.right.status)
      else expect(r.left).to.deep.equal(viewer ? { _tag: 'MediaNotFound' } : { _tag: 'SignInRequired' })
    }
    return seen
  }
  /** The statuses of the company's items this viewer is listed, or the refusal. */
  const listed = async (viewer: User | undefined) => {
    const r = await view.ofCompany(viewer, w.companyId)
    return E.isRight(r) ? r.right.map((i) => i.status).sort() : r.left._tag
  }
  return { view, opens, listed }
}

const readers = { individual, otherManager }
const overseers = { owner, mediaUser, admin, superAdmin }

describe('ViewMedia: one item', () => {
  it('a visitor is asked to sign in, whatever the item', async () => {
    const { opens } = await world('approved')
    expect(await opens(undefined)).to.deep.equal([])
  })

  for (const companyStatus of ['approved', 'pending', 'suspended'] as const) {
    for (const type of ['news', 'press_kit'] as const) {
      it(`its manager and moderators open every ${type} item of a${companyStatus === 'approved' ? 'n' : ''} ${companyStatus} company`, async () => {
        const { opens } = await world(companyStatus, type)
        for (const [name, viewer] of Object.entries(overseers)) expect(await opens(viewer), name).to.deep.equal(STATUSES)
      })
    }
  }

  it('other signed-in users open only approved items of a public company, and no press kit', async () => {
    for (const [name, viewer] of Object.entries(readers)) {
      expect(await (await world('approved', 'news')).opens(viewer), name).to.deep.equal(['approved'])
      expect(await (await world('approved', 'event')).opens(viewer), name).to.deep.equal(['approved'])
      expect(await (await world('approved', 'press_kit')).opens(viewer), name).to.deep.equal([])
      expect(await (await world('suspended', 'news')).opens(viewer), name).to.deep.equal([])
    }
  })

  it('an unknown item is not found', async () => {
    const { view } = await world('approved')
    expect(await view.item(admin, 999)).to.deep.equal(E.left({ _tag: 'MediaNotFound' }))
  })
})

describe("ViewMedia: a company's items", () => {
  it('its manager and admins list every status and type, whatever the status of the company', async () => {
    for (const companyStatus of ['approved', 'pending', 'rejected'] as const) {
      const { listed } = await world(companyStatus, 'press_kit')
      for (const viewer of [owner, userWith(owner.id, 'individual'), admin, superAdmin]) {
        expect(await listed(viewer), `${viewer.role} on ${companyStatus}`).to.deep.equal(['approved', 'pending', 'rejected'])
      }
    }
  })

  it('others (visitors too) list the approved items of a public company; press kits only media users', async () => {
    const news = await world('approved', 'news')
    const kits = await world('approved', 'press_kit')
    for (const viewer of [undefined, individual, otherManager, mediaUser]) {
      expect(await news.listed(viewer), viewer?.role ?? 'visitor').to.deep.equal(['approved'])
      expect(await kits.listed(viewer), viewer?.role ?? 'visitor').to.deep.equal(viewer === mediaUser ? ['approved'] : [])
    }
  })

  it('a company that is not public is no company to others, and an unknown one to anybody', async () => {
    for (const companyStatus of ['pending', 'rejected', 'suspended'] as const) {
      const { listed } = await world(companyStatus)
      for (const viewer of [undefined, individual, otherManager, mediaUser]) expect(await listed(viewer), companyStatus).to.equal('CompanyNotFound')
    }
    expect(await (await world('approved')).view.ofCompany(admin, 999)).to.deep.equal(E.left({ _tag: 'CompanyNotFound' }))
  })
})

describe('ViewMedia: the media center and the feeds', () => {
  /** An approved company with a news item and a press kit in every status. */
  const center = async (companyStatus: CompanyStatus = 'approved') => {
    const w = await mediaWorld(companyStatus)
    for (const status of STATUSES) for (const type of ['news', 'press_kit'] as const) await w.anItem(status, { type, attachments: [] })
    const view = new ViewMedia(inMemoryMediaReads(w.media, w.companies), w.companies)
    const shown = (r: E.Either<unknown, { items: readonly { status: MediaStatus; type: MediaType }[] }>) =>
      E.isRight(r) ? r.right.items.map((i) => `${i.status} ${i.type}`).sort() : r.left
    return { w, view, shown }
  }

  it('a reader gets approved items only, whatever status they ask, and no press kits; asking for press kits is refused', async () => {
    const { view, shown } = await center()
    for (const reader of [individual, otherManager, owner]) {
      expect(shown(await view.center(reader, { status: 'pending', page: 1, pageSize: 20 }))).to.deep.equal(['approved news'])
      expect(await view.center(reader, { type: 'press_kit', page: 1, pageSize: 20 })).to.deep.equal(E.left({ _tag: 'PressKitsForMediaOnly' }))
    }
  })

  it('a moderator chooses the status (every status by default) and reads press kits', async () => {
    const { view, shown } = await center()
    for (const moderator of [mediaUser, admin, superAdmin]) {
      expect(shown(await view.center(moderator, { status: 'pending', page: 1, pageSize: 20 }))).to.deep.equal(['pending news', 'pending press_kit'])
      expect(shown(await view.center(moderator, { type: 'press_kit', page: 1, pageSize: 20 }))).to.deep.equal(['approved press_kit', 'pending press_kit', 'rejected press_kit'])
    }
  })

  it('the feeds hold approved items anyone may read; a company that is not public has no feed', async () => {
    const { view, w } = await center()
    expect((await view.feed()).map((i) => `${i.status} ${i.type}`)).to.deep.equal(['approved news'])
    const own = await view.companyFeed(w.companyId)
    expect(E.isRight(own) && [own.right.companyName, own.right.items.length]).to.deep.equal([w.companies.companies.get(w.companyId)!.name, 1])
    const hidden = await center('suspended')
    expect(await hidden.view.companyFeed(hidden.w.companyId)).to.deep.equal(E.left({ _tag: 'CompanyNotFound' }))
    expect(await hidden.view.feed()).to.deep.equal([])
  })
})

describe("ViewMedia: an item's public page (issue 22)", () => {
  /** The statuses of the items whose page this viewer gets, one by one; every other answer is MediaNotFound. */
  const pages = async (companyStatus: CompanyStatus, type: MediaType, viewer: User | undefined) => {
    const w = await mediaWorld(companyStatus)
    const ids = new Map<MediaStatus, number>()
    for (const status of STATUSES) ids.set(status, (await w.anItem(status, { type, attachments: [] })).id)
    const view = new ViewMedia(inMemoryMediaReads(w.media, w.companies), w.companies)
    const seen: MediaStatus[] = []
    for (const status of STATUSES) {
      const r = await view.page(viewer, ids.get(status)!)
      if (E.isRight(r)) seen.push(r.right.status)
      else expect(r.left).to.deep.equal({ _tag: 'MediaNotFound' })
    }
    expect(await view.page(viewer, 999_999)).to.deep.equal(E.left({ _tag: 'MediaNotFound' }))
    return seen
  }

  it('anyone, signed in or not, gets the page of an approved item of a public company; never a pending or rejected one', async () => {
    for (const [name, viewer] of Object.entries({ visitor: undefined, ...readers, ...overseers })) {
      for (const type of ['news', 'press_release', 'event'] as const) expect(await pages('approved', type, viewer), `${name} ${type}`).to.deep.equal(['approved'])
    }
  })

  it("the page carries its issuer's public passport when the issuer is verified, and none otherwise", async () => {
    const w = await mediaWorld('approved')
    const item = await w.anItem('approved', { type: 'press_release', attachments: [] })
    const summary = { verifiedOn: '2026-01-05T00:00:00.000Z', validUntil: '2027-01-05T00:00:00.000Z', checks: [{ kind: 'registry' as const, label: 'Business registry', registryName: 'Companies House', registryNumber: '01234567' }] }
    const asked: number[][] = []
    const passports = { passportSummaries: async (ids: readonly number[]) => { asked.push([...ids]); return new Map([[w.companyId, summary]]) } }
    const view = new ViewMedia(inMemoryMediaReads(w.media, w.companies), w.companies, undefined, undefined, passports)
    const unverified = await view.page(undefined, item.id)
    expect(E.isRight(unverified) && unverified.right.companyPassport).to.equal(null)
    expect(asked).to.deep.equal([])
    const company = (await w.companies.byId(w.companyId))!
    await w.companies.save({ ...company, isVerified: true })
    const verified = await view.page(undefined, item.id)
    expect(E.isRight(verified) && [verified.right.companyVerified, verified.right.companyPassport]).to.deep.equal([true, summary])
    expect(asked).to.deep.equal([[w.companyId]])
  })

  it('no page for the items of a company that is not public, whoever asks (its manager and admins too)', async () => {
    for (const companyStatus of ['pending', 'suspended', 'rejected'] as const) {
      for (const [name, viewer] of Object.entries({ visitor: undefined, ...readers, ...overseers })) {
        expect(await pages(companyStatus, 'news', viewer), `${name} ${companyStatus}`).to.deep.equal([])
      }
    }
  })

  it("a press kit's page only to media users and admins: to visitors, readers and its own manager it does not exist", async () => {
    for (const [name, viewer] of Object.entries({ visitor: undefined, ...readers, owner })) expect(await pages('approved', 'press_kit', viewer), name).to.deep.equal([])
    for (const [name, viewer] of Object.entries({ mediaUser, admin, superAdmin })) expect(await pages('approved', 'press_kit', viewer), name).to.deep.equal(['approved'])
  })
})
