// The contract of LoginAttempts (src/application/account/login-throttle.ts), run on every implementation.
import { expect } from 'chai'
import type { LoginAttempts } from '../../src/application/account/login-throttle'

interface LoginAttemptsFixture {
  /** No failure recorded. */
  readonly attempts: LoginAttempts
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 10, minute))

export const describeLoginAttemptsContract = (name: string, makeFixture: () => Promise<LoginAttemptsFixture>) =>
  describe(`LoginAttempts contract: ${name}`, () => {
    let attempts: LoginAttempts
    beforeEach(async () => { ({ attempts } = await makeFixture()) })

    it('answers the failures of the key after the time given, newest first', async () => {
      for (const minute of [3, 1, 7, 5]) await attempts.record(['email:ada@example.com'], at(minute))
      expect(await attempts.failuresSince('email:ada@example.com', at(0))).to.deep.equal([at(7), at(5), at(3), at(1)])
      expect(await attempts.failuresSince('email:ada@example.com', at(3)), 'strictly after').to.deep.equal([at(7), at(5)])
      expect(await attempts.failuresSince('email:ada@example.com', at(7))).to.deep.equal([])
    })

    it('records one failure under each key given, and keeps each failure (twice at once is twice)', async () => {
      await attempts.record(['email:ada@example.com', 'ip:203.0.113.9'], at(1))
      await attempts.record(['ip:203.0.113.9'], at(1))
      expect(await attempts.failuresSince('email:ada@example.com', at(0))).to.deep.equal([at(1)])
      expect(await attempts.failuresSince('ip:203.0.113.9', at(0))).to.deep.equal([at(1), at(1)])
    })

    it('compares keys exactly, their case included', async () => {
      await attempts.record(['email:Ada@example.com'], at(1))
      expect(await attempts.failuresSince('email:ada@example.com', at(0))).to.deep.equal([])
      expect(await attempts.failuresSince('email:Ada@example.com', at(0))).to.deep.equal([at(1)])
    })

    it('answers the 50 newest failures at most', async () => {
      for (let minute = 0; minute < 55; minute++) await attempts.record(['ip:203.0.113.9'], at(minute))
      const failures = await attempts.failuresSince('ip:203.0.113.9', new Date(0))
      expect(failures).to.have.length(50)
      expect([failures[0], failures[49]]).to.deep.equal([at(54), at(5)])
    })

    it("clears the key's failures, and no other key's", async () => {
      await attempts.record(['email:ada@example.com', 'ip:203.0.113.9'], at(1))
      await attempts.clear('email:ada@example.com')
      expect(await attempts.failuresSince('email:ada@example.com', at(0))).to.deep.equal([])
      expect(await attempts.failuresSince('ip:203.0.113.9', at(0))).to.deep.equal([at(1)])
      await attempts.clear('email:nobody@example.com')
      await attempts.record(['email:ada@example.com'], at(2))
      expect(await attempts.failuresSince('email:ada@example.com', at(0))).to.deep.equal([at(2)])
    })
  })
