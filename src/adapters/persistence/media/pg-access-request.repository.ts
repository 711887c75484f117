import type { AccessRequest, AccessRequestRepository } from '../../../application/media/media-access'
import { asDate, type Row, type Sql } from '../sql'

const toRequest = (r: Row): AccessRequest => ({
  id: r.id as number, userId: r.user_id as number, status: r.status as AccessRequest['status'], message: r.message as string | null, createdAt: asDate(r.created_at),
})

export class PgAccessRequestRepository implements AccessRequestRepository {
  constructor(private readonly sql: Sql) {}
  async openOf(userId: number) {
    const r = await this.sql.one<Row>(`select * from media_access_requests where user_id = ? and status = 'pending'`, [userId])
    return r && toRequest(r)
  }
  async byId(id: number) {
    const r = await this.sql.one<Row>('select * from media_access_requests where id = ?', [id])
    return r && toRequest(r)
  }
  async add(userId: number, message: string | null, at: Date) {
    const r = await this.sql.one<Row>('insert into media_access_requests (user_id, message, created_at) values (?, ?, ?) returning *', [userId, message, at])
    return toRequest(r!)
  }
  async decide(id: number, status: 'approved' | 'rejected', by: number, at: Date) {
    await this.sql.run('update media_access_requests set status = ?, decided_by = ?, decided_at = ? where id = ?', [status, by, at, id])
  }
  /** For the admin screens: requests with the user's name and email. */
  async list(status: 'pending' | 'approved' | 'rejected' | 'all') {
    const rows = await this.sql.all<Row>(`select r.id, r.user_id, r.status, r.message, r.created_at, r.decided_at,
        u.first_name || ' ' || u.last_name as user_name, u.email, u.role
      from media_access_requests r join users u on u.id = r.user_id ${status === 'all' ? '' : 'where r.status = ?'} order by r.created_at desc limit 200`,
      status === 'all' ? [] : [status])
    return rows.map((r) => ({
      id: r.id as number, userId: r.user_id as number, status: r.status as string, message: r.message as string | null,
      createdAt: asDate(r.created_at).toISOString(), decidedAt: r.decided_at ? asDate(r.decided_at).toISOString() : null,
      user: { id: r.user_id as number, name: r.user_name as string, email: r.email as string, role: r.role as string },
    }))
  }
  async latestOf(userId: number) {
    const r = await this.sql.one<Row>('select * from media_access_requests where user_id = ? order by created_at desc limit 1', [userId])
    return r ? { id: r.id as number, status: r.status as string, createdAt: asDate(r.created_at).toISOString() } : null
  }
}
