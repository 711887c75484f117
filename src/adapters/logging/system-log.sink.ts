import { Writable } from 'node:stream'
import type { Sql } from '../persistence/sql'

const LEVELS: Readonly<Record<number, string>> = { 10: 'debug', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'error' }
const MAX_BUFFER = 2000
const KEEP_CONTEXT = ['requestId', 'method', 'path', 'status', 'userId', 'event', 'email', 'clientAddress', 'actorId', 'actorEmail', 'section', 'key', 'file', 'err']

interface Entry { level: string; message: string; context: Record<string, unknown>; at: Date }

/**
 * The part of the logging pipeline that keeps system logs in PostgreSQL: every warning and error,
 * and every line marked `audit` (security events, admin actions). Lines are buffered and written
 * in batches; while no database is attached (start-up) or reachable, they wait (up to 2,000, the
 * oldest dropped first) and never block or fail the request that logged them.
 */
export class SystemLogSink extends Writable {
  private buffer: Entry[] = []
  private sql: Sql | undefined
  private timer: NodeJS.Timeout | undefined
  private flushing: Promise<void> | undefined

  constructor() {
    super({ decodeStrings: false })
  }

  override _write(chunk: string | Buffer, _enc: BufferEncoding, done: (error?: Error | null) => void): void {
    try {
      const line = JSON.parse(String(chunk)) as Record<string, unknown>
      const level = LEVELS[Number(line.level)] ?? 'info'
      if (Number(line.level) >= 40 || line.audit === true) {
        const context: Record<string, unknown> = {}
        for (const k of KEEP_CONTEXT) if (line[k] !== undefined) context[k] = k === 'err' ? String((line.err as { message?: string })?.message ?? line.err) : line[k]
        this.buffer.push({ level, message: typeof line.msg === 'string' ? line.msg : '', context, at: new Date(Number(line.time) || Date.now()) })
        if (this.buffer.length > MAX_BUFFER) this.buffer.splice(0, this.buffer.length - MAX_BUFFER)
        this.schedule()
      }
    } catch { /* a line that is not JSON is not ours to keep */ }
    done()
  }

  attach(sql: Sql): void {
    this.sql = sql
    this.schedule()
  }

  detach(): void {
    this.sql = undefined
  }

  private schedule() {
    if (this.timer || !this.sql) return
    this.timer = setTimeout(() => { this.timer = undefined; void this.flush() }, 200)
    this.timer.unref()
  }

  /** Writes what is buffered; answers when done (tests and shutdown wait for it). */
  async flush(): Promise<void> {
    if (this.flushing) return this.flushing
    const sql = this.sql
    if (!sql || this.buffer.length === 0) return
    const batch = this.buffer.splice(0, 200)
    this.flushing = sql.run(`insert into system_logs (level, message, context, created_at) values ${batch.map(() => '(?, ?, ?::jsonb, ?)').join(', ')}`,
      batch.flatMap((e) => [e.level, e.message.slice(0, 2000), JSON.stringify(e.context), e.at]))
      .then(() => undefined, () => { this.buffer.unshift(...batch.slice(0, MAX_BUFFER - this.buffer.length)) })
      .finally(() => { this.flushing = undefined; if (this.buffer.length) this.schedule() })
    return this.flushing
  }
}
