// The super admin's control room (admin-back-office.md "System Settings", docs/ubiquitous-language/
// settings.md and system-log.md): the settings object, one field at a time; email templates;
// system figures; logs; backups.
import useSWR from 'swr'
import {
  LOG_PAGE_SIZE, type BackupView, type EmailTemplateView, type LogEntryView, type LogLevel, type LogsClearedView, type SettingsSection, type SettingsView,
  type SystemFiguresView,
} from '../../../../../src/adapters/http/contract'
import { api, fetchPaged, type ApiError, type PagedList } from '../../../lib/api-client'

/** GET /api/admin/settings: the settings object (its definition is the server's: SETTING_FIELDS of the contract). */
export type SystemSettings = SettingsView
export type { SettingsSection }
export type SettingValue = string | number | boolean

export const SETTINGS_KEY = '/api/admin/settings'

export function useSystemSettings() {
  return useSWR<SystemSettings, ApiError>(SETTINGS_KEY)
}

export const patchSetting = (section: SettingsSection, key: string, value: SettingValue) =>
  api.patch<SystemSettings>(SETTINGS_KEY, { section, key, value })

// ---- Email templates

/** GET /api/admin/email-templates: a template, with the placeholders it may use. */
export type EmailTemplate = EmailTemplateView

const EMAIL_TEMPLATES_KEY = '/api/admin/email-templates'

export function useEmailTemplates() {
  return useSWR<EmailTemplate[], ApiError>(EMAIL_TEMPLATES_KEY)
}

export const updateEmailTemplate = (id: number, body: { subject: string; body: string }) =>
  api.patch<EmailTemplate>(`${EMAIL_TEMPLATES_KEY}/${id}`, body)

// ---- System figures, logs, backups

/** GET /api/admin/system */
export type SystemInfo = SystemFiguresView

const SYSTEM_KEY = '/api/admin/system'

export function useSystemInfo() {
  return useSWR<SystemInfo, ApiError>(SYSTEM_KEY)
}

export type { LogLevel }

export const LOGS_PATH = '/api/admin/logs'

const logsKey = (level: LogLevel | '', page = 1) =>
  `${LOGS_PATH}?${new URLSearchParams({ pageSize: String(LOG_PAGE_SIZE), ...(level ? { level } : {}), ...(page > 1 ? { page: String(page) } : {}) })}`

/** One page of log lines, newest first (page 1 is the newest), and how many there are in all. */
export function useLogs(level: LogLevel | '', page = 1) {
  return useSWR<PagedList<LogEntryView>, ApiError>(logsKey(level, page), fetchPaged<LogEntryView>, { keepPreviousData: true })
}

export const clearLogs = () => api.delete<LogsClearedView>(LOGS_PATH)

export const BACKUP_DOWNLOAD_URL = '/api/admin/database/download-latest-backup'

export const createBackup = () => api.post<BackupView>('/api/admin/database/backup')
