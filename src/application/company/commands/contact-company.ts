import * as E from 'fp-ts/lib/Either.js'
import { isPublic } from '../../../domain/company/company'
import type { CompanyRepository } from '../../../domain/company/company.repository'
import type { Clock } from '../../../domain/shared/clock'
import { fullName, type User } from '../../../domain/user/user'
import type { Mailer } from '../../ports/mailer'
import type { UnitOfWork } from '../../ports/unit-of-work'
import type { SettingsReader } from '../../settings/settings-reader'

const CONTACT_LIMIT_PER_HOUR = 5

export type ContactCompanyError =
  | { readonly _tag: 'CompanyNotFound' }
  | { readonly _tag: 'TooManyMessages'; readonly retryAfterSeconds: number }

/**
 * The profile's Contact tab: a signed-in user's message goes to the company's contact email, with
 * the sender's name and email to reply to, and the site's name (the Site name setting). At most five
 * messages an hour per user.
 */
export class ContactCompanyHandler {
  constructor(
    private readonly companies: CompanyRepository, private readonly mailer: Mailer, private readonly uow: UnitOfWork, private readonly clock: Clock,
    private readonly settings: SettingsReader,
  ) {}

  execute(sender: User, companyId: number, subject: string, message: string): Promise<E.Either<ContactCompanyError, void>> {
    return this.uow.run(async () => {
      const company = await this.companies.byId(companyId)
      if (!company || !isPublic(company)) return E.left({ _tag: 'CompanyNotFound' } as const)
      const now = this.clock.now()
      const sent = await this.mailer.countSentBy(sender.id, 'company_contact', new Date(now.getTime() - 3600_000))
      if (sent >= CONTACT_LIMIT_PER_HOUR) return E.left({ _tag: 'TooManyMessages', retryAfterSeconds: 3600 } as const)
      const { siteName } = (await this.settings.current()).general
      await this.mailer.enqueue({
        kind: 'company_contact', to: company.contactEmail, replyTo: sender.email, senderUserId: sender.id,
        subject: `[${siteName}] ${subject}`,
        body: `${message}\n\n--\nSent by ${fullName(sender)} <${sender.email}> through the ${company.name} profile on ${siteName}.`,
      })
      return E.right(undefined)
    })
  }
}
