// The passport's words and bounds (issue 22), in a module without runtime imports: the server's rules
// (passport.ts) and the web client (through src/adapters/http/contract.ts) read the same definitions.

/** The kinds of check an admin ticks in the Verify dialog. */
export const CHECK_KINDS = ['registry', 'domain', 'address', 'identity', 'document'] as const
/** `review`: "Profile reviewed by an administrator", only for verifications that name no check (backfill, API calls without checks, bulk verify, import, admin create). */
export type CheckKind = (typeof CHECK_KINDS)[number] | 'review'
export const ALL_CHECK_KINDS: readonly CheckKind[] = [...CHECK_KINDS, 'review']

/** What the public profile calls each kind of check. */
export const CHECK_LABELS: Readonly<Record<CheckKind, string>> = {
  registry: 'Business registry',
  domain: 'Company domain',
  address: 'Street address',
  identity: 'Manager identity',
  document: 'Document',
  review: 'Profile reviewed by an administrator',
}

export const PASSPORT_LIMITS = {
  checks: 5,
  method: 100,
  registryName: 120,
  registryNumber: 60,
  documentType: 120,
  note: 1000,
  evidence: 5,
  reason: 500,
  /** Days before `validUntil` from which a passport is expiring (and its manager reminded). */
  expiringDays: 30,
} as const

/** Where a passport stands: `expiring` is derived (30 days or less left); docs/ubiquitous-language/passport.md. */
export type PassportState = 'none' | 'verified' | 'expiring' | 'lapsed' | 'revoked'

/** What anyone may see of a current passport: never evidence, notes or who checked. */
export interface PassportSummary {
  readonly verifiedOn: string
  readonly validUntil: string
  readonly checks: readonly { readonly kind: CheckKind; readonly label: string; readonly registryName?: string; readonly registryNumber?: string; readonly documentType?: string }[]
}


/** `from` plus whole calendar months (the day clamped to the month's last: 31 Jan + 1 month = 28/29 Feb), in UTC. */
export const addMonths = (from: Date, months: number): Date => {
  const d = new Date(from.getTime())
  const day = d.getUTCDate()
  d.setUTCDate(1)
  d.setUTCMonth(d.getUTCMonth() + months)
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()
  d.setUTCDate(Math.min(day, last))
  return d
}

