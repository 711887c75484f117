import type { AdminUserRecord, AdminUserRow } from '../../../application/admin/admin-views'
import type { UserAdminStore } from '../../../application/admin/user-admin'
import type { CompanyStatus } from '../../../domain/company/company'
import type { AccountStatusKind } from '../../../domain/user/account-status'
import type { Role } from '../../../domain/user/role'
import { EXPORT_BATCH, type UserSort } from '../../../application/admin/list-sort'
import { keysetRows, orderBy, type SortColumns } from '../../projections/list-order'
import { asDate, asDateOrNull, type Row, type Sql } from '../sql'

/** The columns of a row of the users table (AdminUserRow), the user as `u`. */
const ROW_COLUMNS = `u.id, u.first_name, u.last_name, u.email, u.role, u.mobile_number, u.is_email_verified, u.status, u.created_at, u.last_sign_in_at,
  (select count(*)::int from companies c where c.manager_id = u.id) as company_count`

export interface UserListQuery {
  readonly search?: string
  readonly role?: Role
  readonly sort?: UserSort
}

const USER_SORT_SQL: SortColumns<UserSort['key']> = {
  name: { expr: "lower(u.first_name || ' ' || u.last_name)", type: 'text' },
  email: { expr: 'lower(u.email)', type: 'text' },
  role: { expr: 'u.role::text', type: 'text' },
  status: { expr: 'u.status::text', type: 'text' },
  createdAt: { expr: 'u.created_at', type: 'timestamptz' },
  lastSignInAt: { expr: "coalesce(u.last_sign_in_at, '-infinity')", type: 'timestamptz' },
}
const DEFAULT_USER_SORT: UserSort = { key: 'createdAt', dir: 'desc' }

const userWhere = (q: UserListQuery) => {
  const where: string[] = []
  const params: unknown[] = []
  if (q.role) { where.push('u.role = ?'); params.push(q.role) }
  if (q.search?.trim()) {
    const like = `%${q.search.trim().toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`
    where.push(`(lower(u.first_name || ' ' || u.last_name) like ? or lower(u.email) like ?
      or exists (select 1 from companies c where c.manager_id = u.id and lower(c.name) like ?))`)
    params.push(like, like, like)
  }
  return { where, params }
}

export class PgUserAdminStore implements UserAdminStore {
  constructor(private readonly sql: Sql) {}

  async activeSuperAdminsLocked() {
    const rows = await this.sql.all<{ status: string }>(`select status from users where role = 'super_admin' order by id for update`)
    return rows.filter((r) => r.status === 'active').length
  }

  async companiesOf(userId: number) {
    return (await this.sql.all<{ id: number }>('select id from companies where manager_id = ?', [userId])).map((r) => r.id)
  }

  /** The admin users table: search by name, email or company; filter by role; sorted (newest first by default). */
  async list(q: UserListQuery & { page: number; pageSize: number }): Promise<{ rows: AdminUserRow[]; total: number }> {
    const { where, params } = userWhere(q)
    const clause = where.length ? `where ${where.join(' and ')}` : ''
    const rows = await this.sql.all<Row>(`select ${ROW_COLUMNS}
      from users u ${clause} order by ${orderBy(USER_SORT_SQL, q.sort ?? DEFAULT_USER_SORT, 'u.id')} limit ? offset ?`, [...params, q.pageSize, (q.page - 1) * q.pageSize])
    const total = (await this.sql.one<{ n: number }>(`select count(*)::int as n from users u ${clause}`, params))?.n ?? 0
    return { rows: rows.map(toRow), total }
  }

  /** Every user of the filter in its order, read in keyset batches (the CSV export). */
  async *export(q: UserListQuery): AsyncIterable<AdminUserRow> {
    const { where, params } = userWhere(q)
    for await (const r of keysetRows(this.sql, {
      select: ROW_COLUMNS, from: 'users u', where, params, columns: USER_SORT_SQL, sort: q.sort ?? DEFAULT_USER_SORT, id: 'u.id', batch: EXPORT_BATCH,
    })) yield toRow(r)
  }

  async detail(id: number): Promise<AdminUserRecord | undefined> {
    const r = await this.sql.one<Row>(`select ${ROW_COLUMNS},
        (select count(*)::int from sessions s where s.user_id = u.id and s.expires_at > now()) as active_sessions,
        u.suspended_at, u.suspension_reason, (select a.first_name || ' ' || a.last_name from users a where a.id = u.suspended_by) as suspended_by_name,
        (select i.expires_at from user_invitations i where i.user_id = u.id) as invitation_expires_at
      from users u where u.id = ?`, [id])
    if (!r) return undefined
    const companies = await this.sql.all<Row>(`select c.id, c.name, c.status, c.is_verified, c.created_at from companies c where c.manager_id = ? order by c.created_at desc`, [id])
    return {
      ...toRow(r), activeSessions: r.active_sessions as number,
      suspension: r.status === 'suspended' ? { since: asDate(r.suspended_at).toISOString(), reason: r.suspension_reason as string, by: r.suspended_by_name as string | null } : null,
      invitationExpiresAt: asDateOrNull(r.invitation_expires_at)?.toISOString() ?? null,
      companies: companies.map((c) => ({ id: c.id as number, name: c.name as string, status: c.status as CompanyStatus, isVerified: c.is_verified as boolean, createdAt: asDate(c.created_at).toISOString() })),
    }
  }

  /** One row of the users table. */
  async row(id: number): Promise<AdminUserRow | undefined> {
    const r = await this.sql.one<Row>(`select ${ROW_COLUMNS} from users u where u.id = ?`, [id])
    return r && toRow(r)
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
  status: r.status as AccountStatusKind, createdAt: asDate(r.created_at).toISOString(),
  lastSignInAt: asDateOrNull(r.last_sign_in_at)?.toISOString() ?? null, companyCount: r.company_count as number,
})
