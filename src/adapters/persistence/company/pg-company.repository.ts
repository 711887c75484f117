import type { Company, CompanyId, CompanyStatus, NewCompany } from '../../../domain/company/company'
import type { CompanyRepository, StaleCompany } from '../../../domain/company/company.repository'
import { asDate, type Sql } from '../sql'

interface CompanyRow {
  id: number; name: string; logo: string | null; description: string; country_id: number; sector_id: number
  subsector_id: number | null; website: string | null; contact_email: string; contact_phone: string | null
  address: string | null; city: string | null; state: string | null; postal_code: string | null
  founded_year: number | null; employee_count: number | null; linkedin_url: string | null; twitter_url: string | null
  facebook_url: string | null; instagram_url: string | null; manager_id: number; status: CompanyStatus
  rejection_reason: string | null; is_verified: boolean; views: number; version: number
  status_changed_at: Date | string; created_at: Date | string; products: string[]; services: string[]
}

const SELECT = `select c.*,
  coalesce((select array_agg(p.name order by cp.position) from company_products cp join products p on p.id = cp.product_id where cp.company_id = c.id), '{}') as products,
  coalesce((select array_agg(s.name order by cs.position) from company_services cs join services s on s.id = cs.service_id where cs.company_id = c.id), '{}') as services
  from companies c`

const toCompany = (r: CompanyRow): Company => ({
  id: r.id, name: r.name, logo: r.logo, description: r.description, countryId: r.country_id, sectorId: r.sector_id,
  subsectorId: r.subsector_id, website: r.website, contactEmail: r.contact_email, contactPhone: r.contact_phone,
  address: r.address, city: r.city, state: r.state, postalCode: r.postal_code, foundedYear: r.founded_year,
  employeeCount: r.employee_count, linkedinUrl: r.linkedin_url, twitterUrl: r.twitter_url, facebookUrl: r.facebook_url,
  instagramUrl: r.instagram_url, managerId: r.manager_id, status: r.status, rejectionReason: r.rejection_reason,
  isVerified: r.is_verified, views: r.views, version: r.version, statusChangedAt: asDate(r.status_changed_at),
  createdAt: asDate(r.created_at), products: r.products, services: r.services,
})

const columns = (c: NewCompany) => [
  c.name, c.logo, c.description, c.countryId, c.sectorId, c.subsectorId, c.website, c.contactEmail, c.contactPhone,
  c.address, c.city, c.state, c.postalCode, c.foundedYear, c.employeeCount, c.linkedinUrl, c.twitterUrl,
  c.facebookUrl, c.instagramUrl, c.managerId, c.status, c.rejectionReason, c.isVerified, c.statusChangedAt,
]
const COLUMN_NAMES = `name, logo, description, country_id, sector_id, subsector_id, website, contact_email, contact_phone,
  address, city, state, postal_code, founded_year, employee_count, linkedin_url, twitter_url, facebook_url,
  instagram_url, manager_id, status, rejection_reason, is_verified, status_changed_at`

export class PgCompanyRepository implements CompanyRepository {
  constructor(private readonly sql: Sql) {}

  async byId(id: CompanyId): Promise<Company | undefined> {
    const row = await this.sql.one<CompanyRow>(`${SELECT} where c.id = ?`, [id])
    return row && toCompany(row)
  }

  async countOwnedLocked(managerId: number): Promise<number> {
    await this.sql.one('select id from users where id = ? for update', [managerId])
    const row = await this.sql.one<{ n: number }>('select count(*)::int as n from companies where manager_id = ?', [managerId])
    return row?.n ?? 0
  }

  async add(c: NewCompany): Promise<Company> {
    const row = await this.sql.one<{ id: number }>(
      `insert into companies (${COLUMN_NAMES}, views, created_at, updated_at)
       values (${columns(c).map(() => '?').join(', ')}, ?, ?, ?) returning id`,
      [...columns(c), c.views, c.createdAt, c.createdAt])
    await this.link(row!.id, c)
    return (await this.byId(row!.id))!
  }

  async save(c: Company): Promise<Company | StaleCompany> {
    const assignments = COLUMN_NAMES.split(',').map((n) => `${n.trim()} = ?`).join(', ')
    const updated = await this.sql.run(
      `update companies set ${assignments}, version = version + 1, updated_at = now() where id = ? and version = ?`,
      [...columns(c), c.id, c.version])
    if (updated === 0) return { _tag: 'StaleCompany' }
    await this.link(c.id, c)
    return (await this.byId(c.id))!
  }

  async remove(id: CompanyId): Promise<void> {
    await this.sql.run('delete from companies where id = ?', [id])
  }

  /** Products and services are matched case-insensitively to catalogue rows (created when missing). */
  private async link(companyId: number, c: Pick<NewCompany, 'products' | 'services'>) {
    for (const kind of ['product', 'service'] as const) {
      const names = kind === 'product' ? c.products : c.services
      await this.sql.run(`delete from company_${kind}s where company_id = ?`, [companyId])
      if (names.length === 0) continue
      await this.sql.run(
        `insert into ${kind}s (name) select n from unnest(?::text[]) as n
         where not exists (select 1 from ${kind}s x where lower(x.name) = lower(n)) on conflict do nothing`, [names])
      await this.sql.run(
        `insert into company_${kind}s (company_id, ${kind}_id, position)
         select ?, x.id, t.pos from unnest(?::text[]) with ordinality as t(n, pos) join ${kind}s x on lower(x.name) = lower(t.n)
         on conflict do nothing`, [companyId, names])
    }
  }
}
