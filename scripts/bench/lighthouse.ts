// Lighthouse (the npm package) in its default configuration — the mobile preset: a Moto G Power
// (412×823, 1.75× pixels), simulated Slow 4G (150 ms RTT, 1.6 Mbps) and 4× CPU slowdown — on pages of
// a running server, each load a first visit (a new Chromium with a new, empty profile), RUNS loads per
// page; the medians of the four category scores and of LCP, CLS and TBT against the issue 16 targets,
// and for a page that misses one, the audits that cost it the points and its LCP element.
// Used by scripts/bench-web.ts.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { CHROMIUM_FLAGS } from '../e2e-server'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof CATEGORIES)[number]
const CATEGORY_NAMES: Record<Category, string> = { performance: 'performance', accessibility: 'accessibility', 'best-practices': 'best practices', seo: 'SEO' }

/** The issue 16 targets (benchmark figures). */
export const TARGETS = { performance: 0.95, accessibility: 1, 'best-practices': 1, seo: 1, lcpMs: 1800, cls: 0.05 } as const

export interface LighthousePage {
  /** What LH_PAGES may name it by besides its path (e.g. `company`). */
  readonly name: string
  /** The path as the docs write it (`/companies/{id}`). */
  readonly shown: string
  /** The path loaded. */
  readonly path: string
}

/**
 * The pages of LH_PAGES (comma-separated: a page's path as shown, its actual path or its name; any other
 * path starting with `/` is loaded as given), or every page when it is unset or empty.
 */
export function selectPages(pages: readonly LighthousePage[], spec = process.env.LH_PAGES): LighthousePage[] {
  const wanted = (spec ?? '').split(',').map((s) => s.trim()).filter(Boolean)
  if (wanted.length === 0) return [...pages]
  return wanted.map((w) => {
    const known = pages.find((p) => p.shown === w || p.path === w || p.name === w)
    if (known) return known
    if (w.startsWith('/')) return { name: w, shown: w, path: w }
    throw new Error(`LH_PAGES: unknown page "${w}" (known: ${pages.map((p) => `${p.name} ${p.shown}`).join(', ')}, or any path starting with /)`)
  })
}

interface Figures {
  scores: Record<Category, number | undefined>
  lcpMs: number | undefined
  cls: number | undefined
  tbtMs: number | undefined
}

interface PageResult {
  page: LighthousePage
  runs: Result[]
  errors: string[]
  median: Figures
  missed: string[]
}

type Details = { type?: string; items?: unknown } & Record<string, unknown>
type Item = Record<string, unknown>

/** One Lighthouse load of `url` in a Chromium started for it with an empty profile of its own. */
async function runOnce(url: string, chromePath: string, reportFile?: string): Promise<Result> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-profile-'))
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS, userDataDir, logLevel: 'silent' })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: reportFile ? 'html' : 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    })
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
    if (reportFile) fs.writeFileSync(reportFile, Array.isArray(result.report) ? result.report[0] : result.report)
    return result.lhr
  } finally {
    chrome.kill()
    fs.rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5 })
  }
}

const median = (values: (number | undefined)[]): number | undefined => {
  if (values.some((v) => v === undefined) || values.length === 0) return undefined
  const sorted = (values as number[]).slice().sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

const figuresOf = (lhr: Result): Figures => ({
  scores: Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? undefined])) as Record<Category, number | undefined>,
  lcpMs: lhr.audits['largest-contentful-paint']?.numericValue,
  cls: lhr.audits['cumulative-layout-shift']?.numericValue,
  tbtMs: lhr.audits['total-blocking-time']?.numericValue,
})

function missedTargets(f: Figures): string[] {
  const missed: string[] = []
  for (const c of CATEGORIES) {
    const s = f.scores[c]
    if (s === undefined || s < TARGETS[c]) missed.push(CATEGORY_NAMES[c])
  }
  if (f.lcpMs === undefined || f.lcpMs > TARGETS.lcpMs) missed.push('LCP')
  if (f.cls === undefined || f.cls > TARGETS.cls) missed.push('CLS')
  return missed
}

/** Items of an audit's details, tables and lists flattened (a node of a list becomes `{ node }`). */
function itemsOf(details: Details | undefined): Item[] {
  // A checklist (e.g. document-latency-insight): the checks that did not pass.
  if (details?.type === 'checklist' && details.items && typeof details.items === 'object') {
    return Object.values(details.items as Record<string, Item>).filter((c) => c.value === false).map((c) => ({ description: `not met: ${String(c.label)}` }))
  }
  if (!details || !Array.isArray(details.items)) return []
  const out: Item[] = []
  for (const raw of details.items as Item[]) {
    if (raw.type === 'table' || raw.type === 'opportunity' || raw.type === 'list') out.push(...itemsOf(raw))
    else if (raw.type === 'node') out.push({ node: raw })
    else if (raw.type === 'list-section' || raw.type === 'debugdata' || raw.type === 'checklist') continue
    else out.push(raw)
  }
  return out
}

