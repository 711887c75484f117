import pg from 'pg'
import type { Logger } from 'pino'

/**
 * LISTENs on PostgreSQL for changes other app instances made (NOTIFY expo_atlas_changes), so that
 * in-memory caches (settings, the directory) are dropped everywhere at once. Reconnects with a growing delay.
 */
export class PgChangeListener {
  private client: pg.Client | undefined
  private stopped = false
  private retry: NodeJS.Timeout | undefined
  private delay = 500

  constructor(private readonly url: string, private readonly onChange: (topic: string) => void, private readonly log: Logger) {}

  async start(): Promise<void> {
    if (this.stopped) return
    const client = new pg.Client({ connectionString: this.url })
    client.on('error', (err) => { this.log.warn({ err: err.message }, 'change listener lost its connection'); this.reconnect() })
    client.on('end', () => this.reconnect())
    client.on('notification', (n) => { if (n.payload) this.onChange(n.payload) })
    try {
      await client.connect()
      await client.query('listen expo_atlas_changes')
      this.client = client
      this.delay = 500
      // Whatever changed while we were away counts as changed.
      this.onChange('*')
    } catch (err) {
      this.log.warn({ err: (err as Error).message }, 'change listener could not connect; retrying')
      client.removeAllListeners('end')
      await client.end().catch(() => undefined)
      this.reconnect()
    }
  }

  private reconnect() {
    if (this.stopped || this.retry) return
    this.client?.removeAllListeners('end')
    this.client = undefined
    this.retry = setTimeout(() => { this.retry = undefined; void this.start() }, this.delay)
    this.retry.unref()
    this.delay = Math.min(this.delay * 2, 10_000)
  }

  async stop(): Promise<void> {
    this.stopped = true
    if (this.retry) clearTimeout(this.retry)
    const c = this.client
    this.client = undefined
    c?.removeAllListeners('end')
    await c?.end().catch(() => undefined)
  }
}
