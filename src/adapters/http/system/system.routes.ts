import fs from 'node:fs'
import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import type { Logger } from 'pino'
import type { EmailVerification, VerificationError } from '../../../application/account/email-verification'
import { LOG_MAX_PAGE_SIZE, LOG_PAGE_SIZE } from '../../../application/admin/admin-list-limits'
import {
  LOG_LEVELS, type BackupView, type EmailTemplateView, type LogsClearedView, type SystemFiguresView, type SystemReadModel,
} from '../../../application/admin/system-views'
import { LEGAL_PAGES, legalPageOf } from '../../../application/settings/legal-pages'
import { publicSettingsOf } from '../../../application/settings/public-settings'
import { maskedSettings, type SettingsCommands } from '../../../application/settings/settings-commands'
import type { SettingsReader } from '../../../application/settings/settings-reader'
import type { Clock } from '../../../domain/shared/clock'
import { BackupUnavailable, type PgDumpBackups } from '../../backup/pg-dump.backup'
import { actorLabel } from '../../logging/actor'
import type { SystemLogSink } from '../../logging/system-log.sink'
import { placeholdersOf, type EmailTemplate as StoredTemplate, type PgEmailTemplates } from '../../mail/email-templates'
import type { Sql } from '../../persistence/sql'
import { MessageBody } from '../answers'
import { ApiRouter } from '../api-router'
import { badRequest, found, HttpError } from '../http-error'
import { FIELD_LENGTHS as L } from '../field-lengths'
import { IdFromString, intInRange, oneOf, requiredText } from '../validation'
import { Backup, EmailTemplate, LegalPageAnswer, LogEntry, LogsCleared, PublicSettingsAnswer, SettingsAnswer, SystemFigures } from './system.answers'

const SettingBody = t.exact(t.type({ section: requiredText(40), key: requiredText(60), value: t.unknown }))
const LogsQuery = t.partial({ level: oneOf([...LOG_LEVELS, 'all', ''] as const), page: intInRange(1, 100000), pageSize: intInRange(1, LOG_MAX_PAGE_SIZE) })
const TemplateBody = t.exact(t.type({ subject: requiredText(L.emailTemplate.subject), body: requiredText(L.emailTemplate.body) }))
const IdParam = t.type({ id: IdFromString })
const TokenQuery = t.partial({ token: t.string })
const LegalParam = t.type({ page: oneOf(LEGAL_PAGES) })

const SUPER_ADMIN = ['super_admin'] as const

const verificationMessage = (e: VerificationError) => e._tag === 'TokenExpired' ? 'This verification link has expired: ask for a new one from your dashboard'
  : e._tag === 'AlreadyVerified' ? 'Your email address is already verified' : 'This verification link is not valid'

const templateView = (template: StoredTemplate): EmailTemplateView => ({ ...template, placeholders: placeholdersOf(template.key) })

export interface SystemRoutesDeps {
  readonly settings: SettingsReader
  readonly commands: SettingsCommands
  readonly reads: SystemReadModel
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
  const api = new ApiRouter('System', 'The super admin\'s control room (settings, system logs, system figures, database backups, email templates), the public settings every client reads before anyone signs in, and email verification.')

  // What the client needs before anyone signs in (the sign-up form's rules, maintenance, site name).
  api.get('/api/settings/public', {
    summary: 'The public settings', description: 'What every client needs before anyone signs in: the sign-up form\'s rules, maintenance, the site\'s name and contacts, the time zone.',
    access: 'anyone',
    answers: { 200: { description: 'The public settings', body: PublicSettingsAnswer } },
  }, async (ctx) => {
    ctx.body = publicSettingsOf(await d.settings.current())
  })

  // The Privacy Policy and Terms of Service pages (issue 23): their text is a setting (Settings › Legal).
  api.get('/api/legal/:page', {
    summary: 'A legal page',
    description: 'The Privacy Policy (`privacy`) or the Terms of Service (`terms`): the title and the text the super admin wrote (Settings › Legal), in light Markdown.',
    access: 'anyone', params: LegalParam,
    answers: { 200: { description: 'The page', body: LegalPageAnswer }, 400: 'No such legal page' },
  }, async (ctx, { params: { page } }) => {
    ctx.body = legalPageOf(await d.settings.current(), page)
  })

