import fs from 'node:fs'
import Router from '@koa/router'
import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import type { Logger } from 'pino'
import type { EmailVerification, VerificationError } from '../../../application/account/email-verification'
import { LOG_MAX_PAGE_SIZE, LOG_PAGE_SIZE } from '../../../application/admin/admin-list-limits'
import { publicSettingsOf } from '../../../application/settings/public-settings'
import { maskedSettings, type SettingsCommands } from '../../../application/settings/settings-commands'
import type { SettingsReader } from '../../../application/settings/settings-reader'
import type { Clock } from '../../../domain/shared/clock'
import { BackupUnavailable, type PgDumpBackups } from '../../backup/pg-dump.backup'
import { actorLabel } from '../../logging/actor'
import type { SystemLogSink } from '../../logging/system-log.sink'
import { placeholdersOf, type PgEmailTemplates } from '../../mail/email-templates'
import type { Sql } from '../../persistence/sql'
import { asDate } from '../../persistence/sql'
import type { AppState } from '../app-state'
import { requireRole, requireUser } from '../auth'
import { badRequest, found, HttpError } from '../http-error'
import { FIELD_LENGTHS as L } from '../field-lengths'
import { decodeOrThrow, IdFromString, intInRange, oneOf, queryOf, requiredText } from '../validation'

const SettingBody = t.exact(t.type({ section: requiredText(40), key: requiredText(60), value: t.unknown }))
const LogsQuery = t.partial({ level: oneOf(['error', 'warn', 'info', 'debug', 'all', ''] as const), page: intInRange(1, 100000), pageSize: intInRange(1, LOG_MAX_PAGE_SIZE) })
const TemplateBody = t.exact(t.type({ subject: requiredText(L.emailTemplate.subject), body: requiredText(L.emailTemplate.body) }))
const IdParam = t.type({ id: IdFromString })

const verificationMessage = (e: VerificationError) => e._tag === 'TokenExpired' ? 'This verification link has expired: ask for a new one from your dashboard'
  : e._tag === 'AlreadyVerified' ? 'Your email address is already verified' : 'This verification link is not valid'

export interface SystemRoutesDeps {
  readonly settings: SettingsReader
  readonly commands: SettingsCommands
  readonly sql: Sql
  readonly sink: SystemLogSink
  readonly backups: PgDumpBackups
  readonly templates: PgEmailTemplates
  readonly verification: EmailVerification
  readonly log: Logger
  readonly clock: Clock
  readonly version: string
  readonly environment: string
  readonly startedAt: Date
}

