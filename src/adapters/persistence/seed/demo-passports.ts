// The demo's verification passports (issue 22): every verified company holds a current passport (the
// flag and the passport agree). Its date is the last anniversary of the company's verification, so
// none lapses at the first start; the demo manager's company and the first German one carry real
// checks (registry with its number, domain, address); one company's passport ends in 20 days, so the
// profile shows an expiring passport and the reminder job has a manager to remind.
import { addMonths } from '../../../domain/verification/passport'
import { type SqlExecutor, insertRows } from './sql-executor'

const DAY = 86_400_000

/** Registries by country, for the detailed checks. */
const REGISTRIES: Readonly<Record<string, { name: string; number: (i: number) => string }>> = {
  IT: { name: 'Registro delle Imprese di Milano', number: (i) => `MI-${2145873 + i}` },
  DE: { name: 'Handelsregister, Amtsgericht München', number: (i) => `HRB ${218442 + i}` },
  GB: { name: 'Companies House', number: (i) => `0${8123456 + i}` },
  FR: { name: 'RCS Paris', number: (i) => `${812 + i} 345 678` },
}

export interface DemoVerified {
  readonly companyId: number
  readonly country: string
  readonly verifiedAt: Date
  readonly verifiedBy: number
  readonly domain: string
  /** The demo manager's company. */
  readonly isDemo: boolean
}

export const seedDemoPassports = async (exec: SqlExecutor, now: number, verified: readonly DemoVerified[]): Promise<number> => {
  const detailed = new Set<number>()
  const demo = verified.find((c) => c.isDemo)
  if (demo) detailed.add(demo.companyId)
  const german = verified.find((c) => c.country === 'DE' && !c.isDemo)
  if (german) detailed.add(german.companyId)
  const expiring = verified.find((c) => !detailed.has(c.companyId) && c.country !== 'IT')
  const planned = verified.map((c) => {
    let from = c.verifiedAt
    if (c.companyId === expiring?.companyId) from = addMonths(new Date(now + 20 * DAY), -12)
    else {
      while (addMonths(from, 12).getTime() <= now) from = addMonths(from, 12)
      // Never within the reminder window at the first start (but the one meant to be).
      if (addMonths(from, 12).getTime() <= now + 31 * DAY) from = new Date(now - 5 * DAY)
    }
    return { c, from, until: addMonths(from, 12) }
  })
  const rows = await insertRows(exec, 'company_verifications', ['company_id', 'verified_at', 'valid_until', 'verified_by'],
    planned.map((p) => [p.c.companyId, p.from, p.until, p.c.verifiedBy]), ['id', 'company_id'])
  const idOf = new Map(rows.map((r) => [Number(r.company_id), Number(r.id)]))
  const checks = planned.flatMap((p, i) => {
    const id = idOf.get(p.c.companyId)!
    const at = p.from
    if (!detailed.has(p.c.companyId)) return [[id, 0, 'review', 'Profile reviewed by an administrator', null, null, p.c.verifiedBy, at]]
    const registry = REGISTRIES[p.c.country] ?? REGISTRIES.GB
    return [
      [id, 0, 'registry', 'Online register extract', registry.name, registry.number(i), p.c.verifiedBy, at],
      [id, 1, 'domain', `Email to an address at ${p.c.domain}`, null, null, p.c.verifiedBy, at],
      [id, 2, 'address', 'Site visit', null, null, p.c.verifiedBy, at],
    ]
  })
  await insertRows(exec, 'verification_checks', ['verification_id', 'position', 'kind', 'method', 'registry_name', 'registry_number', 'checked_by', 'checked_at'], checks)
  return rows.length
}