  api.get('/api/admin/settings', {
    summary: 'The settings', access: SUPER_ADMIN,
    answers: { 200: { description: 'Every setting; the reCAPTCHA secret masked (`recaptchaSecretKeySet` says whether one is set)', body: SettingsAnswer } },
  }, async (ctx) => {
    ctx.body = maskedSettings(await d.settings.current())
  })

  api.patch('/api/admin/settings', {
    summary: 'Change one setting',
    description: '`value` must fit the definition of the setting `section.key`: its type, and its number bounds, text length or options. The masked reCAPTCHA secret is refused as a value.',
    access: SUPER_ADMIN, body: SettingBody,
    answers: {
      200: { description: 'Every setting, after the change', body: SettingsAnswer },
      400: 'The input is not valid: an unknown setting (`fieldErrors.key`) or a value of another kind or out of bounds (`fieldErrors.value`)',
    },
  }, async (ctx, { body: { section, key, value }, user }) => {
    const r = await d.commands.change(user, section, key, value)
    if (E.isLeft(r)) throw r.left._tag === 'UnknownSetting' ? badRequest({ key: `Unknown setting ${section}.${key}` }, 'Unknown setting') : badRequest({ value: r.left.message })
    // The change is logged once, by the audit projector (SettingChanged), in the command's transaction.
    ctx.body = maskedSettings(await d.settings.current())
  })

  api.get('/api/admin/logs', {
    summary: 'The system logs',
    description: `Warnings, errors and audit lines, newest first; \`level\` keeps one level (\`all\` or blank: every level). \`pageSize\`: ${LOG_PAGE_SIZE} by default, at most ${LOG_MAX_PAGE_SIZE}.`,
    access: SUPER_ADMIN, query: LogsQuery,
    answers: { 200: { description: 'A page of log lines', body: t.array(LogEntry), headers: { 'X-Total-Count': 'The number of lines on every page' } } },
  }, async (ctx, { query: q }) => {
    await d.sink.flush()
    const level = q.level && q.level !== 'all' ? q.level : undefined
    const { items, total } = await d.reads.logs({ level, page: q.page ?? 1, pageSize: q.pageSize ?? LOG_PAGE_SIZE })
    ctx.set('X-Total-Count', String(total))
    ctx.body = items
  })

  api.delete('/api/admin/logs', {
    summary: 'Clear the system logs', description: 'An audit line says who cleared them and how many lines went.', access: SUPER_ADMIN,
    answers: { 200: { description: 'How many lines were deleted', body: LogsCleared } },
  }, async (ctx, { user }) => {
    await d.sink.flush()
    const cleared = await d.sql.run('delete from system_logs')
    d.log.info({ audit: true, event: 'logs_cleared', actorId: user.id, actorEmail: user.email }, `System logs cleared by ${actorLabel(user)} (${cleared} entries)`)
    await d.sink.flush()
    ctx.body = { cleared } satisfies LogsClearedView
  })

  api.get('/api/admin/system', {
    summary: 'The system figures', access: SUPER_ADMIN,
    answers: { 200: { description: 'The app, its process, the database, the logs and the latest backup', body: SystemFigures } },
  }, async (ctx) => {
    const db = await d.reads.database()
    const cleared = await d.reads.logsLastClearedAt()
    const latest = d.backups.latest()
    ctx.body = {
      appVersion: d.version, nodeVersion: process.version, environment: d.environment,
      database: `PostgreSQL ${db.version}`, databaseVersion: db.version, databaseSize: db.sizeBytes,
      uptimeSeconds: Math.round((d.clock.now().getTime() - d.startedAt.getTime()) / 1000),
      memoryRss: process.memoryUsage().rss, logsLastClearedAt: cleared ? cleared.toISOString() : null,
      latestBackup: latest ? { file: latest.file, size: latest.size } : null,
    } satisfies SystemFiguresView
  })

  api.post('/api/admin/database/backup', {
    summary: 'Back up the database', description: 'A pg_dump of the database, without the rows of the session signing key and the sessions; the newest ten are kept.',
    access: SUPER_ADMIN,
    answers: {
      201: { description: 'The backup, made', body: Backup },
      500: 'pg_dump failed (the system logs say why)',
      503: 'No pg_dump for this PostgreSQL server on this machine',
    },
  }, async (ctx, { user }) => {
    try {
      const { file, size } = await d.backups.create(d.clock.now())
      d.log.info({ audit: true, event: 'backup_created', actorId: user.id, actorEmail: user.email, file }, `Database backup ${file} (${size} bytes) created by ${actorLabel(user)}`)
      ctx.status = 201
      ctx.body = { downloadUrl: '/api/admin/database/download-latest-backup', file, size } satisfies BackupView
    } catch (e) {
      if (e instanceof BackupUnavailable) throw new HttpError(503, e.message)
      d.log.error({ err: e, event: 'backup_failed' }, 'Database backup failed')
      throw new HttpError(500, 'The backup failed; see the system logs')
    }
  })

