import type { TemplateMailer, VerificationStore } from '../../application/account/email-verification'
import type { Mailer, MailHeaders } from '../../application/ports/mailer'
import type { SettingsReader } from '../../application/settings/settings-reader'
import { asDate, type Sql } from '../persistence/sql'
import { render, type PgEmailTemplates } from './email-templates'

export class OutboxTemplateMailer implements TemplateMailer {
  constructor(private readonly mailer: Mailer, private readonly templates: PgEmailTemplates, private readonly settings: SettingsReader, private readonly siteUrl: string) {}
  async send(key: string, to: { email: string; firstName: string }, values: Readonly<Record<string, string>>, kind: string, headers?: MailHeaders) {
    const t = await this.templates.byKey(key)
    if (!t) return
    const s = await this.settings.current()
    const all = { siteName: s.general.siteName, siteUrl: this.siteUrl, firstName: to.firstName, ...values }
    await this.mailer.enqueue({ kind, to: to.email, replyTo: s.email.replyToEmail || null, subject: render(t.subject, all), body: render(t.body, all), headers: headers ?? null })
  }
}

export class PgVerificationStore implements VerificationStore {
  constructor(private readonly sql: Sql) {}
  async setToken(userId: number, tokenHash: string, expiresAt: Date) {
    await this.sql.run('update users set verification_token = ?, verification_expires_at = ? where id = ?', [tokenHash, expiresAt, userId])
  }
  async byTokenHash(tokenHash: string) {
    const r = await this.sql.one<{ id: number; verification_expires_at: unknown; is_email_verified: boolean }>(
      'select id, verification_expires_at, is_email_verified from users where verification_token = ?', [tokenHash])
    return r ? { userId: r.id, expiresAt: asDate(r.verification_expires_at), verified: r.is_email_verified } : undefined
  }
  async markVerified(userId: number) {
    await this.sql.run('update users set is_email_verified = true, verification_token = null, verification_expires_at = null, updated_at = now() where id = ?', [userId])
  }
}
