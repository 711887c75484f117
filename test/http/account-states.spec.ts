// Account states from the admin Users page (issue 19): suspend and reinstate, invite by email with a
// set-password link, resend the verification email, last sign-in.
import { expect } from 'chai'
import { signedIn, TEST_PASSWORD } from './support/accounts'
import { Client } from './support/client'
import { testApp, testClock, type TestApp } from './support/test-app'

const DAY = 86_400_000

describe('account states: suspension, invitations, verification, last sign-in (HTTP)', () => {
  let t: TestApp
  before(async () => { t = await testApp() })
  beforeEach(() => t.reset())

  const userEvents = async () => (await t.sql.all<{ type: string }>(`select type from domain_events where aggregate_type = 'user' order by id`)).map((e) => e.type)
  const statusOf = async (id: number) => (await t.sql.one<{ status: string }>('select status from users where id = ?', [id]))?.status
  const logIn = (email: string, password = TEST_PASSWORD) => new Client(t.baseUrl).post('/api/login', { email, password })

  describe('suspension', () => {
    it('a suspended user cannot sign in (403 with the reason) and their sessions end; reinstated, they sign in again', async () => {
      const admin = await signedIn(t, 'admin')
      const m = await signedIn(t, 'company_manager', { firstName: 'Marco' })
      const phone = await logIn(m.email)
      expect(phone.status).to.equal(200)
      const suspended = await admin.client.patch(`/api/admin/users/${m.id}/status`, { status: 'suspended', reason: '  Fake company details  ' })
      expect(suspended.status).to.equal(200)
      expect(suspended.body).to.include({ id: m.id, status: 'suspended' })
      // Every session ended, this one and the other device's.
      expect((await m.client.get('/api/user')).status).to.equal(401)
      expect((await m.client.get('/api/session')).body).to.deep.equal({ user: null })
      expect(await t.sql.all('select id from sessions where user_id = ?', [m.id])).to.deep.equal([])
      const refused = await logIn(m.email)
      expect([refused.status, refused.body.message]).to.deep.equal([403,
        'Your account is suspended. Reason: Fake company details If you think this is a mistake, write to hello@expo-atlas.test.'])
      expect(refused.headers.getSetCookie().some((c) => c.includes('expo.sid=') && !c.includes('expires=Thu, 01 Jan 1970'))).to.equal(false)
      // A wrong password learns nothing about the suspension.
      expect((await logIn(m.email, 'Wrong-password1')).status).to.equal(401)
      const detail = (await admin.client.get(`/api/admin/users/${m.id}`)).body
      expect(detail.suspension).to.include({ reason: 'Fake company details', by: 'admin Tester' })
      expect(detail.activeSessions).to.equal(0)

      const reinstated = await admin.client.patch(`/api/admin/users/${m.id}/status`, { status: 'active' })
      expect([reinstated.status, reinstated.body.status]).to.deep.equal([200, 'active'])
      expect((await admin.client.get(`/api/admin/users/${m.id}`)).body.suspension).to.equal(null)
      expect((await logIn(m.email)).status).to.equal(200)
      expect(await userEvents()).to.include.members(['UserSuspended', 'UserReinstated'])
      const activity = (await admin.client.get('/api/admin/activities')).body.map((a: { description: string }) => a.description)
      expect(activity).to.include.members(["Marco Tester's account was suspended: Fake company details", "Marco Tester's account was reinstated"])
    })

    it('who may suspend whom: an admin only ordinary users, never themselves; a super admin admins too', async () => {
      const admin = await signedIn(t, 'admin')
      const otherAdmin = await signedIn(t, 'admin')
      const sa = await signedIn(t, 'super_admin')
      const media = await signedIn(t, 'media')
      const suspend = (c: Client, id: number) => c.patch(`/api/admin/users/${id}/status`, { status: 'suspended', reason: 'Testing the rules' })
      const before = await userEvents()
      for (const [who, target, status, message] of [
        [admin, otherAdmin.id, 403, 'You cannot manage this user'],
        [admin, sa.id, 403, 'You cannot manage this user'],
        [admin, admin.id, 403, 'You cannot manage this user'],
        [sa, sa.id, 409, 'You cannot suspend your own account'],
        [admin, 999999, 404, 'User not found'],
      ] as const) {
        const r = await suspend(who.client, target)
        expect([r.status, r.body.message], `${target}`).to.deep.equal([status, message])
      }
      // Refusals leave every account active, every session alive and no event.
      for (const u of [admin, otherAdmin, sa]) expect(await statusOf(u.id)).to.equal('active')
      expect((await otherAdmin.client.get('/api/user')).status).to.equal(200)
      expect(await userEvents()).to.deep.equal(before)
      const individual = await signedIn(t, 'individual')
      expect((await media.client.patch(`/api/admin/users/${individual.id}/status`, { status: 'suspended', reason: 'x' })).status).to.equal(403)
      expect((await suspend(admin.client, individual.id)).status).to.equal(200)
      const again = await suspend(admin.client, individual.id)
      expect([again.status, again.body.message]).to.deep.equal([409, 'This account is already suspended'])
      expect((await suspend(sa.client, otherAdmin.id)).status).to.equal(200)
      expect((await otherAdmin.client.get('/api/user')).status).to.equal(401)
      const notSuspended = await admin.client.patch(`/api/admin/users/${media.id}/status`, { status: 'active' })
      expect([notSuspended.status, notSuspended.body.message]).to.deep.equal([409, 'This account is not suspended'])
    })

    it('a suspension needs a reason and a known status; bad input changes nothing', async () => {
      const admin = await signedIn(t, 'admin')
      const u = await signedIn(t, 'individual')
      for (const body of [{ status: 'suspended' }, { status: 'suspended', reason: '   ' }, { status: 'suspended', reason: null }]) {
        const r = await admin.client.patch(`/api/admin/users/${u.id}/status`, body)
        expect([r.status, r.body.fieldErrors]).to.deep.equal([400, { reason: 'Required' }])
      }
      const long = await admin.client.patch(`/api/admin/users/${u.id}/status`, { status: 'suspended', reason: 'x'.repeat(1001) })
      expect([long.status, long.body.fieldErrors]).to.deep.equal([400, { reason: 'Must be at most 1000 characters' }])
      const bad = await admin.client.patch(`/api/admin/users/${u.id}/status`, { status: 'banned', reason: 'x' })
      expect([bad.status, bad.body.fieldErrors]).to.deep.equal([400, { status: 'Status must be suspended or active' }])
      expect(await statusOf(u.id)).to.equal('active')
      expect((await u.client.get('/api/user')).status).to.equal(200)
    })
  })

  describe('invitations', () => {
    const invite = (c: Client, over: Record<string, unknown> = {}) =>
      c.post('/api/admin/invitations', { firstName: 'Katherine', lastName: 'Johnson', email: 'katherine@example.com', role: 'media', ...over })
    const invitationToken = async (email = 'katherine@example.com') => {
      const mail = await t.sql.one<{ body: string }>(`select body from email_outbox where kind = 'invitation' and to_address = ? order by id desc limit 1`, [email])
      return /\/accept-invitation#token=([\w-]+)/.exec(mail!.body)![1]
    }

    it('an invited user sets a password through the mailed link, once, and is signed in', async () => {
      const admin = await signedIn(t, 'admin', { firstName: 'Alan' })
      const created = await invite(admin.client)
      expect(created.status).to.equal(201)
      expect(created.body).to.include({ email: 'katherine@example.com', role: 'media', status: 'invited', isEmailVerified: false, lastSignInAt: null })
      expect(await t.sql.one('select password_hash from users where id = ?', [created.body.id])).to.deep.equal({ password_hash: null })
      const mail = await t.sql.one<{ subject: string; body: string }>(`select subject, body from email_outbox where kind = 'invitation'`)
      expect(mail!.subject).to.equal('Alan Tester invited you to Expo Atlas')
      const token = await invitationToken()
      // Only the token's hash is kept.
      expect(await t.sql.one('select 1 as found from user_invitations where token_hash = ?', [token])).to.equal(undefined)
      // Nobody signs in as an invited account, whatever they try.
      for (const password of ['', 'null', TEST_PASSWORD]) expect((await logIn('katherine@example.com', password)).status).to.be.oneOf([400, 401])
      const lookup = await new Client(t.baseUrl).post('/api/invitations/lookup', { token })
      expect(lookup.status).to.equal(200)
      expect(lookup.body).to.include({ firstName: 'Katherine', lastName: 'Johnson', email: 'katherine@example.com' })
      const mismatch = await new Client(t.baseUrl).post('/api/invitations/accept', { token, password: 'Orbital-1962', confirmPassword: 'Orbital-1963' })
      expect([mismatch.status, mismatch.body.fieldErrors]).to.deep.equal([400, { confirmPassword: "Passwords don't match" }])
      const weak = await new Client(t.baseUrl).post('/api/invitations/accept', { token, password: 'short', confirmPassword: 'short' })
      expect([weak.status, weak.body.fieldErrors]).to.deep.equal([400, { password: 'Password must be at least 8 characters' }])
      const katherine = new Client(t.baseUrl)
      const accepted = await katherine.post('/api/invitations/accept', { token, password: 'Orbital-1962', confirmPassword: 'Orbital-1962' })
      expect(accepted.status).to.equal(200)
      expect(accepted.body).to.include({ email: 'katherine@example.com', role: 'media', isEmailVerified: true })
      expect((await katherine.get('/api/user')).body.email).to.equal('katherine@example.com')
      const row = (await admin.client.get(`/api/admin/users/${created.body.id}`)).body
      expect(row).to.include({ status: 'active', isEmailVerified: true, invitationExpiresAt: null })
      expect(row.lastSignInAt).to.be.a('string')
      expect((await logIn('katherine@example.com', 'Orbital-1962')).status).to.equal(200)
      // Single use: the same link again is refused, and the password stays.
      const reused = await new Client(t.baseUrl).post('/api/invitations/accept', { token, password: 'Hijacked-2024', confirmPassword: 'Hijacked-2024' })
      expect(reused.status).to.equal(404)
      expect((await logIn('katherine@example.com', 'Hijacked-2024')).status).to.equal(401)
      expect(await userEvents()).to.include.members(['UserInvited', 'InvitationAccepted'])
    })

    it('a link expires after 7 days; used, expired and unknown links get one and the same answer', async () => {
      const start = new Date(Date.now() - DAY)
      testClock.set(start)
      const admin = await signedIn(t, 'admin')
      await invite(admin.client)
      await invite(admin.client, { email: 'used@example.com' })
      const token = await invitationToken()
      const used = await invitationToken('used@example.com')
      expect((await new Client(t.baseUrl).post('/api/invitations/accept', { token: used, password: 'Orbital-1962', confirmPassword: 'Orbital-1962' })).status).to.equal(200)
      testClock.set(new Date(start.getTime() + 7 * DAY - 1000))
      expect((await new Client(t.baseUrl).post('/api/invitations/lookup', { token })).status).to.equal(200)
      testClock.set(new Date(start.getTime() + 7 * DAY))
      const answers = []
      for (const tk of [token, used, 'A'.repeat(43), 'not a token']) {
        for (const path of ['/api/invitations/lookup', '/api/invitations/accept']) {
          const r = await new Client(t.baseUrl).post(path, { token: tk, password: 'Orbital-1962', confirmPassword: 'Orbital-1962' })
          answers.push([r.status, r.body])
        }
      }
      expect(new Set(answers.map((a) => JSON.stringify(a)))).to.have.length(1)
      expect(answers[0]).to.deep.equal([404, { message: 'This invitation link is not valid or has expired. Ask an administrator to send you a new one.' }])
      expect(await t.sql.one(`select status from users where email = 'katherine@example.com'`)).to.deep.equal({ status: 'invited' })
    })

    it('a new invitation replaces the old link; the rules of who may manage whom hold', async () => {
      const admin = await signedIn(t, 'admin')
      const sa = await signedIn(t, 'super_admin')
      const created = (await invite(admin.client)).body
      const first = await invitationToken()
      const resent = await admin.client.post(`/api/admin/users/${created.id}/invitation`)
      expect([resent.status, resent.body.message]).to.deep.equal([202, 'A new invitation is on its way to katherine@example.com'])
      const second = await invitationToken()
      expect(second).to.not.equal(first)
      expect((await new Client(t.baseUrl).post('/api/invitations/lookup', { token: first })).status).to.equal(404)
      expect((await new Client(t.baseUrl).post('/api/invitations/lookup', { token: second })).status).to.equal(200)
      const escalate = await invite(admin.client, { email: 'boss@example.com', role: 'admin' })
      expect([escalate.status, escalate.body.message]).to.deep.equal([403, 'You cannot give the role admin'])
      const invitedAdmin = (await invite(sa.client, { email: 'boss@example.com', role: 'admin' })).body
      expect((await admin.client.post(`/api/admin/users/${invitedAdmin.id}/invitation`)).status).to.equal(403)
      const taken = await invite(admin.client)
      expect([taken.status, taken.body.message]).to.deep.equal([409, 'An account with this email already exists'])
      const bad = await admin.client.post('/api/admin/invitations', { firstName: '', email: 'no', role: 'king' })
      expect(bad.status).to.equal(400)
      expect(bad.body.fieldErrors).to.deep.include({ firstName: 'Required', email: 'Please enter a valid email' })
      // An admin does not choose the password of an invited user.
      const password = await admin.client.patch(`/api/admin/users/${created.id}`, { password: 'Chosen-4-her' })
      expect(password.status).to.equal(409)
      // With email turned off an invitation could reach nobody: refused, nothing stored.
      await t.sql.run(`insert into settings (section, key, value) values ('email', 'enabled', 'false')`)
      t.app.settings.invalidate()
      const off = await invite(admin.client, { email: 'nobody@example.com' })
      expect(off.status).to.equal(409)
      expect(await t.sql.one(`select id from users where email = 'nobody@example.com'`)).to.equal(undefined)
    })
  })

  describe('verification email and last sign-in', () => {
    it('an admin sends an unverified user a new verification link; not for a verified, invited or unmanaged user', async () => {
      const admin = await signedIn(t, 'admin')
      const sa = await signedIn(t, 'super_admin')
      const u = await signedIn(t, 'individual', { isEmailVerified: false })
      const sent = await admin.client.post(`/api/admin/users/${u.id}/verification-email`)
      expect([sent.status, sent.body.message]).to.deep.equal([202, `A new verification link is on its way to ${u.email}`])
      const mails = await t.sql.all<{ kind: string; to_address: string }>(`select kind, to_address from email_outbox order by id`)
      expect(mails).to.deep.equal([{ kind: 'email_verification', to_address: u.email }])
      expect(await userEvents()).to.include('VerificationEmailResent')
      const verified = await signedIn(t, 'individual')
      expect((await admin.client.post(`/api/admin/users/${verified.id}/verification-email`)).status).to.equal(409)
      const unverifiedAdmin = await signedIn(t, 'admin', { isEmailVerified: false })
      expect((await admin.client.post(`/api/admin/users/${unverifiedAdmin.id}/verification-email`)).status).to.equal(403)
      expect((await sa.client.post(`/api/admin/users/${unverifiedAdmin.id}/verification-email`)).status).to.equal(202)
      const invited = (await admin.client.post('/api/admin/invitations', { firstName: 'K', lastName: 'J', email: 'k@example.com', role: 'individual' })).body
      expect((await admin.client.post(`/api/admin/users/${invited.id}/verification-email`)).status).to.equal(409)
      expect((await admin.client.post('/api/admin/users/999999/verification-email')).status).to.equal(404)
      expect(await t.sql.all(`select id from email_outbox where kind = 'email_verification'`)).to.have.length(2)
    })

    it('records each sign-in and shows the last in the users table and the detail', async () => {
      testClock.set(new Date('2026-11-20T09:00:00Z'))
      const admin = await signedIn(t, 'admin')
      const u = await signedIn(t, 'individual', { firstName: 'Hannah' })
      await t.sql.run(`insert into users (email, password_hash, first_name, last_name, role) values ('never@example.com', 'x', 'Never', 'Seen', 'individual')`)
      testClock.set(new Date('2026-11-21T17:30:00Z'))
      expect((await logIn(u.email)).status).to.equal(200)
      const rows = (await admin.client.get('/api/admin/users')).body.users as { email: string; lastSignInAt: string | null }[]
      expect(rows.find((r) => r.email === u.email)!.lastSignInAt).to.equal('2026-11-21T17:30:00.000Z')
      expect(rows.find((r) => r.email === 'never@example.com')!.lastSignInAt).to.equal(null)
      expect(rows.find((r) => r.email === admin.email)!.lastSignInAt).to.equal('2026-11-20T09:00:00.000Z')
      expect((await admin.client.get(`/api/admin/users/${u.id}`)).body.lastSignInAt).to.equal('2026-11-21T17:30:00.000Z')
      // A refused sign-in records nothing.
      testClock.set(new Date('2026-11-22T08:00:00Z'))
      expect((await logIn(u.email, 'Wrong-password1')).status).to.equal(401)
      expect((await admin.client.get(`/api/admin/users/${u.id}`)).body.lastSignInAt).to.equal('2026-11-21T17:30:00.000Z')
    })
  })
})