  api.get('/api/admin/database/download-latest-backup', {
    summary: 'Download the latest backup', description: 'A pg_dump archive in custom format: restore it with pg_restore.', access: SUPER_ADMIN,
    answers: {
      200: { description: 'The backup file', mediaType: 'application/octet-stream', headers: { 'Content-Disposition': 'attachment, with the file\'s name' } },
      404: 'No backup has been made yet',
    },
  }, (ctx, { user }) => {
    const latest = found(d.backups.latest(), 'No backup has been made yet')
    d.log.info({ audit: true, event: 'backup_downloaded', actorId: user.id, actorEmail: user.email, file: latest.file }, `Database backup ${latest.file} downloaded by ${actorLabel(user)}`)
    ctx.type = 'application/octet-stream'
    ctx.length = latest.size
    ctx.set('Content-Disposition', `attachment; filename="${latest.file}"`)
    ctx.body = fs.createReadStream(latest.path)
  })

  api.get('/api/admin/email-templates', {
    summary: 'The email templates', access: SUPER_ADMIN,
    answers: { 200: { description: 'Every template, in a fixed order', body: t.array(EmailTemplate) } },
  }, async (ctx) => {
    ctx.body = (await d.templates.list()).map(templateView)
  })

  api.patch('/api/admin/email-templates/:id', {
    summary: 'Edit an email template', description: 'Its subject and body; its placeholders stay.', access: SUPER_ADMIN, params: IdParam, body: TemplateBody,
    answers: { 200: { description: 'The template', body: EmailTemplate }, 404: 'No such email template' },
  }, async (ctx, { params, body, user }) => {
    const template = found(await d.templates.update(params.id, body.subject, body.body), 'Email template not found')
    d.log.info({ audit: true, event: 'template_changed', actorId: user.id, actorEmail: user.email }, `Email template "${template.name}" changed by ${actorLabel(user)}`)
    ctx.body = templateView(template)
  })

  // The link in the verification email; a browser is sent to its dashboard, an API client gets JSON.
  api.get('/api/verify-email', {
    summary: 'Verify an email address', description: 'The link of the verification email. A browser (`Accept: text/html`) is sent to its dashboard with `?verification=done|expired|invalid`; another client gets JSON.',
    access: 'anyone', query: TokenQuery,
    answers: {
      200: { description: 'The address is verified', body: MessageBody },
      302: { description: 'A browser, sent to its dashboard', mediaType: 'text/html', headers: { Location: '/dashboard?verification=done, expired or invalid' } },
      400: 'The link is not valid, or has expired',
      409: 'The address is already verified',
    },
  }, async (ctx, { query }) => {
    const r = await d.verification.verify(query.token ?? '')
    const wantsHtml = ctx.accepts('json', 'html') === 'html'
    if (E.isLeft(r)) {
      if (wantsHtml) { ctx.redirect(`/dashboard?verification=${r.left._tag === 'TokenExpired' ? 'expired' : r.left._tag === 'AlreadyVerified' ? 'done' : 'invalid'}`); return }
      throw new HttpError(r.left._tag === 'AlreadyVerified' ? 409 : 400, verificationMessage(r.left))
    }
    if (wantsHtml) { ctx.redirect('/dashboard?verification=done'); return }
    ctx.body = { message: 'Your email address is verified' }
  })

  api.post('/api/user/resend-verification', {
    summary: 'Send a new verification link', access: 'signed-in',
    answers: { 202: { description: 'A new link is on its way to the caller\'s address', body: MessageBody }, 409: 'The address is already verified' },
  }, async (ctx, { user }) => {
    const r = await d.verification.issue(user)
    if (E.isLeft(r)) throw new HttpError(409, verificationMessage(r.left))
    ctx.status = 202
    ctx.body = { message: `We sent a new link to ${user.email}` }
  })

  return api
}
