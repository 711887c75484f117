// `npm test`: every test kind in turn (types, unit, integration, browser), each one run even when an
// earlier one failed, then one closing line with the totals. Exits non-zero when anything failed.
import { spawn } from 'node:child_process'

const steps = ['typecheck', 'lint', 'lint:layers', 'lint:unused', 'lint:api', 'test:unit', 'test:integration', 'test:e2e', 'test:budget'] as const
const only = process.argv.slice(2)

const run = (script: string): Promise<{ code: number; out: string }> => new Promise((resolve) => {
  const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env })
  let out = ''
  child.stdout.on('data', (d: Buffer) => { out += d.toString(); process.stdout.write(d) })
  child.stderr.on('data', (d: Buffer) => { out += d.toString(); process.stderr.write(d) })
  child.on('close', (code) => resolve({ code: code ?? 1, out }))
})

const count = (out: string, re: RegExp) => [...out.matchAll(re)].reduce((n, m) => n + Number(m[1]), 0)

let passed = 0
let failed = 0
let skipped = 0
const failedSteps: string[] = []
for (const step of steps.filter((s) => only.length === 0 || only.includes(s))) {
  console.log(`\n=== ${step}`)
  const { code, out } = await run(step)
  passed += count(out, /^\s*(\d+) passing/gm) + count(out, /^\s*(\d+) passed/gm)
  const f = count(out, /^\s*(\d+) failing/gm) + count(out, /^\s*(\d+) failed/gm)
  skipped += count(out, /^\s*(\d+) pending/gm) + count(out, /^\s*(\d+) skipped/gm)
  failed += f
  if (step === 'test:budget') { if (code === 0) passed += 1 }
  if (code !== 0) {
    failedSteps.push(step)
    if (f === 0) failed += 1 // a step that failed without failing a test (type errors, a crash) counts once
  }
}
if (failedSteps.length) console.log(`\nFailed: ${failedSteps.join(', ')}`)
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failedSteps.length ? 1 : 0)
