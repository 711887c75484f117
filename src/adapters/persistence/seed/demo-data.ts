import { POSTER_THEMES, demoAsset, formatDateRange, posterFileName } from './demo-assets'
import { DEMO_INDIVIDUALS, DEMO_MANAGERS, DIAL_CODES, type DemoCompany, type DemoCompanyStatus, SECTOR, type SectorKey } from './demo-companies'
import { DEMO_MEDIA, type DemoMediaItem } from './demo-media'
import { type Rng, createRng, slugify } from './prng'
import { type SqlExecutor, countRows, insertRows, lockSeeding, pgIntArray } from './sql-executor'
import { seedDemoActivityAndMail } from './demo-mail'
import { seedCompanyViews } from './demo-views'
import { seedDemoPassports } from './demo-passports'

/**
 * Demo data for a fresh database: accounts, companies in every state, exhibitions around `now`, their
 * participants, the media center, favourites and the domain event history that feeds activity lists.
 * Deterministic: the same `now` gives the same data (seeded PRNG, dates computed from `now`).
 * Needs the reference data (seedReferenceData) and does nothing when the users table has rows.
 */

export const DEMO_PASSWORD = 'Passw0rd!demo'

export const DEMO_ACCOUNTS: readonly { email: string; role: string; firstName: string; lastName: string }[] = [
  { email: 'superadmin@expo-atlas.test', role: 'super_admin', firstName: 'Sofia', lastName: 'Lindqvist' },
  { email: 'admin@expo-atlas.test', role: 'admin', firstName: 'Daniel', lastName: 'Mensah' },
  { email: 'media@expo-atlas.test', role: 'media', firstName: 'Hannah', lastName: 'Keller' },
  { email: 'manager@expo-atlas.test', role: 'company_manager', firstName: 'Marco', lastName: 'Bianchi' },
  { email: 'visitor@expo-atlas.test', role: 'individual', firstName: 'Emily', lastName: 'Carter' },
]

const DAY = 86_400_000
const HOUR = 3_600_000
const MINUTE = 60_000

interface ExhibitionDef {
  readonly key: string
  readonly startInDays: number
  readonly days: number
  readonly sector: SectorKey | null
  /** Empty: every sector may exhibit. */
  readonly allowed: readonly SectorKey[]
  readonly vFairs: boolean
  readonly location: string
  readonly venue: string | null
  readonly country: string | null
  readonly capacity: number
  readonly boothCents: number
  readonly deadlineDaysBefore: number
  readonly cancelled?: boolean
  readonly website?: boolean
  readonly description: string
  readonly participants: { readonly confirmed: number; readonly pending: number; readonly rejected: number; readonly include?: readonly string[] }
}

