// The super admin's outbox screen (issue 19, "Mail you can see"): queued, sent and failed mails, and a retry.
import { expect } from 'chai'
import { signedIn } from './support/accounts'
import { Client } from './support/client'
import { testApp, type TestApp } from './support/test-app'

describe('email outbox (HTTP)', () => {
  let t: TestApp
  before(async () => { t = await testApp() })
  beforeEach(() => t.reset())

  /** Mails in every state: a sign-up's two (queued), one sent, one that failed all its tries. */
  const mailsInEveryState = async () => {
    await new Client(t.baseUrl).post('/api/register', { firstName: 'Ada', lastName: 'L', email: 'ada@example.com', password: 'Passw0rd!x', confirmPassword: 'Passw0rd!x' })
    const sent = await t.sql.one<{ id: string }>(`insert into email_outbox (kind, to_address, subject, body, sent_at, attempts) values ('contact', 'sales@example.com', 'Hello', 'Hi', now(), 1) returning id`)
    const failed = await t.sql.one<{ id: string }>(`insert into email_outbox (kind, to_address, subject, body, attempts, last_error) values ('welcome', 'gone@example.com', 'Welcome', 'Hi', 8, '550 mailbox unavailable') returning id`)
    return { sentId: Number(sent!.id), failedId: Number(failed!.id) }
  }

  it('lists every mail newest first with its status, the counts of each, and whether SMTP is configured', async () => {
    const sa = await signedIn(t, 'super_admin')
    const { sentId, failedId } = await mailsInEveryState()
    const all = await sa.client.get('/api/admin/outbox')
    expect(all.status).to.equal(200)
    expect(all.body).to.include({ totalMails: 4, totalPages: 1, smtpConfigured: false })
    expect(all.body.counts).to.deep.equal({ queued: 2, sent: 1, failed: 1 })
    expect(all.body.mails.map((m: { kind: string; status: string }) => [m.kind, m.status])).to.deep.equal([
      ['welcome', 'failed'], ['contact', 'sent'], ['email_verification', 'queued'], ['welcome', 'queued']])
    const failed = all.body.mails[0]
    expect(failed).to.include({ id: failedId, to: 'gone@example.com', attempts: 8, lastError: '550 mailbox unavailable', sentAt: null, nextAttemptAt: null })
    expect(all.body.mails[1].id).to.equal(sentId)
    expect(all.body.mails[1].sentAt).to.be.a('string')
    const verification = all.body.mails[2]
    expect(verification).to.include({ to: 'ada@example.com', subject: 'Confirm your email address for Expo Atlas', lastError: null })
    expect(verification.body).to.match(/\/api\/verify-email\?token=/)
    expect(verification.nextAttemptAt).to.be.a('string')

    const queued = await sa.client.get('/api/admin/outbox?status=queued&pageSize=1&page=2')
    expect(queued.body).to.include({ totalMails: 2, totalPages: 2 })
    expect(queued.body.mails.map((m: { kind: string }) => m.kind)).to.deep.equal(['welcome'])
    expect((await sa.client.get('/api/admin/outbox?status=failed')).body.mails.map((m: { id: number }) => m.id)).to.deep.equal([failedId])
    const bad = await sa.client.get('/api/admin/outbox?status=lost')
    expect(bad.status).to.equal(400)
    expect(Object.keys(bad.body.fieldErrors)).to.deep.equal(['status'])
  })

  it('a retry queues a failed mail again with its tries counted anew; a sent mail or an unknown one is refused', async () => {
    const sa = await signedIn(t, 'super_admin')
    const { sentId, failedId } = await mailsInEveryState()
    const retried = await sa.client.post(`/api/admin/outbox/${failedId}/retry`)
    expect(retried.status).to.equal(200)
    expect(retried.body).to.include({ id: failedId, status: 'queued', attempts: 0, lastError: '550 mailbox unavailable' })
    expect((await sa.client.get('/api/admin/outbox')).body.counts).to.deep.equal({ queued: 3, sent: 1, failed: 0 })
    const again = await sa.client.post(`/api/admin/outbox/${sentId}/retry`)
    expect([again.status, again.body.message]).to.deep.equal([409, 'This mail was sent already'])
    expect((await sa.client.post('/api/admin/outbox/999999/retry')).status).to.equal(404)
    expect(await t.sql.one('select attempts, sent_at is not null as sent from email_outbox where id = ?', [sentId])).to.deep.equal({ attempts: 1, sent: true })
  })

  it('is the super admin\'s alone', async () => {
    const admin = await signedIn(t, 'admin')
    const { failedId } = await mailsInEveryState()
    expect((await admin.client.get('/api/admin/outbox')).status).to.equal(403)
    expect((await admin.client.post(`/api/admin/outbox/${failedId}/retry`)).status).to.equal(403)
    expect(await t.sql.one('select attempts from email_outbox where id = ?', [failedId])).to.deep.equal({ attempts: 8 })
  })
})
