import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import type { MikroORM } from '@mikro-orm/postgresql'
import type { Logger } from 'pino'
import type { Clock } from '../domain/shared/clock'
import { createHttpApp, type HttpApp, type RouteInfo } from '../adapters/http/app'
import { maintenance } from '../adapters/http/middleware/maintenance'
import { SystemLogSink } from '../adapters/logging/system-log.sink'
import type { OutboxSender } from '../adapters/mail/outbox-sender'
import { PgChangeListener } from '../adapters/persistence/notify/pg-change-listener'
import { dropCache, keptUsers, type ReadCaches } from '../adapters/projections/cache-topics'
import { sessionMiddleware } from '../adapters/http/middleware/session'
import { sharedSecret } from '../adapters/persistence/app-secrets'
import { purgeViewVisitors } from '../adapters/projections/company/pg-company-view.counter'
import type { PgSessionStore } from '../adapters/persistence/session/pg-session.store'
import type { PgSettingsStore } from '../adapters/persistence/settings/pg-settings.store'
import { projectRoot, type AppConfig } from './config'
import { buildContainer } from './container'
import { apiRouters } from './routes'
import { get, T } from './tokens'

/** How often the publication job looks for embargoed media items whose time has come (visibility needs no job). */
const PUBLICATION_JOB_MS = 15_000

/** How long an upload waits for the item that will use it. */
const UNUSED_UPLOAD_MS = 24 * 3600 * 1000