const EXHIBITIONS: readonly ExhibitionDef[] = [
  {
    key: 'nordic-industry-robotics-week', startInDays: -240, days: 4, sector: 'mfg', allowed: ['mfg', 'tech', 'energy'],
    vFairs: true, location: 'Online', venue: 'vFairs virtual exhibition halls', country: 'SE', capacity: 0, boothCents: 0, deadlineDaysBefore: 10,
    description: 'Four days of virtual booths, live demonstrations and talks on industrial automation, robotics and energy-efficient production. Manufacturers and technology suppliers from the Nordics and beyond meet buyers from across Europe in themed halls for robotics, machining and smart factory software.',
    participants: { confirmed: 6, pending: 0, rejected: 0, include: ['Navigli Software', 'Kaizen Robotics'] },
  },
  {
    key: 'agrifood-innovation-forum', startInDays: -170, days: 3, sector: 'agri', allowed: ['agri', 'log', 'retail'],
    vFairs: false, location: 'Rotterdam, Netherlands', venue: 'Maashaven Convention Centre', country: 'NL', capacity: 40, boothCents: 45_000, deadlineDaysBefore: 21, website: true,
    description: 'The meeting place for growers, food processors, agritech start-ups and the logistics companies that connect them. Three days of exhibition, field-to-fork case studies and matchmaking sessions on precision farming, cold chains and sustainable packaging.',
    participants: { confirmed: 5, pending: 0, rejected: 1 },
  },
  {
    key: 'healthcare-horizons-expo', startInDays: -100, days: 3, sector: 'health', allowed: ['health', 'tech'],
    vFairs: true, location: 'Online', venue: 'vFairs virtual exhibition halls', country: 'IE', capacity: 0, boothCents: 0, deadlineDaysBefore: 12,
    description: 'A virtual exhibition of medical devices, diagnostics, pharmaceuticals and the digital tools that connect them. Visitors explore booths, join product webinars and book one-to-one meetings with exhibitors from four continents.',
    participants: { confirmed: 7, pending: 0, rejected: 0 },
  },
  {
    key: 'smart-cities-infrastructure-show', startInDays: -40, days: 3, sector: 'build', allowed: [],
    vFairs: false, location: 'Dubai, United Arab Emirates', venue: 'Creek Harbour Exhibition Centre', country: 'AE', capacity: 120, boothCents: 250_000, deadlineDaysBefore: 14, website: true,
    description: 'Developers, builders, energy and mobility companies present the technologies behind liveable, low-carbon cities: from modular construction and smart buildings to water, energy and transport networks. Open to exhibitors from every sector.',
    participants: { confirmed: 8, pending: 0, rejected: 0 },
  },
  {
    key: 'global-tech-expo', startInDays: -3, days: 7, sector: 'tech', allowed: ['tech', 'creative', 'fin', 'edu'],
    vFairs: true, location: 'Online', venue: 'vFairs virtual exhibition halls', country: 'US', capacity: 200, boothCents: 99_000, deadlineDaysBefore: 10, website: true,
    description: 'The largest virtual technology exhibition of the year: cloud, artificial intelligence, cybersecurity, fintech and edtech companies present their products in themed halls, with keynotes, live product demos and a jobs fair. Visitors can chat with exhibitors and book meetings directly from each booth.',
    participants: { confirmed: 8, pending: 0, rejected: 0, include: ['Navigli Software'] },
  },
  {
    key: 'africa-trade-investment-fair', startInDays: -1, days: 4, sector: null, allowed: [],
    vFairs: true, location: 'Online', venue: 'vFairs virtual exhibition halls', country: 'KE', capacity: 0, boothCents: 0, deadlineDaysBefore: 7,
    description: 'A virtual fair connecting African companies with buyers, investors and partners worldwide. Exhibitors from every sector present investment opportunities and export products, with country pavilions, pitch sessions and B2B matchmaking.',
    participants: { confirmed: 6, pending: 0, rejected: 0, include: ['Savannah Health Diagnostics', 'Eko Payments', 'Karoo Sun Power'] },
  },
  {
    key: 'green-energy-summit', startInDays: 6, days: 3, sector: 'energy', allowed: ['energy', 'build', 'tech'],
    vFairs: true, location: 'Online', venue: 'vFairs virtual exhibition halls', country: 'DK', capacity: 60, boothCents: 75_000, deadlineDaysBefore: 3,
    description: 'Solar, wind, storage, hydrogen and the buildings and software that use them. The Green Energy Summit brings project developers, utilities and technology suppliers together for three days of virtual exhibition and expert panels on the road to net zero.',
    participants: { confirmed: 2, pending: 1, rejected: 0 },
  },
  {
    key: 'digital-health-world', startInDays: 12, days: 2, sector: 'health', allowed: ['health', 'tech'],
    vFairs: true, location: 'Online', venue: 'vFairs virtual exhibition halls', country: 'GB', capacity: 0, boothCents: 0, deadlineDaysBefore: 4,
    description: 'Two days dedicated to telehealth, health data, connected devices and the laboratories behind modern care. Hospitals, insurers and health ministries meet the companies building patient-centred digital health.',
    participants: { confirmed: 2, pending: 1, rejected: 1 },
  },
  {
    key: 'future-of-logistics-expo', startInDays: 40, days: 3, sector: 'log', allowed: ['log', 'tech', 'retail'],
    vFairs: false, location: 'Hamburg, Germany', venue: 'HafenCity Exhibition Hall', country: 'DE', capacity: 80, boothCents: 180_000, deadlineDaysBefore: 20, website: true,
    description: 'Ports, forwarders, warehouse operators and logistics software companies show how goods will move tomorrow: automation, electric last-mile delivery, digital customs and resilient supply chains. Includes guided tours of the port of Hamburg.',
    participants: { confirmed: 1, pending: 2, rejected: 0 },
  },
  {
    key: 'fintech-forward', startInDays: 70, days: 2, sector: 'fin', allowed: ['fin', 'tech'],
    vFairs: true, location: 'Online', venue: 'vFairs virtual exhibition halls', country: 'SG', capacity: 50, boothCents: 120_000, deadlineDaysBefore: 20, cancelled: true,
    description: 'Payments, trade finance, digital banking and the technology behind them. This edition has been cancelled; registered exhibitors have been refunded and will be invited to the next edition.',
    participants: { confirmed: 0, pending: 0, rejected: 0 },
  },
  {
    key: 'sustainable-retail-fashion-fair', startInDays: 110, days: 3, sector: 'retail', allowed: ['retail', 'mfg', 'creative'],
    vFairs: true, location: 'Online', venue: 'vFairs virtual exhibition halls', country: 'FR', capacity: 0, boothCents: 50_000, deadlineDaysBefore: 30,
    description: 'Brands, makers and retailers who design for a circular economy: natural materials, repair and refill, fair supply chains and stores that tell the story. Virtual showrooms, buyer meetings and talks by designers and retail experts.',
    participants: { confirmed: 0, pending: 1, rejected: 0 },
  },
  {
    key: 'world-hospitality-tourism-expo', startInDays: 165, days: 4, sector: 'tour', allowed: ['tour', 'agri', 'creative'],
    vFairs: true, location: 'Online', venue: 'vFairs virtual exhibition halls', country: 'AU', capacity: 150, boothCents: 0, deadlineDaysBefore: 30, website: true,
    description: 'Hotels, resorts, tour operators and destination marketers present their offers to travel agents and event planners from around the world. Free booths for verified companies, with live destination presentations and a sustainable tourism stage.',
    participants: { confirmed: 0, pending: 0, rejected: 0 },
  },
]

