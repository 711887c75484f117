import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { expect } from 'chai'
import pg from 'pg'
import pino from 'pino'
import { findPgTool, pgEnv } from '../../src/adapters/backup/pg-dump.backup'
import { createLogger } from '../../src/adapters/logging/logger'
import { OutboxSender } from '../../src/adapters/mail/outbox-sender'
import { initOrm } from '../../src/adapters/persistence/orm'
import { prepareDatabase } from '../../src/main/bootstrap'
import { readConfig } from '../../src/main/config'
import { createApplication } from '../../src/main/server'
import { catalogueIds, signedIn, TEST_PASSWORD } from './support/accounts'
import { Client } from './support/client'
import { fakeSmtp } from './support/fake-smtp'
import { testApp, testClock, type TestApp } from './support/test-app'

describe('settings, logs, backups, email (HTTP)', () => {
  let t: TestApp
  before(async () => { t = await testApp() })
  beforeEach(() => t.reset())

  const setting = (c: Client, section: string, key: string, value: unknown) => c.patch('/api/admin/settings', { section, key, value })
  const register = (email: string, firstName = 'Ada') =>
    new Client(t.baseUrl).post('/api/register', { firstName, lastName: 'L', email, password: 'Passw0rd!x', confirmPassword: 'Passw0rd!x' })
  const outbox = () => t.sql.all<{ kind: string; subject: string; body: string; to_address: string }>('select kind, subject, body, to_address from email_outbox order by id')

  /** A manager (Marco) whose company is approved and verified, and the admin who approved it. */
  const managerWithCompany = async () => {
    const admin = await signedIn(t, 'admin')
    const m = await signedIn(t, 'company_manager', { firstName: 'Marco' })
    const ids = await catalogueIds(t)
    const company = (await m.client.post('/api/companies', {
      name: 'Navigli Software', description: 'ERP.', countryId: ids.countryId, contactEmail: 'hi@navigli.example.com', sectorId: ids.sectorId, subsectorId: ids.subsectorId,
    })).body
    await admin.client.patch(`/api/admin/companies/${company.id}/status`, { status: 'approved' })
    await admin.client.patch(`/api/admin/companies/${company.id}/verify`, { verified: true })
    return { admin, m, ids, companyId: company.id as number }
  }

  const exhibition = (sectorId: number, over: Record<string, unknown> = {}) => ({
    name: 'Global Tech Expo 2026', description: 'Software and hardware.', startDate: '2026-12-01', endDate: '2026-12-03', location: 'Online',
    venue: 'vFairs halls', maxParticipants: 10, registrationFee: '0', registrationDeadline: '2026-11-25', sectorId, allowedSectors: [sectorId],
    status: 'upcoming', bannerUrl: '', website: '', vFairsLink: 'https://tech.vfairs.com', ...over,
  })

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
      // The mask sent back is not a key (400, the secret is kept); an empty value clears it.
      const masked = await setting(sa.client, 'security', 'recaptchaSecretKey', '••••••••')
      expect(masked.status).to.equal(400)
      expect(masked.text).to.contain('masked value is not a key')
      expect((await t.sql.one<{ value: string }>(`select value from settings where section = 'security' and key = 'recaptchaSecretKey'`))!.value).to.contain('super-secret-value')
      const cleared = await setting(sa.client, 'security', 'recaptchaSecretKey', '')
      expect(cleared.body.security).to.include({ recaptchaSecretKey: '', recaptchaSecretKeySet: false })
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

    it('holds the page\'s text lengths on the server too (the page refused them, the server stored them)', async () => {
      const sa = await signedIn(t, 'super_admin')
      for (const [section, key, max] of [['general', 'siteName', 100], ['general', 'supportPhone', 30], ['general', 'defaultLanguage', 10], ['email', 'fromName', 100]] as const) {
        const long = await setting(sa.client, section, key, 'x'.repeat(max + 1))
        expect([long.status, long.body.fieldErrors?.value]).to.deep.equal([400, `${key} must be at most ${max} characters`])
        expect((await sa.client.get('/api/admin/settings')).body[section][key]).not.to.equal('x'.repeat(max + 1))
        expect((await setting(sa.client, section, key, 'x'.repeat(max))).status, `${section}.${key}`).to.equal(200)
      }
      expect((await setting(sa.client, 'general', 'siteName', '   ')).status).to.equal(400)
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

    /** maxLoginAttempts 3, a super admin and a visitor signed in, the clock at 10:00, and a client that is not signed in. */
    const threeAttempts = async () => {
      const sa = await signedIn(t, 'super_admin')
      await setting(sa.client, 'security', 'maxLoginAttempts', 3)
      const v = await signedIn(t, 'individual')
      testClock.set(new Date('2026-11-22T10:00:00Z'))
      return { sa, v, c: new Client(t.baseUrl) }
    }

    it('locks an account after maxLoginAttempts failures for 15 minutes, with a 429 that says when to retry', async () => {
      const { sa, v, c } = await threeAttempts()
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

    it('locks a client address after maxLoginAttempts failures on any accounts: 429 with Retry-After, even with a right password', async () => {
      const { sa, v, c } = await threeAttempts()
      for (const email of ['nobody-1@example.com', 'nobody-2@example.com', 'nobody-3@example.com']) {
        expect((await c.post('/api/login', { email, password: 'wrong' })).status).to.equal(401)
      }
      // v's account never failed, but the address it signs in from did.
      testClock.set(new Date('2026-11-22T10:05:00Z'))
      const locked = await new Client(t.baseUrl).post('/api/login', { email: v.email, password: TEST_PASSWORD })
      expect([locked.status, locked.body.message]).to.deep.equal([429, 'Too many failed login attempts. Try again in 10 minutes.'])
      expect(locked.headers.get('retry-after')).to.equal('600')
      testClock.set(new Date('2026-11-22T10:15:00.001Z'))
      expect((await new Client(t.baseUrl).post('/api/login', { email: v.email, password: TEST_PASSWORD })).status).to.equal(200)
      const logs = (await sa.client.get('/api/admin/logs?level=warn')).body.map((l: { message: string }) => l.message)
      expect(logs.some((m: string) => m.startsWith(`Login refused for ${v.email}`) && m.includes('locked (address)'))).to.equal(true)
    })

    it('general.timezone: exhibition days begin and end at midnight of that zone', async () => {
      testClock.set(new Date('2026-11-20T10:00:00Z'))
      const sa = await signedIn(t, 'super_admin')
      const ids = await catalogueIds(t)
      const expo = (await sa.client.post('/api/admin/exhibitions', exhibition(ids.sectorId))).body
      expect([expo.startDate, expo.endDate]).to.deep.equal(['2026-12-01T00:00:00.000Z', '2026-12-03T00:00:00.000Z'])
      const status = async () => (await new Client(t.baseUrl).get(`/api/exhibitions/${expo.id}`)).body.status
      // 15:00 UTC on 30 November is midnight of 1 December in Tokyo.
      testClock.set(new Date('2026-11-30T15:00:00.000Z'))
      expect(await status()).to.equal('upcoming')
      await setting(sa.client, 'general', 'timezone', 'Asia/Tokyo')
      expect(await status()).to.equal('ongoing')
      testClock.set(new Date('2026-12-03T15:00:00.000Z'))
      expect(await status()).to.equal('ended')
      await setting(sa.client, 'general', 'timezone', 'UTC')
      expect(await status()).to.equal('ongoing')
      // A new exhibition's dates are days of the zone set when it is saved.
      await setting(sa.client, 'general', 'timezone', 'Asia/Tokyo')
      const tokyo = (await sa.client.post('/api/admin/exhibitions', exhibition(ids.sectorId, { name: 'Tokyo Expo', startDate: '2026-12-10', endDate: '2026-12-12', registrationDeadline: '2026-12-05' }))).body
      expect([tokyo.startDate, tokyo.endDate]).to.deep.equal(['2026-12-09T15:00:00.000Z', '2026-12-11T15:00:00.000Z'])
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
      expect(messages.some((m: string) => m.startsWith(`Permission refused: GET /api/admin/stats for individual Tester (${v.email}) (`))).to.equal(true)
      // One line per settings change, saying which setting of which section, and who changed it.
      const changes = all.filter((l: { context: { event?: string } }) => /setting/i.test(l.context.event ?? ''))
      expect(changes.map((l: { message: string; context: unknown }) => [l.message, l.context])).to.deep.equal([[
        `General setting "site name" was set to Atlas Expo (by super admin Tester (${sa.email}))`,
        { event: 'SettingChanged', actorId: sa.id, actorEmail: sa.email, section: 'general', key: 'siteName' },
      ]])
      await setting(sa.client, 'general', 'maintenanceMode', true)
      await setting(sa.client, 'general', 'maintenanceMode', false)
      await setting(sa.client, 'security', 'recaptchaSecretKey', 'do-not-show-me')
      const activity = (await sa.client.get('/api/admin/activities')).body
      expect(activity.slice(0, 4).map((a: { eventType: string; description: string }) => [a.eventType, a.description])).to.deep.equal([
        ['SettingChanged', 'Security setting "recaptcha secret key" was changed'],
        ['SettingChanged', 'General setting "maintenance mode" was turned off'],
        ['SettingChanged', 'General setting "maintenance mode" was turned on'],
        ['SettingChanged', 'General setting "site name" was set to Atlas Expo'],
      ])
      expect(JSON.stringify(activity)).not.to.contain('do-not-show-me')
      const times = all.map((l: { timestamp: string }) => l.timestamp)
      expect([...times].sort().reverse()).to.deep.equal(times)
      expect((await sa.client.get('/api/admin/logs?level=warn')).body.every((l: { level: string }) => l.level === 'warn')).to.equal(true)
      const cleared = await sa.client.delete('/api/admin/logs')
      expect(cleared.body.cleared).to.be.greaterThan(1)
      const after = (await sa.client.get('/api/admin/logs')).body
      expect(after).to.have.length(1)
      expect(after[0].message).to.match(new RegExp(`^System logs cleared by super admin Tester \\(${sa.email}\\) \\(\\d+ entries\\)$`))
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

      const url = new URL(t.orm.config.get('clientUrl')!)
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
        // A failed expectation below still closes it before the database is dropped.
        restored.on('error', () => undefined)
        for (const table of ['users', 'companies', 'countries', 'sectors', 'directory_entries', 'domain_events']) {
          const original = await t.sql.all(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h, count(*)::int as n from ${table} t`)
          const copy = (await restored.query(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h, count(*)::int as n from ${table} t`)).rows
          expect(copy, table).to.deep.equal(original)
        }
        // Neither the session signing key nor the sessions are in it: their tables come back empty.
        for (const table of ['app_secrets', 'sessions']) {
          expect((await t.sql.one<{ n: number }>(`select count(*)::int as n from ${table}`))!.n, table).to.be.greaterThan(0)
          expect((await restored.query(`select count(*)::int as n from ${table}`)).rows[0].n, `restored ${table}`).to.equal(0)
        }
        expect(bytes.includes(Buffer.from((await t.sql.one<{ value: string }>(`select value from app_secrets where name = 'session-signing-key'`))!.value))).to.equal(false)
        await restored.end()

        // The app starts on the restored database with a new signing key: old sessions are gone, logins work.
        const orm = await initOrm(target.toString())
        const config = { ...readConfig({ NODE_ENV: 'test', SEED_DEMO_DATA: '0' }), databaseUrl: target.toString(), dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'expo-atlas-restored-')) }
        const { log, sink } = createLogger('silent')
        await prepareDatabase(orm, config, log, testClock)
        const app = await createApplication({ config, log, sink, orm, databaseUrl: target.toString(), clock: testClock, webDistDir: os.tmpdir() })
        const server = http.createServer(app.callback)
        await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
        try {
          const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
          expect((await fetch(`${base}/api/user`, { headers: { Cookie: sa.client.cookieHeader } })).status).to.equal(401)
          const again = new Client(base)
          expect((await again.post('/api/login', { email: sa.email, password: TEST_PASSWORD })).status).to.equal(200)
          expect((await again.get('/api/user')).body.email).to.equal(sa.email)
          expect((await again.get('/api/admin/companies')).body.companies.map((c: { name: string }) => c.name)).to.include('Backup Co')
        } finally {
          server.closeAllConnections()
          await new Promise((r) => server.close(r))
          await app.close()
          await orm.close()
        }
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
      expect(templates.map((x: { key: string }) => x.key)).to.deep.equal([
        'welcome', 'email_verification', 'company_approved', 'company_rejected', 'participation_decided', 'media_decided',
        'company_suspended', 'company_reinstated', 'company_verified', 'company_verification_revoked', 'company_verification_lapsed', 'verification_expiring', 'participation_rejected', 'invitation', 'password_reset', 'email_change', 'email_change_notice', 'saved_search_digest', 'domain_proof_code',
      ])
      const welcome = templates[0]
      const edited = await sa.client.patch(`/api/admin/email-templates/${welcome.id}`, { subject: 'Hi {{firstName}}, welcome aboard', body: 'Enjoy {{siteName}}.' })
      expect(edited.body.subject).to.equal('Hi {{firstName}}, welcome aboard')
      expect((await sa.client.patch(`/api/admin/email-templates/${welcome.id}`, { subject: '', body: 'x' })).status).to.equal(400)
      const c = new Client(t.baseUrl)
      await c.post('/api/register', { firstName: 'Ada', lastName: 'L', email: 'ada@example.com', password: 'Passw0rd!x', confirmPassword: 'Passw0rd!x' })
      const mails = await t.sql.all<{ kind: string; subject: string; body: string; to_address: string }>(`select kind, subject, body, to_address from email_outbox order by id`)
      expect(mails.map((m) => m.kind)).to.deep.equal(['welcome', 'email_verification'])
      expect(mails[0]).to.include({ subject: 'Hi Ada, welcome aboard', body: 'Enjoy Expo Atlas.', to_address: 'ada@example.com' })
      const link = /(http\S+\/api\/verify-email\?token=[\w-]+)/.exec(mails[1].body)![1]
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
      const path = new URL(/(http\S+verify-email\?token=[\w-]+)/.exec(body)![1])
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

    it('with email.enabled off nothing is sent: no welcome, no verification link, no decision', async () => {
      const sa = await signedIn(t, 'super_admin')
      await setting(sa.client, 'email', 'enabled', false)
      expect((await register('ada@example.com')).status).to.equal(201)
      const { admin, m, ids } = await managerWithCompany()
      const other = (await m.client.post('/api/companies', { name: 'Second Co', description: 'x', countryId: ids.countryId, contactEmail: 'x@example.com', sectorId: ids.sectorId, subsectorId: ids.subsectorId })).body
      await admin.client.patch(`/api/admin/companies/${other.id}/status`, { status: 'rejected', reason: 'No website' })
      expect(await outbox()).to.deep.equal([])
      await setting(sa.client, 'email', 'enabled', true)
      await register('bob@example.com', 'Bob')
      expect((await outbox()).map((x) => [x.kind, x.to_address])).to.deep.equal([['welcome', 'bob@example.com'], ['email_verification', 'bob@example.com']])
    })

    it('with sendWelcomeEmail off a sign-up gets its verification link but no welcome', async () => {
      const sa = await signedIn(t, 'super_admin')
      await setting(sa.client, 'email', 'sendWelcomeEmail', false)
      await register('ada@example.com')
      expect((await outbox()).map((x) => x.kind)).to.deep.equal(['email_verification'])
    })

    it('participation and media decisions send their templates to the company\'s manager', async () => {
      testClock.set(new Date('2026-11-20T10:00:00Z'))
      const { admin, m, ids, companyId } = await managerWithCompany()
      const expo = (await admin.client.post('/api/admin/exhibitions', exhibition(ids.sectorId))).body
      const applied = (await m.client.post(`/api/exhibitions/${expo.id}/participants`, { companyId })).body
      expect((await admin.client.patch(`/api/admin/exhibitions/${expo.id}/participants/${applied.id}`, { status: 'approved', boothNumber: 'A-12' })).status).to.equal(200)
      const media = await signedIn(t, 'media')
      const item = (await m.client.post(`/api/companies/${companyId}/media`, { title: 'Navigli opens Lisbon office', content: 'We are growing.', type: 'press_release' })).body
      await media.client.post(`/api/company-media/${item.id}/approve`, { status: 'approved' })
      const second = (await m.client.post(`/api/companies/${companyId}/media`, { title: 'A blurry photo', content: 'x', type: 'news' })).body
      await media.client.post(`/api/company-media/${second.id}/approve`, { status: 'rejected', reason: 'The photo is blurred' })

      const mails = (await outbox()).filter((x) => x.kind === 'participation_decided' || x.kind === 'media_decided')
      expect(mails.map((x) => [x.kind, x.to_address, x.subject])).to.deep.equal([
        ['participation_decided', m.email, 'Navigli Software at Global Tech Expo 2026: confirmed'],
        ['media_decided', m.email, '"Navigli opens Lisbon office" was approved'],
        ['media_decided', m.email, '"A blurry photo" was rejected'],
      ])
      expect(mails[0].body).to.contain('Hello Marco').and.contain('The application of Navigli Software to Global Tech Expo 2026 was confirmed. Your booth: A-12.')
        .and.match(new RegExp(`/exhibitions/${expo.id}\\b`))
      expect(mails[1].body).to.contain('Your media item "Navigli opens Lisbon office" was approved.')
      expect(mails[2].body).to.contain('Your media item "A blurry photo" was rejected. Reason: The photo is blurred')
    })

    it('two senders at once (two app instances) send each mail once: a sender claims what it sends', async () => {
      const smtp = await fakeSmtp(0)
      const [a, b] = [0, 1].map(() => new OutboxSender(t.sql, t.app.settings, pino({ level: 'silent' }), `smtp://127.0.0.1:${smtp.port}`))
      try {
        for (const name of ['ada', 'bea', 'cyd', 'dan', 'eve']) await register(`${name}@example.com`)
        const queued = (await t.sql.one<{ n: number }>('select count(*)::int as n from email_outbox where sent_at is null'))!.n
        expect(queued).to.equal(10)
        const [sentA, sentB] = await Promise.all([a.sendDue(), b.sendDue()])
        expect(sentA + sentB).to.equal(10)
        expect(smtp.received).to.have.length(10)
        expect((await t.sql.one<{ n: number }>('select count(*)::int as n from email_outbox where sent_at is null or attempts <> 1'))!.n).to.equal(0)
        expect(await a.sendDue()).to.equal(0)
      } finally {
        await smtp.close()
      }
    })

    it('a failed SMTP send stays in the outbox and is retried later with a growing delay, then sent', async () => {
      const smtp = await fakeSmtp(3)
      const sender = new OutboxSender(t.sql, t.app.settings, pino({ level: 'silent' }), `smtp://127.0.0.1:${smtp.port}`)
      try {
        await register('ada@example.com')
        type Row = { kind: string; attempts: number; sent: boolean; last_error: string | null; delay: number }
        const rows = () => t.sql.all<Row>(`select kind, attempts, sent_at is not null as sent, last_error,
          round(extract(epoch from next_attempt_at - now()) / 60)::int as delay from email_outbox order by id`)
        const due = () => t.sql.run('update email_outbox set next_attempt_at = now() where sent_at is null')

        expect(await sender.sendDue()).to.equal(0) // the server refuses both: retried in a minute
        expect((await rows()).map((r) => [r.kind, r.attempts, r.sent, r.delay])).to.deep.equal([['welcome', 1, false, 1], ['email_verification', 1, false, 1]])
        expect((await rows())[0].last_error).to.match(/451/)
        expect(await sender.sendDue()).to.equal(0) // not due yet
        await due()
        expect(await sender.sendDue()).to.equal(1) // one more refusal (now two minutes), the other goes
        expect((await rows()).map((r) => [r.kind, r.attempts, r.sent, r.delay])).to.deep.equal([['welcome', 2, false, 2], ['email_verification', 2, true, 0]])
        await due()
        expect(await sender.sendDue()).to.equal(1)
        expect((await rows()).map((r) => [r.kind, r.attempts, r.sent, r.last_error])).to.deep.equal([['welcome', 3, true, null], ['email_verification', 2, true, null]])
        expect(smtp.received.map((mail) => /^Subject: (.*)$/m.exec(mail)?.[1])).to.deep.equal(['Confirm your email address for Expo Atlas', 'Welcome to Expo Atlas, Ada!'])
      } finally {
        await smtp.close()
      }
    })
  })
})
