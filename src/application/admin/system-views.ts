/** The levels of the system logs (the logging sink keeps warnings, errors and audit lines). */
export const LOG_LEVELS = ['error', 'warn', 'info', 'debug'] as const
export type LogLevel = typeof LOG_LEVELS[number]

/** A line of the system logs, as the super admin's System tab lists it. */
export interface LogEntryView {
  readonly id: number
  readonly timestamp: string
  readonly level: LogLevel
  readonly message: string
  /** What the line carried besides its message (request id, path, actor, event…). */
  readonly context: Readonly<Record<string, unknown>>
}

/** The database, as the System tab's figures show it. */
export interface DatabaseFigures {
  /** PostgreSQL's server_version. */
  readonly version: string
  readonly sizeBytes: number
}

/** Read port of the System tab: the logs (written by the logging sink) and the database's figures. */
export interface SystemReadModel {
  /** A page of the log lines of one level (every level without one), newest first, and how many there are in all. */
  logs(filter: { readonly level?: LogLevel; readonly page: number; readonly pageSize: number }): Promise<{ readonly items: readonly LogEntryView[]; readonly total: number }>
  /** When the logs were last cleared (the audit line each clearing leaves), or null when never. */
  logsLastClearedAt(): Promise<Date | null>
  database(): Promise<DatabaseFigures>
}

/** A backup file: its name and size in bytes. */
interface BackupFileView {
  readonly file: string
  readonly size: number
}

/** A backup just made, and where to download it. */
export interface BackupView extends BackupFileView {
  readonly downloadUrl: string
}

/** How many log lines a clearing deleted. */
export interface LogsClearedView {
  readonly cleared: number
}

/** The System tab's figures: the app, its process, the database, the logs and the latest backup. */
export interface SystemFiguresView {
  readonly appVersion: string
  readonly nodeVersion: string
  readonly environment: string
  /** `PostgreSQL <version>`. */
  readonly database: string
  readonly databaseVersion: string
  /** Bytes. */
  readonly databaseSize: number
  readonly uptimeSeconds: number
  /** Bytes. */
  readonly memoryRss: number
  readonly logsLastClearedAt: string | null
  readonly latestBackup: BackupFileView | null
}

/** An email template as the super admin edits it, with the placeholders its subject and body may use. */
export interface EmailTemplateView {
  readonly id: number
  readonly key: string
  readonly name: string
  readonly subject: string
  readonly body: string
  readonly placeholders: readonly string[]
}