const SPECIAL_REQUIREMENTS = [
  'Two screens and a wired internet connection at the booth, please.',
  'We would like to present a live product demo in the main hall if a slot is available.',
  'Booth close to the entrance if possible; we will bring a roll-up banner.',
  'We need a private meeting room for one afternoon for buyer meetings.',
]

interface Ref { readonly id: number; readonly name: string }

interface PlannedUser {
  readonly email: string
  readonly firstName: string
  readonly lastName: string
  readonly role: string
  readonly mobile: string | null
  createdAt: Date
}

interface PlannedCompany {
  readonly def: DemoCompany
  readonly manager: PlannedUser
  readonly country: string
  readonly status: 'approved' | 'pending' | 'rejected' | 'suspended'
  readonly verified: boolean
  readonly createdAt: Date
  readonly approvedAt: Date | null
  readonly verifiedAt: Date | null
  readonly rejectedAt: Date | null
  readonly suspendedAt: Date | null
  readonly statusChangedAt: Date
  readonly views: number
  readonly approver: PlannedUser
}

interface PendingEvent {
  readonly type: string
  readonly aggregateType: string
  readonly aggregateId: () => number
  readonly actor: PlannedUser | null
  readonly payload: Record<string, unknown>
  readonly at: Date
}

const fullName = (u: { firstName: string; lastName: string }): string => `${u.firstName} ${u.lastName}`

const asciiLocal = (s: string): string => slugify(s).replace(/-/g, '')

const phone = (rng: Rng, country: string): string =>
  `${DIAL_CODES[country] ?? '+1'} ${rng.int(20, 99)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`

/** Midnight UTC of the day of `t`. */
const utcDay = (t: number): number => Math.floor(t / DAY) * DAY

/** A time between `lo` and `hi` (clamped so that lo <= result <= hi), rounded to the minute. */
const between = (rng: Rng, lo: number, hi: number): Date => {
  const top = Math.max(lo, hi)
  return new Date(Math.floor((lo + rng.next() * (top - lo)) / MINUTE) * MINUTE)
}

const STATUS_OF: Record<DemoCompanyStatus, PlannedCompany['status']> = {
  V: 'approved', A: 'approved', P: 'pending', R: 'rejected', S: 'suspended',
}

/** Loads a reference table as a map from the lower-case key column. */
const refMap = async (exec: SqlExecutor, sql: string, key = 'name'): Promise<Map<string, Ref>> => {
  const rows = await exec(sql)
  return new Map(rows.map((r) => [String(r[key]).toLowerCase(), { id: Number(r.id), name: String(r.name) }]))
}

