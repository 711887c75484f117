import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import type { MikroORM } from '@mikro-orm/postgresql'
import type Koa from 'koa'
import type { Logger } from 'pino'
import type { LogInHandler } from '../application/account/commands/log-in'
import type { RegisterUserHandler } from '../application/account/commands/register-user'
import { TourCommands } from '../application/activity/tours'
import type { Clock } from '../domain/shared/clock'
import type { FileStorage } from '../application/ports/file-storage'
import type { PgUploads } from '../adapters/persistence/media/pg-media.repository'
import { accountRoutes } from '../adapters/http/account/account.routes'
import { createHttpApp, type RouteInfo } from '../adapters/http/app'
import type { AppState } from '../adapters/http/app-state'
import { catalogueRoutes } from '../adapters/http/catalogue/catalogue.routes'
import { companyRoutes } from '../adapters/http/company/company.routes'
import { exhibitionRoutes } from '../adapters/http/exhibition/exhibition.routes'
import { mediaRoutes } from '../adapters/http/media/media.routes'
import { uploadRoutes } from '../adapters/http/media/uploads.routes'
import { mediaAccessRoutes } from '../adapters/http/media/media-access.routes'
import { adminRoutes } from '../adapters/http/admin/admin.routes'
import { profileRoutes } from '../adapters/http/account/profile.routes'
import { demoAssetRoutes } from '../adapters/http/demo-assets.routes'
import { seoRoutes } from '../adapters/http/seo.routes'
import { healthRoutes } from '../adapters/http/health.routes'
import { maintenance } from '../adapters/http/middleware/maintenance'
import { systemRoutes } from '../adapters/http/system/system.routes'
import { PgDumpBackups } from '../adapters/backup/pg-dump.backup'
import { SystemLogSink } from '../adapters/logging/system-log.sink'
import { OutboxSender } from '../adapters/mail/outbox-sender'
import { PgChangeListener } from '../adapters/persistence/notify/pg-change-listener'
import { dropCache, keptUsers, type ReadCaches } from '../adapters/projections/cache-topics'
import { sessionMiddleware } from '../adapters/http/middleware/session'
import { sharedSecret } from '../adapters/persistence/app-secrets'
import type { CatalogueReadModel } from '../adapters/persistence/catalogue/pg-catalogue.read-model'
import type { PgSessionStore } from '../adapters/persistence/session/pg-session.store'
import type { PgSettingsStore } from '../adapters/persistence/settings/pg-settings.store'
import type { Sql } from '../adapters/persistence/sql'
import type { UserRepository } from '../domain/user/user.repository'
import { projectRoot, type AppConfig } from './config'
import { buildContainer } from './container'
import { T } from './tokens'

/** How long an upload waits for the item that will use it. */
export const UNUSED_UPLOAD_MS = 24 * 3600 * 1000

