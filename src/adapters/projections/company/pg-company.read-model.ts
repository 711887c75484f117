import type {
  PassportRecordView, VerificationRecordView,
  AdminCompanyExportQuery, AdminCompanyQuery, AdminCompanyRow, CompanyDetailView, CompanyReadModel, FavoriteListView, FavoriteQuery, FavoriteSort, FavoriteView, OwnCompanyView,
} from '../../../application/company/queries/company-views'
import type { CompanyNames } from '../../../application/company/commands/import-companies'
import { EXPORT_BATCH, type CompanySort } from '../../../application/admin/list-sort'
import { keysetRows, orderBy, type SortColumns } from '../list-order'
import { companyProfileTable } from '../../persistence/company/company-table'
import { asDate, type Row, type Sql } from '../../persistence/sql'
import { ReadCache } from '../read-cache'
import { CHECK_LABELS, stateOf, summaryOf, type Passport, type PassportSummary } from '../../../domain/verification/passport'
import { CURRENT, PASSPORT_SELECT, toPassport } from '../../persistence/verification/pg-passport.repository'
import { DEFAULT_LIST_NAME } from '../../../domain/company/favorite-limits'

const iso = (v: unknown) => asDate(v).toISOString()

/** The orders of a user's favourites: newest saved first, by name, by country (then name); ties by id. */
const FAVORITE_ORDER: Record<FavoriteSort, string> = {
  saved: 'f.created_at desc, f.id desc',
  name: 'd.sort_name, f.id',
  country: 'd.country, d.sort_name, f.id',
}

const ADMIN_FILTER: Record<AdminCompanyQuery['status'], string> = {
  all: '',
  active: "c.status = 'approved'",
  pending: "c.status = 'pending'",
  rejected: "c.status = 'rejected'",
  suspended: "c.status = 'suspended'",
  verified: "c.status = 'approved' and c.is_verified",
}

const COMPANY_SORT_SQL: SortColumns<CompanySort['key']> = {
  name: { expr: 'lower(c.name)', type: 'text' },
  sector: { expr: 'lower(s.name)', type: 'text' },
  status: { expr: 'c.status::text', type: 'text' },
  createdAt: { expr: 'c.created_at', type: 'timestamptz' },
}
const DEFAULT_COMPANY_SORT: CompanySort = { key: 'createdAt', dir: 'desc' }

const ADMIN_COLUMNS = `c.id, c.name, c.logo, c.city, co.name as country, c.country_id, c.contact_email,
        c.contact_phone, s.name as sector, c.sector_id, ss.name as subsector, c.website, c.status, c.is_verified,
        c.rejection_reason, c.manager_id, u.first_name || ' ' || u.last_name as manager_name, c.views, c.created_at`
const ADMIN_FROM = `companies c join countries co on co.id = c.country_id join sectors s on s.id = c.sector_id
      left join subsectors ss on ss.id = c.subsector_id join users u on u.id = c.manager_id`

const adminWhere = (q: AdminCompanyExportQuery) => {
  const where: string[] = []
  const params: unknown[] = []
  if (ADMIN_FILTER[q.status]) where.push(ADMIN_FILTER[q.status])
  if (q.sectorId !== undefined) { where.push('c.sector_id = ?'); params.push(q.sectorId) }
  if (q.search?.trim()) {
    const like = `%${q.search.trim().toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`
    where.push(`(lower(c.name) like ? or lower(c.contact_email) like ? or lower(coalesce(c.contact_phone, '')) like ? or lower(coalesce(c.city, '')) like ?)`)
    params.push(like, like, like, like)
  }
  return { where, params }
}

const toAdminRow = (r: Row): AdminCompanyRow => ({
  id: r.id as number, name: r.name as string, logo: r.logo as string | null, city: r.city as string | null,
  country: r.country as string, countryId: r.country_id as number, contactEmail: r.contact_email as string,
  contactPhone: r.contact_phone as string | null, sector: r.sector as string, sectorId: r.sector_id as number,
  subsector: r.subsector as string | null, website: r.website as string | null, status: r.status as AdminCompanyRow['status'],
  verified: r.is_verified as boolean, isVerified: r.is_verified as boolean, rejectionReason: r.rejection_reason as string | null,
  managerId: r.manager_id as number, managerName: r.manager_name as string, views: r.views as number, createdAt: iso(r.created_at),
})

