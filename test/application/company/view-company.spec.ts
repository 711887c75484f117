import type { CompanyName } from '../../../src/domain/company/company-name'
import { expect } from 'chai'
import type { CompanyDetailView, CompanyReadModel } from '../../../src/application/company/queries/company-views'
import { ViewCompanyProfile, type CompanyViewCounter, type ProfileVisitor, type VisitorFingerprints } from '../../../src/application/company/queries/view-company'
import type { DomainEvent } from '../../../src/domain/shared/domain-event'
import { fixedClock, type Clock } from '../../../src/domain/shared/clock'
import type { User } from '../../../src/domain/user/user'
import type { Role } from '../../../src/domain/user/role'
import type { Email } from '../../../src/domain/user/email'
import type { PersonName } from '../../../src/domain/user/person-name'

const t0 = new Date('2026-11-22T10:00:00Z')
const user = (id: number, role: Role): User => ({
  id, email: `u${id}@example.com` as Email, passwordHash: 'x', firstName: 'U' as PersonName, lastName: String(id) as PersonName, mobileNumber: null, role, isEmailVerified: true, status: { kind: 'active' } as const, createdAt: t0,
})

/** The part of a profile the handler reads (who manages it, its status) and the spec tells apart (name, views). */
const aProfile = (over: Partial<CompanyDetailView>) => ({ id: 7, name: 'Navigli Software', status: 'approved', managerId: 3, views: 10, ...over }) as CompanyDetailView

/**
 * The two reads the handler makes, as the read model answers them: the profile kept for reading is
 * older than the fresh one (as a cached read may be). The handler reads nothing else of the read
 * model, so an in-memory read model would add nothing here but rows to set up.
 */
const reads = (kept: CompanyDetailView): Pick<CompanyReadModel, 'profile' | 'detail'> => ({
  profile: async (id) => (id === kept.id ? kept : undefined),
  detail: async (id) => (id === kept.id ? { ...kept, name: 'Navigli (fresh)' as CompanyName, views: 12 } : undefined),
})

/** Fingerprints as the adapter makes them: one per address, User-Agent and day (the real one hashes them). */
const fingerprints: VisitorFingerprints = { of: async (address, userAgent, day) => `fp:${address}|${userAgent}|${day}` }
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
/** A visitor with a browser: a cookie key given, or none. */
const aVisitor = (cookieKey?: string, over: Partial<ProfileVisitor> = {}): ProfileVisitor => ({ userAgent: BROWSER, cookieKey, address: '203.0.113.7', ...over })

/** The handler over a company in that status, and a counter that records what it counts. */
const world = (status: CompanyDetailView['status']) => {
  const counted: { view: DomainEvent; key: string }[] = []
  const counter: CompanyViewCounter = { count: async (view, key) => { counted.push({ view, key }); return 13 }, current: async () => 12 }
  const handler = new ViewCompanyProfile(reads(aProfile({ status })), counter, fingerprints, fixedClock(t0))
  return { handler, counted }
}

/**
 * A counter as PostgreSQL's keeps it (pg-company-view.counter.ts): a view counts once per company,
 * visitor key and UTC day of the view, and the count is the company's views.
 */
const dailyCounter = (start: number) => {
  const seen = new Set<string>()
  let views = start
  const counter: CompanyViewCounter = {
    count: async (view, key) => {
      const id = `${view.aggregateId}|${key}|${view.occurredAt.toISOString().slice(0, 10)}`
      if (!seen.has(id)) { seen.add(id); views++ }
      return views
    },
    current: async () => views,
  }
  return counter
}

/** A handler whose clock can be moved, over a public company with 10 views, counting as the database does. */
const days = () => {
  let now = t0
  const clock: Clock = { now: () => now }
  const handler = new ViewCompanyProfile(reads(aProfile({ status: 'approved', views: 10 })), dailyCounter(10), fingerprints, clock)
  return { handler, at: (iso: string) => { now = new Date(iso) } }
}