export const seedDemoData = async (
  exec: SqlExecutor,
  opts: { now: Date; passwordHash: string },
): Promise<{ seeded: boolean; users: number; companies: number; exhibitions: number; media: number; views: number }> => {
  await lockSeeding(exec)
  if ((await countRows(exec, 'users')) > 0) return { seeded: false, users: 0, companies: 0, exhibitions: 0, media: 0, views: 0 }

  const now = Math.floor(opts.now.getTime() / MINUTE) * MINUTE
  const ago = (days: number): number => now - days * DAY
  const rng = createRng(20_261_122)

  // ---- reference data --------------------------------------------------------------------------------
  const countries = await refMap(exec, 'select id, name, code from countries', 'code')
  const sectors = await refMap(exec, 'select id, name from sectors')
  const subsectors = await refMap(exec, `select id, sector_id || ':' || lower(name) as k, name from subsectors`, 'k')
  const products = await refMap(exec, 'select id, name from products')
  const services = await refMap(exec, 'select id, name from services')
  if (countries.size === 0 || sectors.size === 0) {
    throw new Error('seedDemoData needs the reference data (countries and sectors): run seedReferenceData first')
  }
  const firstSector = [...sectors.values()][0]
  const firstCountry = [...countries.values()][0]
  const countryOf = (code: string): Ref => countries.get(code.toLowerCase()) ?? firstCountry
  const sectorOf = (key: SectorKey): Ref => sectors.get(SECTOR[key].toLowerCase()) ?? firstSector

  // ---- accounts ---------------------------------------------------------------------------------------
  const demo = (email: string): PlannedUser => {
    const a = DEMO_ACCOUNTS.find((x) => x.email === email)!
    return { email: a.email, firstName: a.firstName, lastName: a.lastName, role: a.role, mobile: null, createdAt: new Date(0) }
  }
  const superAdmin: PlannedUser = { ...demo('superadmin@expo-atlas.test'), mobile: '+46 70 412 5580', createdAt: new Date(ago(440)) }
  const admin: PlannedUser = { ...demo('admin@expo-atlas.test'), mobile: '+44 20 7946 0321', createdAt: new Date(ago(436) + 5 * HOUR) }
  const mediaUser: PlannedUser = { ...demo('media@expo-atlas.test'), createdAt: new Date(ago(428) + 3 * HOUR) }
  const visitor: PlannedUser = { ...demo('visitor@expo-atlas.test'), mobile: '+1 415 555 0142', createdAt: new Date(ago(300) + 7 * HOUR) }
  const admins = [superAdmin, admin]
  const moderators = [mediaUser, mediaUser, admin]

  // ---- companies (timeline first: the managers' sign-up dates follow from their companies) -----------
  const plannedCompanies: PlannedCompany[] = []
  const managers: PlannedUser[] = []
  for (const m of DEMO_MANAGERS) {
    const isDemo = m.email === 'manager@expo-atlas.test'
    const email = m.email ?? `${asciiLocal(m.firstName)}.${asciiLocal(m.lastName)}@example.com`
    const manager: PlannedUser = isDemo
      ? { ...demo(email), mobile: '+39 02 8845 1290' }
      : { email, firstName: m.firstName, lastName: m.lastName, role: 'company_manager', mobile: phone(rng, m.country), createdAt: new Date(0) }
    managers.push(manager)
    for (const def of m.companies) {
      let created: number
      if (isDemo) created = def.status === 'V' ? ago(400) + 10 * HOUR : ago(21) + 15 * HOUR
      else if (def.status === 'V') created = ago(rng.int(250, 425)) + rng.int(7, 18) * HOUR
      else if (def.status === 'A') created = ago(rng.int(30, 380)) + rng.int(7, 18) * HOUR
      else if (def.status === 'S') created = ago(rng.int(160, 400)) + rng.int(7, 18) * HOUR
      else if (def.status === 'R') created = ago(rng.int(6, 120)) + rng.int(7, 18) * HOUR
      else created = ago(rng.int(1, 20)) - rng.int(1, 12) * HOUR
      const cap = now - 2 * HOUR
      const approvedAt = def.status === 'V' || def.status === 'A' || def.status === 'S'
        ? Math.min(created + rng.int(1, 4) * DAY + rng.int(1, 8) * HOUR, cap) : null
      const verifiedAt = def.status === 'V' && approvedAt !== null ? Math.min(approvedAt + rng.int(3, 20) * DAY + rng.int(0, 6) * HOUR, cap) : null
      const rejectedAt = def.status === 'R' ? Math.min(created + rng.int(1, 2) * DAY + rng.int(1, 6) * HOUR, cap) : null
      const suspendedAt = def.status === 'S' ? Math.max(ago(rng.int(8, 60)), (approvedAt ?? created) + 20 * DAY) : null
      const views = def.status === 'V' ? rng.int(900, 5200)
        : def.status === 'A' ? rng.int(120, 1600)
          : def.status === 'S' ? rng.int(80, 700) : 0
      plannedCompanies.push({
        def, manager, country: m.country, status: STATUS_OF[def.status], verified: def.status === 'V',
        createdAt: new Date(created),
        approvedAt: approvedAt === null ? null : new Date(approvedAt),
        verifiedAt: verifiedAt === null ? null : new Date(verifiedAt),
        rejectedAt: rejectedAt === null ? null : new Date(rejectedAt),
        suspendedAt: suspendedAt === null ? null : new Date(suspendedAt),
        statusChangedAt: new Date(suspendedAt ?? rejectedAt ?? approvedAt ?? created),
        views,
        approver: rng.pick(admins),
      })
    }
    const first = Math.min(...plannedCompanies.filter((c) => c.manager === manager).map((c) => c.createdAt.getTime()))
    manager.createdAt = new Date(Math.max(ago(438), first - rng.int(1, 10) * DAY - rng.int(1, 10) * HOUR))
  }

  const individuals: PlannedUser[] = DEMO_INDIVIDUALS.map((p) => ({
    email: `${asciiLocal(p.firstName)}.${asciiLocal(p.lastName)}@example.com`,
    firstName: p.firstName, lastName: p.lastName, role: 'individual',
    mobile: rng.chance(0.6) ? phone(rng, p.country) : null,
    createdAt: new Date(ago(rng.int(3, 420)) + rng.int(0, 20) * HOUR),
  }))

  const users = [superAdmin, admin, mediaUser, ...managers, visitor, ...individuals]
  const userRows = await insertRows(exec, 'users',
    ['email', 'password_hash', 'first_name', 'last_name', 'mobile_number', 'role', 'is_email_verified', 'created_at', 'updated_at'],
    users.map((u) => [u.email, opts.passwordHash, u.firstName, u.lastName, u.mobile, u.role, true, u.createdAt, u.createdAt]),
    ['id', 'email'])
  const userIds = new Map(userRows.map((r) => [String(r.email), Number(r.id)]))
  const uid = (u: PlannedUser): number => userIds.get(u.email)!

  // ---- companies ---------------------------------------------------------------------------------------
  const companyRows = await insertRows(exec, 'companies',
    ['name', 'logo', 'description', 'country_id', 'website', 'contact_email', 'contact_phone', 'city', 'sector_id', 'subsector_id',
      'manager_id', 'status', 'rejection_reason', 'suspension_reason', 'is_verified', 'founded_year', 'employee_count', 'views', 'status_changed_at',
      'created_at', 'updated_at'],
    plannedCompanies.map((c) => {
      const slug = slugify(c.def.name)
      const sector = sectorOf(c.def.sector)
      const sub = subsectors.get(`${sector.id}:${c.def.subsector.toLowerCase()}`)
      const updated = Math.max(c.statusChangedAt.getTime(), c.verifiedAt?.getTime() ?? 0)
      return [
        c.def.name, null, c.def.description, countryOf(c.country).id, `https://${slug}.example.com`,
        c.def.contactEmail ?? `${rng.pick(['info', 'contact', 'hello', 'sales'])}@${slug}.example.com`, phone(rng, c.country), c.def.city,
        sector.id, sub?.id ?? null, uid(c.manager), c.status, c.status === 'rejected' ? c.def.reason ?? null : null,
        c.status === 'suspended' ? c.def.reason ?? 'Suspended by an admin' : null, c.verified,
        c.def.founded, c.def.employees, c.views, c.statusChangedAt, c.createdAt, new Date(updated),
      ]
    }),
    ['id', 'name'])
  const companyIds = new Map(companyRows.map((r) => [String(r.name), Number(r.id)]))
  const cid = (c: PlannedCompany): number => companyIds.get(c.def.name)!
  const companyByName = new Map(plannedCompanies.map((c) => [c.def.name, c]))

  const linkRows = (kind: 'product' | 'service', catalogue: Map<string, Ref>): unknown[][] =>
    plannedCompanies.flatMap((c) => {
      const names = kind === 'product' ? c.def.products : c.def.services
      const ids = [...new Set(names.map((n) => catalogue.get(n.toLowerCase())?.id).filter((id): id is number => id !== undefined))]
      return ids.map((id, position) => [cid(c), id, position])
    })
  await insertRows(exec, 'company_products', ['company_id', 'product_id', 'position'], linkRows('product', products))
  await insertRows(exec, 'company_services', ['company_id', 'service_id', 'position'], linkRows('service', services))
  await seedDemoPassports(exec, now, plannedCompanies.filter((c) => c.verified && c.verifiedAt).map((c) => ({
    companyId: cid(c), country: c.country, verifiedAt: c.verifiedAt!, verifiedBy: uid(c.approver), domain: `${slugify(c.def.name)}.example.com`,
    isDemo: c.manager.email === 'manager@expo-atlas.test',
  })))

  // ---- exhibitions -----------------------------------------------------------------------------------
  const plannedExhibitions = EXHIBITIONS.map((e) => {
    const theme = POSTER_THEMES[e.key]
    const start = utcDay(now + e.startInDays * DAY) + 8 * HOUR
    const end = utcDay(now + (e.startInDays + e.days - 1) * DAY) + 18 * HOUR
    const name = `${theme.title} ${new Date(start).getUTCFullYear()}`
    const slug = slugify(name)
    const deadline = utcDay(start - e.deadlineDaysBefore * DAY) + 23 * HOUR + 59 * MINUTE
    const createdLatest = Math.min(start - 60 * DAY, now - rng.int(3, 25) * DAY)
    const createdAt = between(rng, Math.min(Math.max(ago(430), start - 120 * DAY), createdLatest - 10 * DAY), createdLatest)
    return {
      def: e, theme, name, start: new Date(start), end: new Date(end), deadline: new Date(deadline), createdAt,
      creator: rng.pick(admins),
      poster: `/demo-assets/${posterFileName(e.key, new Date(start), new Date(end))}`,
      vFairsLink: e.vFairs ? `https://${slug}.vfairs.com` : null,
      website: e.website ? `https://${slug}.example.com` : null,
      allowedIds: e.allowed.map((k) => sectorOf(k).id),
    }
  })
  const exhibitionRows = await insertRows(exec, 'exhibitions',
    ['name', 'description', 'poster_image', 'start_date', 'end_date', 'location', 'venue', 'country_id', 'sector_id', 'allowed_sectors',
      'registration_deadline', 'v_fairs_link', 'website', 'capacity', 'booth_cost_cents', 'is_virtual', 'cancelled', 'created_by_id',
      'created_at', 'updated_at'],
    plannedExhibitions.map((x) => [
      x.name, x.def.description, x.poster, x.start, x.end, x.def.location, x.def.venue, x.def.country ? countryOf(x.def.country).id : null,
      x.def.sector ? sectorOf(x.def.sector).id : null, pgIntArray(x.allowedIds), x.deadline, x.vFairsLink, x.website,
      x.def.capacity, x.def.boothCents, x.vFairsLink !== null, x.def.cancelled ?? false, uid(x.creator), x.createdAt, x.createdAt,
    ]),
    ['id', 'name'])
  const exhibitionIds = new Map(exhibitionRows.map((r) => [String(r.name), Number(r.id)]))

  // ---- participants: verified companies of an allowed sector, verified before the deadline -------------
  interface PlannedParticipant {
    readonly exhibition: (typeof plannedExhibitions)[number]
    readonly company: PlannedCompany
    readonly status: 'approved' | 'pending' | 'rejected'
    readonly requestedAt: Date
    readonly decidedAt: Date | null
    readonly booth: string | null
    readonly level: string
    readonly requirements: string | null
    readonly decider: PlannedUser
  }
  const participants: PlannedParticipant[] = []
  for (const x of plannedExhibitions) {
    const { confirmed, pending, rejected, include = [] } = x.def.participants
    const closes = Math.min(x.deadline.getTime(), now) - HOUR
    const eligible = plannedCompanies.filter((c) =>
      c.verified && c.verifiedAt !== null && c.verifiedAt.getTime() < closes - 2 * DAY &&
      (x.def.allowed.length === 0 || x.def.allowed.includes(c.def.sector)))
    // The demo manager's company stays free to apply to upcoming exhibitions.
    const pool = rng.shuffle(eligible.filter((c) => !include.includes(c.def.name) &&
      !(x.start.getTime() > now && c.manager.email === 'manager@expo-atlas.test')))
    const chosen = [...eligible.filter((c) => include.includes(c.def.name)), ...pool]
    const statuses: PlannedParticipant['status'][] = [
      ...Array<'approved'>(confirmed).fill('approved'), ...Array<'pending'>(pending).fill('pending'), ...Array<'rejected'>(rejected).fill('rejected'),
    ]
    const booths = new Set<string>()
    statuses.forEach((status, i) => {
      const company = chosen[i]
      if (!company) return
      const lo = Math.max(company.verifiedAt!.getTime() + DAY, x.createdAt.getTime() + DAY)
      const requestedAt = between(rng, lo, closes - (status === 'pending' ? 0 : 2 * DAY))
      const decidedAt = status === 'pending' ? null
        : between(rng, requestedAt.getTime() + 4 * HOUR, Math.min(requestedAt.getTime() + 5 * DAY, x.start.getTime() - HOUR, now - HOUR))
      let booth: string | null = null
      if (status === 'approved') {
        do booth = `${rng.pick(['A', 'B', 'C', 'D'])}-${rng.int(1, 40)}`
        while (booths.has(booth))
        booths.add(booth)
      }
      participants.push({
        exhibition: x, company, status, requestedAt, decidedAt, booth,
        level: rng.pick(['standard', 'standard', 'premium', 'sponsor']),
        requirements: rng.chance(0.3) ? rng.pick(SPECIAL_REQUIREMENTS) : null,
        decider: rng.pick(admins),
      })
    })
  }
  /** The reason an admin gave for rejecting an application (kept on it, and in its event). */
  const participantRejection = (capacity: number): string => (capacity > 0
    ? 'All booths in this hall are taken; we will offer you a place at the next edition.'
    : 'The application did not include the product information requested for the exhibitor catalogue. You are welcome to apply again for the next edition.')
  const participantRows = await insertRows(exec, 'exhibition_participants',
    ['exhibition_id', 'company_id', 'status', 'payment_confirmed', 'booth_number', 'special_requirements', 'participation_level',
      'rejection_reason', 'decided_at', 'created_at', 'updated_at'],
    participants.map((p) => [
      exhibitionIds.get(p.exhibition.name)!, cid(p.company), p.status, p.status === 'approved' && p.exhibition.def.boothCents > 0,
      p.booth, p.requirements, p.level, p.status === 'rejected' ? participantRejection(p.exhibition.def.capacity) : null,
      p.decidedAt, p.requestedAt, p.decidedAt ?? p.requestedAt,
    ]),
    ['id', 'exhibition_id', 'company_id'])
  const participantIds = new Map(participantRows.map((r) => [`${String(r.exhibition_id)}:${String(r.company_id)}`, Number(r.id)]))

  // ---- media -------------------------------------------------------------------------------------------
  interface PlannedMedia {
    readonly def: DemoMediaItem
    readonly company: PlannedCompany
    readonly content: string
    readonly createdAt: Date
    readonly decidedAt: Date | null
    readonly eventDate: Date | null
    readonly moderator: PlannedUser
  }
  const plannedMedia: PlannedMedia[] = DEMO_MEDIA.flatMap((def) => {
    const company = companyByName.get(def.company)
    if (!company || company.status !== 'approved' || !company.approvedAt) return []
    const slug = slugify(company.def.name)
    const eventDate = def.eventInDays === undefined ? null : new Date(utcDay(now + def.eventInDays * DAY) + 9 * HOUR)
    const open = company.approvedAt.getTime() + 3 * DAY
    let createdAt: Date
    if (def.status === 'pending') createdAt = between(rng, Math.max(open, ago(12)), now - 2 * HOUR)
    else {
      // Events are announced up to ten weeks ahead; other items spread over the last ten months.
      const latest = eventDate && eventDate.getTime() < now ? eventDate.getTime() - 10 * DAY : now - 3 * DAY
      const earliest = eventDate ? Math.min(eventDate.getTime() - 70 * DAY, latest - 5 * DAY) : ago(300)
      createdAt = between(rng, Math.max(open, earliest), latest)
    }
    const decidedAt = def.status === 'pending' ? null
      : between(rng, createdAt.getTime() + 2 * HOUR, Math.min(createdAt.getTime() + 2 * DAY, now - HOUR))
    const paragraphs = [...def.paragraphs]
    if (def.type === 'press_release') {
      paragraphs[0] = `${company.def.city}, ${countryOf(company.country).name} \u2014 ${paragraphs[0]}`
      if (def.quote) paragraphs.splice(Math.min(2, paragraphs.length), 0, `\u201c${def.quote},\u201d said ${fullName(company.manager)}, managing director of ${company.def.name}.`)
      paragraphs.push(`About ${company.def.name}: ${company.def.description} More information: https://${slug}.example.com`)
    } else if (def.type === 'event' && eventDate) {
      const when = formatDateRange(eventDate, eventDate)
      paragraphs.push(`When: ${when}, 09:00 UTC. Where: ${def.eventLocation ?? 'Online'}. ` +
        (def.eventLocation === 'Online' ? 'The link is sent after registration.' : 'Registration through the contact form of our company profile.'))
    } else if (def.type === 'press_kit' && def.attachments) {
      paragraphs.push(`This press kit contains: ${def.attachments.map((a) => a.filename.replace(/\.pdf$/, '')).join('; ')}.`)
      paragraphs.push(`Media enquiries: press@${slug}.example.com, ${fullName(company.manager)}.`)
    }
    return [{ def, company, content: paragraphs.join('\n\n'), createdAt, decidedAt, eventDate, moderator: rng.pick(moderators) }]
  })
  // An embargoed release (issue 22): approved, its publication time a few days after the seed (a whole hour).
  const embargoOf = (m: PlannedMedia): Date | null => (m.def.embargoInDays === undefined ? null : new Date(Math.ceil((now + m.def.embargoInDays * DAY) / HOUR) * HOUR))
  const mediaRows = await insertRows(exec, 'company_media',
    ['company_id', 'title', 'content', 'type', 'thumbnail_url', 'status', 'event_date', 'event_location', 'published_at', 'rejection_reason',
      'created_at', 'updated_at', 'publish_at', 'publication_announced'],
    plannedMedia.map((m) => [
      cid(m.company), m.def.title, m.content, m.def.type, null, m.def.status, m.eventDate, m.def.eventLocation ?? null,
      m.def.status === 'approved' ? embargoOf(m) ?? m.decidedAt : null, m.def.status === 'rejected' ? m.def.reason ?? null : null, m.createdAt, m.decidedAt ?? m.createdAt,
      embargoOf(m), embargoOf(m) === null,
    ]),
    ['id', 'title'])
  const mediaIds = new Map(mediaRows.map((r) => [String(r.title), Number(r.id)]))
  await insertRows(exec, 'media_attachments', ['media_id', 'filename', 'file_url', 'file_type', 'file_size', 'created_at'],
    plannedMedia.flatMap((m) => (m.def.attachments ?? []).flatMap((a) => {
      const asset = demoAsset(`${a.file}.pdf`)
      if (!asset) return []
      const size = typeof asset.body === 'string' ? Buffer.byteLength(asset.body) : asset.body.length
      return [[mediaIds.get(m.def.title)!, a.filename, `/demo-assets/${a.file}.pdf`, 'application/pdf', size, m.createdAt]]
    })))

  // ---- favourites ------------------------------------------------------------------------------------
  const publicCompanies = plannedCompanies.filter((c) => c.status === 'approved')
  const favourites: { user: PlannedUser; company: PlannedCompany; at: Date }[] = []
  const addFavourite = (user: PlannedUser, company: PlannedCompany): void => {
    if (favourites.some((f) => f.user === user && f.company === company)) return
    const lo = Math.max(user.createdAt.getTime(), company.approvedAt!.getTime()) + HOUR
    favourites.push({ user, company, at: between(rng, lo, now - HOUR) })
  }
  for (const name of ['Maison Lavande Cosmétiques', 'Coral Coast Resorts', 'Navigli Software']) addFavourite(visitor, companyByName.get(name)!)
  for (const user of individuals) {
    for (const company of rng.shuffle(publicCompanies).slice(0, rng.int(1, 4))) addFavourite(user, company)
  }
  for (const user of [mediaUser, ...rng.shuffle(managers.slice(1)).slice(0, 6)]) {
    for (const company of rng.shuffle(publicCompanies.filter((c) => c.manager !== user)).slice(0, rng.int(1, 2))) addFavourite(user, company)
  }
  const favouriteRows = await insertRows(exec, 'favorites', ['user_id', 'company_id', 'created_at'],
    favourites.map((f) => [uid(f.user), cid(f.company), f.at]), ['id', 'user_id', 'company_id'])
  const favouriteIds = new Map(favouriteRows.map((r) => [`${String(r.user_id)}:${String(r.company_id)}`, Number(r.id)]))

  // ---- domain events: the history behind the data --------------------------------------------------------
  const events: PendingEvent[] = []
  const ev = (type: string, aggregateType: string, aggregateId: () => number, actor: PlannedUser | null, payload: Record<string, unknown>, at: Date): void => {
    events.push({ type, aggregateType, aggregateId, actor, payload, at })
  }
  for (const u of users) {
    ev('UserRegistered', 'user', () => uid(u), u, { userName: fullName(u), email: u.email, role: u.role }, u.createdAt)
  }
  for (const c of plannedCompanies) {
    const id = (): number => cid(c)
    const withId = (extra: Record<string, unknown>): Record<string, unknown> => ({ companyId: cid(c), companyName: c.def.name, ...extra })
    ev('CompanyCreated', 'company', id, c.manager, withId({ userName: fullName(c.manager), sectorName: SECTOR[c.def.sector], countryName: countryOf(c.country).name }), c.createdAt)
    if (c.approvedAt) ev('CompanyApproved', 'company', id, c.approver, withId({ userName: fullName(c.approver), managerName: fullName(c.manager) }), c.approvedAt)
    if (c.verifiedAt) ev('CompanyVerified', 'company', id, c.approver, withId({ userName: fullName(c.approver), verified: true }), c.verifiedAt)
    if (c.rejectedAt) ev('CompanyRejected', 'company', id, c.approver, withId({ userName: fullName(c.approver), managerName: fullName(c.manager), reason: c.def.reason ?? null }), c.rejectedAt)
    if (c.suspendedAt) ev('CompanySuspended', 'company', id, c.approver, withId({ userName: fullName(c.approver), managerName: fullName(c.manager), reason: c.def.reason ?? null }), c.suspendedAt)
  }
  for (const x of plannedExhibitions) {
    ev('ExhibitionCreated', 'exhibition', () => exhibitionIds.get(x.name)!, x.creator,
      { exhibitionId: exhibitionIds.get(x.name)!, exhibitionName: x.name, userName: fullName(x.creator), startDate: x.start.toISOString() }, x.createdAt)
  }
  for (const p of participants) {
    const exhibitionId = exhibitionIds.get(p.exhibition.name)!
    const id = (): number => participantIds.get(`${exhibitionId}:${cid(p.company)}`)!
    const payload = { exhibitionId, exhibitionName: p.exhibition.name, companyId: cid(p.company), companyName: p.company.def.name }
    ev('ParticipationRequested', 'participation', id, p.company.manager, { ...payload, userName: fullName(p.company.manager) }, p.requestedAt)
    if (p.status === 'approved' && p.decidedAt) {
      ev('ParticipationConfirmed', 'participation', id, p.decider, { ...payload, userName: fullName(p.decider), boothNumber: p.booth }, p.decidedAt)
    }
    if (p.status === 'rejected' && p.decidedAt) {
      ev('ParticipationRejected', 'participation', id, p.decider,
        {
          ...payload, userName: fullName(p.decider),
          reason: participantRejection(p.exhibition.def.capacity),
        }, p.decidedAt)
    }
  }
  for (const m of plannedMedia) {
    const id = (): number => mediaIds.get(m.def.title)!
    const payload = { mediaId: mediaIds.get(m.def.title)!, title: m.def.title, mediaType: m.def.type, companyId: cid(m.company), companyName: m.company.def.name }
    ev('MediaItemSubmitted', 'media', id, m.company.manager, { ...payload, userName: fullName(m.company.manager) }, m.createdAt)
    if (m.def.status === 'approved' && m.decidedAt) {
      const embargo = embargoOf(m)
      ev('MediaItemApproved', 'media', id, m.moderator, { ...payload, userName: fullName(m.moderator), ...(embargo ? { embargoUntil: embargo.toISOString() } : {}) }, m.decidedAt)
    }
    if (m.def.status === 'rejected' && m.decidedAt) {
      ev('MediaItemRejected', 'media', id, m.moderator, { ...payload, userName: fullName(m.moderator), reason: m.def.reason ?? null }, m.decidedAt)
    }
  }
  for (const f of favourites) {
    ev('FavoriteAdded', 'favorite', () => favouriteIds.get(`${uid(f.user)}:${cid(f.company)}`)!, f.user,
      { companyId: cid(f.company), companyName: f.company.def.name, userName: fullName(f.user) }, f.at)
  }
  events.sort((a, b) => a.at.getTime() - b.at.getTime())
  await insertRows(exec, 'domain_events', ['type', 'aggregate_type', 'aggregate_id', 'actor_id', 'payload', 'occurred_at'],
    events.map((e) => [e.type, e.aggregateType, String(e.aggregateId()), e.actor ? uid(e.actor) : null, e.payload, e.at]))

  // ---- profile views behind each company's view counter ---------------------------------------------
  const views = await seedCompanyViews(exec, createRng(20_261_123), plannedCompanies.flatMap((c) => c.approvedAt
    ? [{ id: cid(c), views: c.views, from: c.approvedAt, to: c.suspendedAt ?? new Date(now) }] : []), now)

  // ---- recent sign-ins and the outbox ----------------------------------------------------------------
  await seedDemoActivityAndMail(exec, now)

  return { seeded: true, users: users.length, companies: plannedCompanies.length, exhibitions: plannedExhibitions.length, media: plannedMedia.length, views }
}
