// Account recovery on PostgreSQL (issue 21): "Forgot password?" mails a single-use link that works for an hour,
// the answer never tells whether an address has an account, requests are throttled, and a new password ends
// every session.
import { expect } from 'chai'
import { signedIn, TEST_PASSWORD } from './support/accounts'
import { Client } from './support/client'
import { testApp, testClock, type TestApp } from './support/test-app'

const MINUTE = 60_000
const SAME_ANSWER = 'If an account exists for this email, we have sent a link to reset its password. The link works for 1 hour.'
const INVALID = 'This password reset link is not valid or has expired. Ask for a new one.'

describe('account recovery: forgot password and the reset link (HTTP)', () => {
  let t: TestApp
  before(async () => { t = await testApp() })
  beforeEach(() => t.reset())
  afterEach(() => testClock.useRealTime())

  const anonymous = () => new Client(t.baseUrl)
  const forgot = (email: string, headers?: Record<string, string>) => anonymous().post('/api/password/forgot', { email }, headers)
  const mails = () => t.sql.all<{ to_address: string; subject: string; body: string }>(`select to_address, subject, body from email_outbox where kind = 'password_reset' order by id`)
  const tokenIn = (body: string) => /\/reset-password#token=([\w-]+)/.exec(body)![1]
  const resets = () => t.sql.all<{ user_id: number; token_hash: string }>('select user_id, token_hash from password_resets')
  const userEvents = async () => (await t.sql.all<{ type: string }>(`select type from domain_events where aggregate_type = 'user' order by id`)).map((e) => e.type)

  it('mails a link; the new password ends every session, signs the user in, and the link works once', async () => {
    const ada = await signedIn(t, 'individual', { firstName: 'Ada' })
    const phone = await signedIn(t, 'individual', { email: `other-${Date.now()}@example.com` })
    const other = await anonymous().post('/api/login', { email: ada.email, password: TEST_PASSWORD })
    expect(other.status).to.equal(200)

    const asked = await forgot(ada.email.toUpperCase())
    expect([asked.status, asked.body]).to.deep.equal([202, { message: SAME_ANSWER }])
    const [mail] = await mails()
    expect(mail.to_address).to.equal(ada.email)
    expect(mail.subject).to.equal('Reset your Expo Atlas password')
    expect(mail.body).to.include('Hello Ada,').and.include('for 60 minutes')
    const token = tokenIn(mail.body)
    // Only the hash is kept.
    const [row] = await resets()
    expect(row.user_id).to.equal(ada.id)
    expect(row.token_hash).to.not.equal(token)

    const lookup = await anonymous().post('/api/password/reset/lookup', { token })
    expect([lookup.status, lookup.body]).to.deep.equal([200, { email: ada.email }])

    const mismatch = await anonymous().post('/api/password/reset', { token, password: 'Orbital-1962', confirmPassword: 'Orbital-1963' })
    expect(mismatch.status).to.equal(400)
    const weak = await anonymous().post('/api/password/reset', { token, password: 'short', confirmPassword: 'short' })
    expect([weak.status, Object.keys(weak.body.fieldErrors)]).to.deep.equal([400, ['password']])
    // The refused resets changed nothing: the link is still there, no PasswordReset event, the old password works.
    expect(await resets()).to.have.length(1)
    expect(await userEvents()).to.not.include('PasswordReset')
    expect((await anonymous().post('/api/login', { email: ada.email, password: TEST_PASSWORD })).status).to.equal(200)

    const browser = anonymous()
    const done = await browser.post('/api/password/reset', { token, password: 'Orbital-1962', confirmPassword: 'Orbital-1962' })
    expect([done.status, done.body.email]).to.deep.equal([200, ada.email])
    expect((await browser.get('/api/user')).body.email).to.equal(ada.email)
    // Every earlier session ended: the first browser's and the other device's; another user's did not.
    expect((await ada.client.get('/api/user')).status).to.equal(401)
    expect((await phone.client.get('/api/user')).status).to.equal(200)
    expect((await anonymous().post('/api/login', { email: ada.email, password: TEST_PASSWORD })).status).to.equal(401)
    expect((await anonymous().post('/api/login', { email: ada.email, password: 'Orbital-1962' })).status).to.equal(200)
    expect(await resets()).to.deep.equal([])
    expect(await userEvents()).to.include.ordered.members(['PasswordResetRequested', 'PasswordReset'])

    const again = await anonymous().post('/api/password/reset', { token, password: 'Hijacked-2024', confirmPassword: 'Hijacked-2024' })
    expect([again.status, again.body.message]).to.deep.equal([404, INVALID])
    expect((await anonymous().post('/api/password/reset/lookup', { token })).status).to.equal(404)
  })

  it('never tells whether an address has an account: same status, body and no row for an unknown one', async () => {
    const ada = await signedIn(t, 'individual')
    const known = await forgot(ada.email)
    const unknown = await forgot('nobody@example.com')
    expect([unknown.status, unknown.body]).to.deep.equal([known.status, known.body])
    expect((await mails()).map((m) => m.to_address)).to.deep.equal([ada.email])
    const events = await userEvents()
    expect(events.filter((e) => e === 'PasswordResetRequested')).to.have.length(1)
  })

  it('a link expires after an hour, a newer request replaces it, and junk tokens are refused alike', async () => {
    const ada = await signedIn(t, 'individual')
    testClock.set(new Date('2026-11-20T09:00:00Z'))
    await forgot(ada.email)
    const first = tokenIn((await mails())[0].body)
    await forgot(ada.email)
    const second = tokenIn((await mails())[1].body)
    expect((await anonymous().post('/api/password/reset/lookup', { token: first })).status).to.equal(404)
    testClock.advance(60 * MINUTE - 1000)
    expect((await anonymous().post('/api/password/reset/lookup', { token: second })).status).to.equal(200)
    testClock.advance(1000)
    const expired = await anonymous().post('/api/password/reset', { token: second, password: 'Orbital-1962', confirmPassword: 'Orbital-1962' })
    expect([expired.status, expired.body.message]).to.deep.equal([404, INVALID])
    for (const token of ['x', '../../etc/passwd', `${second}]]></script>`, 'a'.repeat(5000), '\u0000\u0001'.repeat(30)]) {
      const r = await anonymous().post('/api/password/reset', { token, password: 'Orbital-1962', confirmPassword: 'Orbital-1962' })
      expect(r.status, token.slice(0, 20)).to.be.oneOf([400, 404])
    }
    const bad = await anonymous().post('/api/password/reset', { token: { $ne: null }, password: ['a'], confirmPassword: 1 })
    expect(bad.status).to.equal(400)
    expect((await anonymous().post('/api/password/forgot', { email: 'not an email' })).status).to.equal(400)
    expect((await anonymous().post('/api/password/forgot', {})).status).to.equal(400)
    expect((await anonymous().post('/api/login', { email: ada.email, password: TEST_PASSWORD })).status).to.equal(200)
  })

  it('throttles per address (known or not) and per client; a spoofed X-Forwarded-For does not get round it', async () => {
    const ada = await signedIn(t, 'individual')
    for (const email of [ada.email, 'nobody@example.com']) {
      for (let i = 0; i < 3; i++) expect((await forgot(email)).status).to.equal(202)
      const refused = await forgot(email)
      expect(refused.status).to.equal(429)
      expect(refused.body.message).to.equal('Too many password reset requests. Try again in 60 minutes.')
      expect(Number(refused.headers.get('retry-after'))).to.be.within(3500, 3600)
    }
    expect(await mails()).to.have.length(3)
    // The refused (429) requests left nothing: one link row (the last of the three taken), three events.
    expect(await resets()).to.have.length(1)
    expect((await userEvents()).filter((e) => e === 'PasswordResetRequested')).to.have.length(3)
    // Ten requests from one client, then refused whatever address and header it sends.
    for (let i = 0; i < 4; i++) expect((await forgot(`p${i}@example.com`)).status).to.equal(202)
    expect((await forgot('fresh@example.com', { 'X-Forwarded-For': '198.51.100.77', 'X-Real-IP': '198.51.100.78' })).status).to.equal(429)
  })

  it('a suspended account gets no link, and a link stops working when the account is suspended', async () => {
    const admin = await signedIn(t, 'admin')
    const ada = await signedIn(t, 'individual')
    await forgot(ada.email)
    const token = tokenIn((await mails())[0].body)
    expect((await admin.client.patch(`/api/admin/users/${ada.id}/status`, { status: 'suspended', reason: 'Testing recovery' })).status).to.equal(200)
    expect((await anonymous().post('/api/password/reset', { token, password: 'Orbital-1962', confirmPassword: 'Orbital-1962' })).status).to.equal(404)
    expect((await forgot(ada.email)).status).to.equal(202)
    expect(await mails()).to.have.length(1)
  })
})
