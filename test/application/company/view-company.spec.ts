import type { CompanyName } from '../../../src/domain/company/company-name'
import { expect } from 'chai'
import type { CompanyDetailView, CompanyReadModel } from '../../../src/application/company/queries/company-views'
import { ViewCompanyProfile, type CompanyViewCounter } from '../../../src/application/company/queries/view-company'
import type { DomainEvent } from '../../../src/domain/shared/domain-event'
import { fixedClock } from '../../../src/domain/shared/clock'
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

/** The handler over a company in that status, and a counter that records what it counts. */
const world = (status: CompanyDetailView['status']) => {
  const counted: { view: DomainEvent; key: string }[] = []
  const counter: CompanyViewCounter = { count: async (view, key) => { counted.push({ view, key }); return 13 } }
  const handler = new ViewCompanyProfile(reads(aProfile({ status })), counter, fixedClock(t0))
  return { handler, counted }
}

describe('ViewCompanyProfile', () => {
  it('a visitor reads the kept profile, counts a view with their key, and sees the count it answered', async () => {
    const { handler, counted } = world('approved')
    const seen = await handler.execute(7, user(5, 'individual'), () => 'visitor-a')
    expect(seen).to.include({ name: 'Navigli Software', views: 13 })
    expect(counted).to.deep.equal([{
      key: 'visitor-a',
      view: { type: 'CompanyViewed', aggregateType: 'company', aggregateId: '7', actorId: 5, occurredAt: t0, payload: { companyName: 'Navigli Software' } },
    }])
    expect((await handler.execute(7, undefined, () => 'anon'))!.views).to.equal(13)
    expect(counted[1].view.actorId).to.equal(null)
  })

  it('its manager and admins read it fresh and count nothing', async () => {
    const { handler, counted } = world('approved')
    for (const viewer of [user(3, 'company_manager'), user(9, 'admin'), user(10, 'super_admin')]) {
      expect(await handler.execute(7, viewer, () => 'k'), viewer.role).to.include({ name: 'Navigli (fresh)', views: 12 })
    }
    expect(counted).to.deep.equal([])
  })

  it('a company that is not public is no company to others, and its owner sees it without counting', async () => {
    for (const status of ['pending', 'rejected', 'suspended'] as const) {
      const { handler, counted } = world(status)
      expect(await handler.execute(7, undefined, () => 'k'), status).to.equal(undefined)
      expect(await handler.execute(7, user(4, 'company_manager'), () => 'k'), status).to.equal(undefined)
      expect(await handler.execute(7, user(3, 'company_manager'), () => 'k'), status).to.include({ status })
      expect(counted).to.deep.equal([])
    }
  })

  it('an unknown company, or one deleted before its view was counted, is undefined', async () => {
    const { handler } = world('approved')
    expect(await handler.execute(8, undefined, () => 'k')).to.equal(undefined)
    const gone = new ViewCompanyProfile(reads(aProfile({ name: 'X' as CompanyName, views: 1 })), { count: async () => undefined }, fixedClock(t0))
    expect(await gone.execute(7, undefined, () => 'k')).to.equal(undefined)
  })
})