const short = (s: string, n = 110) => { const t = s.replace(/\s+/g, ' ').trim(); return t.length > n ? `${t.slice(0, n - 1)}…` : t }

/** One line for an item: the element (selector and text), else the URL, else its description. */
function describeItem(item: Item, base: string): string | undefined {
  const node = item.node as Item | undefined
  if (node && typeof node === 'object') {
    const where = (node.selector as string | undefined) ?? (node.snippet as string | undefined) ?? ''
    const label = typeof node.nodeLabel === 'string' && node.nodeLabel && node.nodeLabel !== where ? ` "${short(node.nodeLabel, 50)}"` : ''
    const src = typeof node.snippet === 'string' ? /\ssrc="([^"]+)"/.exec(node.snippet)?.[1] : undefined
    return short(`${where}${label}${src ? ` src=${src}` : ''}`, 160)
  }
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined)
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined)
  const loc = (item.sourceLocation ?? item.source) as Item | undefined
  const url = text(item.url) ?? text(loc?.url) ?? text(loc?.value)
  const line = url && num(loc?.line) !== undefined ? `:${num(loc?.line)! + 1}` : ''
  const what = text(item.description) ?? text(item.reason) ?? text(item.groupLabel) ?? text(item.label) ?? text(item.failureReason) ?? text(item.issueType)
  // The item's figure, when it has one (time, or bytes that could be saved or are sent).
  const ms = num(item.wastedMs) ?? num(item.reflowTime) ?? num(item.total) ?? num(item.duration)
  const bytes = num(item.wastedBytes) ?? num(item.totalBytes) ?? num(item.transferSize)
  const figure = ms !== undefined ? `${ms.toFixed(0)} ms` : bytes !== undefined ? `${(bytes / 1024).toFixed(1)} KiB` : undefined
  const parts = [url ? url.replace(base, '') + line : undefined, what, figure].filter(Boolean)
  return parts.length ? short(parts.join(' — '), 140) : undefined
}

interface ChainNode { url: string; navStartToEndTime: number; transferSize: number; isLongest?: boolean; children?: Record<string, ChainNode> }

/** The network dependency tree's longest chain of requests, one line. */
function longestChain(details: Details | undefined, base: string): string[] {
  const section = (details?.items as Item[] | undefined)?.find((i) => i.type === 'list-section' && (i.value as Item | undefined)?.type === 'network-tree')
  let level = ((section?.value as Item | undefined)?.chains ?? {}) as Record<string, ChainNode>
  const steps: string[] = []
  for (;;) {
    const nodes = Object.values(level)
    const next = nodes.find((n) => n.isLongest) ?? nodes.sort((a, b) => b.navStartToEndTime - a.navStartToEndTime)[0]
    if (!next) break
    steps.push(`${next.url.replace(base, '') || '/'} (${next.navStartToEndTime.toFixed(0)} ms, ${(next.transferSize / 1024).toFixed(1)} KiB)`)
    level = next.children ?? {}
  }
  return steps.length ? [`longest chain: ${steps.join(' → ')}`] : []
}

interface Failing { id: string; title: string; category: Category; runs: number; score: number | null; display: string; savings: number; weight: number; items: string[] }

/** Audits that lose points in `category`, over every run (how many runs each failed in). */
function failingAudits(runs: Result[], category: Category, base: string): Failing[] {
  const found = new Map<string, Failing>()
  for (const lhr of runs) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (!audit || ref.group === 'hidden') continue
      const errored = audit.scoreDisplayMode === 'error'
      if (!errored) {
        if (audit.score === null || audit.score >= 1) continue
        if (['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode)) continue
        if (category !== 'performance' && ref.weight === 0) continue
      }
      const known = found.get(ref.id)
      if (known) { known.runs += 1; continue }
      const savings = Object.values(audit.metricSavings ?? {}).reduce<number>((m, v) => Math.max(m, v ?? 0), 0)
      const items = ref.id === 'network-dependency-tree-insight'
        ? longestChain(audit.details, base)
        : itemsOf(audit.details as Details | undefined).map((i) => describeItem(i, base)).filter((s): s is string => Boolean(s))
      found.set(ref.id, {
        id: ref.id, title: audit.title, category, runs: 1, score: audit.score,
        display: errored ? `audit error: ${audit.errorMessage ?? ''}` : (audit.displayValue ?? ''),
        savings, weight: ref.weight, items: [...new Set(items)].slice(0, 3),
      })
    }
  }
  // Weighted audits first (in performance: the metrics), then by estimated savings, then by score.
  return [...found.values()].sort((a, b) => Number(b.weight > 0) - Number(a.weight > 0) || b.savings - a.savings || (a.score ?? 0) - (b.score ?? 0))
}

