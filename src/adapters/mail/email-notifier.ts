import type { TemplateMailer } from '../../application/account/email-verification'
import type { SettingsReader } from '../../application/settings/settings-reader'
import type { DomainEvent } from '../../domain/shared/domain-event'
import type { Projector } from '../persistence/events/pg-event-publisher'
import type { Sql } from '../persistence/sql'

interface Recipient { email: string; first_name: string }

/** The mail each company decision sends its manager (approved and rejected have their own words, below). */
const COMPANY_MAILS: Readonly<Record<string, string>> = {
  CompanySuspended: 'company_suspended',
  CompanyReinstated: 'company_reinstated',
  CompanyVerified: 'company_verified',
  CompanyVerificationRevoked: 'company_verification_revoked',
  CompanyVerificationLapsed: 'company_verification_lapsed',
}

/**
 * Sends the notification emails of domain events through the mail port (the outbox, in the same
 * transaction): welcome; a company approved, rejected, suspended, reinstated, verified or no longer
 * verified (revoked, with the reason; or lapsed at the end of its validity), or its verification ending
 * within 30 days (verification_expiring); an application confirmed or rejected; a media item decided. Reasons go with the
 * decisions that have one. The email switches of the settings decide what is sent. A badge lost
 * by a suspension is told by the suspension's mail alone.
 */
export class EmailNotifier implements Projector {
  constructor(private readonly sql: Sql, private readonly mailer: TemplateMailer, private readonly settings: SettingsReader, private readonly siteUrl: string) {}

  private managerOfCompany(companyId: number) {
    return this.sql.one<Recipient>('select u.email, u.first_name from companies c join users u on u.id = c.manager_id where c.id = ?', [companyId])
  }

  private async send(key: string, to: Recipient | undefined, values: Record<string, string>, kind: string) {
    if (to) await this.mailer.send(key, { email: to.email, firstName: to.first_name }, values, kind)
  }

  async project(events: readonly DomainEvent[]): Promise<void> {
    const s = await this.settings.current()
    if (!s.email.enabled) return
    for (const e of events) {
      const p = e.payload
      const str = (v: unknown) => (typeof v === 'string' ? v : '')
      if (e.type === 'UserRegistered' && s.email.sendWelcomeEmail) {
        await this.send('welcome', await this.sql.one<Recipient>('select email, first_name from users where id = ?', [Number(e.aggregateId)]), {}, 'welcome')
      }
      if (!s.email.sendNotificationEmails) continue
      if (e.type === 'CompanyApproved' || e.type === 'CompanyRejected') {
        const approved = e.type === 'CompanyApproved'
        await this.send(approved ? 'company_approved' : 'company_rejected', await this.managerOfCompany(Number(e.aggregateId)), {
          companyName: str(p.companyName), reason: str(p.reason), companyUrl: `${this.siteUrl}/companies/${e.aggregateId}`, myCompaniesUrl: `${this.siteUrl}/my-companies`,
        }, approved ? 'company_approved' : 'company_rejected')
      }
      const company = {
        companyName: str(p.companyName), reason: str(p.reason), companyUrl: `${this.siteUrl}/companies/${e.aggregateId}`, myCompaniesUrl: `${this.siteUrl}/my-companies`,
      }
      const lostWith = (id: string) => events.some((x) => x.aggregateId === id && (x.type === 'CompanySuspended' || x.type === 'CompanyRejected'))
      const companyMail = COMPANY_MAILS[e.type]
      if (companyMail && !(e.type === 'CompanyVerificationRevoked' && lostWith(e.aggregateId))) {
        await this.send(companyMail, await this.managerOfCompany(Number(e.aggregateId)), company, companyMail)
      }
      if (e.type === 'CompanyVerificationExpiring') {
        const until = new Date(str(p.validUntil))
        await this.send('verification_expiring', await this.managerOfCompany(Number(e.aggregateId)), {
          ...company, validUntil: Number.isNaN(until.getTime()) ? '' : until.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
        }, 'verification_expiring')
      }
      if (e.type === 'ParticipationConfirmed') {
        await this.send('participation_decided', await this.managerOfCompany(Number(p.companyId)), {
          companyName: str(p.companyName), exhibitionName: str(p.exhibitionName), status: 'confirmed',
          boothNumber: p.boothNumber ? `Your booth: ${str(p.boothNumber)}.` : '', exhibitionUrl: `${this.siteUrl}/exhibitions/${String(p.exhibitionId)}`,
        }, 'participation_decided')
      }
      if (e.type === 'ParticipationRejected') {
        await this.send('participation_rejected', await this.managerOfCompany(Number(p.companyId)), {
          companyName: str(p.companyName), exhibitionName: str(p.exhibitionName), reason: str(p.reason),
          exhibitionUrl: `${this.siteUrl}/exhibitions/${String(p.exhibitionId)}`,
        }, 'participation_rejected')
      }
      if ((e.type === 'MediaItemApproved' && !p.automatic) || e.type === 'MediaItemRejected') {
        await this.send('media_decided', await this.managerOfCompany(Number(p.companyId)), {
          title: str(p.title), status: e.type === 'MediaItemApproved' ? 'approved' : 'rejected', reason: p.reason ? `Reason: ${str(p.reason)}` : '',
        }, 'media_decided')
      }
    }
  }
}
