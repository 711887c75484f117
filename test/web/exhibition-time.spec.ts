/// <reference types="mocha" />
// The web client's exhibition time: the badge and the admin words count the days to the opening
// day, rounded up (../shared/design/decisions.md: 86,400,000 ms a day), the countdown counts the
// exact time to the opening instant, and the page writes that instant with the platform's time
// zone, the same on the server and in any browser.
import { expect } from 'chai'
import fc from 'fast-check'
import { timing } from '../../src/domain/exhibition/exhibition'
import {
  adminStatusLabel, countdownParts, formatDayTime, instantOfWallTime, openingTimes, publicStatusLabel, timingOf, toDateInput, utcOffset, wallTimeOf, zoneLabel,
} from '../../web/src/features/exhibitions/utils/exhibition-time'

const HOUR = 3_600_000
const DAY = 24 * HOUR
const berlinDec = { startDate: '2026-12-01T23:00:00.000Z', endDate: '2026-12-03T23:00:00.000Z', cancelled: false, status: 'upcoming' as const, daysToStart: 0 }

/** Calendar days from the day that holds `from` to the day that holds `to`, in the zone. */
const calendarDays = (from: number, to: number, tz: string) => {
  const day = (at: number) => Date.parse(`${toDateInput(new Date(at).toISOString(), tz)}T00:00:00Z`)
  return Math.round((day(to) - day(from)) / DAY)
}

describe('Exhibition time on the web (badge, countdown and page tell one story)', () => {
  it('the issue\'s case: 5 days 9 hours before the opening, the badge says 6 days, the countdown 5 Days 09 Hours to the opening it writes', () => {
    const tz = 'Europe/Berlin'
    const { opens } = openingTimes(berlinDec, tz)
    const now = opens - (5 * DAY + 9 * HOUR + 30_000)
    const t = timingOf(berlinDec, now, tz)
    expect(t.kind).to.equal('upcoming')
    expect(t.target).to.equal(opens)
    expect(countdownParts(t.target! - now)).to.include({ days: 5, hours: 9 })
    expect(`Opens ${formatDayTime(opens, tz)} (${utcOffset(opens, tz)})`).to.equal('Opens Dec 2, 2026, 00:00 (UTC+01:00)')
    expect(t.daysToStart).to.equal(6)
    expect(publicStatusLabel(t)).to.equal('Starts in 6 days')
    expect(adminStatusLabel(t)).to.equal('6 days to go')
    // Today is 26 November in Berlin: six days to the opening day, 2 December.
    expect(calendarDays(now, opens, tz)).to.equal(6)
  })

  it('exactly 5 days before the opening is 5 days, and the countdown shows 5 Days 00 Hours', () => {
    const tz = 'Europe/Berlin'
    const { opens } = openingTimes(berlinDec, tz)
    const t = timingOf(berlinDec, opens - 5 * DAY, tz)
    expect(countdownParts(t.target! - (opens - 5 * DAY))).to.deep.equal({ days: 5, hours: 0, minutes: 0, seconds: 0 })
    expect([publicStatusLabel(t), adminStatusLabel(t)]).to.deep.equal(['Starts in 5 days', '5 days to go'])
  })

  it('at any instant before the opening, in any zone: N = ceil(countdown total / day) = the calendar days from today to the opening day, as the server says', () => {
    const zones = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Pacific/Kiritimati', 'Australia/Lord_Howe', 'America/St_Johns', 'Asia/Kathmandu']
    const instant = fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2028-12-31T00:00:00Z') })
    fc.assert(fc.property(fc.constantFrom(...zones), instant, fc.integer({ min: 1, max: 120 * DAY }), (tz, start, before) => {
      const e = { ...berlinDec, startDate: new Date(start).toISOString(), endDate: new Date(start).toISOString() }
      const { opens } = openingTimes(e, tz)
      const now = opens - before
      const t = timingOf(e, now, tz)
      const n = t.daysToStart!
      const c = countdownParts(t.target! - now)
      expect(t.kind).to.equal('upcoming')
      expect(n).to.equal(Math.ceil((t.target! - now) / DAY))
      expect(n).to.equal(c.days + ((t.target! - now) % DAY === 0 ? 0 : 1))
      expect(publicStatusLabel(t)).to.equal(`Starts in ${n} ${n === 1 ? 'day' : 'days'}`)
      expect(adminStatusLabel(t)).to.equal(`${n} ${n === 1 ? 'day' : 'days'} to go`)
      expect(timing({ startDate: new Date(e.startDate), endDate: new Date(e.endDate), cancelled: false }, new Date(now), tz)).to.deep.equal({ kind: 'upcoming', daysToStart: n })
      // Days of 86,400,000 ms are the calendar days as long as the zone keeps its offset; across a
      // daylight-saving change they may differ by one, in the hour next to midnight.
      const days = calendarDays(now, opens, tz)
      if (utcOffset(now, tz) === utcOffset(opens, tz)) expect(n).to.equal(days)
      else expect(Math.abs(n - days)).to.be.at.most(1)
    }), { numRuns: 500 })
  })

  it('across a daylight-saving change, N keeps 86,400,000 ms a day (the settled rule): 13 days 30 minutes before is 14 days', () => {
    const tz = 'Europe/Berlin'
    const nov = { ...berlinDec, startDate: '2026-11-01T23:00:00.000Z', endDate: '2026-11-01T23:00:00.000Z' }
    const { opens } = openingTimes(nov, tz)
    // 20 October, 00:30 summer time; the clocks go back on 25 October; opens 2 November, 00:00 winter time.
    const now = Date.parse('2026-10-19T22:30:00Z')
    expect(countdownParts(opens - now)).to.deep.equal({ days: 13, hours: 0, minutes: 30, seconds: 0 })
    expect(calendarDays(now, opens, tz)).to.equal(13)
    expect(publicStatusLabel(timingOf(nov, now, tz))).to.equal('Starts in 14 days')
  })

  it('on the last day the badge says "Starts in 1 day", never hours or minutes', () => {
    const tz = 'Europe/Berlin'
    const { opens } = openingTimes(berlinDec, tz)
    expect(publicStatusLabel(timingOf(berlinDec, opens - 9 * HOUR - 1, tz))).to.equal('Starts in 1 day')
    expect(publicStatusLabel(timingOf(berlinDec, opens - 60_000 * 12 - 1, tz))).to.equal('Starts in 1 day')
    expect(adminStatusLabel(timingOf(berlinDec, opens - 1, tz))).to.equal('1 day to go')
    expect(publicStatusLabel(timingOf(berlinDec, opens, tz))).to.equal('Ongoing')
  })

  it('without a time zone, the server\'s daysToStart is said as it is', () => {
    expect(publicStatusLabel({ kind: 'upcoming', daysToStart: 1 })).to.equal('Starts in 1 day')
    expect(publicStatusLabel({ kind: 'upcoming', daysToStart: 6 })).to.equal('Starts in 6 days')
    expect(adminStatusLabel({ kind: 'upcoming', daysToStart: 3 })).to.equal('3 days to go')
  })

  it('the page writes the start and end with the zone and its offset: midnight to 23:59 local', () => {
    const { opens, closes } = openingTimes(berlinDec, 'Europe/Berlin')
    expect(new Date(opens).toISOString()).to.equal('2026-12-01T23:00:00.000Z')
    expect(formatDayTime(opens, 'Europe/Berlin')).to.equal('Dec 2, 2026, 00:00')
    expect(formatDayTime(closes, 'Europe/Berlin')).to.equal('Dec 4, 2026, 23:59')
    expect(zoneLabel('Europe/Berlin', [opens, closes])).to.equal('Europe/Berlin, UTC+01:00')
    expect(zoneLabel('UTC', [opens])).to.equal('UTC')
    expect(utcOffset(opens, 'Asia/Kolkata')).to.equal('UTC+05:30')
    expect(utcOffset(opens, 'America/New_York')).to.equal('UTC-05:00')
  })

  it('a daylight-saving change between start and end shows both offsets', () => {
    const march = { startDate: '2027-03-27T12:00:00Z', endDate: '2027-03-29T12:00:00Z' }
    const { opens, closes } = openingTimes(march, 'Europe/Berlin')
    expect(zoneLabel('Europe/Berlin', [opens, closes])).to.equal('Europe/Berlin, UTC+01:00 / UTC+02:00')
  })
})

