import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { expect } from 'chai'
import { createLogger } from '../../src/adapters/logging/logger'
import { readConfig } from '../../src/main/config'
import { createApplication, type Application } from '../../src/main/server'
import { signedIn, TEST_PASSWORD } from './support/accounts'
import { Client } from './support/client'
import { testApp, type TestApp } from './support/test-app'
import { dropCache } from '../../src/adapters/projections/cache-topics'

describe('security hardening (HTTP)', () => {
  let t: TestApp
  before(async () => { t = await testApp() })
  beforeEach(() => t.reset())

  it('refuses the most common passwords at sign-up and at password change', async () => {
    const res = await new Client(t.baseUrl).post('/api/register', { firstName: 'A', lastName: 'B', email: 'a@example.com', password: 'Password123', confirmPassword: 'Password123' })
    expect(res.status).to.equal(400)
    expect(res.body.fieldErrors).to.deep.equal({ password: 'This password is one of the most common ones; choose another' })
    const v = await signedIn(t, 'individual')
    const change = await v.client.post('/api/user/password', { currentPassword: TEST_PASSWORD, newPassword: 'Qwerty123', confirmPassword: 'Qwerty123' })
    expect(change.body.fieldErrors).to.deep.equal({ newPassword: 'This password is one of the most common ones; choose another' })
  })

  it('ends a session after its absolute lifetime, however active', async () => {
    const v = await signedIn(t, 'individual')
    expect((await v.client.get('/api/user')).status).to.equal(200)
    await t.sql.run(`update sessions set data = jsonb_set(data, '{createdAt}', to_jsonb((extract(epoch from now() - interval '169 hours') * 1000)::bigint)) where user_id = ?`, [v.id])
    // Time passed (written into the row directly): the session read kept in memory goes too.
    dropCache(t.app.readCaches, 'sessions')
    expect((await v.client.get('/api/user')).status).to.equal(401)
  })

  describe('a second instance behind a TLS proxy (TRUST_PROXY=1), on the same database', () => {
    let second: Application
    let server: http.Server
    let base: string
    before(async () => {
      const url = t.orm.config.get('clientUrl')!
      const config = { ...readConfig({ NODE_ENV: 'test', SEED_DEMO_DATA: '0', TRUST_PROXY: '1' }), databaseUrl: url, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'expo-atlas-2-')) }
      const { log, sink } = createLogger('silent')
      second = await createApplication({ config, log, sink, orm: t.orm, databaseUrl: url, webDistDir: os.tmpdir() })
      server = http.createServer(second.callback)
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    })
    // The shared reset truncates the tables and restarts their ids, as no real change does: this instance forgets too.
    beforeEach(() => dropCache(second.readCaches, '*'))
    after(async () => {
      server.closeAllConnections()
      await new Promise((r) => server.close(r))
      await second.close()
    })

    it('sets a __Host- Secure cookie and HSTS over HTTPS', async () => {
      const v = await signedIn(t, 'individual')
      const https = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'atlas.example.com' }
      const c = new Client(base, 'https://atlas.example.com')
      const res = await c.request('POST', '/api/login', { json: { email: v.email, password: TEST_PASSWORD }, headers: https })
      expect(res.status).to.equal(200)
      const cookie = res.headers.getSetCookie().find((x) => x.startsWith('__Host-expo.sid='))!
      expect(cookie).to.match(/;\s*secure/i).and.match(/;\s*path=\//i).and.match(/httponly/i)
      expect(cookie).not.to.match(/domain=/i)
      expect(res.headers.get('strict-transport-security')).to.match(/max-age=\d+/)
      expect((await c.request('GET', '/api/user', { headers: https })).status).to.equal(200)
    })

    it('shares sessions: a login on one instance works on the other', async () => {
      const v = await signedIn(t, 'individual')
      const res = await fetch(`${base}/api/user`, { headers: { Cookie: v.client.cookieHeader } })
      expect(res.status).to.equal(200)
      expect(((await res.json()) as { email: string }).email).to.equal(v.email)
    })

    it('sessions and users read on the other instance are kept in memory, and ended or changed there at once', async () => {
      const v = await signedIn(t, 'individual', { firstName: 'Kept' })
      const other = (path: string) => fetch(`${base}${path}`, { headers: { Cookie: v.client.cookieHeader } })
      const until = async (path: string, ok: (r: Response) => Promise<boolean>) => {
        for (let i = 0; i < 50; i++) {
          if (await ok(await other(path))) return true
          await new Promise((r) => setTimeout(r, 20))
        }
        return false
      }
      expect((await other('/api/user')).status).to.equal(200)
      // Its name changed on the first instance: the second reads the user again.
      expect((await v.client.patch('/api/user', { firstName: 'Changed', lastName: 'L' })).status).to.equal(200)
      expect(await until('/api/user', async (r) => ((await r.json()) as { firstName: string }).firstName === 'Changed')).to.equal(true)
      // Ended on the first instance (logout): refused on the second.
      expect((await v.client.post('/api/logout')).status).to.equal(200)
      expect(await until('/api/user', async (r) => r.status === 401)).to.equal(true)
    })

    it('a settings change on one instance takes effect on the other at once', async () => {
      const sa = await signedIn(t, 'super_admin')
      expect((await sa.client.patch('/api/admin/settings', { section: 'general', key: 'maintenanceMode', value: true })).status).to.equal(200)
      let status = 0
      for (let i = 0; i < 50 && status !== 503; i++) {
        status = (await fetch(`${base}/api/companies`)).status
        if (status !== 503) await new Promise((r) => setTimeout(r, 20))
      }
      expect(status).to.equal(503)
      await sa.client.patch('/api/admin/settings', { section: 'general', key: 'maintenanceMode', value: false })
    })
  })
})
