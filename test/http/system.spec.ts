import { execFileSync } from 'node:child_process'
import { expect } from 'chai'
import pg from 'pg'
import { findPgTool, pgEnv } from '../../src/adapters/backup/pg-dump.backup'
import { catalogueIds, signedIn, TEST_PASSWORD } from './support/accounts'
import { Client } from './support/client'
import { testApp, testClock, type TestApp } from './support/test-app'

describe('settings, logs, backups, email (HTTP)', () => {
  let t: TestApp
  before(async () => { t = await testApp() })
  beforeEach(() => t.reset())

  const setting = (c: Client, section: string, key: string, value: unknown) => c.patch('/api/admin/settings', { section, key, value })

  describe('settings', () => {
    it('only a super admin reads and changes them; the reCAPTCHA secret never comes back in clear', async () => {
      const sa = await signedIn(t, 'super_admin')
      const admin = await signedIn(t, 'admin')
      expect((await admin.client.get('/api/admin/settings')).status).to.equal(403)
      expect((await setting(admin.client, 'general', 'siteName', 'X')).status).to.equal(403)
      const saved = await setting(sa.client, 'security', 'recaptchaSecretKey', 'super-secret-value')
      expect(saved.status).to.equal(200)
      expect(saved.body.security).to.include({ recaptchaSecretKey: '••••••••', recaptchaSecretKeySet: true })
      expect(saved.text).not.to.contain('super-secret-value')
      const logs = await sa.client.get('/api/admin/logs')
      expect(logs.text).not.to.contain('super-secret-value')
      expect((await sa.client.get('/api/admin/settings')).body.general.siteName).to.equal('Expo Atlas')
    })

    it('holds the page\'s bounds on the server: 400 outside them, 400 for unknown keys, nothing stored', async () => {
      const sa = await signedIn(t, 'super_admin')
      for (const [section, key, value] of [
        ['security', 'sessionTimeout', 0], ['security', 'sessionTimeout', 73], ['security', 'passwordMinLength', 5], ['security', 'maxLoginAttempts', 11],
        ['content', 'maxMediaItemsPerCompany', 2.5], ['general', 'maxUploadSize', '10'], ['general', 'maintenanceMode', 'yes'],
        ['email', 'provider', 'postmark'], ['email', 'fromEmail', 'not-an-email'], ['general', 'timezone', 'Mars/Olympus'],
      ] as const) {
        const res = await setting(sa.client, section, key, value)
        expect(res.status, `${section}.${key}=${value}`).to.equal(400)
        expect(res.body.fieldErrors.value).to.be.a('string')
      }
      const unknown = await setting(sa.client, 'security', 'godMode', true)
      expect([unknown.status, unknown.body.fieldErrors.key]).to.deep.equal([400, 'Unknown setting security.godMode'])
      expect((await setting(sa.client, '__proto__', 'x', 1)).status).to.equal(400)
      expect(await t.sql.all('select key from settings')).to.deep.equal([])
      expect((await setting(sa.client, 'security', 'sessionTimeout', 72)).status).to.equal(200)
    })

    it('maintenance mode: 503 for everyone but admins, who can still sign in', async () => {
      const sa = await signedIn(t, 'super_admin')
      const v = await signedIn(t, 'individual')
      await setting(sa.client, 'general', 'maintenanceMode', true)
      const api = await v.client.get('/api/favorites')
      expect([api.status, api.body.maintenance]).to.deep.equal([503, true])
      expect(api.body.message).to.match(/under maintenance/)
      const page = await new Client(t.baseUrl).get('/directory', { Accept: 'text/html' })
      expect(page.status).to.equal(503)
      expect(page.text).to.contain('<div id="root">')
      expect((await new Client(t.baseUrl).get('/api/settings/public')).body.maintenanceMode).to.equal(true)
      expect((await sa.client.get('/api/admin/stats')).status).to.equal(200)
      const admin = new Client(t.baseUrl)
      const a = await signedIn(t, 'admin')
      expect((await admin.post('/api/login', { email: a.email, password: TEST_PASSWORD })).status).to.equal(200)
      expect((await admin.get('/api/companies')).status).to.equal(200)
      await setting(sa.client, 'general', 'maintenanceMode', false)
      expect((await v.client.get('/api/favorites')).status).to.equal(200)
    })

    it('registration switches, password rules and company moderation take effect at once', async () => {
      const sa = await signedIn(t, 'super_admin')
      const signUp = (email: string, password = 'Passw0rd!x', role = 'individual') =>
        new Client(t.baseUrl).post('/api/register', { firstName: 'A', lastName: 'B', email, password, confirmPassword: password, role })
      await setting(sa.client, 'registration', 'allowRegistration', false)
      const closed = await signUp('a@example.com')
      expect([closed.status, closed.body.message]).to.deep.equal([403, 'Registration is currently closed'])
      await setting(sa.client, 'registration', 'allowRegistration', true)
      await setting(sa.client, 'registration', 'allowCompanyRegistration', false)
      expect((await signUp('b@example.com', 'Passw0rd!x', 'company_manager')).body.role).to.equal('individual')
      await setting(sa.client, 'security', 'passwordMinLength', 12)
      expect((await signUp('c@example.com')).body.fieldErrors).to.deep.equal({ password: 'Password must be at least 12 characters' })
      await setting(sa.client, 'security', 'requireStrongPassword', false)
      expect((await signUp('d@example.com', 'plainpassword')).status).to.equal(201)
    })

    it('locks an account after maxLoginAttempts failures for 15 minutes, with a 429 that says when to retry', async () => {
      const sa = await signedIn(t, 'super_admin')
      await setting(sa.client, 'security', 'maxLoginAttempts', 3)
      const v = await signedIn(t, 'individual')
      testClock.set(new Date('2026-11-22T10:00:00Z'))
      const c = new Client(t.baseUrl)
      for (let i = 0; i < 3; i++) expect((await c.post('/api/login', { email: v.email, password: 'wrong' })).status).to.equal(401)
      const locked = await c.post('/api/login', { email: v.email, password: TEST_PASSWORD })
      expect(locked.status).to.equal(429)
      expect(locked.body.message).to.equal('Too many failed login attempts. Try again in 15 minutes.')
      expect(locked.headers.get('retry-after')).to.equal('900')
      testClock.set(new Date('2026-11-22T10:15:00.001Z'))
      expect((await c.post('/api/login', { email: v.email, password: TEST_PASSWORD })).status).to.equal(200)
      const logs = (await sa.client.get('/api/admin/logs?level=warn')).body.map((l: { message: string }) => l.message)
      expect(logs.some((m: string) => m.startsWith(`Failed login for ${v.email}`))).to.equal(true)
      expect(logs.some((m: string) => m.includes('locked'))).to.equal(true)
      expect(JSON.stringify(logs)).not.to.contain('wrong')
    })

    it('the session timeout setting is the idle timeout of new sessions', async () => {
      const sa = await signedIn(t, 'super_admin')
      await setting(sa.client, 'security', 'sessionTimeout', 2)
      const v = await signedIn(t, 'individual')
      const row = await t.sql.one<{ expires_at: string }>('select expires_at from sessions where user_id = ?', [v.id])
      const hours = (new Date(row!.expires_at).getTime() - Date.now()) / 3600e3
      expect(hours).to.be.within(1.9, 2.1)
    })

    it('a change on one instance reaches another instance\'s cache through NOTIFY', async () => {
      const sa = await signedIn(t, 'super_admin')
      expect((await t.app.settings.current()).content.maxFeaturedCompanies).to.equal(5)
      // Another instance writes directly and notifies.
      await t.sql.run(`insert into settings (section, key, value) values ('content', 'maxFeaturedCompanies', '2')`)
      await t.sql.run(`select pg_notify('expo_atlas_changes', 'settings')`)
      for (let i = 0; i < 50 && (await t.app.settings.current()).content.maxFeaturedCompanies !== 2; i++) await new Promise((r) => setTimeout(r, 20))
      expect((await t.app.settings.current()).content.maxFeaturedCompanies).to.equal(2)
      expect((await sa.client.get('/api/admin/settings')).body.content.maxFeaturedCompanies).to.equal(2)
    })
  })

  describe('logs and system', () => {
    it('logs security events and admin actions; lists newest first, by level; clearing is logged', async () => {
      const sa = await signedIn(t, 'super_admin')
      const v = await signedIn(t, 'individual')
      await v.client.get('/api/admin/stats') // a permission refusal
      await setting(sa.client, 'general', 'siteName', 'Atlas Expo')
      const all = (await sa.client.get('/api/admin/logs')).body
      expect(all[0]).to.have.keys(['id', 'timestamp', 'level', 'message', 'context'])
      const messages = all.map((l: { message: string }) => l.message)
      expect(messages.some((m: string) => m.startsWith('Permission refused: GET /api/admin/stats'))).to.equal(true)
      expect(messages.some((m: string) => m.startsWith('Setting general.siteName changed'))).to.equal(true)
      const times = all.map((l: { timestamp: string }) => l.timestamp)
      expect([...times].sort().reverse()).to.deep.equal(times)
      expect((await sa.client.get('/api/admin/logs?level=warn')).body.every((l: { level: string }) => l.level === 'warn')).to.equal(true)
      const cleared = await sa.client.delete('/api/admin/logs')
      expect(cleared.body.cleared).to.be.greaterThan(1)
      const after = (await sa.client.get('/api/admin/logs')).body
      expect(after).to.have.length(1)
      expect(after[0].message).to.match(/^System logs cleared by user #\d+/)
      const admin = await signedIn(t, 'admin')
      expect((await admin.client.get('/api/admin/logs')).status).to.equal(403)
      expect((await admin.client.delete('/api/admin/logs')).status).to.equal(403)
    })

    it('shows real system figures', async () => {
      const sa = await signedIn(t, 'super_admin')
      const res = await sa.client.get('/api/admin/system')
      expect(res.body.databaseVersion).to.match(/^\d+\.\d+/)
      expect(res.body.databaseSize).to.be.greaterThan(1_000_000)
      expect(res.body).to.include({ environment: 'test' })
      expect(res.body.appVersion).to.match(/^\d+\.\d+\.\d+$/)
    })
  })

  describe('backups', () => {
    it('makes a real dump, streams it to super admins only, and it restores into an empty database with the same data', async function () {
      this.timeout(60_000)
      const serverMajor = Math.floor(Number((await t.sql.one<{ v: string }>(`select current_setting('server_version_num') as v`))!.v) / 10000)
      let pgRestore: string
      try { pgRestore = await findPgTool('pg_restore', serverMajor) } catch { this.skip(); return }
      const sa = await signedIn(t, 'super_admin')
      const admin = await signedIn(t, 'admin')
      const ids = await catalogueIds(t)
      await sa.client.post('/api/admin/companies', { name: 'Backup Co', description: 'x', countryId: ids.countryId, contactEmail: 'b@example.com', sectorId: ids.sectorId })
      const made = await sa.client.post('/api/admin/database/backup')
      expect(made.status).to.equal(201)
      expect(made.body.downloadUrl).to.equal('/api/admin/database/download-latest-backup')
      expect((await admin.client.get(made.body.downloadUrl)).status).to.equal(403)
      const res = await fetch(t.baseUrl + made.body.downloadUrl, { headers: { Cookie: sa.client.cookieHeader } })
      expect(res.status).to.equal(200)
      const bytes = Buffer.from(await res.arrayBuffer())
      expect(bytes.subarray(0, 5).toString()).to.equal('PGDMP')

      const url = new URL((t.orm.config.get('clientUrl') as string))
      const restoredName = `restore_${Date.now()}`
      const admin0 = new pg.Client({ connectionString: url.toString() })
      await admin0.connect()
      await admin0.query(`create database ${restoredName}`)
      try {
        const target = new URL(url.toString()); target.pathname = `/${restoredName}`
        const file = `${t.dataDir}/backups/${made.body.file}`
        execFileSync(pgRestore, ['--no-owner', '--no-privileges', '--exit-on-error', '--dbname', restoredName, file], { env: pgEnv(target.toString()), stdio: 'pipe' })
        const restored = new pg.Client({ connectionString: target.toString() })
        await restored.connect()
        for (const table of ['users', 'companies', 'countries', 'sectors', 'directory_entries', 'domain_events']) {
          const original = await t.sql.all(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h, count(*)::int as n from ${table} t`)
          const copy = (await restored.query(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h, count(*)::int as n from ${table} t`)).rows
          expect(copy, table).to.deep.equal(original)
        }
        await restored.end()
      } finally {
        await admin0.query(`drop database if exists ${restoredName} with (force)`)
        await admin0.end()
      }
    })
  })

  describe('email', () => {
    it('lists and edits the templates; sign-up sends a welcome and a verification link through the outbox', async () => {
      const sa = await signedIn(t, 'super_admin')
      const templates = (await sa.client.get('/api/admin/email-templates')).body
      expect(templates.map((x: { key: string }) => x.key)).to.deep.equal(['welcome', 'email_verification', 'company_approved', 'company_rejected', 'participation_decided', 'media_decided'])
      const welcome = templates[0]
      const edited = await sa.client.patch(`/api/admin/email-templates/${welcome.id}`, { subject: 'Hi {{firstName}}, welcome aboard', body: 'Enjoy {{siteName}}.' })
      expect(edited.body.subject).to.equal('Hi {{firstName}}, welcome aboard')
      expect((await sa.client.patch(`/api/admin/email-templates/${welcome.id}`, { subject: '', body: 'x' })).status).to.equal(400)
      const c = new Client(t.baseUrl)
      await c.post('/api/register', { firstName: 'Ada', lastName: 'L', email: 'ada@example.com', password: 'Passw0rd!x', confirmPassword: 'Passw0rd!x' })
      const mails = await t.sql.all<{ kind: string; subject: string; body: string; to_address: string }>(`select kind, subject, body, to_address from email_outbox order by id`)
      expect(mails.map((m) => m.kind)).to.deep.equal(['welcome', 'email_verification'])
      expect(mails[0]).to.include({ subject: 'Hi Ada, welcome aboard', body: 'Enjoy Expo Atlas.', to_address: 'ada@example.com' })
      const link = /(http\S+\/api\/verify-email\?token=[\w-]+)/.exec(mails[1]!.body)![1]!
      expect((await c.get('/api/user')).body.isEmailVerified).to.equal(false)
      const verified = await new Client(t.baseUrl).get(new URL(link).pathname + new URL(link).search)
      expect([verified.status, verified.body.message]).to.deep.equal([200, 'Your email address is verified'])
      expect((await c.get('/api/user')).body.isEmailVerified).to.equal(true)
      expect((await new Client(t.baseUrl).get(new URL(link).pathname + new URL(link).search)).status).to.equal(400)
    })

    it('a verification link expires after registration.verificationExpiry hours', async () => {
      testClock.set(new Date('2026-11-22T10:00:00Z'))
      const c = new Client(t.baseUrl)
      await c.post('/api/register', { firstName: 'Ada', lastName: 'L', email: 'ada@example.com', password: 'Passw0rd!x', confirmPassword: 'Passw0rd!x' })
      const body = (await t.sql.one<{ body: string }>(`select body from email_outbox where kind = 'email_verification'`))!.body
      const path = new URL(/(http\S+verify-email\?token=[\w-]+)/.exec(body)![1]!)
      testClock.set(new Date('2026-11-23T10:00:01Z'))
      const expired = await new Client(t.baseUrl).get(path.pathname + path.search)
      expect([expired.status, expired.body.message]).to.deep.equal([400, 'This verification link has expired: ask for a new one from your dashboard'])
      expect((await c.post('/api/user/resend-verification')).status).to.equal(202)
    })

    it('with requireEmailVerification on, unverified users log in but cannot create companies or publish', async () => {
      const sa = await signedIn(t, 'super_admin')
      await setting(sa.client, 'registration', 'requireEmailVerification', true)
      const m = await signedIn(t, 'company_manager', { isEmailVerified: false })
      const ids = await catalogueIds(t)
      const res = await m.client.post('/api/companies', { name: 'X', description: 'x', countryId: ids.countryId, contactEmail: 'x@example.com', sectorId: ids.sectorId, subsectorId: ids.subsectorId })
      expect([res.status, res.body.message]).to.deep.equal([403, 'Please verify your email address before creating a company'])
    })

    it('company decisions send the template to the manager, unless notification emails are off', async () => {
      const sa = await signedIn(t, 'super_admin')
      const m = await signedIn(t, 'company_manager', { firstName: 'Marco' })
      const ids = await catalogueIds(t)
      const form = { description: 'x', countryId: ids.countryId, contactEmail: 'x@example.com', sectorId: ids.sectorId, subsectorId: ids.subsectorId }
      const a = (await m.client.post('/api/companies', { ...form, name: 'First Co' })).body
      await sa.client.patch(`/api/admin/companies/${a.id}/status`, { status: 'rejected', reason: 'No website' })
      const mail = await t.sql.one<{ subject: string; body: string; to_address: string }>(`select subject, body, to_address from email_outbox where kind = 'company_rejected'`)
      expect(mail).to.include({ subject: 'First Co needs changes before it can be listed', to_address: m.email })
      expect(mail!.body).to.contain('Hello Marco').and.contain('Reason: No website')
      await setting(sa.client, 'email', 'sendNotificationEmails', false)
      const b = (await m.client.post('/api/companies', { ...form, name: 'Second Co' })).body
      await sa.client.patch(`/api/admin/companies/${b.id}/status`, { status: 'approved' })
      expect(await t.sql.all(`select id from email_outbox where kind = 'company_approved'`)).to.have.length(0)
    })
  })
})