export const appVersion = (): string =>
  (JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version

export interface Application {
  readonly koa: Koa<AppState>
  readonly callback: http.RequestListener
  readonly sessions: PgSessionStore
  readonly settings: PgSettingsStore
  /** The read models' answers in memory: directory, media lists, profiles, exhibition lists, admin stats, sessions, users (tests that write the tables directly drop them). */
  readonly readCaches: ReadCaches
  readonly outbox: OutboxSender
  readonly sink: SystemLogSink
  /** Deletes the uploads older than a day that no item, logo or poster uses (hourly on its own); answers how many. */
  sweepUploads(): Promise<number>
  /** Every route of the API, from the routers themselves (the authorisation matrix test reads it). */
  readonly routes: readonly RouteInfo[]
  close(): Promise<void>
}

export interface ApplicationDeps {
  readonly config: AppConfig
  readonly log: Logger
  /** The logging pipeline's database part; made here when not given. */
  readonly sink?: SystemLogSink
  readonly orm: MikroORM
  /** The database the app runs on (for the change listener and backups). */
  readonly databaseUrl: string
  readonly clock?: Clock
  readonly webDistDir?: string
}

/** Builds the whole application on a migrated database: container, Koa app, background chores. */
export const createApplication = async (deps: ApplicationDeps): Promise<Application> => {
  const c = buildContainer(deps)
  const clock = c.get<Clock>(T.Clock)
  const sql = c.get<Sql>(T.Sql)
  const sessions = c.get<PgSessionStore>(T.SessionStore)
  const settings = c.get<PgSettingsStore>(T.Settings)
  const sink = deps.sink ?? new SystemLogSink()
  sink.attach(sql)
  const secret = await sharedSecret(sql, 'session-signing-key', process.env.SESSION_SECRET)
  // Another instance changed the settings, the directory or another cached read model: drop the cache here
  // too ('*': the listener was away and may have missed something).
  const readCaches = c.get<ReadCaches>(T.ReadCaches)
  const listener = new PgChangeListener(deps.databaseUrl, (topic) => {
    if (topic === 'settings' || topic === '*') settings.invalidate()
    dropCache(readCaches, topic)
  }, deps.log)
  await listener.start()
  const serverMajor = async () => Math.floor(Number((await sql.one<{ v: string }>(`select current_setting('server_version_num') as v`))!.v) / 10000)
  const backups = new PgDumpBackups(path.join(deps.config.dataDir, 'backups'), deps.databaseUrl, serverMajor, deps.config.backupKeep)
  const outbox = new OutboxSender(sql, settings, deps.log, deps.config.smtpUrl)
  outbox.start()
  const koa = createHttpApp({
    log: deps.log,
    keys: [secret],
    trustProxy: deps.config.trustProxy,
    allowedOrigins: deps.config.allowedOrigins,
    webDistDir: deps.webDistDir ?? path.join(projectRoot, 'web', 'dist'),
    session: (app) => sessionMiddleware(app, { store: sessions, users: keptUsers(c.get<UserRepository>(T.UserRepository), readCaches.users), settings, maxHours: deps.config.sessionMaxHours }),
    guards: [maintenance(settings)],
    routers: (manager) => [
      healthRoutes(sql, appVersion()),
      accountRoutes({
        register: c.get<RegisterUserHandler>(T.RegisterUser), logIn: c.get<LogInHandler>(T.LogIn), sessions: manager,
        verification: c.get(T.EmailVerification), settings, log: deps.log,
      }),
      systemRoutes({
        settings, commands: c.get(T.SettingsCommands), sql, sink, backups, templates: c.get(T.EmailTemplates),
        verification: c.get(T.EmailVerification), log: deps.log, clock, version: appVersion(), environment: deps.config.nodeEnv, startedAt: clock.now(),
      }),
      catalogueRoutes(c.get<CatalogueReadModel>(T.CatalogueReadModel), c.get(T.CatalogueCommands)),
      companyRoutes({
        create: c.get(T.CreateCompany), commands: c.get(T.CompanyCommands), favorites: c.get(T.FavoriteCommands), contact: c.get(T.ContactCompany),
        directory: c.get(T.DirectoryReadModel), reads: c.get(T.CompanyReadModel), view: c.get(T.ViewCompanyProfile), settings,
      }),
      exhibitionRoutes({
        commands: c.get(T.ExhibitionCommands), reads: c.get(T.ExhibitionReadModel), exhibitions: c.get(T.ExhibitionRepository),
        participations: c.get(T.ParticipationRepository), companies: c.get(T.CompanyRepository), companyReads: c.get(T.CompanyReadModel),
        directory: c.get(T.DirectoryReadModel), settings, clock: c.get(T.Clock),
      }),
      mediaRoutes({ commands: c.get(T.MediaCommands), reads: c.get(T.MediaReadModel), companies: c.get(T.CompanyRepository), storage: c.get(T.FileStorage), clock: c.get(T.Clock) }),
      mediaAccessRoutes(c.get(T.MediaAccessCommands), c.get(T.AccessRequests)),
      uploadRoutes({ storage: c.get(T.FileStorage), uploads: c.get(T.Uploads), settings }),
      adminRoutes({ dashboard: c.get(T.AdminDashboard), activity: c.get(T.ActivityReadModel), users: c.get(T.UserAdministration), store: c.get(T.UserAdminStore) }),
      profileRoutes({
        profile: c.get(T.ProfileCommands), sessions: manager, sessionStore: sessions, activity: c.get(T.ActivityReadModel),
        recommendations: c.get(T.Recommendations), store: c.get(T.UserAdminStore), settings, clock: c.get(T.Clock),
        tours: new TourCommands(c.get(T.UserAdminStore), c.get(T.EventPublisher), c.get(T.UnitOfWork), c.get(T.Clock)),
      }),
      demoAssetRoutes(),
      seoRoutes({ sitemap: c.get(T.SitemapReadModel), publicUrl: deps.config.publicUrl }),
    ],
  })
  const purge = setInterval(() => { sessions.purgeExpired().catch((err) => deps.log.warn({ err }, 'could not purge expired sessions')) }, 15 * 60 * 1000)
  purge.unref()
  // Files uploaded for an item that was never saved: kept a day, then deleted with their row.
  const uploads = c.get<PgUploads>(T.Uploads)
  const storage = c.get<FileStorage>(T.FileStorage)
  const sweepUploads = async (): Promise<number> => {
    const keys = await uploads.sweepUnused(new Date(c.get<Clock>(T.Clock).now().getTime() - UNUSED_UPLOAD_MS))
    for (const key of keys) await storage.remove(key)
    if (keys.length) deps.log.info({ count: keys.length }, 'deleted uploads that no item uses')
    return keys.length
  }
  const sweep = setInterval(() => { sweepUploads().catch((err) => deps.log.warn({ err }, 'could not delete unused uploads')) }, 60 * 60 * 1000)
  sweep.unref()
  return {
    koa,
    callback: koa.callback(),
    sessions,
    settings,
    readCaches,
    outbox,
    sink,
    routes: koa.routeList,
    sweepUploads,
    close: async () => {
      clearInterval(purge)
      clearInterval(sweep)
      outbox.stop()
      await listener.stop()
      await sink.flush()
      sink.detach()
    },
  }
}