/** How long a profile is kept (ms) when nothing announces a change: the upcoming/past order of its exhibitions moves with time. */
const PROFILE_TTL = 30_000

export class PgCompanyReadModel implements CompanyReadModel, CompanyNames {
  constructor(private readonly sql: Sql, private readonly cache = new ReadCache(), private readonly profileTtl = PROFILE_TTL) {}

  profile(id: number): Promise<CompanyDetailView | undefined> {
    return this.cache.memo(String(id), this.profileTtl, () => this.detail(id))
  }

  async detail(id: number): Promise<CompanyDetailView | undefined> {
    const r = await this.sql.one<Row>(`select c.*, co.name as country, co.code as country_code, co.flag as country_flag,
        s.name as sector, ss.name as subsector,
        coalesce((select array_agg(p.name order by cp.position) from company_products cp join products p on p.id = cp.product_id where cp.company_id = c.id), '{}') as products,
        coalesce((select array_agg(x.name order by cs.position) from company_services cs join services x on x.id = cs.service_id where cs.company_id = c.id), '{}') as services,
        coalesce((select json_agg(json_build_object('id', e.id, 'name', e.name, 'startDate', e.start_date, 'endDate', e.end_date,
            'boothNumber', ep.booth_number, 'vFairsLink', e.v_fairs_link) order by (e.end_date < now()), e.start_date)
          from exhibition_participants ep join exhibitions e on e.id = ep.exhibition_id
          where ep.company_id = c.id and ep.status = 'approved' and not e.cancelled), '[]') as exhibitions
      from companies c join countries co on co.id = c.country_id join sectors s on s.id = c.sector_id
      left join subsectors ss on ss.id = c.subsector_id where c.id = ?`, [id])
    if (!r) return undefined
    return {
      passport: (await this.passportSummaries([id])).get(id) ?? null,
      ...companyProfileTable.read(r),
      id: r.id as number, country: r.country as string, countryCode: r.country_code as string,
      countryFlag: r.country_flag as string, sector: r.sector as string, subsector: r.subsector as string | null,
      products: r.products as string[], services: r.services as string[], status: r.status as CompanyDetailView['status'],
      rejectionReason: r.rejection_reason as string | null, suspensionReason: r.suspension_reason as string | null,
      isVerified: r.is_verified as boolean, views: r.views as number,
      managerId: r.manager_id as number, version: r.version as number, createdAt: iso(r.created_at), updatedAt: iso(r.updated_at),
      exhibitions: (r.exhibitions as { id: number; name: string; startDate: string; endDate: string; boothNumber: string | null; vFairsLink: string | null }[])
        .map((e) => ({ ...e, startDate: iso(e.startDate), endDate: iso(e.endDate) })),
    }
  }

  async passportSummaries(companyIds: readonly number[]): Promise<ReadonlyMap<number, PassportSummary>> {
    if (!companyIds.length) return new Map()
    const rows = await this.sql.all<Row>(`${PASSPORT_SELECT} join companies c on c.id = v.company_id
      where v.company_id = any(?::int[]) and ${CURRENT} and v.valid_until > now() and c.is_verified`, [companyIds])
    return new Map(rows.map((r) => [r.company_id as number, summaryOf(toPassport(r))]))
  }

