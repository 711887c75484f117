import { MAX_FAILURES_READ, type LoginAttempts } from '../../../application/account/login-throttle'
import { asDate, type Sql } from '../sql'

export class PgLoginAttempts implements LoginAttempts {
  constructor(private readonly sql: Sql) {}
  async failuresSince(key: string, since: Date) {
    const rows = await this.sql.all<{ failed_at: unknown }>('select failed_at from login_attempts where key = ? and failed_at > ? order by failed_at desc limit ?', [key, since, MAX_FAILURES_READ])
    return rows.map((r) => asDate(r.failed_at))
  }
  async record(keys: readonly string[], at: Date) {
    for (const key of keys) await this.sql.run('insert into login_attempts (key, failed_at) values (?, ?)', [key, at])
  }
  async clear(key: string) {
    await this.sql.run('delete from login_attempts where key = ?', [key])
  }
  async purgeOlderThan(at: Date) {
    return this.sql.run('delete from login_attempts where failed_at < ?', [at])
  }
}
