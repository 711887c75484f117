import { expect } from 'chai'
import { AdminDashboardQuery, growthPercent, type AdminStatsReadModel } from '../../../src/application/admin/admin-dashboard'
import { describeEvent } from '../../../src/application/activity/describe-event'
import { fixedClock } from '../../../src/domain/shared/clock'

describe('admin dashboard figures', () => {
  it('growth: the change this month (added less removed) against what there was when it began', () => {
    expect(growthPercent(120, 20)).to.equal(20)
    expect(growthPercent(3, 1)).to.equal(50)
    expect(growthPercent(7, 0)).to.equal(0)
    expect(growthPercent(5, 5)).to.equal(100)
    expect(growthPercent(0, 0)).to.equal(0)
    expect(growthPercent(301, 1)).to.equal(0.3)
    // More removed than added: a fall, against the larger number there was.
    expect(growthPercent(4, -1)).to.equal(-20)
    expect(growthPercent(0, -3)).to.equal(-100)
  })

  it('reads the month of the clock, the last 30 days of views, and the spec\'s defaults', async () => {
    const asked: Date[] = []
    const stats: AdminStatsReadModel = {
      totals: async () => ({ users: 110, companies: 40, companies_pending: 3, exhibitions: 12, media: 50, media_pending: 4 }),
      changeInMonth: async (m) => { asked.push(m); return { users: 10, companies: 0 } },
      upcomingExhibitions: async () => 6,
      topSector: async () => undefined,
      topCompany: async () => 'Navigli Software',
      viewsSince: async (since) => { asked.push(since); return 45 },
    }
    const result = await new AdminDashboardQuery(stats, fixedClock(new Date('2026-11-22T12:00:00Z'))).execute()
    expect(result).to.deep.equal({
      users: { total: 110, growth: 10 }, companies: { total: 40, growth: 0, pending: 3 }, exhibitions: { total: 12, upcoming: 6 },
      mediaItems: { total: 50, pending: 4 }, pendingMediaAccess: 0, topSector: 'Technology', topCompany: 'Navigli Software', avgViews: 1.5,
    })
    expect(asked.map((d) => d.toISOString())).to.deep.equal(['2026-11-01T00:00:00.000Z', '2026-10-23T12:00:00.000Z'])
  })

  it('describes events in plain words with a link and an icon family', () => {
    const e = describeEvent({ id: 9, type: 'CompanyRejected', aggregateType: 'company', aggregateId: '7', actorId: 1, occurredAt: new Date('2026-11-22T00:00:00Z'), payload: { companyName: 'Navigli Software', reason: 'No website' } }, 'Ada Admin')
    expect(e).to.deep.equal({
      id: '9', type: 'company', eventType: 'CompanyRejected', description: 'Navigli Software was rejected: No website', timestamp: '2026-11-22T00:00:00.000Z', link: '/companies/7', actorName: 'Ada Admin',
    })
    expect(describeEvent({ type: 'UserRoleChanged', aggregateType: 'user', aggregateId: '3', actorId: 1, occurredAt: new Date(0), payload: { userName: 'Ada Lovelace', to: 'company_manager' } }).description)
      .to.equal('Ada Lovelace is now company manager')
  })
})