  async verificationRecord(companyId: number): Promise<Omit<VerificationRecordView, 'validityMonths'> | undefined> {
    const company = await this.sql.one('select id from companies where id = ?', [companyId])
    if (!company) return undefined
    const rows = await this.sql.all<Row>(`${PASSPORT_SELECT} where v.company_id = ? order by v.verified_at desc, v.id desc limit 50`, [companyId])
    const passports = rows.map(toPassport)
    const userIds = [...new Set(passports.flatMap((p) => [p.verifiedBy, p.revokedBy, ...p.checks.map((c) => c.checkedBy)]).filter((x): x is number => x !== null))]
    const keys = passports.flatMap((p) => p.checks.flatMap((c) => c.evidence))
    const [users, files] = await Promise.all([
      userIds.length ? this.sql.all<{ id: number; name: string }>(`select id, first_name || ' ' || last_name as name from users where id = any(?::int[])`, [userIds]) : [],
      keys.length ? this.sql.all<{ key: string; filename: string }>('select key, filename from uploads where key = any(?::text[])', [keys]) : [],
    ])
    const nameOf = (id: number | null) => (id === null ? null : users.find((u) => u.id === id)?.name ?? null)
    const fileOf = (key: string) => ({ url: `/uploads/${key}`, filename: files.find((f) => f.key === key)?.filename ?? key })
    const now = new Date()
    const isoOrNull = (d: Date | null) => d?.toISOString() ?? null
    const view = (p: Passport): PassportRecordView => ({
      id: p.id, state: stateOf(p, now), verifiedAt: p.verifiedAt.toISOString(), validUntil: p.validUntil.toISOString(), verifiedBy: nameOf(p.verifiedBy),
      checks: p.checks.map((c) => ({
        kind: c.kind, label: CHECK_LABELS[c.kind], method: c.method, registryName: c.registryName, registryNumber: c.registryNumber, documentType: c.documentType,
        note: c.note, evidence: c.evidence.map(fileOf), checkedBy: nameOf(c.checkedBy), checkedAt: c.checkedAt.toISOString(),
      })),
      revokedAt: isoOrNull(p.revokedAt), revokedBy: nameOf(p.revokedBy), revokeReason: p.revokeReason, lapsedAt: isoOrNull(p.lapsedAt),
      replacedAt: isoOrNull(p.replacedAt), remindedAt: isoOrNull(p.remindedAt),
    })
    const current = passports.find((p) => !p.revokedAt && !p.lapsedAt && !p.replacedAt)
    const latest = passports[0]
    return {
      companyId, state: latest ? stateOf(latest, now) : 'none',
      current: current ? view(current) : null,
      history: passports.filter((p) => p !== current).map(view),
    }
  }

  async ownedBy(managerId: number): Promise<readonly OwnCompanyView[]> {
    const rows = await this.sql.all<Row>(`select c.id, c.name, c.logo, c.description, co.name as country, s.name as sector,
        ss.name as subsector, c.status, c.rejection_reason, c.suspension_reason, c.is_verified, c.views, c.created_at,
        (select v.valid_until from company_verifications v where v.company_id = c.id and ${CURRENT} and v.valid_until > now() and c.is_verified) as verified_until
      from companies c join countries co on co.id = c.country_id join sectors s on s.id = c.sector_id
      left join subsectors ss on ss.id = c.subsector_id where c.manager_id = ? order by c.created_at desc, c.id desc`, [managerId])
    return rows.map((r) => ({
      id: r.id as number, name: r.name as string, logo: r.logo as string | null, description: r.description as string,
      country: r.country as string, sector: r.sector as string, subsector: r.subsector as string | null,
      status: r.status as OwnCompanyView['status'], rejectionReason: r.rejection_reason as string | null,
      suspensionReason: r.suspension_reason as string | null,
      isVerified: r.is_verified as boolean, views: r.views as number, createdAt: iso(r.created_at),
      verifiedUntil: r.verified_until ? iso(r.verified_until) : null,
    }))
  }

  async adminList(q: AdminCompanyQuery): Promise<{ rows: readonly AdminCompanyRow[]; total: number }> {
    const { where, params } = adminWhere(q)
    const sort = q.sort ?? DEFAULT_COMPANY_SORT
    const rows = await this.sql.all<Row>(`select ${ADMIN_COLUMNS}, count(*) over () as total from ${ADMIN_FROM}
      ${where.length ? `where ${where.join(' and ')}` : ''}
      order by ${orderBy(COMPANY_SORT_SQL, sort, 'c.id')} limit ? offset ?`, [...params, q.pageSize, (q.page - 1) * q.pageSize])
    let total = rows.length ? Number(rows[0].total) : 0
    if (!rows.length && q.page > 1) {
      total = (await this.sql.one<{ n: number }>(`select count(*)::int as n from companies c ${where.length ? `where ${where.join(' and ')}` : ''}`, params))?.n ?? 0
    }
    return { total, rows: rows.map(toAdminRow) }
  }

