import type { DomainEvent } from '../../../domain/shared/domain-event'
import type { Clock } from '../../../domain/shared/clock'
import type { User } from '../../../domain/user/user'
import { companyViewed, isPublic } from '../../../domain/company/company'
import { liveSummary } from '../../../domain/verification/passport'
import { canSee, overseesCompany } from '../company-access'
import type { CompanyDetailView, CompanyReadModel } from './company-views'

/**
 * Port: a company's view count. A view is a write on the hottest path of the platform, so the port
 * takes the whole of it at once: the visitor's first view of the company, its event in the log and
 * every read model's view counter, in one atomic write.
 */
export interface CompanyViewCounter {
  /**
   * Counts `view` (a CompanyViewed event) unless this visitor key was counted for the company before.
   * Answers the company's view count afterwards either way (undefined when the company is gone).
   */
  count(view: DomainEvent, visitorKey: string): Promise<number | undefined>
}

/**
 * A company profile as its viewer may see it. Visitors (anyone but its manager and admins) read the
 * profile kept for reading and count a view; its manager and admins read it fresh and count nothing.
 */
export class ViewCompanyProfile {
  constructor(private readonly reads: Pick<CompanyReadModel, 'profile' | 'detail'>, private readonly views: CompanyViewCounter, private readonly clock: Clock) {}

  /** `visitorKey` is asked for only when a view is counted. Undefined: no such company for this viewer. */
  async execute(id: number, viewer: User | undefined, visitorKey: () => string): Promise<CompanyDetailView | undefined> {
    const profile = await this.reads.profile(id)
    if (!profile || !canSee(profile, viewer)) return undefined
    if (!isPublic(profile) || overseesCompany(profile, viewer)) return this.reads.detail(id)
    const views = await this.views.count(companyViewed(profile, viewer?.id ?? null, this.clock.now()), visitorKey())
    // A profile kept for reading never shows a passport past its validUntil.
    return views === undefined ? undefined : { ...profile, views, passport: liveSummary(profile.passport, this.clock.now()) }
  }
}
