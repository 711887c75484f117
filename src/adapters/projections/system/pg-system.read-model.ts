import type { DatabaseFigures, LogEntryView, LogLevel, SystemReadModel } from '../../../application/admin/system-views'
import { asDate, type Sql } from '../../persistence/sql'

/**
 * The System tab's questions, on the primary (`Sql`, not the replicas): the logs the sink has just
 * flushed, and a clearing, show in the next answer.
 */
export class PgSystemReadModel implements SystemReadModel {
  constructor(private readonly sql: Sql) {}

  async logs({ level, page, pageSize }: { level?: LogLevel; page: number; pageSize: number }): Promise<{ items: LogEntryView[]; total: number }> {
    const where = level ? 'where level = ?' : ''
    const args = level ? [level] : []
    const rows = await this.sql.all<{ id: string; level: LogLevel; message: string; context: Record<string, unknown>; created_at: unknown }>(
      `select id, level, message, context, created_at from system_logs ${where} order by created_at desc, id desc limit ? offset ?`,
      [...args, pageSize, (page - 1) * pageSize])
    const total = (await this.sql.one<{ n: number }>(`select count(*)::int as n from system_logs ${where}`, args))?.n ?? 0
    return { items: rows.map((r) => ({ id: Number(r.id), timestamp: asDate(r.created_at).toISOString(), level: r.level, message: r.message, context: r.context })), total }
  }

  async logsLastClearedAt(): Promise<Date | null> {
    // The audit line DELETE /api/admin/logs writes once the logs are gone (event logs_cleared).
    const cleared = await this.sql.one<{ created_at: unknown }>(`select created_at from system_logs where context->>'event' = 'logs_cleared' order by created_at desc limit 1`)
    return cleared ? asDate(cleared.created_at) : null
  }

  async database(): Promise<DatabaseFigures> {
    const [db] = await this.sql.all<{ version: string; size: string }>(
      `select current_setting('server_version') as version, pg_database_size(current_database())::text as size`)
    return { version: db.version, sizeBytes: Number(db.size) }
  }
}
