import * as t from 'io-ts'
import {
  LOG_LEVELS, type BackupView, type EmailTemplateView, type LogEntryView, type LogsClearedView, type SystemFiguresView,
} from '../../../application/admin/system-views'
import { LEGAL_PAGES, type LegalPageView } from '../../../application/settings/legal-pages'
import type { PublicSettings } from '../../../application/settings/public-settings'
import type { SettingsView } from '../../../application/settings/settings-commands'
import { SETTING_FIELDS, type SettingField, type Settings, type SettingsSection } from '../../../domain/settings/setting-fields'
import { DEFAULT_SETTINGS } from '../../../domain/settings/settings'
import { answerOf, DateTime, Integer, nullable } from '../answers'
import { withSchema, type JsonSchema } from '../openapi/json-schema'
import { oneOf } from '../validation'

/** A value checked by `is`, documented by `schema`. */
const valueCodec = <A>(name: string, is: (u: unknown) => u is A, schema: JsonSchema) =>
  withSchema(new t.Type<A, A, unknown>(name, is, (u, c) => is(u) ? t.success(u) : t.failure(u, c), t.identity), schema)

/** A setting's value, with its definition's kind, bounds and default (setting-fields.ts; the legal texts' from DEFAULT_SETTINGS). */
const settingCodec = (f: SettingField, dflt: unknown = f.default): t.Mixed => {
  switch (f.kind) {
    case 'switch': return valueCodec('SettingSwitch', (u): u is boolean => typeof u === 'boolean', { type: 'boolean', default: f.default })
    case 'number': return valueCodec('SettingNumber', (u): u is number => Number.isInteger(u), { type: 'integer', minimum: f.min, maximum: f.max, default: f.default })
    case 'choice': return valueCodec('SettingChoice', (u): u is string => typeof u === 'string' && f.options.includes(u), { type: 'string', enum: [...f.options], default: f.default })
    default: return valueCodec('SettingText', (u): u is string => typeof u === 'string', { type: 'string', maxLength: f.maxLength, default: dflt })
  }
}

type ValueCodec<S extends SettingsSection, K extends keyof Settings[S]> = t.Type<Settings[S][K], Settings[S][K], unknown>

/** The codec of `section.key`'s value. */
const setting = <S extends SettingsSection, K extends keyof Settings[S] & string>(section: S, key: K): ValueCodec<S, K> =>
  settingCodec((SETTING_FIELDS[section] as Readonly<Record<string, SettingField>>)[key])

/** The codecs of a section's values, by key. */
const fieldsOf = <S extends SettingsSection>(section: S) =>
  Object.fromEntries(Object.entries(SETTING_FIELDS[section] as Readonly<Record<string, SettingField>>).map(([key, f]) => [key, settingCodec(f, (DEFAULT_SETTINGS[section] as Readonly<Record<string, unknown>>)[key])])) as
    unknown as { [K in keyof Settings[S]]: ValueCodec<S, K> }

const sectionOf = <S extends SettingsSection>(section: S) => t.type(fieldsOf(section), `${section[0].toUpperCase()}${section.slice(1)}Settings`)

/** The settings object of the super admin's page: every section's values; the reCAPTCHA secret masked. */
export const SettingsAnswer = answerOf<SettingsView>()(t.type({
  general: sectionOf('general'),
  email: sectionOf('email'),
  registration: sectionOf('registration'),
  content: sectionOf('content'),
  legal: sectionOf('legal'),
  security: t.type({
    ...fieldsOf('security'),
    recaptchaSecretKey: valueCodec('MaskedSecret', (u): u is string => typeof u === 'string', { type: 'string', description: 'Never the key: a mask (••••••••) when one is set, blank otherwise' }),
    recaptchaSecretKeySet: t.boolean,
  }, 'SecuritySettings'),
}, 'Settings'))

/** What every client reads before anyone signs in; nothing secret. */
export const PublicSettingsAnswer = answerOf<PublicSettings>()(t.type({
  siteName: setting('general', 'siteName'), siteDescription: setting('general', 'siteDescription'), maintenanceMode: setting('general', 'maintenanceMode'),
  allowRegistration: setting('registration', 'allowRegistration'), allowCompanyRegistration: setting('registration', 'allowCompanyRegistration'),
  requireEmailVerification: setting('registration', 'requireEmailVerification'), passwordMinLength: setting('security', 'passwordMinLength'),
  requireStrongPassword: setting('security', 'requireStrongPassword'), maxUploadSize: setting('general', 'maxUploadSize'),
  maxFeaturedCompanies: setting('content', 'maxFeaturedCompanies'), recaptchaEnabled: setting('security', 'recaptchaEnabled'),
  recaptchaSiteKey: setting('security', 'recaptchaSiteKey'), contactEmail: setting('general', 'contactEmail'),
  supportPhone: setting('general', 'supportPhone'), defaultLanguage: setting('general', 'defaultLanguage'), timezone: setting('general', 'timezone'),
}, 'PublicSettings'))

/** A line of the system logs. */
export const LogEntry = answerOf<LogEntryView>()(t.type({
  id: Integer, timestamp: DateTime, level: oneOf(LOG_LEVELS), message: t.string, context: t.UnknownRecord,
}, 'LogEntry'))

export const LogsCleared = answerOf<LogsClearedView>()(t.type({ cleared: Integer }, 'LogsCleared'))

const BackupFile = t.type({ file: t.string, size: Integer }, 'BackupFile')

/** The System tab's figures: the app, its process, the database, the logs and the latest backup. */
export const SystemFigures = answerOf<SystemFiguresView>()(t.type({
  appVersion: t.string, nodeVersion: t.string, environment: t.string,
  database: t.string, databaseVersion: t.string, databaseSize: Integer,
  uptimeSeconds: Integer, memoryRss: Integer, logsLastClearedAt: nullable(DateTime), latestBackup: nullable(BackupFile),
}, 'SystemFigures'))

/** A backup just made, and where to download it. */
export const Backup = answerOf<BackupView>()(t.type({ downloadUrl: t.string, file: t.string, size: Integer }, 'Backup'))

/** An email template, with the placeholders its subject and body may use. */
export const EmailTemplate = answerOf<EmailTemplateView>()(t.type({
  id: Integer, key: t.string, name: t.string, subject: t.string, body: t.string, placeholders: t.array(t.string),
}, 'EmailTemplate'))

/** A legal page of the site (/privacy, /terms): its title and text, as the super admin wrote it. */
export const LegalPageAnswer = answerOf<LegalPageView>()(t.type({
  page: oneOf(LEGAL_PAGES), title: t.string,
  body: withSchema(t.string, { type: 'string', description: 'Light Markdown (`##` headings, paragraphs, `-` lists, [links](https://…)); never HTML: the page shows any markup as text' }),
}, 'LegalPage'))
