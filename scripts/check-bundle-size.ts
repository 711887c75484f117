// The visitor entry budget: the JavaScript a first visit downloads before any lazy route — the
// entry module of web/dist/index.html and every chunk it preloads or imports statically — at most
// 170 KB after gzip, and each of them built beside itself as brotli and gzip (what the server sends).
// Run after `npm run build:web`; exits 1 over budget or when a file is not compressed. `--json` prints the figures.
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const dist = process.env.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../web/dist')
const BUDGET_KB = Number(process.env.ENTRY_BUDGET_KB ?? 170)
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8')
const initial = new Set<string>()
for (const m of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) initial.add((m[1] ?? m[2])!)

// Static imports of the initial chunks are loaded at once too (dynamic imports are not).
const queue = [...initial]
while (queue.length) {
  const file = queue.pop()!
  const code = fs.readFileSync(path.join(dist, file), 'utf8')
  for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w${},*\s]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    const dep = path.posix.join(path.posix.dirname(file), m[1]!)
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
if (process.argv.includes('--json')) console.log(JSON.stringify({ budgetKb: BUDGET_KB, totalGzip: total, files: rows }, null, 2))
else {
  for (const r of rows) console.log(`  ${r.file.padEnd(48)} ${(r.raw / 1024).toFixed(1).padStart(8)} KB  ${(r.gzip / 1024).toFixed(1).padStart(7)} KB gzip`)
  console.log(`visitor entry JavaScript: ${(total / 1024).toFixed(1)} KB gzip (budget ${BUDGET_KB} KB) ${total <= BUDGET_KB * 1024 ? 'OK' : 'OVER BUDGET'}; ` +
    `${(totalBr / 1024).toFixed(1)} KB as sent to a browser that accepts brotli`)
  for (const r of uncompressed) console.log(`  NOT COMPRESSED AT BUILD TIME: ${r.file} (no .br or .gz beside it)`)
}
process.exit(total <= BUDGET_KB * 1024 && uncompressed.length === 0 ? 0 : 1)
