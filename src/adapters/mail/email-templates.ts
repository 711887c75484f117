import type { Sql } from '../persistence/sql'

export interface EmailTemplate { readonly id: number; readonly key: string; readonly name: string; readonly subject: string; readonly body: string }

/** The templates every installation starts with; admins edit subject and body, the placeholders stay. */
const DEFAULT_TEMPLATES: readonly { key: string; name: string; subject: string; body: string; placeholders: readonly string[] }[] = [
  { key: 'welcome', name: 'Welcome', placeholders: ['firstName', 'siteName', 'siteUrl'],
    subject: 'Welcome to {{siteName}}, {{firstName}}!',
    body: 'Hello {{firstName}},\n\nWelcome to {{siteName}}. Browse verified companies, join virtual exhibitions and read the latest company news at {{siteUrl}}.\n\nThe {{siteName}} team' },
  { key: 'email_verification', name: 'Email verification', placeholders: ['firstName', 'siteName', 'verificationLink', 'expiryHours'],
    subject: 'Confirm your email address for {{siteName}}',
    body: 'Hello {{firstName}},\n\nPlease confirm your email address by opening this link:\n{{verificationLink}}\n\nThe link works for {{expiryHours}} hours.\n\nThe {{siteName}} team' },
  { key: 'company_approved', name: 'Company approved', placeholders: ['firstName', 'companyName', 'siteName', 'companyUrl'],
    subject: '{{companyName}} is now live on {{siteName}}',
    body: 'Hello {{firstName}},\n\nGood news: {{companyName}} was approved and is now listed in the directory: {{companyUrl}}\n\nThe {{siteName}} team' },
  { key: 'company_rejected', name: 'Company rejected', placeholders: ['firstName', 'companyName', 'reason', 'siteName', 'myCompaniesUrl'],
    subject: '{{companyName}} needs changes before it can be listed',
    body: 'Hello {{firstName}},\n\nWe could not approve {{companyName}} yet. Reason: {{reason}}\n\nEdit the company to send it for review again: {{myCompaniesUrl}}\n\nThe {{siteName}} team' },
  { key: 'participation_decided', name: 'Participation decided', placeholders: ['firstName', 'companyName', 'exhibitionName', 'status', 'boothNumber', 'siteName', 'exhibitionUrl'],
    subject: '{{companyName}} at {{exhibitionName}}: {{status}}',
    body: 'Hello {{firstName}},\n\nThe application of {{companyName}} to {{exhibitionName}} was {{status}}. {{boothNumber}}\n\nDetails: {{exhibitionUrl}}\n\nThe {{siteName}} team' },
  { key: 'media_decided', name: 'Media item decided', placeholders: ['firstName', 'title', 'status', 'reason', 'siteName'],
    subject: '"{{title}}" was {{status}}',
    body: 'Hello {{firstName}},\n\nYour media item "{{title}}" was {{status}}. {{reason}}\n\nThe {{siteName}} team' },
  { key: 'company_suspended', name: 'Company suspended', placeholders: ['firstName', 'companyName', 'reason', 'siteName', 'siteUrl', 'myCompaniesUrl'],
    subject: '{{companyName}} has been suspended on {{siteName}}',
    body: 'Hello {{firstName}},\n\n{{companyName}} has been suspended, so it is hidden from the directory for now.\n\nReason: {{reason}}\n\n'
      + 'Once this is sorted out, an administrator can reinstate it. You can read the reason again on My Companies: {{myCompaniesUrl}}\n\nThe {{siteName}} team' },
  { key: 'company_reinstated', name: 'Company reinstated', placeholders: ['firstName', 'companyName', 'siteName', 'companyUrl'],
    subject: '{{companyName}} is back on {{siteName}}',
    body: 'Hello {{firstName}},\n\nGood news: {{companyName}} has been reinstated and is listed in the directory again: {{companyUrl}}\n\nThe {{siteName}} team' },
  { key: 'company_verified', name: 'Company verified', placeholders: ['firstName', 'companyName', 'siteName', 'companyUrl'],
    subject: '{{companyName}} is now verified on {{siteName}}',
    body: 'Hello {{firstName}},\n\n{{companyName}} now shows the verified badge, and it can apply to exhibitions. See your profile: {{companyUrl}}\n\nThe {{siteName}} team' },
  { key: 'company_verification_revoked', name: 'Company verification revoked', placeholders: ['firstName', 'companyName', 'reason', 'siteName', 'siteUrl', 'companyUrl'],
    subject: '{{companyName}} is no longer verified on {{siteName}}',
    body: 'Hello {{firstName}},\n\nThe verified badge of {{companyName}} has been removed. The company stays in the directory, but it cannot apply to new exhibitions until it is verified again: {{companyUrl}}\n\n'
      + 'Reason: {{reason}}\n\nIf you think this is a mistake, please contact us through {{siteUrl}}.\n\nThe {{siteName}} team' },
  { key: 'company_verification_lapsed', name: 'Company verification lapsed', placeholders: ['firstName', 'companyName', 'siteName', 'siteUrl', 'companyUrl'],
    subject: 'The verification of {{companyName}} has ended',
    body: 'Hello {{firstName}},\n\nThe verification passport of {{companyName}} reached the end of its validity today, so the company no longer shows the verified badge. It stays in the directory, but it cannot apply to new exhibitions until an administrator verifies it again.\n\n'
      + 'To renew it, please contact us through {{siteUrl}}. Your profile: {{companyUrl}}\n\nThe {{siteName}} team' },
  { key: 'verification_expiring', name: 'Verification expiring', placeholders: ['firstName', 'companyName', 'validUntil', 'siteName', 'siteUrl', 'companyUrl'],
    subject: 'The verification of {{companyName}} ends on {{validUntil}}',
    body: 'Hello {{firstName}},\n\nThe verification passport of {{companyName}} is valid until {{validUntil}}. After that day the company loses its verified badge and cannot apply to new exhibitions until an administrator verifies it again.\n\n'
      + 'To renew it, please contact us through {{siteUrl}}. Your profile: {{companyUrl}}\n\nThe {{siteName}} team' },
  { key: 'participation_rejected', name: 'Participation rejected', placeholders: ['firstName', 'companyName', 'exhibitionName', 'reason', 'siteName', 'exhibitionUrl'],
    subject: '{{companyName}} at {{exhibitionName}}: application not accepted',
    body: 'Hello {{firstName}},\n\nWe are sorry: the application of {{companyName}} to {{exhibitionName}} was not accepted.\n\nReason: {{reason}}\n\nDetails: {{exhibitionUrl}}\n\nThe {{siteName}} team' },
  { key: 'invitation', name: 'Invitation', placeholders: ['firstName', 'siteName', 'invitedBy', 'invitationLink', 'expiryDays'],
    subject: '{{invitedBy}} invited you to {{siteName}}',
    body: 'Hello {{firstName}},\n\n{{invitedBy}} created an account for you on {{siteName}}. Choose your password to sign in:\n{{invitationLink}}\n\nThe link works once, for {{expiryDays}} days. If you did not expect this email, you can ignore it.\n\nThe {{siteName}} team' },
  { key: 'password_reset', name: 'Password Reset', placeholders: ['firstName', 'siteName', 'resetLink', 'expiryMinutes'],
    subject: 'Reset your {{siteName}} password',
    body: 'Hello {{firstName}},\n\nSomeone (we hope you) asked to reset the password of your {{siteName}} account. Choose a new password here:\n{{resetLink}}\n\nThe link works once, for {{expiryMinutes}} minutes; choosing a new password signs you out everywhere else. If you did not ask for it, ignore this email: your password stays as it is.\n\nThe {{siteName}} team' },
  { key: 'email_change', name: 'Email change confirmation', placeholders: ['firstName', 'siteName', 'newEmail', 'confirmLink', 'expiryHours'],
    subject: 'Confirm your new email address for {{siteName}}',
    body: 'Hello {{firstName}},\n\nYou asked to sign in to {{siteName}} with {{newEmail}} from now on. Confirm this address here:\n{{confirmLink}}\n\nThe link works once, for {{expiryHours}} hours; confirming signs you out everywhere, and you sign in again with the new address. If you did not ask for it, ignore this email: nothing changes.\n\nThe {{siteName}} team' },
  { key: 'email_change_notice', name: 'Email change requested (notice to the current address)', placeholders: ['firstName', 'siteName', 'newEmail'],
    subject: 'A change of your {{siteName}} email address was requested',
    body: 'Hello {{firstName}},\n\nSomeone signed in to your {{siteName}} account asked to change its email address to {{newEmail}}. Nothing changes until the link sent to that address is opened.\n\nIf this was not you, change your password now: whoever asked knows it.\n\nThe {{siteName}} team' },
  { key: 'saved_search_digest', name: 'Saved search digest', placeholders: ['firstName', 'siteName', 'searchName', 'count', 'matches', 'frequency', 'searchUrl', 'unsubscribeLink'],
    subject: '{{count}} new for "{{searchName}}" on {{siteName}}',
    body: 'Hello {{firstName}},\n\nNew companies match your saved search "{{searchName}}":\n{{matches}}\n\nSee them in the directory: {{searchUrl}}\n\n'
      + 'You get this {{frequency}} digest because you asked for it. Stop it with one click (no sign-in needed): {{unsubscribeLink}}\n\nThe {{siteName}} team' },
  { key: 'domain_proof_code', name: 'Domain proof code', placeholders: ['siteName', 'siteUrl', 'code', 'domain', 'companyName', 'managerName', 'expiryMinutes'],
    subject: 'Your {{siteName}} code for {{domain}}',
    body: 'Hello,\n\n{{managerName}} wants to show on {{siteName}} that {{companyName}} holds the domain {{domain}}. The code to prove it is:\n\n{{code}}\n\n'
      + 'It works once, for {{expiryMinutes}} minutes. Give it only to {{managerName}}, who enters it on {{siteName}}. If you did not expect this email, ignore it: nothing is proven without the code.\n\nThe {{siteName}} team ({{siteUrl}})' },
]

