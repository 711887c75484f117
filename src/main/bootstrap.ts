import type { MikroORM } from '@mikro-orm/postgresql'
import type { Logger } from 'pino'
import { migrate } from '../adapters/persistence/orm'
import { DEMO_PASSWORD, seedDemoData } from '../adapters/persistence/seed/demo-data'
import { seedReferenceData } from '../adapters/persistence/seed/reference-data'
import type { Clock } from '../domain/shared/clock'
import type { PasswordHasher } from '../application/ports/password-hasher'
import type { Sql } from '../adapters/persistence/sql'
import { parseEmail } from '../domain/user/email'
import { checkPassword } from '../domain/user/password-policy'
import * as E from 'fp-ts/lib/Either.js'
import type { AppConfig } from './config'
import { buildContainer } from './container'
import { get, T } from './tokens'

export interface PreparedDatabase {
  readonly migrations: string[]
  readonly demoSeeded: boolean
}

/**
 * Brings a database up to date: migrations, the reference data (countries, sector catalogue) when
 * missing, the demo data into an empty database (not in production), and in production the first
 * super admin from SUPER_ADMIN_EMAIL / SUPER_ADMIN_PASSWORD.
 */
/** Migrations after which the directory read model is rebuilt from the write tables. */
const DIRECTORY_REBUILT_BY = ['Migration20261122010000_directory', 'Migration20261125000000_directory_at_scale']

export const prepareDatabase = async (orm: MikroORM, config: AppConfig, log: Logger, clock: Clock): Promise<PreparedDatabase> => {
  const migrations = await migrate(orm)
  if (migrations.length) log.info({ migrations }, 'migrations applied')
  // The services come from the composition root, as the app's do.
  const c = buildContainer({ config, log, orm, clock })
  const sql = get(c, T.Sql)
  const hasher = get(c, T.PasswordHasher)
  const exec = (q: string, params: unknown[] = []) => sql.all(q, params)
  let demoSeeded = false
  await orm.em.transactional(async () => {
    const ref = await seedReferenceData(exec)
    if (ref.countries || ref.sectors) log.info(ref, 'reference data seeded')
    if (config.seedDemoData) {
      const passwordHash = await hasher.hash(DEMO_PASSWORD)
      const demo = await seedDemoData(exec, { now: clock.now(), passwordHash })
      demoSeeded = demo.seeded
      if (demo.seeded) log.info(demo, 'demo data seeded')
    }
  })
  if (demoSeeded || migrations.some((m) => DIRECTORY_REBUILT_BY.includes(m))) {
    const rows = await orm.em.transactional(() => get(c, T.DirectoryProjector).rebuild())
    log.info({ rows }, 'directory read model rebuilt')
  }
  if (demoSeeded || migrations.includes('Migration20261122040000_admin_stats')) {
    await get(c, T.AdminStatsProjector).rebuild()
    log.info('admin statistics rebuilt')
  } else await get(c, T.AdminStatsProjector).backfillViewDays()
  if (demoSeeded || migrations.includes('Migration20261127030000_audit_entries')) {
    const replayed = await orm.em.transactional(() => get(c, T.AuditTrailProjector).backfill())
    if (replayed) log.info({ replayed }, 'audit trail filled from the event log')
  }
  await get(c, T.EmailTemplates).seedDefaults()
  if (config.nodeEnv === 'production') await ensureSuperAdmin(sql, hasher, config, log, clock)
  return { migrations, demoSeeded }
}

const ensureSuperAdmin = async (sql: Sql, hasher: PasswordHasher, config: AppConfig, log: Logger, clock: Clock) => {
  const existing = await sql.one(`select id from users where role = 'super_admin' limit 1`)
  if (existing) return
  const { email, password } = config.superAdmin
  const parsed = email ? parseEmail(email) : undefined
  if (!parsed || E.isLeft(parsed) || !password || E.isLeft(checkPassword(password, { minLength: 12, requireStrong: true }))) {
    log.warn('no super admin exists: set SUPER_ADMIN_EMAIL and SUPER_ADMIN_PASSWORD (12+ characters, mixed) and restart')
    return
  }
  const hash = await hasher.hash(password)
  const now = clock.now()
  await sql.run(`insert into users (email, password_hash, first_name, last_name, role, is_email_verified, created_at, updated_at)
    values (?, ?, 'Super', 'Admin', 'super_admin', true, ?, ?) on conflict do nothing`, [parsed.right, hash, now, now])
  log.info({ email: parsed.right }, 'first super admin created')
}