describe('ViewCompanyProfile', () => {
  it('a visitor reads the kept profile, counts a view with their key, and sees the count it answered', async () => {
    const { handler, counted } = world('approved')
    const seen = await handler.execute(7, user(5, 'individual'), aVisitor('visitor-a-0123456789'))
    expect(seen).to.include({ name: 'Navigli Software', views: 13 })
    expect(counted).to.deep.equal([{
      key: 'visitor-a-0123456789',
      view: { type: 'CompanyViewed', aggregateType: 'company', aggregateId: '7', actorId: 5, occurredAt: t0, payload: { companyName: 'Navigli Software' } },
    }])
    expect((await handler.execute(7, undefined, aVisitor()))!.views).to.equal(13)
    expect(counted[1].view.actorId).to.equal(null)
  })

  it('its manager and admins read it fresh and count nothing', async () => {
    const { handler, counted } = world('approved')
    for (const viewer of [user(3, 'company_manager'), user(9, 'admin'), user(10, 'super_admin')]) {
      expect(await handler.execute(7, viewer, aVisitor()), viewer.role).to.include({ name: 'Navigli (fresh)', views: 12 })
    }
    expect(counted).to.deep.equal([])
  })

  it('a company that is not public is no company to others, and its owner sees it without counting', async () => {
    for (const status of ['pending', 'rejected', 'suspended'] as const) {
      const { handler, counted } = world(status)
      expect(await handler.execute(7, undefined, aVisitor()), status).to.equal(undefined)
      expect(await handler.execute(7, user(4, 'company_manager'), aVisitor()), status).to.equal(undefined)
      expect(await handler.execute(7, user(3, 'company_manager'), aVisitor()), status).to.include({ status })
      expect(counted).to.deep.equal([])
    }
  })

  it('an unknown company, or one deleted before its view was counted, is undefined', async () => {
    const { handler } = world('approved')
    expect(await handler.execute(8, undefined, aVisitor())).to.equal(undefined)
    const gone = new ViewCompanyProfile(reads(aProfile({ name: 'X' as CompanyName, views: 1 })), { count: async () => undefined, current: async () => undefined }, fingerprints, fixedClock(t0))
    const remembered: string[] = []
    expect(await gone.execute(7, undefined, aVisitor(), (key) => remembered.push(key))).to.equal(undefined)
    expect(remembered).to.deep.equal([])
  })

  describe('once per visitor and day (issue 23)', () => {
    it('the same visitor on the same day counts once; the next day once more', async () => {
      const { handler, at } = days()
      for (let i = 0; i < 5; i++) expect((await handler.execute(7, undefined, aVisitor()))!.views, `request ${i + 1}`).to.equal(11)
      at('2026-11-22T23:59:59Z')
      expect((await handler.execute(7, undefined, aVisitor()))!.views).to.equal(11)
      at('2026-11-23T00:00:00Z')
      expect((await handler.execute(7, undefined, aVisitor()))!.views).to.equal(12)
      expect((await handler.execute(7, undefined, aVisitor()))!.views).to.equal(12)
    })

    it('without a cookie a visitor is their address and User-Agent of the day; with one, their cookie wherever they are', async () => {
      const { handler } = days()
      expect((await handler.execute(7, undefined, aVisitor()))!.views).to.equal(11)
      expect((await handler.execute(7, undefined, aVisitor(undefined, { userAgent: `${BROWSER} Edg/131.0` })))!.views).to.equal(12)
      expect((await handler.execute(7, undefined, aVisitor(undefined, { address: '198.51.100.4' })))!.views).to.equal(13)
      const cookie = 'c0ffee-c0ffee-c0ffee'
      expect((await handler.execute(7, undefined, aVisitor(cookie)))!.views).to.equal(14)
      expect((await handler.execute(7, undefined, aVisitor(cookie, { address: '192.0.2.99', userAgent: `${BROWSER} other` })))!.views).to.equal(14)
      // A signed-in visitor is counted the same way: once a day.
      expect((await handler.execute(7, user(5, 'individual'), aVisitor(cookie)))!.views).to.equal(14)
    })

    it('a visitor counted without a cookie is told the key, to be given as their cookie; a cookie holder keeps theirs', async () => {
      const { handler } = days()
      const keys: string[] = []
      await handler.execute(7, undefined, aVisitor(), (k) => keys.push(k))
      expect(keys).to.deep.equal(['fp:203.0.113.7|' + BROWSER + '|2026-11-22'])
      await handler.execute(7, undefined, aVisitor('c0ffee-c0ffee-c0ffee'), (k) => keys.push(k))
      expect(keys[1]).to.equal('c0ffee-c0ffee-c0ffee')
      // A cookie that is no visitor key (too short, other characters) is no cookie.
      await handler.execute(7, undefined, aVisitor('short'), (k) => keys.push(k))
      expect(keys[2]).to.equal(keys[0])
    })

    it('crawlers and generic HTTP clients read the profile and count nothing', async () => {
      const { handler, counted } = world('approved')
      for (const userAgent of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'curl/8.5.0', 'python-requests/2.31', undefined, '']) {
        const seen = await handler.execute(7, undefined, aVisitor(undefined, { userAgent }), () => expect.fail('no key for a crawler'))
        // The count as it is now (the counter's), not the one kept with the profile.
        expect(seen, String(userAgent)).to.include({ name: 'Navigli Software', views: 12 })
      }
      expect(counted).to.deep.equal([])
    })
  })
})

