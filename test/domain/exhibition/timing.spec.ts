import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { endOfDay, startOfDay, startOfLocalDay } from '../../../src/domain/exhibition/calendar-day'
import { registrationOpen, timing, validateDetails, type ExhibitionDetails } from '../../../src/domain/exhibition/exhibition'

const at = (iso: string) => new Date(iso)
const show = (start: string, end: string, cancelled = false) => ({ startDate: at(start), endDate: at(end), cancelled })

describe('Exhibition timing (derived from dates, days in the platform time zone)', () => {
  const dec = show('2026-12-01T00:00:00Z', '2026-12-03T00:00:00Z')

  it('is upcoming until the last millisecond before the start day, "Starts in N days" rounded up (86,400,000 ms a day)', () => {
    expect(timing(dec, at('2026-11-30T23:59:59.999Z'))).to.deep.equal({ kind: 'upcoming', daysToStart: 1 })
    expect(timing(dec, at('2026-11-30T00:00:00Z'))).to.deep.equal({ kind: 'upcoming', daysToStart: 1 })
    expect(timing(dec, at('2026-11-28T12:00:00Z'))).to.deep.equal({ kind: 'upcoming', daysToStart: 3 })
    expect(timing(dec, at('2026-11-29T00:00:00Z'))).to.deep.equal({ kind: 'upcoming', daysToStart: 2 })
  })

  it('5 days 9 hours before the opening is 6 days to start (the days to the opening day); exactly 5 days is 5', () => {
    expect(timing(dec, at('2026-11-25T15:00:00Z'))).to.deep.equal({ kind: 'upcoming', daysToStart: 6 })
    expect(timing(dec, at('2026-11-26T00:00:00Z'))).to.deep.equal({ kind: 'upcoming', daysToStart: 5 })
    expect(timing(dec, at('2026-11-26T00:00:00.001Z'))).to.deep.equal({ kind: 'upcoming', daysToStart: 5 })
    expect(timing(dec, at('2026-11-25T23:59:59.999Z'))).to.deep.equal({ kind: 'upcoming', daysToStart: 6 })
  })

  it('is ongoing from the first millisecond of the start day to the last of the end day, inclusive', () => {
    expect(timing(dec, at('2026-12-01T00:00:00.000Z'))).to.deep.equal({ kind: 'ongoing' })
    expect(timing(dec, at('2026-12-02T12:00:00Z'))).to.deep.equal({ kind: 'ongoing' })
    expect(timing(dec, at('2026-12-03T23:59:59.999Z'))).to.deep.equal({ kind: 'ongoing' })
  })

  it('has ended from the first millisecond after the end day', () => {
    expect(timing(dec, at('2026-12-04T00:00:00.000Z'))).to.deep.equal({ kind: 'ended' })
  })

  it('a one-day exhibition is ongoing all that day', () => {
    const one = show('2026-12-01T00:00:00Z', '2026-12-01T00:00:00Z')
    expect(timing(one, at('2026-12-01T23:59:59.999Z')).kind).to.equal('ongoing')
    expect(timing(one, at('2026-12-02T00:00:00Z')).kind).to.equal('ended')
  })

  it('counts days in the platform time zone (Berlin is UTC+1 in December)', () => {
    const berlin = show(startOfLocalDay(2026, 12, 1, 'Europe/Berlin').toISOString(), startOfLocalDay(2026, 12, 3, 'Europe/Berlin').toISOString())
    expect(berlin.startDate.toISOString()).to.equal('2026-11-30T23:00:00.000Z')
    expect(timing(berlin, at('2026-11-30T22:59:59.999Z'), 'Europe/Berlin').kind).to.equal('upcoming')
    expect(timing(berlin, at('2026-11-30T23:00:00.000Z'), 'Europe/Berlin').kind).to.equal('ongoing')
    expect(timing(berlin, at('2026-12-03T22:59:59.999Z'), 'Europe/Berlin').kind).to.equal('ongoing')
    expect(timing(berlin, at('2026-12-03T23:00:00.000Z'), 'Europe/Berlin').kind).to.equal('ended')
  })

  it('knows days that are 23 or 25 hours long (daylight saving)', () => {
    const spring = startOfLocalDay(2027, 3, 28, 'Europe/Berlin')
    expect(spring.toISOString()).to.equal('2027-03-27T23:00:00.000Z')
    expect(endOfDay(spring, 'Europe/Berlin').toISOString()).to.equal('2027-03-28T21:59:59.999Z')
    const autumn = startOfLocalDay(2026, 10, 25, 'Europe/Berlin')
    expect(endOfDay(autumn, 'Europe/Berlin').getTime() - autumn.getTime() + 1).to.equal(25 * 3600_000)
    expect(startOfDay(at('2026-07-01T05:00:00Z'), 'America/Los_Angeles').toISOString()).to.equal('2026-06-30T07:00:00.000Z')
    expect(startOfDay(at('2026-07-01T05:00:00Z'), 'Pacific/Kiritimati').toISOString()).to.equal('2026-06-30T10:00:00.000Z')
  })

  it('a cancelled exhibition is cancelled whatever the dates', () => {
    expect(timing(show('2026-12-01T00:00:00Z', '2026-12-03T00:00:00Z', true), at('2026-12-02T00:00:00Z')).kind).to.equal('cancelled')
  })

  it('registration stays open through the deadline day', () => {
    const e = { registrationDeadline: at('2026-11-25T00:00:00Z'), endDate: at('2026-12-03T00:00:00Z') }
    expect(registrationOpen(e, at('2026-11-25T23:59:59.999Z'))).to.equal(true)
    expect(registrationOpen(e, at('2026-11-26T00:00:00Z'))).to.equal(false)
    expect(registrationOpen({ ...e, registrationDeadline: null }, at('2026-12-03T23:59:59.999Z'))).to.equal(true)
  })
})