/** The LCP element of a load and its observed (unthrottled) subparts. */
function lcpElement(lhr: Result): { element: string; subparts: string } {
  const audit = lhr.audits['lcp-breakdown-insight'] ?? lhr.audits['largest-contentful-paint-element']
  const items = itemsOf(audit?.details)
  const node = items.find((i) => i.node)
  const subparts = items.filter((i) => typeof i.duration === 'number' && typeof i.label === 'string')
    .map((i) => `${String(i.label).toLowerCase()} ${(i.duration as number).toFixed(0)} ms`)
  return {
    element: node ? describeItem(node, '') ?? '(unnamed element)' : '(none found)',
    subparts: subparts.length ? `observed (unthrottled): ${subparts.join(', ')}` : '',
  }
}

const fmtScore = (s: number | undefined) => (s === undefined ? '–' : s.toFixed(2))
/** Attempts after the first for a load Lighthouse could not record. */
const RETRIES = 2

/** Runs Lighthouse on each page `runs` times (one after the other) and prints the figures; true when every target is met. */
export async function benchLighthouse(options: { base: string; pages: LighthousePage[]; runs: number; chromePath: string; reportDir?: string }): Promise<boolean> {
  const { base, pages, runs, chromePath, reportDir } = options
  if (reportDir) fs.mkdirSync(reportDir, { recursive: true })
  const results: PageResult[] = []
  for (const page of pages) {
    const lhrs: Result[] = []
    const errors: string[] = []
    const slug = page.shown.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'
    for (let r = 0; r < runs; r++) {
      // A load Lighthouse could not record (its runtime error: "Please run Lighthouse again") is tried
      // again, twice at most; every attempt is reported.
      for (let attempt = 1; attempt <= 1 + RETRIES; attempt++) {
        try {
          const lhr = await runOnce(base + page.path, chromePath, reportDir ? path.join(reportDir, `${slug}-${r + 1}.html`) : undefined)
          if (!lhr.runtimeError) { lhrs.push(lhr); break }
          errors.push(`load ${r + 1} not recorded (${attempt <= RETRIES ? 'tried again' : 'given up'}): ${lhr.runtimeError.code}: ${short(lhr.runtimeError.message, 160)}`)
        } catch (e) {
          errors.push(`load ${r + 1} failed (${attempt <= RETRIES ? 'tried again' : 'given up'}): ${e instanceof Error ? e.message : String(e)}`)
        }
      }
    }
    const each = lhrs.map(figuresOf)
    const med: Figures = {
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(each.map((f) => f.scores[c]))])) as Record<Category, number | undefined>,
      lcpMs: median(each.map((f) => f.lcpMs)),
      cls: median(each.map((f) => f.cls)),
      tbtMs: median(each.map((f) => f.tbtMs)),
    }
    const missed = missedTargets(med)
    if (lhrs.length < runs) missed.push(`${runs - lhrs.length} of ${runs} loads not recorded`)
    results.push({ page, runs: lhrs, errors, median: med, missed })
    process.stderr.write(`  lighthouse ${page.shown}: done (${missed.length ? `misses ${missed.join(', ')}` : 'OK'})\n`)
  }

  const all = results.flatMap((r) => r.runs)
  const version = all[0]?.lighthouseVersion ?? '?'
  const benchmarks = all.map((l) => l.environment.benchmarkIndex).sort((a, b) => a - b)
  const typical = median(benchmarks) ?? 0
  console.log(`\nLighthouse ${version}, mobile preset (its default: Moto G Power 412x823, simulated Slow 4G — 150 ms RTT, 1.6 Mbps —` +
    ` and 4x CPU), ${path.basename(chromePath)} headless; each load a first visit (new profile); median of ${runs} loads per page`)
  console.log(`targets: performance >= ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices ${TARGETS['best-practices']},` +
    ` SEO ${TARGETS.seo}, LCP <= ${TARGETS.lcpMs / 1000} s, CLS <= ${TARGETS.cls}; TBT shown, no target. * = misses its target`)
  const mark = (bad: boolean) => (bad ? '*' : ' ')
  console.log(`page                        perf    a11y    b.p.    SEO     LCP s    CLS     TBT ms   each load: perf/LCP s`)
  for (const { page, runs: lhrs, median: f, missed } of results) {
    const cell = (c: Category) => `${fmtScore(f.scores[c])}${mark(f.scores[c] === undefined || f.scores[c] < TARGETS[c])}`.padEnd(8)
    const lcp = `${f.lcpMs === undefined ? '–' : (f.lcpMs / 1000).toFixed(2)}${mark(f.lcpMs === undefined || f.lcpMs > TARGETS.lcpMs)}`.padEnd(9)
    const cls = `${f.cls === undefined ? '–' : f.cls.toFixed(3)}${mark(f.cls === undefined || f.cls > TARGETS.cls)}`.padEnd(8)
    const tbt = (f.tbtMs === undefined ? '–' : f.tbtMs.toFixed(0)).padEnd(9)
    const each = lhrs.map((l) => `${fmtScore(l.categories.performance?.score ?? undefined)}/${((l.audits['largest-contentful-paint']?.numericValue ?? Number.NaN) / 1000).toFixed(2)}`).join(' ')
    console.log(`${page.shown.padEnd(27)} ${cell('performance')}${cell('accessibility')}${cell('best-practices')}${cell('seo')}${lcp}${cls}${tbt}${each.padEnd(28)} ${missed.length ? 'MISSED' : 'OK'}`)
  }
  // Simulated throttling multiplies the CPU time this machine took: a load while it was busy scores lower.
  if (benchmarks.length) {
    console.log(`this machine's Lighthouse benchmarkIndex: median ${typical.toFixed(0)}, ${benchmarks[0].toFixed(0)}–${benchmarks.at(-1)!.toFixed(0)}` +
      ` (the 4x CPU slowdown is applied to the CPU time measured here: a busy machine gives a higher TBT and later FCP/LCP)`)
    const busy = results.flatMap(({ page, runs: lhrs }) => lhrs.map((l, i) => ({ page, i, index: l.environment.benchmarkIndex })))
      .filter((b) => b.index < typical / 2)
    if (busy.length) console.log(`  loads on a busy machine (benchmarkIndex under half the median): ${busy.map((b) => `${b.page.shown} #${b.i + 1} (${b.index.toFixed(0)})`).join(', ')}`)
  }

  for (const { page, runs: lhrs, errors, missed } of results) {
    if (missed.length === 0 && errors.length === 0) continue
    console.log(`\n${page.shown} (${base}${page.path})${missed.length ? ` misses: ${missed.join(', ')}` : ''}`)
    for (const e of errors) console.log(`  Lighthouse: ${e}`)
    if (lhrs.length === 0) continue
    // The LCP element of each load (usually the same), with the subparts of the median load.
    const byLcp = [...lhrs].sort((a, b) => (a.audits['largest-contentful-paint']?.numericValue ?? 0) - (b.audits['largest-contentful-paint']?.numericValue ?? 0))
    const mid = byLcp[Math.floor(byLcp.length / 2)]
    const others = [...new Set(lhrs.filter((l) => l !== mid).map((l) => lcpElement(l).element))].filter((e) => e !== lcpElement(mid).element)
    const { element, subparts } = lcpElement(mid)
    console.log(`  LCP element: ${element}${subparts ? `\n    ${subparts}` : ''}`)
    for (const o of others) console.log(`  LCP element of another load: ${o}`)
    if (missed.length === 0) continue
    const failingCategories = CATEGORIES.filter((c) => missed.includes(CATEGORY_NAMES[c]) || (c === 'performance' && (missed.includes('LCP') || missed.includes('CLS'))))
    for (const c of failingCategories) {
      const audits = failingAudits(lhrs, c, base)
      console.log(`  ${CATEGORY_NAMES[c]} (median ${fmtScore(median(lhrs.map((l) => l.categories[c]?.score ?? undefined)))}): ${audits.length ? 'audits below 1 [in how many loads]' : 'no audit below 1'}`)
      for (const a of audits.slice(0, 10)) {
        const savings = a.savings > 0 && a.weight === 0 ? ` (est. saving ${a.savings.toFixed(0)} ms)` : ''
        console.log(`    ${a.id} [${a.runs}/${lhrs.length}] ${a.score === null ? '' : `score ${a.score.toFixed(2)}: `}${a.title}${a.display ? ` — ${short(a.display, 90)}` : ''}${savings}`)
        for (const i of a.items) console.log(`        ${i}`)
      }
      if (audits.length > 10) console.log(`    … ${audits.length - 10} more (LH_REPORT_DIR=dir writes each load's HTML report)`)
    }
    const warnings = [...new Set(lhrs.flatMap((l) => l.runWarnings))]
    for (const w of warnings) console.log(`  Lighthouse warning: ${short(String(w), 200)}`)
  }
  return results.every((r) => r.missed.length === 0)
}