  async *adminExport(q: AdminCompanyExportQuery): AsyncIterable<AdminCompanyRow> {
    const { where, params } = adminWhere(q)
    for await (const r of keysetRows(this.sql, {
      select: ADMIN_COLUMNS, from: ADMIN_FROM, where, params, columns: COMPANY_SORT_SQL, sort: q.sort ?? DEFAULT_COMPANY_SORT, id: 'c.id', batch: EXPORT_BATCH,
    })) yield toAdminRow(r)
  }

  /** Which of these (lower-cased) names companies have already. */
  async taken(names: readonly string[]): Promise<ReadonlySet<string>> {
    if (!names.length) return new Set()
    const rows = await this.sql.all<{ n: string }>('select distinct lower(name) as n from companies where lower(name) = any(?::text[])', [names])
    return new Set(rows.map((r) => r.n))
  }

  async favorites(userId: number, q: FavoriteQuery = {}): Promise<readonly FavoriteView[]> {
    const where = ['f.user_id = ?']
    const params: unknown[] = [userId]
    if (q.list === 'default') where.push('f.list_id is null')
    else if (q.list !== undefined) { where.push('f.list_id = ?'); params.push(q.list) }
    if (q.sectorId !== undefined) { where.push('d.sector_id = ?'); params.push(q.sectorId) }
    if (q.countryId !== undefined) { where.push('d.country_id = ?'); params.push(q.countryId) }
    // The words of the search, each in the name or the note (a user's favourites are few: no index needed).
    for (const word of q.search?.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8) ?? []) {
      where.push("strpos(lower(d.name || ' ' || coalesce(f.note, '')), ?) > 0"); params.push(word)
    }
    const order = FAVORITE_ORDER[q.sort ?? 'saved']
    const rows = await this.sql.all<Row>(`select f.id, f.company_id, f.created_at, f.list_id, f.note, d.name, d.logo, d.country, d.country_id, d.sector, d.sector_id,
        d.is_verified, d.description, d.views
      from favorites f join directory_entries d on d.company_id = f.company_id where ${where.join(' and ')} order by ${order}`, params)
    return rows.map((r) => ({
      id: r.id as number, companyId: r.company_id as number, createdAt: iso(r.created_at), listId: r.list_id as number | null, note: r.note as string | null,
      company: {
        id: r.company_id as number, name: r.name as string, logo: r.logo as string | null, country: r.country as string, countryId: r.country_id as number,
        sector: r.sector as string, sectorId: r.sector_id as number, isVerified: r.is_verified as boolean, description: r.description as string, views: r.views as number,
      },
    }))
  }

  async favoriteLists(userId: number): Promise<readonly FavoriteListView[]> {
    const rows = await this.sql.all<{ id: number | null; name: string | null; count: number }>(`
      select null::int as id, null as name, (select count(*)::int from favorites f join directory_entries d on d.company_id = f.company_id
        where f.user_id = ? and f.list_id is null) as count, 0 as o
      union all
      select l.id, l.name, (select count(*)::int from favorites f join directory_entries d on d.company_id = f.company_id where f.list_id = l.id) as count, 1 as o
      from favorite_lists l where l.user_id = ?
      order by o, id`, [userId, userId])
    return rows.map((r) => ({ id: r.id, name: r.name ?? DEFAULT_LIST_NAME, isDefault: r.id === null, count: r.count }))
  }

  async isFavorite(userId: number, companyId: number): Promise<boolean> {
    return !!(await this.sql.one('select 1 from favorites where user_id = ? and company_id = ?', [userId, companyId]))
  }
}