export const placeholdersOf = (key: string): readonly string[] => DEFAULT_TEMPLATES.find((t) => t.key === key)?.placeholders ?? []

/** Fills {{placeholders}}; unknown ones become empty. Plain-text mail: no escaping needed beyond control characters. */
export const render = (text: string, values: Readonly<Record<string, string>>): string =>
  // eslint-disable-next-line no-control-regex -- control characters are what this strips from a mail's values
  text.replace(/\{\{\s*([a-zA-Z]+)\s*\}\}/g, (_, k: string) => (values[k] ?? '').replace(/[\u0000-\u0008\u000b-\u001f]/g, ''))

export class PgEmailTemplates {
  constructor(private readonly sql: Sql) {}

  async seedDefaults(): Promise<void> {
    for (const t of DEFAULT_TEMPLATES) {
      await this.sql.run('insert into email_templates (key, name, subject, body) values (?, ?, ?, ?) on conflict (key) do nothing', [t.key, t.name, t.subject, t.body])
    }
  }

  list(): Promise<EmailTemplate[]> {
    return this.sql.all<EmailTemplate>('select id, key, name, subject, body from email_templates order by id')
  }

  byKey(key: string): Promise<EmailTemplate | undefined> {
    return this.sql.one<EmailTemplate>('select id, key, name, subject, body from email_templates where key = ?', [key])
  }

  async update(id: number, subject: string, body: string): Promise<EmailTemplate | undefined> {
    return this.sql.one<EmailTemplate>('update email_templates set subject = ?, body = ?, updated_at = now() where id = ? returning id, key, name, subject, body', [subject, body, id])
  }
}
