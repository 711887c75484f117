// `npm run test:budget` (in `npm test`, after the e2e step has built web/dist): two budgets of a first visit.
//
// 1. The visitor entry JavaScript, from the files: the entry module of web/dist/index.html and every
// chunk it preloads or imports statically — at most 170 KB after gzip, and each of them built beside
// itself as brotli and gzip (what the server sends).
//
// 2. Bytes over the wire for a first visit to / (issue 16): at most 150 KB of HTML, CSS, JavaScript
// and fonts (images and API answers are not counted), as the server sends them. The page is rendered
// by the server, so this is measured on the running app: test/e2e/serve.ts (a throwaway database:
// TEST_DATABASE_URL, else Testcontainers, else the embedded PostgreSQL; the demo data; web/dist) and
// Chromium (CHROMIUM_PATH, else /usr/bin/chromium) through Playwright, a new profile, a phone-sized
// window, loading / until the network has been idle for a second (lazy chunks loaded after hydration
// count). Each response counts its body as it came over the wire, i.e. compressed as the server sent
// it (Chromium asks for br, gzip, deflate and zstd). Response headers are printed beside, not counted:
// this server speaks HTTP/1.1 here (~0.9 KB of headers per response), production speaks HTTP/2 behind
// nginx, whose header compression sends repeated headers once.
//
// Exits 1 over either budget or when a file is not compressed. `--json` prints the figures as JSON.
// FIRST_VISIT_BUDGET_KB, ENTRY_BUDGET_KB, WEB_DIST_DIR, BUDGET_PORT (3192) change the defaults.
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS, startE2eServer } from './e2e-server'

const dist = process.env.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../web/dist')
const BUDGET_KB = Number(process.env.ENTRY_BUDGET_KB ?? 170)
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8')
const initial = new Set<string>()
for (const m of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) initial.add((m[1] ?? m[2]))

// Static imports of the initial chunks are loaded at once too (dynamic imports are not).
const queue = [...initial]
while (queue.length) {
  const file = queue.pop()!
  const code = fs.readFileSync(path.join(dist, file), 'utf8')
  for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w${},*\s]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    const dep = path.posix.join(path.posix.dirname(file), m[1])
    if (!initial.has(dep)) { initial.add(dep); queue.push(dep) }
  }
}

const rows = [...initial].map((file) => {
  const bytes = fs.readFileSync(path.join(dist, file))
  // What the server sends: the brotli and gzip files the build writes beside each one (web/vite.config.ts).
  const sent = (ext: string) => (fs.existsSync(path.join(dist, file + ext)) ? fs.statSync(path.join(dist, file + ext)).size : undefined)
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, builtBr: sent('.br'), builtGz: sent('.gz') }
}).sort((a, b) => b.gzip - a.gzip)
const total = rows.reduce((n, r) => n + r.gzip, 0)
const uncompressed = rows.filter((r) => r.raw >= 1024 && (r.builtBr === undefined || r.builtGz === undefined))
const totalBr = rows.reduce((n, r) => n + (r.builtBr ?? r.raw), 0)
const entryOk = total <= BUDGET_KB * 1024 && uncompressed.length === 0

// 2. A first visit to /, over the wire.
const FIRST_VISIT_BUDGET_KB = Number(process.env.FIRST_VISIT_BUDGET_KB ?? 150)
const COUNTED = new Set(['document', 'script', 'stylesheet', 'font'])

interface Transfer { url: string; type: string; status: number; encoding: string; headers: number; body: number }

let served = ''
async function firstVisit(): Promise<Transfer[]> {
  const server = await startE2eServer(Number(process.env.BUDGET_PORT ?? 3192))
  served = server.banner
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS })
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    const pending: Promise<Transfer>[] = []
    let lastRequest = Date.now()
    page.on('request', () => { lastRequest = Date.now() })
    page.on('requestfinished', (request) => {
      pending.push((async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()])
        return {
          url: request.url().replace(server.base, ''),
          type: request.resourceType(),
          status: response?.status() ?? 0,
          encoding: (await response?.headerValue('content-encoding')) ?? 'none',
          headers: sizes.responseHeadersSize,
          body: sizes.responseBodySize,
        }
      })())
    })
    const answer = await page.goto(`${server.base}/`, { waitUntil: 'networkidle', timeout: 60_000 })
    if (answer?.status() !== 200) throw new Error(`GET / answered ${answer?.status()}`)
    // Scripts started after hydration (lazy chunks) belong to the visit too: wait for a quiet second.
    while (Date.now() - lastRequest < 1000) {
      await page.waitForTimeout(250)
      await page.waitForLoadState('networkidle')
    }
    return await Promise.all(pending)
  } finally {
    await browser.close()
    await server.stop()
  }
}

