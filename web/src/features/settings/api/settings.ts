// The super admin's control room (admin-back-office.md "System Settings", docs/ubiquitous-language/
// settings.md and system-log.md): the settings object, one field at a time; email templates;
// system figures; logs; backups.
import useSWR from 'swr'
import { api, fetchPaged, type ApiError, type PagedList } from '../../../lib/api-client'

export interface SystemSettings {
  readonly general: {
    readonly siteName: string
    readonly siteDescription: string
    readonly maintenanceMode: boolean
    readonly contactEmail: string
    readonly supportPhone: string
    readonly maxUploadSize: number
    readonly defaultLanguage: string
    readonly timezone: string
  }
  readonly email: {
    readonly enabled: boolean
    readonly provider: 'sendgrid' | 'mailchimp' | 'smtp'
    readonly fromEmail: string
    readonly fromName: string
    readonly replyToEmail: string
    readonly sendWelcomeEmail: boolean
    readonly sendNotificationEmails: boolean
  }
  readonly registration: {
    readonly allowRegistration: boolean
    readonly requireEmailVerification: boolean
    readonly allowCompanyRegistration: boolean
    readonly moderateCompanies: boolean
    readonly verificationExpiry: number
  }
  readonly content: {
    readonly moderateMediaContent: boolean
    readonly allowComments: boolean
    readonly maxMediaItemsPerCompany: number
    readonly maxFeaturedCompanies: number
  }
  readonly security: {
    readonly sessionTimeout: number
    readonly passwordMinLength: number
    readonly requireStrongPassword: boolean
    readonly maxLoginAttempts: number
    readonly recaptchaEnabled: boolean
    readonly recaptchaSiteKey: string
    /** Masked by the server: never the secret itself. */
    readonly recaptchaSecretKey: string
    readonly recaptchaSecretKeySet: boolean
  }
}

export type SettingsSection = keyof SystemSettings
export type SettingValue = string | number | boolean

export const SETTINGS_KEY = '/api/admin/settings'
/** The public subset the whole app reads (maintenance gate, sign-up form): reloaded after a change. */
export const PUBLIC_SETTINGS_KEY = '/api/settings/public'

export function useSystemSettings() {
  return useSWR<SystemSettings, ApiError>(SETTINGS_KEY)
}

export const patchSetting = (section: SettingsSection, key: string, value: SettingValue) =>
  api.patch<SystemSettings>(SETTINGS_KEY, { section, key, value })

// ---- Email templates

export interface EmailTemplate {
  readonly id: number
  readonly key: string
  readonly name: string
  readonly subject: string
  readonly body: string
  readonly placeholders: readonly string[]
}

const EMAIL_TEMPLATES_KEY = '/api/admin/email-templates'

export function useEmailTemplates() {
  return useSWR<EmailTemplate[], ApiError>(EMAIL_TEMPLATES_KEY)
}

export const updateEmailTemplate = (id: number, body: { subject: string; body: string }) =>
  api.patch<EmailTemplate>(`${EMAIL_TEMPLATES_KEY}/${id}`, body)

// ---- System figures, logs, backups

export interface SystemInfo {
  readonly appVersion: string
  readonly nodeVersion: string
  readonly environment: string
  readonly database: string
  readonly databaseVersion: string
  /** Bytes. */
  readonly databaseSize: number
  readonly uptimeSeconds: number
  /** Bytes. */
  readonly memoryRss: number
  readonly logsLastClearedAt: string | null
  readonly latestBackup: { readonly file: string; readonly size: number } | null
}

const SYSTEM_KEY = '/api/admin/system'

export function useSystemInfo() {
  return useSWR<SystemInfo, ApiError>(SYSTEM_KEY)
}

export type LogLevel = 'error' | 'warn' | 'info' | 'debug'

export interface LogEntry {
  readonly id: number
  readonly timestamp: string
  readonly level: string
  readonly message: string
  readonly context: Record<string, unknown> | null
}

export const LOGS_PATH = '/api/admin/logs'
export const LOGS_PAGE_SIZE = 100

const logsKey = (level: LogLevel | '', page = 1) =>
  `${LOGS_PATH}?${new URLSearchParams({ pageSize: String(LOGS_PAGE_SIZE), ...(level ? { level } : {}), ...(page > 1 ? { page: String(page) } : {}) })}`

/** One page of log lines, newest first (page 1 is the newest), and how many there are in all. */
export function useLogs(level: LogLevel | '', page = 1) {
  return useSWR<PagedList<LogEntry>, ApiError>(logsKey(level, page), fetchPaged<LogEntry>, { keepPreviousData: true })
}

export const clearLogs = () => api.delete<{ cleared: number }>(LOGS_PATH)

export const BACKUP_DOWNLOAD_URL = '/api/admin/database/download-latest-backup'

export const createBackup = () => api.post<{ downloadUrl?: string; file: string; size: number }>('/api/admin/database/backup')
