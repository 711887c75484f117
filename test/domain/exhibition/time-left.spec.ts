import { expect } from 'chai'
import fc from 'fast-check'
import { DAY_MS, HOUR_MS, MINUTE_MS, timeLeft, timeLeftInWords, wholeDaysLeft } from '../../../src/domain/exhibition/time-left'

describe('Time left (one rounding rule for the countdown and every "Starts in …")', () => {
  it('keeps whole units, rounded down, as a clock does', () => {
    const ms = 5 * DAY_MS + 9 * HOUR_MS + 12 * MINUTE_MS + 33_999
    expect(timeLeft(ms)).to.deep.equal({ days: 5, hours: 9, minutes: 12, seconds: 33 })
    expect(wholeDaysLeft(ms)).to.equal(5)
    expect(timeLeftInWords(ms)).to.equal('5 days')
  })

  it('names the first figure that is not zero, singular for one', () => {
    expect(timeLeftInWords(DAY_MS)).to.equal('1 day')
    expect(timeLeftInWords(DAY_MS - 1)).to.equal('23 hours')
    expect(timeLeftInWords(HOUR_MS)).to.equal('1 hour')
    expect(timeLeftInWords(HOUR_MS - 1)).to.equal('59 minutes')
    expect(timeLeftInWords(MINUTE_MS)).to.equal('1 minute')
    expect(timeLeftInWords(MINUTE_MS - 1)).to.equal('less than a minute')
    expect(timeLeftInWords(1)).to.equal('less than a minute')
  })

  it('has nothing left once the instant is past, and never a negative or NaN figure', () => {
    expect(timeLeft(-5)).to.deep.equal({ days: 0, hours: 0, minutes: 0, seconds: 0 })
    expect(timeLeft(Number.NaN)).to.deep.equal({ days: 0, hours: 0, minutes: 0, seconds: 0 })
  })

  it('the words always repeat the countdown\'s first figure that is not zero (any time left)', () => {
    fc.assert(fc.property(fc.integer({ min: MINUTE_MS, max: 400 * DAY_MS }), (ms) => {
      const t = timeLeft(ms)
      const [n, unit] = t.days ? [t.days, 'day'] : t.hours ? [t.hours, 'hour'] : [t.minutes, 'minute']
      expect(timeLeftInWords(ms)).to.equal(`${n} ${unit}${n === 1 ? '' : 's'}`)
      expect(t.days * DAY_MS + t.hours * HOUR_MS + t.minutes * MINUTE_MS + t.seconds * 1000).to.be.within(ms - 999, ms)
    }))
  })
})