describe('a publication time in the platform\'s time zone (issue 22)', () => {
  it('reads the form\'s wall time in the zone and shows an instant back the same, across a change of offset', () => {
    expect(instantOfWallTime('2027-01-15T09:00', 'Europe/Berlin')).to.equal('2027-01-15T08:00:00.000Z')
    expect(instantOfWallTime('2027-07-15T09:00', 'Europe/Berlin')).to.equal('2027-07-15T07:00:00.000Z')
    expect(instantOfWallTime('2027-01-15T09:00', 'UTC')).to.equal('2027-01-15T09:00:00.000Z')
    expect(instantOfWallTime('2027-01-15', 'UTC')).to.equal(null)
    expect(wallTimeOf('2027-07-15T07:00:00.000Z', 'Europe/Berlin')).to.equal('2027-07-15T09:00')
    expect(wallTimeOf(null, 'UTC')).to.equal('')
    fc.assert(fc.property(fc.integer({ min: Date.UTC(2026, 0, 1) / 60_000, max: Date.UTC(2030, 0, 1) / 60_000 }), fc.constantFrom('Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'UTC'), (minute, tz) => {
      const iso = new Date(minute * 60_000).toISOString()
      // A wall time that exists once maps back to its instant (the hour a clock goes back exists twice).
      const back = instantOfWallTime(wallTimeOf(iso, tz), tz)!
      return back === iso || Math.abs(Date.parse(back) - Date.parse(iso)) === HOUR
    }))
  })
})
