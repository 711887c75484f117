// The dashboard's growth charts (issue 19): periods of a range, running totals and views per period.
import { expect } from 'chai'
import { growthSeries, type GrowthData } from '../../../src/application/admin/growth'

const now = new Date('2026-11-20T15:00:00Z')
const none: GrowthData = { before: { users: 10, companies: 4, mediaItems: 2 }, changes: [], views: [] }

describe('growthSeries', () => {
  it('30 days: one period a day, ending today', () => {
    const s = growthSeries('30d', now, none)
    expect([s.interval, s.from, s.to, s.points.length]).to.deep.equal(['day', '2026-10-22', '2026-11-20', 30])
    expect(s.points[0]).to.deep.equal({ from: '2026-10-22', to: '2026-10-22', users: 10, companies: 4, mediaItems: 2, views: 0 })
    expect(s.start).to.deep.equal({ users: 10, companies: 4, mediaItems: 2 })
  })

  it('90 days: 13 weeks, the last ending today', () => {
    const s = growthSeries('90d', now, none)
    expect([s.interval, s.points.length, s.from, s.to]).to.deep.equal(['week', 13, '2026-08-22', '2026-11-20'])
    expect(s.points.at(-1)).to.include({ from: '2026-11-14', to: '2026-11-20' })
    expect(s.points[1].from).to.equal('2026-08-29')
  })

  it('6 and 12 months: calendar months, the current one until today', () => {
    const six = growthSeries('6m', now, none)
    expect([six.interval, six.from, six.to]).to.deep.equal(['month', '2026-06-01', '2026-11-20'])
    expect(six.points.map((p) => [p.from, p.to])).to.deep.equal([
      ['2026-06-01', '2026-06-30'], ['2026-07-01', '2026-07-31'], ['2026-08-01', '2026-08-31'], ['2026-09-01', '2026-09-30'], ['2026-10-01', '2026-10-31'], ['2026-11-01', '2026-11-20']])
    const twelve = growthSeries('12m', new Date('2027-02-28T23:59:59Z'), none)
    expect([twelve.from, twelve.to, twelve.points.length]).to.deep.equal(['2026-03-01', '2027-02-28', 12])
    expect(twelve.points[10]).to.include({ from: '2027-01-01', to: '2027-01-31' })
  })

  it('totals run through the changes of each period (removals included); views are summed within it', () => {
    const data: GrowthData = {
      before: { users: 10, companies: 4, mediaItems: 2 },
      changes: [
        { day: '2026-11-20', metric: 'users', net: -1 },
        { day: '2026-10-25', metric: 'users', net: 3 },
        { day: '2026-10-25', metric: 'companies', net: 1 },
        { day: '2026-11-02', metric: 'mediaItems', net: 5 },
      ],
      views: [{ day: '2026-10-25', views: 7 }, { day: '2026-11-02', views: 2 }, { day: '2026-11-03', views: 1 }],
    }
    const days = growthSeries('30d', now, data)
    const at = (day: string) => days.points.find((p) => p.from === day)!
    expect(at('2026-10-24')).to.include({ users: 10, companies: 4, mediaItems: 2, views: 0 })
    expect(at('2026-10-25')).to.include({ users: 13, companies: 5, views: 7 })
    expect(at('2026-11-02')).to.include({ mediaItems: 7, views: 2 })
    expect(days.points.at(-1)).to.include({ users: 12, companies: 5, mediaItems: 7, views: 0 })
    const months = growthSeries('6m', now, data)
    expect(months.points.slice(-2).map((p) => [p.users, p.companies, p.mediaItems, p.views])).to.deep.equal([[13, 5, 2, 7], [12, 5, 7, 3]])
  })
})