const appVersion = (): string =>
  (JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version

export interface Application {
  /** The Koa app, with its routes and the OpenAPI document read from them. */
  readonly koa: HttpApp
  readonly callback: http.RequestListener
  readonly sessions: PgSessionStore
  readonly settings: PgSettingsStore
  /** The read models' answers in memory: directory, media lists, profiles, exhibition lists, admin stats, sessions, users (tests that write the tables directly drop them). */
  readonly readCaches: ReadCaches
  readonly outbox: OutboxSender
  readonly sink: SystemLogSink
  /** Deletes the uploads older than a day that no item, logo or poster uses (hourly on its own); answers how many. */
  sweepUploads(): Promise<number>
  /** The watchlist jobs run once now (on their own every WATCHLIST_JOB_SECONDS): matching the event log, then the digests. */
  runWatchlistJobs(): Promise<{ readonly events: number; readonly notifications: number; readonly mailed: number }>
  /**
   * The publication job runs once now (on its own every PUBLICATION_JOB_MS): tells the publication of each embargoed
   * media item whose time has come (`now`, the clock's by default), once; answers how many.
   */
  runPublicationJobs(now?: Date): Promise<number>
  /** The passport jobs run once now, at `now` when given (on their own every VERIFICATION_JOB_SECONDS and at start): lapse at expiry, then the reminders. */
  runVerificationJobs(now?: Date): Promise<{ readonly lapsed: number; readonly reminded: number }>
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
  const clock = get(c, T.Clock)
  const sql = get(c, T.Sql)
  const sessions = get(c, T.SessionStore)
  const settings = get(c, T.Settings)
  const sink = deps.sink ?? new SystemLogSink()
  sink.attach(sql)
  const secret = await sharedSecret(sql, 'session-signing-key', process.env.SESSION_SECRET)
  // Another instance changed the settings, the directory or another cached read model: drop the cache here
  // too ('*': the listener was away and may have missed something).
  const readCaches = get(c, T.ReadCaches)
  const listener = new PgChangeListener(deps.databaseUrl, (topic) => {
    if (topic === 'settings' || topic === '*') settings.invalidate()
    dropCache(readCaches, topic)
  }, deps.log)
  await listener.start()
  const outbox = get(c, T.Outbox)
  outbox.start()
  const koa = createHttpApp({
    log: deps.log,
    keys: [secret],
    trustProxy: deps.config.trustProxy,
    proxyHops: deps.config.proxyHops,
    allowedOrigins: deps.config.allowedOrigins,
    publicOrigin: deps.config.publicOrigin,
    webDistDir: deps.webDistDir ?? path.join(projectRoot, 'web', 'dist'),
    publicUrl: deps.config.publicUrl,
    version: appVersion(),
    session: (app) => sessionMiddleware(app, { store: sessions, users: keptUsers(get(c, T.UserRepository), readCaches.users), settings, maxHours: deps.config.sessionMaxHours }),
    guards: [maintenance(settings)],
    routers: (manager) => apiRouters(c, { sessions: manager, sink, log: deps.log, config: deps.config, version: appVersion(), startedAt: clock.now() }),
  })
  const purge = setInterval(() => { sessions.purgeExpired().catch((err) => deps.log.warn({ err }, 'could not purge expired sessions')) }, 15 * 60 * 1000)
  purge.unref()
  // Files uploaded for an item that was never saved: kept a day, then deleted with their row.
  const uploads = get(c, T.Uploads)
  const storage = get(c, T.FileStorage)
  const sweepUploads = async (): Promise<number> => {
    const keys = await uploads.sweepUnused(new Date(get(c, T.Clock).now().getTime() - UNUSED_UPLOAD_MS))
    for (const key of keys) await storage.remove(key)
    if (keys.length) deps.log.info({ count: keys.length }, 'deleted uploads that no item uses')
    return keys.length
  }
  const handle = koa.callback()
  const sweep = setInterval(() => {
    sweepUploads().catch((err) => deps.log.warn({ err }, 'could not delete unused uploads'))
    // Who was counted for a profile view before yesterday: no longer needed (their fingerprints least of all).
    purgeViewVisitors(sql, clock.now()).catch((err) => deps.log.warn({ err }, 'could not delete the view visitors of past days'))
  }, 60 * 60 * 1000)
  sweep.unref()
  // Saved searches and follows: the matching job over the event log, then the digests (one run at a time).
  const matcher = get(c, T.WatchlistMatcher)
  const digests = get(c, T.DigestSender)
  let watching: Promise<{ events: number; notifications: number; mailed: number }> | undefined
  const runWatchlistJobs = () => {
    watching ??= (async () => {
      try {
        const matched = await matcher.runOnce()
        const sent = await digests.runOnce()
        return { events: matched.events, notifications: matched.notifications, mailed: sent.mailed }
      } finally { watching = undefined }
    })()
    return watching
  }
  const watch = deps.config.watchlistJobSeconds > 0
    ? setInterval(() => { runWatchlistJobs().catch((err) => deps.log.warn({ err }, 'the watchlist jobs failed')) }, deps.config.watchlistJobSeconds * 1000)
    : undefined
  watch?.unref()
  // Embargoed media items whose time has come: their publication told once (MediaItemPublished), for their followers.
  const publications = get(c, T.MediaPublications)
  const runPublicationJobs = (now?: Date) => publications.runOnce(now)
  const publish = deps.config.watchlistJobSeconds > 0
    ? setInterval(() => { runPublicationJobs().catch((err) => deps.log.warn({ err }, 'the publication job failed')) }, PUBLICATION_JOB_MS)
    : undefined
  publish?.unref()
  // The passports: lapse at expiry and the reminders 30 days before (one run at a time).
  const verificationJobs = get(c, T.VerificationJobs)
  let verifying: Promise<{ lapsed: number; reminded: number }> | undefined
  const runVerificationJobs = (now?: Date) => {
    verifying ??= verificationJobs.runOnce(now).finally(() => { verifying = undefined })
    return verifying
  }
  const runVerificationQuietly = () => { runVerificationJobs().catch((err) => deps.log.warn({ err }, 'the verification jobs failed')) }
  const verifyTimer = deps.config.verificationJobSeconds > 0 ? setInterval(runVerificationQuietly, deps.config.verificationJobSeconds * 1000) : undefined
  verifyTimer?.unref()
  if (verifyTimer) runVerificationQuietly()
  return {
    koa,
    runWatchlistJobs,
    runPublicationJobs,
    runVerificationJobs,
    // Node's request listener returns nothing: Koa's handler answers every error itself.
    callback: (req: http.IncomingMessage, res: http.ServerResponse) => { void handle(req, res) },
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
      clearInterval(watch)
      clearInterval(publish)
      clearInterval(verifyTimer)
      await watching?.catch(() => undefined)
      await verifying?.catch(() => undefined)
      outbox.stop()
      await listener.stop()
      await sink.flush()
      sink.detach()
    },
  }
}
