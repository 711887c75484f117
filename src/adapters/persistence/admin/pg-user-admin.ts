import type { AdminUserRecord, AdminUserRow } from '../../../application/admin/admin-views'
import type { UserAdminStore } from '../../../application/admin/user-admin'
import type { CompanyStatus } from '../../../domain/company/company'
import type { Role } from '../../../domain/user/role'
import { asDate, type Row, type Sql } from '../sql'

export class PgUserAdminStore implements UserAdminStore {
  constructor(private readonly sql: Sql) {}

  async superAdminsLocked() {
    const rows = await this.sql.all(`select id from users where role = 'super_admin' order by id for update`)
    return rows.length
  }

  async companiesOf(userId: number) {
    return (await this.sql.all<{ id: number }>('select id from companies where manager_id = ?', [userId])).map((r) => r.id)
  }

  /** The admin users table: search by name, email or company; filter by role; newest first. */
  async list(q: { page: number; pageSize: number; search?: string; role?: Role }): Promise<{ rows: AdminUserRow[]; total: number }> {
    const where: string[] = []
    const params: unknown[] = []
    if (q.role) { where.push('u.role = ?'); params.push(q.role) }
    if (q.search?.trim()) {
      const like = `%${q.search.trim().toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`
      where.push(`(lower(u.first_name || ' ' || u.last_name) like ? or lower(u.email) like ?
        or exists (select 1 from companies c where c.manager_id = u.id and lower(c.name) like ?))`)
      params.push(like, like, like)
    }
    const clause = where.length ? `where ${where.join(' and ')}` : ''
    const rows = await this.sql.all<Row>(`select u.id, u.first_name, u.last_name, u.email, u.role, u.mobile_number, u.is_email_verified, u.created_at,
        (select count(*)::int from companies c where c.manager_id = u.id) as company_count
      from users u ${clause} order by u.created_at desc, u.id desc limit ? offset ?`, [...params, q.pageSize, (q.page - 1) * q.pageSize])
    const total = (await this.sql.one<{ n: number }>(`select count(*)::int as n from users u ${clause}`, params))?.n ?? 0
    return { rows: rows.map(toRow), total }
  }

  async detail(id: number): Promise<AdminUserRecord | undefined> {
    const r = await this.sql.one<Row>(`select u.id, u.first_name, u.last_name, u.email, u.role, u.mobile_number, u.is_email_verified, u.created_at,
        (select count(*)::int from companies c where c.manager_id = u.id) as company_count,
        (select count(*)::int from sessions s where s.user_id = u.id and s.expires_at > now()) as active_sessions
      from users u where u.id = ?`, [id])
    if (!r) return undefined
    const companies = await this.sql.all<Row>(`select c.id, c.name, c.status, c.is_verified, c.created_at from companies c where c.manager_id = ? order by c.created_at desc`, [id])
    return {
      ...toRow(r), activeSessions: r.active_sessions as number,
      companies: companies.map((c) => ({ id: c.id as number, name: c.name as string, status: c.status as CompanyStatus, isVerified: c.is_verified as boolean, createdAt: asDate(c.created_at).toISOString() })),
    }
  }

  async toursOf(userId: number): Promise<Record<string, true>> {
    return ((await this.sql.one<{ t: Record<string, true> }>('select tours_completed as t from users where id = ?', [userId]))?.t) ?? {}
  }

  /** Records the route's tour; false when it was recorded already (then nothing changes). */
  async completeTour(userId: number, route: string): Promise<boolean> {
    return (await this.sql.run(`update users set tours_completed = tours_completed || jsonb_build_object(?::text, true)
      where id = ? and tours_completed -> ?::text is null`, [route, userId, route])) > 0
  }

  async resetTours(userId: number) {
    await this.sql.run(`update users set tours_completed = '{}' where id = ?`, [userId])
  }
}

const toRow = (r: Row): AdminUserRow => ({
  id: r.id as number, firstName: r.first_name as string, lastName: r.last_name as string, email: r.email as string,
  role: r.role as Role, mobileNumber: r.mobile_number as string | null, isEmailVerified: r.is_email_verified as boolean,
  createdAt: asDate(r.created_at).toISOString(), companyCount: r.company_count as number,
})