describe('Exhibition details', () => {
  const details: ExhibitionDetails = {
    name: 'Global Tech Expo', description: 'Tech.', posterImage: null, startDate: at('2026-12-01T00:00:00Z'),
    endDate: at('2026-12-03T00:00:00Z'), location: 'Online', venue: null, countryId: null, sectorId: null, allowedSectors: [],
    registrationDeadline: at('2026-11-25T00:00:00Z'), vFairsLink: null, website: null, capacity: 0, boothCostCents: 0,
    isVirtual: true, cancelled: false,
  }
  it('accepts a valid exhibition, the same day for start and end too', () => {
    expect(E.isRight(validateDetails(details))).to.equal(true)
    expect(E.isRight(validateDetails({ ...details, endDate: details.startDate }))).to.equal(true)
  })
  it('refuses an end before the start, a deadline after the end, negative numbers, all at once', () => {
    expect(validateDetails({ ...details, endDate: at('2026-11-30T00:00:00Z'), registrationDeadline: at('2026-12-05T00:00:00Z'), capacity: -1, boothCostCents: -5 }))
      .to.deep.equal(E.left({ _tag: 'InvalidExhibition', fieldErrors: {
        endDate: 'End date cannot be before the start date', maxParticipants: 'Must be at least 0', registrationFee: 'Must be at least 0',
        registrationDeadline: 'Registration deadline cannot be after the end date',
      } }))
    expect(validateDetails({ ...details, registrationDeadline: at('2026-12-04T00:00:00Z') }))
      .to.deep.equal(E.left({ _tag: 'InvalidExhibition', fieldErrors: { registrationDeadline: 'Registration deadline cannot be after the end date' } }))
  })
  it('refuses a capacity below the confirmed exhibitors, naming them; equal to them, or 0 (no limit), is fine', () => {
    expect(validateDetails({ ...details, capacity: 1 }, 'UTC', 2)).to.deep.equal(E.left({ _tag: 'InvalidExhibition', fieldErrors: {
      maxParticipants: 'Must be at least 2: 2 exhibitors are confirmed (0 means no limit)',
    } }))
    expect(validateDetails({ ...details, capacity: 0 }, 'UTC', 1)).to.deep.equal(E.right({ ...details, capacity: 0 }))
    expect(E.isRight(validateDetails({ ...details, capacity: 2 }, 'UTC', 2))).to.equal(true)
    expect(validateDetails({ ...details, capacity: 3 }, 'UTC', 5)).to.deep.equal(E.left({ _tag: 'InvalidExhibition', fieldErrors: {
      maxParticipants: 'Must be at least 5: 5 exhibitors are confirmed (0 means no limit)',
    } }))
  })
})