const transfers = (await firstVisit()).sort((a, b) => b.headers + b.body - (a.headers + a.body))
const counted = transfers.filter((t) => COUNTED.has(t.type))
const notCounted = transfers.filter((t) => !COUNTED.has(t.type))
const wire = (t: Transfer) => t.headers + t.body
const firstVisitTotal = counted.reduce((n, t) => n + t.body, 0)
const firstVisitHeaders = counted.reduce((n, t) => n + t.headers, 0)
const firstVisitOk = firstVisitTotal <= FIRST_VISIT_BUDGET_KB * 1024 && counted.every((t) => t.status < 400)

const kb = (n: number) => (n / 1024).toFixed(1)
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({
    entry: { budgetKb: BUDGET_KB, totalGzip: total, files: rows },
    firstVisit: { budgetKb: FIRST_VISIT_BUDGET_KB, totalBody: firstVisitTotal, totalHeaders: firstVisitHeaders, counted, notCounted },
  }, null, 2))
} else {
  for (const r of rows) console.log(`  ${r.file.padEnd(48)} ${(r.raw / 1024).toFixed(1).padStart(8)} KB  ${(r.gzip / 1024).toFixed(1).padStart(7)} KB gzip`)
  console.log(`visitor entry JavaScript: ${(total / 1024).toFixed(1)} KB gzip (budget ${BUDGET_KB} KB) ${total <= BUDGET_KB * 1024 ? 'OK' : 'OVER BUDGET'}; ` +
    `${(totalBr / 1024).toFixed(1)} KB as sent to a browser that accepts brotli`)
  for (const r of uncompressed) console.log(`  NOT COMPRESSED AT BUILD TIME: ${r.file} (no .br or .gz beside it)`)

  console.log(`\nfirst visit to / (new profile, 412x823; ${served}): bytes over the wire as the server sent them (body as encoded; headers beside, not counted)`)
  console.log(`  ${'file'.padEnd(48)} ${'type'.padEnd(10)} ${'encoding'.padEnd(8)} ${'body'.padStart(9)} ${'headers'.padStart(9)} ${'on wire'.padStart(9)}`)
  for (const t of counted) {
    console.log(`  ${t.url.slice(0, 48).padEnd(48)} ${t.type.padEnd(10)} ${t.encoding.padEnd(8)} ${kb(t.body).padStart(6)} KB ${kb(t.headers).padStart(6)} KB ${kb(wire(t)).padStart(6)} KB${t.status >= 400 ? `  HTTP ${t.status}` : ''}`)
  }
  const byType = new Map<string, { n: number; bytes: number }>()
  for (const t of notCounted) { const e = byType.get(t.type) ?? { n: 0, bytes: 0 }; e.n += 1; e.bytes += wire(t); byType.set(t.type, e) }
  console.log(`first visit to /: ${kb(firstVisitTotal)} KB of HTML, CSS, JavaScript and fonts, compressed as sent, in ${counted.length} responses ` +
    `(budget ${FIRST_VISIT_BUDGET_KB} KB) ${firstVisitOk ? 'OK' : 'OVER BUDGET'}; ${kb(firstVisitTotal + firstVisitHeaders)} KB with this server's HTTP/1.1 response headers`)
  console.log(`  not counted (the budget is HTML, CSS, JS and fonts; images are not counted): ${[...byType].map(([type, e]) => `${e.n} ${type} ${kb(e.bytes)} KB`).join(', ') || 'nothing else was loaded'}`)
  for (const t of notCounted) console.log(`    ${t.type.padEnd(10)} ${kb(wire(t)).padStart(6)} KB  ${t.url.slice(0, 90)}`)
}
process.exit(entryOk && firstVisitOk ? 0 : 1)
