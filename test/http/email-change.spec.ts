// Change of email address on PostgreSQL (issue 21): asked for with the current password, a link mailed to the
// new address (and a notice to the current one) that works once, for 24 hours; confirming changes the address,
// verified, and ends every session. Refusals leave no link, no mail and no event.
import { expect } from 'chai'
import { signedIn, TEST_PASSWORD } from './support/accounts'
import { Client } from './support/client'
import { testApp, testClock, type TestApp } from './support/test-app'

const HOUR = 3600_000
const INVALID = 'This confirmation link is not valid or has expired. Ask for a new one from your profile.'

describe('change of email address (HTTP)', () => {
  let t: TestApp
  before(async () => { t = await testApp() })
  beforeEach(() => t.reset())
  afterEach(() => testClock.useRealTime())

  const anonymous = () => new Client(t.baseUrl)
  const mails = () => t.sql.all<{ to_address: string; subject: string; body: string; kind: string }>(
    `select to_address, subject, body, kind from email_outbox where kind in ('email_change', 'email_change_notice') order by id`)
  const tokenIn = (body: string) => /\/confirm-email#token=([\w-]+)/.exec(body)![1]
  const changes = () => t.sql.all<{ user_id: number; token_hash: string; new_email: string }>('select user_id, token_hash, new_email from email_changes')
  const userEvents = async () => (await t.sql.all<{ type: string }>(`select type from domain_events where aggregate_type = 'user' order by id`)).map((e) => e.type)
  const account = (id: number) => t.sql.one<{ email: string; is_email_verified: boolean }>('select email, is_email_verified from users where id = ?', [id])
  /** No link row, no mail, no event of a change; the account's address as it was. */
  const nothingLeft = async (id: number, email: string) => {
    expect(await changes()).to.deep.equal([])
    expect(await mails()).to.deep.equal([])
    expect((await userEvents()).filter((e) => e.startsWith('EmailChange'))).to.deep.equal([])
    expect((await account(id))!.email).to.equal(email)
  }

  it('mails the new address a link and the old one a notice; the link changes the address once and ends every session', async () => {
    const ada = await signedIn(t, 'individual', { firstName: 'Ada', isEmailVerified: false })
    const phone = new Client(t.baseUrl)
    expect((await phone.post('/api/login', { email: ada.email, password: TEST_PASSWORD })).status).to.equal(200)
    const bob = await signedIn(t, 'individual')
    await anonymous().post('/api/password/forgot', { email: ada.email })

    const asked = await ada.client.post('/api/user/email', { newEmail: '  Ada.New@Example.com ', currentPassword: TEST_PASSWORD })
    expect(asked.status).to.equal(202)
    expect(asked.body.email).to.equal('ada.new@example.com')
    expect(asked.body.message).to.include('We sent a confirmation link to ada.new@example.com')
    const [link, notice] = await mails()
    expect([link.to_address, link.kind, link.subject]).to.deep.equal(['ada.new@example.com', 'email_change', 'Confirm your new email address for Expo Atlas'])
    expect(link.body).to.include('Hello Ada,').and.include('for 24 hours')
    expect([notice.to_address, notice.kind]).to.deep.equal([ada.email, 'email_change_notice'])
    expect(notice.body).to.include('ada.new@example.com').and.not.include('confirm-email')
    const token = tokenIn(link.body)
    const [row] = await changes()
    expect([row.user_id, row.new_email]).to.deep.equal([ada.id, 'ada.new@example.com'])
    expect(row.token_hash).to.not.equal(token)
    // Nothing changed yet: the old address still signs in.
    expect((await account(ada.id))!.email).to.equal(ada.email)
    expect((await ada.client.get('/api/user')).status).to.equal(200)

    const lookup = await anonymous().post('/api/email-change/lookup', { token })
    expect([lookup.status, lookup.body]).to.deep.equal([200, { email: 'ada.new@example.com' }])

    const done = await anonymous().post('/api/email-change/confirm', { token })
    expect([done.status, done.body.email]).to.deep.equal([200, 'ada.new@example.com'])
    expect(await account(ada.id)).to.deep.equal({ email: 'ada.new@example.com', is_email_verified: true })
    // Every session of the account ended; another user's did not.
    expect((await ada.client.get('/api/user')).status).to.equal(401)
    expect((await phone.get('/api/user')).status).to.equal(401)
    expect((await bob.client.get('/api/user')).status).to.equal(200)
    expect((await anonymous().post('/api/login', { email: ada.email, password: TEST_PASSWORD })).status).to.equal(401)
    expect((await anonymous().post('/api/login', { email: 'ada.new@example.com', password: TEST_PASSWORD })).status).to.equal(200)
    // The link is used up, and the reset link mailed to the old address is void.
    expect(await changes()).to.deep.equal([])
    expect(await t.sql.all('select user_id from password_resets')).to.deep.equal([])
    expect((await userEvents()).slice(-2)).to.deep.equal(['EmailChangeRequested', 'EmailChanged'])
    const again = await anonymous().post('/api/email-change/confirm', { token })
    expect([again.status, again.body.message]).to.deep.equal([404, INVALID])
    expect((await anonymous().post('/api/email-change/lookup', { token })).status).to.equal(404)
  })

  it('its owner sees the pending change and calls it off (204): the link stops working; nothing pending is a 404 that writes nothing; another user sees only their own', async () => {
    const ada = await signedIn(t, 'individual', { firstName: 'Ada' })
    const bob = await signedIn(t, 'individual')
    expect((await ada.client.get('/api/user/email-change')).body).to.deep.equal({ pending: null })
    const none = await ada.client.delete('/api/user/email-change')
    expect([none.status, none.body.message]).to.deep.equal([404, 'No change of email address is pending'])
    expect((await userEvents()).filter((e) => e.startsWith('EmailChange'))).to.deep.equal([])
    expect((await ada.client.post('/api/user/email', { newEmail: 'ada.new@example.com', currentPassword: TEST_PASSWORD })).status).to.equal(202)
    const token = tokenIn((await mails())[0].body)
    const seen = await ada.client.get('/api/user/email-change')
    expect(seen.status).to.equal(200)
    expect(seen.headers.get('cache-control')).to.equal('no-store')
    expect(seen.body.pending.newEmail).to.equal('ada.new@example.com')
    expect(Date.parse(seen.body.pending.expiresAt as string) - Date.now()).to.be.within(23.9 * HOUR, 24 * HOUR)
    expect(JSON.stringify(seen.body)).to.not.include(token)
    // Bob sees nothing of Ada's, and cannot call it off.
    expect((await bob.client.get('/api/user/email-change')).body).to.deep.equal({ pending: null })
    expect((await bob.client.delete('/api/user/email-change')).status).to.equal(404)
    expect(await changes()).to.have.length(1)
    expect((await anonymous().get('/api/user/email-change')).status).to.equal(401)
    expect((await anonymous().delete('/api/user/email-change')).status).to.equal(401)

    expect((await ada.client.delete('/api/user/email-change')).status).to.equal(204)
    expect(await changes()).to.deep.equal([])
    expect((await userEvents()).filter((e) => e.startsWith('EmailChange'))).to.deep.equal(['EmailChangeRequested', 'EmailChangeCancelled'])
    expect((await anonymous().post('/api/email-change/confirm', { token })).status).to.equal(404)
    expect((await account(ada.id))!.email).to.equal(ada.email)
    expect((await ada.client.get('/api/user/email-change')).body).to.deep.equal({ pending: null })
  })

  it('refuses a wrong password (400), the own address (400), a taken one (409) and bad input (400), leaving nothing', async () => {
    const ada = await signedIn(t, 'individual')
    const other = await signedIn(t, 'company_manager')
    const wrong = await ada.client.post('/api/user/email', { newEmail: 'ada.new@example.com', currentPassword: 'Not-the-password-1' })
    expect([wrong.status, wrong.body.fieldErrors]).to.deep.equal([400, { currentPassword: 'Current password is incorrect' }])
    const same = await ada.client.post('/api/user/email', { newEmail: ada.email.toUpperCase(), currentPassword: TEST_PASSWORD })
    expect([same.status, same.body.fieldErrors]).to.deep.equal([400, { newEmail: 'This is already your email address' }])
    const taken = await ada.client.post('/api/user/email', { newEmail: other.email, currentPassword: TEST_PASSWORD })
    expect([taken.status, taken.body.fieldErrors]).to.deep.equal([409, { newEmail: 'This email address is already used by another account' }])
    for (const body of [
      {}, { newEmail: 'not an email', currentPassword: TEST_PASSWORD }, { newEmail: 'x@example.com]]></script>', currentPassword: TEST_PASSWORD },
      { newEmail: 'a\u0000b@example.com', currentPassword: TEST_PASSWORD }, { newEmail: `${'a'.repeat(300)}@example.com`, currentPassword: TEST_PASSWORD },
      { newEmail: ['x@example.com'], currentPassword: { $ne: null } }, { newEmail: 'x@example.com', currentPassword: '' },
    ]) {
      const r = await ada.client.post('/api/user/email', body)
      expect(r.status, JSON.stringify(body).slice(0, 40)).to.equal(400)
    }
    await nothingLeft(ada.id, ada.email)
    expect((await ada.client.get('/api/user')).status).to.equal(200)
  })

  it('throttles per account: the fourth request within an hour is refused (429) and leaves nothing new', async () => {
    const ada = await signedIn(t, 'individual')
    for (let i = 0; i < 3; i++) expect((await ada.client.post('/api/user/email', { newEmail: `ada${i}@example.com`, currentPassword: TEST_PASSWORD })).status).to.equal(202)
    const before = { rows: await changes(), mails: (await mails()).length, events: (await userEvents()).length }
    const refused = await ada.client.post('/api/user/email', { newEmail: 'ada9@example.com', currentPassword: TEST_PASSWORD })
    expect(refused.status).to.equal(429)
    expect(refused.body.message).to.equal('Too many email change requests. Try again in 60 minutes.')
    expect(Number(refused.headers.get('retry-after'))).to.be.within(3500, 3600)
    expect({ rows: await changes(), mails: (await mails()).length, events: (await userEvents()).length }).to.deep.equal(before)
    // Only the last request's link is kept: a new request replaces the old.
    expect((await changes()).map((c) => c.new_email)).to.deep.equal(['ada2@example.com'])
  })

  it('a link expires after 24 hours; a newer request replaces it; junk tokens get a clean 4xx', async () => {
    const ada = await signedIn(t, 'individual')
    testClock.set(new Date('2026-11-20T09:00:00Z'))
    await ada.client.post('/api/user/email', { newEmail: 'first@example.com', currentPassword: TEST_PASSWORD })
    const first = tokenIn((await mails())[0].body)
    await ada.client.post('/api/user/email', { newEmail: 'second@example.com', currentPassword: TEST_PASSWORD })
    const second = tokenIn((await mails())[2].body)
    expect((await anonymous().post('/api/email-change/confirm', { token: first })).status).to.equal(404)
    testClock.advance(24 * HOUR - 1000)
    expect((await anonymous().post('/api/email-change/lookup', { token: second })).status).to.equal(200)
    testClock.advance(1000)
    const expired = await anonymous().post('/api/email-change/confirm', { token: second })
    expect([expired.status, expired.body.message]).to.deep.equal([404, INVALID])
    for (const token of ['x', '../../etc/passwd', `${second}]]></script>`, 'a'.repeat(5000), '\u0000\u0001'.repeat(30)]) {
      const r = await anonymous().post('/api/email-change/confirm', { token })
      expect(r.status, token.slice(0, 20)).to.be.oneOf([400, 404])
    }
    expect((await anonymous().post('/api/email-change/confirm', { token: { $ne: null } })).status).to.equal(400)
    expect((await anonymous().post('/api/email-change/confirm', {})).status).to.equal(400)
    expect((await account(ada.id))!.email).to.equal(ada.email)
  })

  it('an address taken by a sign-up after the request: the link answers 409 and nothing changes', async () => {
    const ada = await signedIn(t, 'individual')
    await ada.client.post('/api/user/email', { newEmail: 'wanted@example.com', currentPassword: TEST_PASSWORD })
    const token = tokenIn((await mails())[0].body)
    const rival = await anonymous().post('/api/register', {
      firstName: 'Rival', lastName: 'Person', email: 'wanted@example.com', password: 'Orbital-1962!x', confirmPassword: 'Orbital-1962!x',
    })
    expect(rival.status).to.equal(201)
    const r = await anonymous().post('/api/email-change/confirm', { token })
    expect([r.status, r.body.message]).to.deep.equal([409, 'This email address is already used by another account: your address was not changed'])
    expect((await account(ada.id))!.email).to.equal(ada.email)
    expect((await ada.client.get('/api/user')).status).to.equal(200)
    expect((await userEvents()).filter((e) => e === 'EmailChanged')).to.deep.equal([])
  })
})
