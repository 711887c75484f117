import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { expect } from 'chai'
import Router from '@koa/router'
import { createHttpApp } from '../../src/adapters/http/app'
import type { AppState } from '../../src/adapters/http/app-state'
import { createLogger } from '../../src/adapters/logging/logger'
import { readConfig } from '../../src/main/config'
import { createApplication, type Application } from '../../src/main/server'
import { catalogueIds, companyForm, signedIn, TEST_PASSWORD } from './support/accounts'
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

  it('trusts exactly TRUST_PROXY_HOPS proxies: the client is that many X-Forwarded-For entries from the right', async () => {
    expect([readConfig({}).proxyHops, readConfig({ TRUST_PROXY_HOPS: '2' }).proxyHops]).to.deep.equal([1, 2])
    for (const bad of ['0', '-1', '1.5', 'two', '11']) expect(() => readConfig({ TRUST_PROXY_HOPS: bad }), bad).to.throw(/TRUST_PROXY_HOPS/)
    expect([readConfig({}).publicOrigin, readConfig({ PUBLIC_URL: 'https://atlas.example.com/base/' }).publicOrigin]).to.deep.equal([undefined, 'https://atlas.example.com'])
    expect(() => readConfig({ PUBLIC_URL: 'atlas.example.com' })).to.throw(/PUBLIC_URL/)
    const ipOf = async (proxyHops: number, forwardedFor: string) => {
      const router = new Router<AppState>().get('/ip', (ctx) => { ctx.body = { ip: ctx.ip } })
      const { log } = createLogger('silent')
      const app = createHttpApp({
        log, keys: ['k'], trustProxy: true, proxyHops, allowedOrigins: [], publicOrigin: undefined, webDistDir: os.tmpdir(), publicUrl: 'http://localhost', version: 'test',
        session: () => ({ middleware: [], manager: undefined as never }), routers: () => [router],
      })
      const server = http.createServer(app.callback())
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
      try {
        const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/ip`, { headers: { 'X-Forwarded-For': forwardedFor } })
        return ((await res.json()) as { ip: string }).ip
      } finally {
        server.closeAllConnections()
        await new Promise((r) => server.close(r))
      }
    }
    expect(await ipOf(1, '6.6.6.6, 203.0.113.7')).to.equal('203.0.113.7')
    expect(await ipOf(2, '6.6.6.6, 203.0.113.7, 10.0.0.2')).to.equal('203.0.113.7')
    expect(await ipOf(2, '203.0.113.7, 10.0.0.2')).to.equal('203.0.113.7')
  })

  describe('a second instance behind a TLS proxy (TRUST_PROXY=1, PUBLIC_URL=https://atlas.example.com), on the same database', () => {
    let second: Application
    let server: http.Server
    let base: string
    before(async () => {
      const url = t.orm.config.get('clientUrl')!
      const config = { ...readConfig({ NODE_ENV: 'test', SEED_DEMO_DATA: '0', TRUST_PROXY: '1', PUBLIC_URL: 'https://atlas.example.com/' }), databaseUrl: url, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'expo-atlas-2-')) }
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

    /** A login through the proxy: X-Forwarded-For as the proxy passes it on. */
    const loginVia = (forwardedFor: string, email: string, password: string) =>
      new Client(base, null).post('/api/login', { email, password }, { 'X-Forwarded-For': forwardedFor, 'X-Forwarded-Proto': 'https' })
    /** maxLoginAttempts 3, seen by this instance too. */
    const threeAttempts = async () => {
      const sa = await signedIn(t, 'super_admin')
      expect((await sa.client.patch('/api/admin/settings', { section: 'security', key: 'maxLoginAttempts', value: 3 })).status).to.equal(200)
      second.settings.invalidate()
      return sa
    }

    it('the client address is the one the proxy added: entries a client puts before it neither unlock nor lock anyone', async () => {
      const sa = await threeAttempts()
      const v = await signedIn(t, 'individual')
      for (let i = 0; i < 3; i++) expect((await loginVia('203.0.113.7', `nobody-${i}@example.com`, 'wrong')).status).to.equal(401)
      // The locked address, with a chosen one before it: still locked, however many entries.
      for (const spoofed of ['1.2.3.4, 203.0.113.7', '1.2.3.4,203.0.113.7', `${Array.from({ length: 500 }, (_, i) => `10.0.${i >> 8}.${i & 255}`).join(', ')}, 203.0.113.7`]) {
        expect((await loginVia(spoofed, v.email, TEST_PASSWORD)).status, spoofed.slice(0, 40)).to.equal(429)
      }
      // Failures with a chosen address before the real one lock the real one only.
      for (let i = 0; i < 3; i++) expect((await loginVia('198.51.100.9, 192.0.2.50', `nobody-${i}@example.com`, 'wrong')).status).to.equal(401)
      expect((await loginVia('192.0.2.50', v.email, TEST_PASSWORD)).status).to.equal(429)
      expect((await loginVia('198.51.100.9', v.email, TEST_PASSWORD)).status).to.equal(200)
      expect((await loginVia('192.0.2.51', v.email, TEST_PASSWORD)).status).to.equal(200)
      // The logs name the address the proxy saw, never the chosen one.
      await t.app.sink.flush()
      await second.sink.flush()
      const logs = (await sa.client.get('/api/admin/logs?level=warn')).body.map((l: { message: string }) => l.message).join('\n')
      expect(logs).to.contain('from 192.0.2.50').and.contain('from 203.0.113.7')
      expect(logs).not.to.contain('198.51.100.9').and.not.to.contain('1.2.3.4')
    })

    it('IPv6 client addresses are locked the same way', async () => {
      await threeAttempts()
      const v = await signedIn(t, 'individual')
      for (let i = 0; i < 3; i++) expect((await loginVia('2001:db8::17', `nobody-${i}@example.com`, 'wrong')).status).to.equal(401)
      expect((await loginVia('::1, 2001:db8::17', v.email, TEST_PASSWORD)).status).to.equal(429)
      expect((await loginVia('2001:db8::17, 2001:db8::18', v.email, TEST_PASSWORD)).status).to.equal(200)
    })

    it('the own origin is PUBLIC_URL: a forged X-Forwarded-Host does not make a foreign origin the own one', async () => {
      const v = await signedIn(t, 'individual')
      const forged = await new Client(base, 'https://evil.example').request('POST', '/api/login', {
        json: { email: v.email, password: TEST_PASSWORD }, headers: { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
      })
      expect([forged.status, forged.body.message]).to.deep.equal([403, 'Cross-origin request refused'])
      const own = await new Client(base, 'https://atlas.example.com').request('POST', '/api/login', {
        json: { email: v.email, password: TEST_PASSWORD }, headers: { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
      })
      expect(own.status).to.equal(200)
    })

    it('feeds and calendars link to PUBLIC_URL, whatever host a request or a proxy header names', async () => {
      const admin = await signedIn(t, 'admin')
      const ids = await catalogueIds(t)
      const company = await admin.client.post('/api/admin/companies', { ...companyForm(ids), status: 'active' })
      const published = await admin.client.post(`/api/companies/${company.body.id}/media`, { title: 'Launch', content: 'A new arm.', type: 'news' })
      await admin.client.post(`/api/company-media/${published.body.id}/approve`, { status: 'approved' })
      const expo = await admin.client.post('/api/admin/exhibitions', { name: 'Far Expo', description: 'Later.', startDate: '2099-12-01', endDate: '2099-12-03', location: 'Online' })
      expect([company.status, published.status, expo.status]).to.deep.equal([201, 201, 201])
      /** A GET with a Host header of its own (fetch would send the address's). */
      const get = (path: string, headers: Record<string, string>) => new Promise<string>((resolve, reject) => {
        http.get(`${base}${path}`, { headers }, (res) => {
          let text = ''
          res.setEncoding('utf8').on('data', (chunk: string) => { text += chunk }).on('end', () => resolve(res.statusCode === 200 ? text : `${res.statusCode}`))
        }).on('error', reject)
      })
      const own = 'https://atlas.example.com'
      for (const forged of [{ Host: 'evil.example' }, { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http' }] as Record<string, string>[]) {
        const feeds = [await get('/api/media/rss.xml', forged), await get(`/api/companies/${company.body.id}/media/rss.xml`, forged)]
        for (const feed of feeds) {
          const links = [...feed.matchAll(/<link>([^<]*)<\/link>|<guid[^>]*>([^<]*)<\/guid>|<atom:link href="([^"]*)"/g)].map((m) => m[1] ?? m[2] ?? m[3])
          expect(links, feed.slice(0, 80)).to.include(`${own}/media/${published.body.id}`)
          expect(links.some((l) => l.startsWith(`${own}/media/${published.body.id}/`)), 'the item links to its own page').to.equal(true)
          expect(links.filter((l) => !l.startsWith(`${own}/`)), JSON.stringify(forged)).to.deep.equal([])
        }
        // Calendars: lines folded at 75 octets are unfolded first.
        for (const ics of [await get('/api/exhibitions/calendar.ics', forged), await get(`/api/exhibitions/${expo.body.id}/calendar.ics`, forged)]) {
          const text = ics.replace(/\r\n[ \t]/g, '')
          expect(text, JSON.stringify(forged)).to.contain(`Details: ${own}/exhibitions/${expo.body.id}`).and.contain(`URL;VALUE=URI:${own}/exhibitions/${expo.body.id}`)
          expect(text).not.to.contain('evil.example')
        }
      }
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
