import { expect } from 'chai'
import fc from 'fast-check'
import { DAY_MS, daysInWords, daysToGo, timeLeft } from '../../../src/domain/exhibition/time-left'

const HOUR = 3_600_000
const MINUTE = 60_000

describe('Time left: the countdown\'s figures (rounded down) and the days to go (rounded up)', () => {
  it('5 days 9 hours before: the countdown shows 5 Days 09 Hours, the days to go are 6', () => {
    const ms = 5 * DAY_MS + 9 * HOUR + 12 * MINUTE + 33_999
    expect(timeLeft(ms)).to.deep.equal({ days: 5, hours: 9, minutes: 12, seconds: 33 })
    expect(daysToGo(ms)).to.equal(6)
    expect(daysInWords(daysToGo(ms))).to.equal('6 days')
  })

  it('exactly 5 days is 5 days to go; one millisecond more is 6; one millisecond before is 1 day', () => {
    expect(daysToGo(5 * DAY_MS)).to.equal(5)
    expect(timeLeft(5 * DAY_MS)).to.deep.equal({ days: 5, hours: 0, minutes: 0, seconds: 0 })
    expect(daysToGo(5 * DAY_MS + 1)).to.equal(6)
    expect(daysToGo(DAY_MS)).to.equal(1)
    expect(daysToGo(DAY_MS - 1)).to.equal(1)
    expect(daysToGo(1)).to.equal(1)
    expect(daysInWords(1)).to.equal('1 day')
  })

  it('has nothing left once the instant is past, and never a negative or NaN figure', () => {
    expect(timeLeft(-5)).to.deep.equal({ days: 0, hours: 0, minutes: 0, seconds: 0 })
    expect(timeLeft(Number.NaN)).to.deep.equal({ days: 0, hours: 0, minutes: 0, seconds: 0 })
    expect([daysToGo(0), daysToGo(-5), daysToGo(Number.NaN), daysToGo(Number.POSITIVE_INFINITY)]).to.deep.equal([0, 0, 0, 0])
  })

  it('the days to go are the countdown\'s days, plus one as soon as any hour, minute, second or millisecond is left over', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 400 * DAY_MS }), (ms) => {
      const t = timeLeft(ms)
      expect(daysToGo(ms)).to.equal(Math.ceil(ms / DAY_MS))
      expect(daysToGo(ms)).to.equal(t.days + (ms % DAY_MS === 0 ? 0 : 1))
      expect(t.days * DAY_MS + t.hours * HOUR + t.minutes * MINUTE + t.seconds * 1000).to.be.within(ms - 999, ms)
    }))
  })
})
