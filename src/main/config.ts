import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export interface AppConfig {
  readonly port: number
  readonly host: string
  readonly databaseUrl: string | undefined
  readonly nodeEnv: 'development' | 'production' | 'test'
  /** Behind a TLS-terminating proxy: X-Forwarded-* are read, so cookies are Secure. */
  readonly trustProxy: boolean
  /**
   * How many proxies stand in front of the app (TRUST_PROXY_HOPS): the client's address is that many
   * entries from the right of X-Forwarded-For, the entries each proxy added; the ones to their left
   * are what the client sent, and never trusted.
   */
  readonly proxyHops: number
  readonly logLevel: string
  readonly dataDir: string
  readonly seedDemoData: boolean
  readonly allowedOrigins: readonly string[]
  readonly superAdmin: { readonly email?: string; readonly password?: string }
  /** The address people use to reach the app, for links in emails and calendars. */
  readonly publicUrl: string
  /** The origin of PUBLIC_URL when it is set: the only own origin of state-changing requests (X-Forwarded-Host is not asked). */
  readonly publicOrigin: string | undefined
  /** An SMTP URL (smtp://user:pass@host:587) to send mail; without it mail waits in the outbox table. */
  readonly smtpUrl: string | undefined
  /** How many database backups to keep. */
  readonly backupKeep: number
  /** A signed-in session ends after this many hours whatever the activity (the idle timeout is a setting). */
  readonly sessionMaxHours: number
  /** How long the directory keeps an answer (a page of results, facets) when nothing changed; 0 turns it off. */
  readonly directoryCacheSeconds: number
  /** How often (seconds) the watchlist jobs run: matching then digests (WATCHLIST_JOB_SECONDS, 60 by default; 0 turns them off). */
  readonly watchlistJobSeconds: number
  /** How often (seconds) the passport jobs run: lapse at expiry, then the reminders (VERIFICATION_JOB_SECONDS, 60 by default, and once at start; 0 turns them off). */
  readonly verificationJobSeconds: number
}

const proxyHopsOf = (v: string | undefined): number => {
  const hops = Number(v || 1)
  if (!Number.isInteger(hops) || hops < 1 || hops > 10) throw new Error(`TRUST_PROXY_HOPS must be the number of proxies in front of the app (1 to 10), got ${v}`)
  return hops
}

const originOf = (url: string): string => {
  try {
    const u = new URL(url)
    if (u.protocol === 'http:' || u.protocol === 'https:') return u.origin
  } catch { /* said below */ }
  throw new Error(`PUBLIC_URL must be an http(s) address such as https://atlas.example.com, got ${url}`)
}

const nodeEnvOf = (v: string | undefined): AppConfig['nodeEnv'] =>
  v === 'production' || v === 'test' ? v : 'development'

/** Reads the environment once, at start. Every variable is documented in README.md. */
export const readConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  const nodeEnv = nodeEnvOf(env.NODE_ENV)
  const port = Number(env.PORT ?? 3000)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`)
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    nodeEnv,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    proxyHops: proxyHopsOf(env.TRUST_PROXY_HOPS),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    dataDir: path.resolve(projectRoot, env.DATA_DIR ?? '.data'),
    seedDemoData: env.SEED_DEMO_DATA ? env.SEED_DEMO_DATA !== '0' && env.SEED_DEMO_DATA !== 'false' : nodeEnv !== 'production',
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    superAdmin: { email: env.SUPER_ADMIN_EMAIL, password: env.SUPER_ADMIN_PASSWORD },
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    publicOrigin: env.PUBLIC_URL ? originOf(env.PUBLIC_URL) : undefined,
    smtpUrl: env.SMTP_URL || undefined,
    backupKeep: Math.max(1, Number(env.BACKUP_KEEP ?? 10) || 10),
    sessionMaxHours: Math.max(1, Number(env.SESSION_MAX_HOURS ?? 168) || 168),
    directoryCacheSeconds: Math.max(0, Number(env.DIRECTORY_CACHE_SECONDS ?? 30) || 0),
    watchlistJobSeconds: Math.max(0, Number(env.WATCHLIST_JOB_SECONDS ?? (nodeEnv === 'test' ? 0 : 60)) || 0),
    verificationJobSeconds: Math.max(0, Number(env.VERIFICATION_JOB_SECONDS ?? (nodeEnv === 'test' ? 0 : 60)) || 0),
  }
}