/** The super admin's control room (settings, logs, system figures, backups, email templates) and email verification. */
export const systemRoutes = (d: SystemRoutesDeps) => {
  const router = new Router<AppState>()
  const superAdmin = (ctx: Parameters<typeof requireRole>[0]) => requireRole(ctx, 'super_admin')

  // What the client needs before anyone signs in (the sign-up form's rules, maintenance, site name).
  router.get('/api/settings/public', async (ctx) => {
    ctx.body = publicSettingsOf(await d.settings.current())
  })

  router.get('/api/admin/settings', async (ctx) => {
    superAdmin(ctx)
    ctx.body = maskedSettings(await d.settings.current())
  })

  router.patch('/api/admin/settings', async (ctx) => {
    const actor = superAdmin(ctx)
    const { section, key, value } = decodeOrThrow(SettingBody, ctx.request.body)
    const r = await d.commands.change(actor, section, key, value)
    if (E.isLeft(r)) throw r.left._tag === 'UnknownSetting' ? badRequest({ key: `Unknown setting ${section}.${key}` }, 'Unknown setting') : badRequest({ value: r.left.message })
    // The change is logged once, by the audit projector (SettingChanged), in the command's transaction.
    ctx.body = maskedSettings(await d.settings.current())
  })

  router.get('/api/admin/logs', async (ctx) => {
    superAdmin(ctx)
    const q = decodeOrThrow(LogsQuery, queryOf(ctx.query))
    await d.sink.flush()
    const level = q.level && q.level !== 'all' ? q.level : undefined
    const pageSize = q.pageSize ?? LOG_PAGE_SIZE
    const rows = await d.sql.all<{ id: string; level: string; message: string; context: Record<string, unknown>; created_at: unknown }>(
      `select id, level, message, context, created_at from system_logs ${level ? 'where level = ?' : ''} order by created_at desc, id desc limit ? offset ?`,
      [...(level ? [level] : []), pageSize, ((q.page ?? 1) - 1) * pageSize])
    const total = (await d.sql.one<{ n: number }>(`select count(*)::int as n from system_logs ${level ? 'where level = ?' : ''}`, level ? [level] : []))?.n ?? 0
    ctx.set('X-Total-Count', String(total))
    ctx.body = rows.map((r) => ({ id: Number(r.id), timestamp: asDate(r.created_at).toISOString(), level: r.level, message: r.message, context: r.context }))
  })

  router.delete('/api/admin/logs', async (ctx) => {
    const actor = superAdmin(ctx)
    await d.sink.flush()
    const cleared = await d.sql.run('delete from system_logs')
    d.log.info({ audit: true, event: 'logs_cleared', actorId: actor.id, actorEmail: actor.email }, `System logs cleared by ${actorLabel(actor)} (${cleared} entries)`)
    await d.sink.flush()
    ctx.body = { cleared }
  })

  router.get('/api/admin/system', async (ctx) => {
    superAdmin(ctx)
    const [db] = await d.sql.all<{ version: string; size: string; name: string }>(
      `select current_setting('server_version') as version, pg_database_size(current_database())::text as size, current_database() as name`)
    const cleared = await d.sql.one<{ created_at: unknown }>(`select created_at from system_logs where context->>'event' = 'logs_cleared' order by created_at desc limit 1`)
    const latest = d.backups.latest()
    ctx.body = {
      appVersion: d.version, nodeVersion: process.version, environment: d.environment,
      database: `PostgreSQL ${db.version}`, databaseVersion: db.version, databaseSize: Number(db.size),
      uptimeSeconds: Math.round((d.clock.now().getTime() - d.startedAt.getTime()) / 1000),
      memoryRss: process.memoryUsage().rss, logsLastClearedAt: cleared ? asDate(cleared.created_at).toISOString() : null,
      latestBackup: latest ? { file: latest.file, size: latest.size } : null,
    }
  })

  router.post('/api/admin/database/backup', async (ctx) => {
    const actor = superAdmin(ctx)
    try {
      const { file, size } = await d.backups.create(d.clock.now())
      d.log.info({ audit: true, event: 'backup_created', actorId: actor.id, actorEmail: actor.email, file }, `Database backup ${file} (${size} bytes) created by ${actorLabel(actor)}`)
      ctx.status = 201
      ctx.body = { downloadUrl: '/api/admin/database/download-latest-backup', file, size }
    } catch (e) {
      if (e instanceof BackupUnavailable) throw new HttpError(503, e.message)
      d.log.error({ err: e, event: 'backup_failed' }, 'Database backup failed')
      throw new HttpError(500, 'The backup failed; see the system logs')
    }
  })

  router.get('/api/admin/database/download-latest-backup', async (ctx) => {
    const actor = superAdmin(ctx)
    const latest = found(d.backups.latest(), 'No backup has been made yet')
    d.log.info({ audit: true, event: 'backup_downloaded', actorId: actor.id, actorEmail: actor.email, file: latest.file }, `Database backup ${latest.file} downloaded by ${actorLabel(actor)}`)
    ctx.type = 'application/octet-stream'
    ctx.length = latest.size
    ctx.set('Content-Disposition', `attachment; filename="${latest.file}"`)
    ctx.body = fs.createReadStream(latest.path)
  })

  router.get('/api/admin/email-templates', async (ctx) => {
    superAdmin(ctx)
    ctx.body = (await d.templates.list()).map((t) => ({ ...t, placeholders: placeholdersOf(t.key) }))
  })

  router.patch('/api/admin/email-templates/:id', async (ctx) => {
    const actor = superAdmin(ctx)
    const { id } = decodeOrThrow(IdParam, ctx.params)
    const { subject, body } = decodeOrThrow(TemplateBody, ctx.request.body)
    const t = found(await d.templates.update(id, subject, body), 'Email template not found')
    d.log.info({ audit: true, event: 'template_changed', actorId: actor.id, actorEmail: actor.email }, `Email template "${t.name}" changed by ${actorLabel(actor)}`)
    ctx.body = { ...t, placeholders: placeholdersOf(t.key) }
  })

  // The link in the verification email; a browser is sent to its dashboard, an API client gets JSON.
  router.get('/api/verify-email', async (ctx) => {
    const token = typeof ctx.query.token === 'string' ? ctx.query.token : ''
    const r = await d.verification.verify(token)
    const wantsHtml = ctx.accepts('json', 'html') === 'html'
    if (E.isLeft(r)) {
      if (wantsHtml) { ctx.redirect(`/dashboard?verification=${r.left._tag === 'TokenExpired' ? 'expired' : r.left._tag === 'AlreadyVerified' ? 'done' : 'invalid'}`); return }
      throw new HttpError(r.left._tag === 'AlreadyVerified' ? 409 : 400, verificationMessage(r.left))
    }
    if (wantsHtml) { ctx.redirect('/dashboard?verification=done'); return }
    ctx.body = { message: 'Your email address is verified' }
  })

  router.post('/api/user/resend-verification', async (ctx) => {
    const user = requireUser(ctx)
    const r = await d.verification.issue(user)
    if (E.isLeft(r)) throw new HttpError(409, verificationMessage(r.left))
    ctx.status = 202
    ctx.body = { message: `We sent a new link to ${user.email}` }
  })

  return router
}
