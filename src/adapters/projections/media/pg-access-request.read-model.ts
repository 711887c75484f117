import {
  ACCESS_REQUEST_LIST_LIMIT, type AccessRequestReadModel, type AccessRequestView, type OwnAccessRequestView,
} from '../../../application/media/access-request-views'
import type { AccessRequest } from '../../../application/media/media-access'
import { asDate, type Row, type Sql } from '../../persistence/sql'

/**
 * The media access screens' questions, on the primary (`Sql`, not the replicas): an admin's decision
 * and a user's request show in the next answer.
 */
export class PgAccessRequestReadModel implements AccessRequestReadModel {
  constructor(private readonly sql: Sql) {}

  async list(status: AccessRequest['status'] | 'all'): Promise<AccessRequestView[]> {
    const rows = await this.sql.all<Row>(`select r.id, r.user_id, r.status, r.message, r.created_at, r.decided_at,
        u.first_name || ' ' || u.last_name as user_name, u.email, u.role
      from media_access_requests r join users u on u.id = r.user_id ${status === 'all' ? '' : 'where r.status = ?'}
      order by r.created_at desc, r.id desc limit ?`,
      [...(status === 'all' ? [] : [status]), ACCESS_REQUEST_LIST_LIMIT])
    return rows.map((r) => ({
      id: r.id as number, userId: r.user_id as number, status: r.status as AccessRequest['status'], message: r.message as string | null,
      createdAt: asDate(r.created_at).toISOString(), decidedAt: r.decided_at ? asDate(r.decided_at).toISOString() : null,
      user: { id: r.user_id as number, name: r.user_name as string, email: r.email as string, role: r.role as string },
    }))
  }

  async latestOf(userId: number): Promise<OwnAccessRequestView | null> {
    const r = await this.sql.one<Row>('select id, status, created_at from media_access_requests where user_id = ? order by created_at desc, id desc limit 1', [userId])
    return r ? { id: r.id as number, status: r.status as AccessRequest['status'], createdAt: asDate(r.created_at).toISOString() } : null
  }
}
