import { expect } from 'chai'
import { signedIn, TEST_PASSWORD } from './support/accounts'
import { Client } from './support/client'
import { testApp, type TestApp } from './support/test-app'

const signUp = (over: Record<string, unknown> = {}) => ({
  firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'Analytical1!',
  confirmPassword: 'Analytical1!', mobileNumber: '+44 20 7946 0000', role: 'individual', isEmailVerified: false, ...over,
})

describe('accounts and sessions (HTTP)', () => {
  let t: TestApp
  let client: Client
  before(async () => { t = await testApp() })
  beforeEach(async () => {
    await t.reset()
    client = new Client(t.baseUrl)
  })

  describe('PATCH /api/user', () => {
    it('changes only the fields sent: the others keep their value, and a blank mobile number clears it', async () => {
      const u = await signedIn(t, 'individual', { firstName: 'Grace' })
      const events = async () => (await t.sql.all(`select id from domain_events where type = 'UserUpdated'`)).length
      expect((await u.client.patch('/api/user', { mobileNumber: '+44 20 7946 0001' })).body).to.include({ firstName: 'Grace', lastName: 'Tester', mobileNumber: '+44 20 7946 0001' })
      const renamed = await u.client.patch('/api/user', { firstName: 'Ada' })
      expect(renamed.status).to.equal(200)
      expect(renamed.body).to.include({ firstName: 'Ada', lastName: 'Tester', mobileNumber: '+44 20 7946 0001' })
      expect(await events()).to.equal(2)
      // Nothing sent, or nothing new: nothing written, no event.
      expect((await u.client.patch('/api/user', {})).body).to.include({ firstName: 'Ada', mobileNumber: '+44 20 7946 0001' })
      expect((await u.client.patch('/api/user', { firstName: 'Ada' })).status).to.equal(200)
      expect(await events()).to.equal(2)
      expect((await u.client.patch('/api/user', { mobileNumber: '' })).body.mobileNumber).to.equal(null)
      const row = await t.sql.one<{ first_name: string; mobile_number: string | null }>('select first_name, mobile_number from users where id = ?', [u.id])
      expect(row).to.deep.equal({ first_name: 'Ada', mobile_number: null })
    })

    it('refuses a blank name or a bad number with 400 and changes nothing', async () => {
      const u = await signedIn(t, 'individual', { firstName: 'Grace' })
      const blank = await u.client.patch('/api/user', { firstName: '  ' })
      expect(blank.status).to.equal(400)
      expect(blank.body.fieldErrors).to.deep.equal({ firstName: 'Required' })
      expect((await u.client.patch('/api/user', { lastName: 'Hopper', mobileNumber: 'call me' })).status).to.equal(400)
      expect(await t.sql.one('select first_name, last_name from users where id = ?', [u.id])).to.deep.equal({ first_name: 'Grace', last_name: 'Tester' })
    })
  })

  describe('GET /api/session', () => {
    it('answers 200 with no user when logged out, and the user once signed in (never a 401 to log in the console)', async () => {
      const before = await client.get('/api/session')
      expect(before.status).to.equal(200)
      expect(before.body).to.deep.equal({ user: null })
      expect(before.headers.get('cache-control')).to.equal('no-store')
      expect((await client.get('/api/user')).status).to.equal(401)
      expect((await client.post('/api/register', signUp())).status).to.equal(201)
      const after = await client.get('/api/session')
      expect(after.status).to.equal(200)
      expect(after.body.user).to.include({ firstName: 'Ada', email: 'ada@example.com', role: 'individual' })
      expect(after.text).not.to.match(/password|\$2[aby]\$/i)
    })
  })

  describe('POST /api/register', () => {
    it('creates the account, signs it in and never answers the password or its hash', async () => {
      const res = await client.post('/api/register', signUp())
      expect(res.status).to.equal(201)
      expect(res.body).to.include({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', role: 'individual', isEmailVerified: false, mobileNumber: '+44 20 7946 0000' })
      expect(res.text).not.to.match(/password|\$2[aby]\$/i)
      const me = await client.get('/api/user')
      expect(me.status).to.equal(200)
      expect(me.body.email).to.equal('ada@example.com')
      const rows = await t.sql.all<{ password_hash: string }>('select password_hash from users')
      expect(rows).to.have.length(1)
      expect(rows[0].password_hash).to.match(/^\$2[aby]\$10\$/)
    })

    it('answers 400 with the spec\'s field messages and stores nothing', async () => {
      const res = await client.post('/api/register', { email: 'not-an-email', password: 'short', confirmPassword: 'other' })
      expect(res.status).to.equal(400)
      expect(res.body.fieldErrors).to.deep.include({
        firstName: 'Required', lastName: 'Required', email: 'Please enter a valid email', confirmPassword: "Passwords don't match",
      })
      const short = await client.post('/api/register', signUp({ password: 'Ab1!', confirmPassword: 'Ab1!' }))
      expect(short.status).to.equal(400)
      expect(short.body.fieldErrors).to.deep.equal({ password: 'Password must be at least 8 characters' })
      expect(await t.sql.all('select id from users')).to.have.length(0)
    })

    it('refuses a weak password while strong passwords are required (the default)', async () => {
      const res = await client.post('/api/register', signUp({ password: 'alllowercase', confirmPassword: 'alllowercase' }))
      expect(res.status).to.equal(400)
      expect(res.body.fieldErrors.password).to.match(/at least three of/)
    })

    it('refuses a password longer than bcrypt reads (72 bytes) instead of truncating it', async () => {
      const long = 'Aa1!' + 'x'.repeat(69)
      const res = await client.post('/api/register', signUp({ password: long, confirmPassword: long }))
      expect(res.status).to.equal(400)
      expect(res.body.fieldErrors.password).to.equal('Password must be at most 72 bytes')
    })

    it('answers 409 for an email already used, whatever its case', async () => {
      expect((await client.post('/api/register', signUp())).status).to.equal(201)
      const again = await new Client(t.baseUrl).post('/api/register', signUp({ email: 'ADA@Example.COM' }))
      expect(again.status).to.equal(409)
      expect(again.body.message).to.equal('An account with this email already exists')
      expect(await t.sql.all('select id from users')).to.have.length(1)
    })

    it('never trusts a role smuggled into sign-up', async () => {
      const smuggled = ['admin', 'super_admin', 'media', 'ADMIN', ['admin'], { role: 'admin' }, 42]
      for (const [i, role] of smuggled.entries()) {
        const res = await new Client(t.baseUrl).post('/api/register', signUp({ email: `r${i}@example.com`, role }))
        expect(res.status, JSON.stringify(role)).to.equal(201)
        expect(res.body.role, JSON.stringify(role)).to.equal('individual')
      }
      const roles = await t.sql.all<{ role: string }>('select distinct role from users')
      expect(roles).to.deep.equal([{ role: 'individual' }])
      const manager = await client.post('/api/register', signUp({ email: 'manager@example.com', role: 'company_manager' }))
      expect(manager.body.role).to.equal('company_manager')
    })

    it('ignores isEmailVerified sent by the client', async () => {
      const res = await client.post('/api/register', signUp({ isEmailVerified: true }))
      expect(res.body.isEmailVerified).to.equal(false)
    })
  })

  describe('POST /api/login and /api/logout', () => {
    beforeEach(async () => {
      await client.post('/api/register', signUp())
      await client.post('/api/logout')
    })

    it('signs in with the right password (email in any case) and answers the user', async () => {
      const res = await client.post('/api/login', { email: 'ADA@example.com', password: 'Analytical1!' })
      expect(res.status).to.equal(200)
      expect(res.body.firstName).to.equal('Ada')
      expect((await client.get('/api/user')).status).to.equal(200)
    })

    it('answers 401 with one message for a wrong password or an unknown email', async () => {
      const wrong = await client.post('/api/login', { email: 'ada@example.com', password: 'Wrong-pass1' })
      const unknown = await client.post('/api/login', { email: 'nobody@example.com', password: 'Wrong-pass1' })
      expect(wrong.status).to.equal(401)
      expect(unknown.status).to.equal(401)
      expect(wrong.body).to.deep.equal({ message: 'Invalid email or password' })
      expect(unknown.body).to.deep.equal(wrong.body)
    })

    it('answers 400 with the login form messages', async () => {
      const res = await client.post('/api/login', { email: 'nope', password: '' })
      expect(res.status).to.equal(400)
      expect(res.body.fieldErrors).to.deep.equal({ email: 'Please enter a valid email', password: 'Password is required' })
    })

    it('gives a new session id at login (a planted cookie is worthless)', async () => {
      const before = client.cookieHeader
      await client.post('/api/login', { email: 'ada@example.com', password: 'Analytical1!' })
      expect(client.cookieHeader).to.not.equal(before)
      expect(client.cookieHeader).to.match(/expo\.sid=/)
    })

    it('sets an HttpOnly, SameSite=Lax session cookie, not Secure over plain HTTP', async () => {
      const res = await client.post('/api/login', { email: 'ada@example.com', password: 'Analytical1!' })
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('expo.sid='))!
      expect(cookie).to.match(/httponly/i)
      expect(cookie).to.match(/samesite=lax/i)
      expect(cookie).not.to.match(/;\s*secure/i)
    })

    it('destroys the session at logout: replaying the old cookie is 401', async () => {
      await client.post('/api/login', { email: 'ada@example.com', password: 'Analytical1!' })
      const stolen = client.clone()
      expect((await stolen.get('/api/user')).status).to.equal(200)
      const out = await client.post('/api/logout')
      expect(out.status).to.equal(200)
      expect((await client.get('/api/user')).status).to.equal(401)
      expect((await stolen.get('/api/user')).status).to.equal(401)
      expect(await t.sql.all('select id from sessions where user_id is not null')).to.have.length(0)
    })

    it('during maintenance mode answers 503 to everyone but admins, and gives them no session', async () => {
      const sa = await signedIn(t, 'super_admin')
      const admin = await signedIn(t, 'admin')
      expect((await sa.client.patch('/api/admin/settings', { section: 'general', key: 'maintenanceMode', value: true })).status).to.equal(200)
      const refused = await client.post('/api/login', { email: 'ada@example.com', password: 'Analytical1!' })
      expect([refused.status, refused.body]).to.deep.equal([503, {
        message: 'Expo Atlas is under maintenance. Only administrators can access the site right now.', maintenance: true,
      }])
      expect(refused.headers.get('retry-after')).to.equal('600')
      expect((await client.get('/api/user')).status).to.equal(401)
      const ada = await t.sql.one<{ id: number }>(`select id from users where email = 'ada@example.com'`)
      expect(await t.sql.all('select id from sessions where user_id = ?', [ada!.id])).to.have.length(0)
      // A wrong password is still just wrong; admins and super admins still sign in.
      expect((await client.post('/api/login', { email: 'ada@example.com', password: 'Wrong-pass1' })).status).to.equal(401)
      for (const email of [admin.email, sa.email]) {
        const c = new Client(t.baseUrl)
        expect((await c.post('/api/login', { email, password: TEST_PASSWORD })).status, email).to.equal(200)
        expect((await c.get('/api/companies')).status, email).to.equal(200)
      }
      await sa.client.patch('/api/admin/settings', { section: 'general', key: 'maintenanceMode', value: false })
      expect((await client.post('/api/login', { email: 'ada@example.com', password: 'Analytical1!' })).status).to.equal(200)
    })

    it('keeps sessions in PostgreSQL, so deleting the row (and announcing it, as docs/operations.md says) revokes the session', async () => {
      await client.post('/api/login', { email: 'ada@example.com', password: 'Analytical1!' })
      const rows = await t.sql.all<{ user_id: number; expires_at: Date }>('select user_id, expires_at from sessions')
      expect(rows).to.have.length(1)
      const hours = (new Date(rows[0].expires_at).getTime() - Date.now()) / 3600e3
      expect(hours).to.be.within(23.9, 24.1)
      await t.sql.run('delete from sessions')
      await t.sql.run(`select pg_notify('expo_atlas_changes', 'sessions')`)
      let status = 200
      for (let i = 0; i < 50 && status !== 401; i++) {
        await new Promise((r) => setTimeout(r, 20))
        status = (await client.get('/api/user')).status
      }
      expect(status).to.equal(401)
    })
  })

  describe('GET /api/user', () => {
    it('answers 401 with a JSON message when nobody is signed in', async () => {
      const res = await client.get('/api/user')
      expect(res.status).to.equal(401)
      expect(res.body).to.deep.equal({ message: 'Not authenticated' })
    })
  })
})
