import type { AccessRequest, AccessRequestRepository } from '../../../application/media/media-access'
import { asDate, type Row, type Sql } from '../sql'

const toRequest = (r: Row): AccessRequest => ({
  id: r.id as number, userId: r.user_id as number, status: r.status as AccessRequest['status'], message: r.message as string | null, createdAt: asDate(r.created_at),
})

/** The requests as the media access commands load and store them (the screens read PgAccessRequestReadModel). */
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
}
