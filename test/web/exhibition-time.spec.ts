/// <reference types="mocha" />
// The web client's exhibition time: the badge, the admin words and the countdown say the same
// (one rule, src/domain/exhibition/time-left.ts), and the page writes the instants the countdown
// counts to with the platform's time zone, the same on the server and in any browser.
import { expect } from 'chai'
import fc from 'fast-check'
import {
  adminStatusLabel, countdownParts, formatDayTime, openingTimes, publicStatusLabel, timingOf, utcOffset, zoneLabel,
} from '../../web/src/features/exhibitions/utils/exhibition-time'

const HOUR = 3_600_000
const DAY = 24 * HOUR
const berlinDec = { startDate: '2026-12-01T23:00:00.000Z', endDate: '2026-12-03T23:00:00.000Z', cancelled: false, status: 'upcoming' as const, daysToStart: 0 }

describe('Exhibition time on the web (badge, countdown and page agree)', () => {
  it('the issue\'s case: 5 days 9 hours before the start, the badge says 5 days, as the countdown', () => {
    const tz = 'Europe/Berlin'
    const { opens } = openingTimes(berlinDec, tz)
    const now = opens - (5 * DAY + 9 * HOUR + 30_000)
    const t = timingOf(berlinDec, now, tz)
    expect(t.kind).to.equal('upcoming')
    expect(t.target).to.equal(opens)
    expect(countdownParts(t.target! - now)).to.include({ days: 5, hours: 9 })
    expect(publicStatusLabel(t)).to.equal('Starts in 5 days')
    expect(adminStatusLabel(t)).to.equal('5 days to go')
  })

  it('at any instant before the start, in any zone, the badge names the countdown\'s first figure that is not zero', () => {
    const zones = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Pacific/Kiritimati', 'Australia/Lord_Howe']
    fc.assert(fc.property(fc.constantFrom(...zones), fc.integer({ min: 60_000, max: 90 * DAY }), (tz, before) => {
      const { opens } = openingTimes(berlinDec, tz)
      const t = timingOf(berlinDec, opens - before, tz)
      const c = countdownParts(t.target! - (opens - before))
      const [n, unit] = c.days ? [c.days, 'day'] : c.hours ? [c.hours, 'hour'] : [c.minutes, 'minute']
      expect(publicStatusLabel(t)).to.equal(`Starts in ${n} ${unit}${n === 1 ? '' : 's'}`)
      expect(t.daysToStart).to.equal(c.days)
    }))
  })

  it('under a day the badge names hours, then minutes, as the countdown\'s first figure', () => {
    const tz = 'Europe/Berlin'
    const { opens } = openingTimes(berlinDec, tz)
    expect(publicStatusLabel(timingOf(berlinDec, opens - 9 * HOUR - 1, tz))).to.equal('Starts in 9 hours')
    expect(publicStatusLabel(timingOf(berlinDec, opens - 60_000 * 12 - 1, tz))).to.equal('Starts in 12 minutes')
    expect(publicStatusLabel(timingOf(berlinDec, opens - 1, tz))).to.equal('Starts in less than a minute')
    expect(publicStatusLabel(timingOf(berlinDec, opens, tz))).to.equal('Ongoing')
  })

  it('without a time zone (nothing but the server\'s whole days), the words still never say "0 days"', () => {
    expect(publicStatusLabel({ kind: 'upcoming', daysToStart: 0 })).to.equal('Starts in less than a day')
    expect(publicStatusLabel({ kind: 'upcoming', daysToStart: 1 })).to.equal('Starts in 1 day')
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
