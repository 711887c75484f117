import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export interface AppConfig {
  readonly port: number
  readonly host: string
  readonly databaseUrl: string | undefined
  readonly nodeEnv: 'development' | 'production' | 'test'
  readonly trustProxy: boolean
  readonly logLevel: string
  readonly dataDir: string
  readonly seedDemoData: boolean
  readonly allowedOrigins: readonly string[]
  readonly superAdmin: { readonly email?: string; readonly password?: string }
  /** The address people use to reach the app, for links in emails and calendars. */
  readonly publicUrl: string
  /** An SMTP URL (smtp://user:pass@host:587) to send mail; without it mail waits in the outbox table. */
  readonly smtpUrl: string | undefined
  /** How many database backups to keep. */
  readonly backupKeep: number
  /** A signed-in session ends after this many hours whatever the activity (the idle timeout is a setting). */
  readonly sessionMaxHours: number
  /** How long the directory keeps an answer (a page of results, facets) when nothing changed; 0 turns it off. */
  readonly directoryCacheSeconds: number
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
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    dataDir: path.resolve(projectRoot, env.DATA_DIR ?? '.data'),
    seedDemoData: env.SEED_DEMO_DATA ? env.SEED_DEMO_DATA !== '0' && env.SEED_DEMO_DATA !== 'false' : nodeEnv !== 'production',
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    superAdmin: { email: env.SUPER_ADMIN_EMAIL, password: env.SUPER_ADMIN_PASSWORD },
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    backupKeep: Math.max(1, Number(env.BACKUP_KEEP ?? 10) || 10),
    sessionMaxHours: Math.max(1, Number(env.SESSION_MAX_HOURS ?? 168) || 168),
    directoryCacheSeconds: Math.max(0, Number(env.DIRECTORY_CACHE_SECONDS ?? 30) || 0),
  }
}
