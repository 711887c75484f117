import type { DomainEvent } from '../../../domain/shared/domain-event'
import type { Clock } from '../../../domain/shared/clock'
import type { User } from '../../../domain/user/user'
import { companyViewed, isPublic } from '../../../domain/company/company'
import { liveSummary } from '../../../domain/verification/passport'
import { isCrawler, viewDayOf, visitorKeyOf } from '../../../domain/company/company-visitor'
import { canSee, overseesCompany } from '../company-access'
import type { CompanyDetailView, CompanyReadModel } from './company-views'

/**
 * Port: a company's view count. A view is a write on the hottest path of the platform, so the port
 * takes the whole of it at once: the visitor's first view of the company, its event in the log and
 * every read model's view counter, in one atomic write.
 */
export interface CompanyViewCounter {
  /**
   * Counts `view` (a CompanyViewed event) unless this visitor key was counted for the company on the
   * view's day (UTC, of its `occurredAt`) before: once per company, visitor and day, also when two
   * requests of the same visitor arrive at once. Answers the company's view count afterwards either
   * way (undefined when the company is gone).
   */
  count(view: DomainEvent, visitorKey: string): Promise<number | undefined>
  /** The company's view count now, counting nothing (undefined when the company is gone). */
  current(companyId: number): Promise<number | undefined>
}

/**
 * Port: a visitor's fingerprint for a day, for requests without a visitor cookie: a keyed hash of their
 * address and User-Agent whose key changes every day, so that neither is kept and the fingerprints of
 * two days cannot be linked. The same address and User-Agent on the same day give the same fingerprint.
 */
export interface VisitorFingerprints {
  of(address: string, userAgent: string, day: string): Promise<string>
}

/** Who asks for a profile, as far as counting a view goes. */
export interface ProfileVisitor {
  /** Their User-Agent: crawlers and generic HTTP clients are not visitors (domain/company/company-visitor.ts). */
  readonly userAgent: string | undefined
  /** The key of their visitor cookie, when the request carries a valid one. */
  readonly cookieKey: string | undefined
  /** The client's address (the trusted proxies' word for it, never what the client says itself). */
  readonly address: string
}

/**
 * A company profile as its viewer may see it. Visitors (anyone but its manager and admins) read the
 * profile kept for reading and count a view, once a day (docs/decisions.md, "Profile views"); crawlers
 * read it and count nothing; its manager and admins read it fresh and count nothing.
 */
export class ViewCompanyProfile {
  constructor(
    private readonly reads: Pick<CompanyReadModel, 'profile' | 'detail'>, private readonly views: CompanyViewCounter,
    private readonly fingerprints: VisitorFingerprints, private readonly clock: Clock,
  ) {}

  /**
   * Undefined: no such company for this viewer. `counted`: told the key a view was counted under (the
   * visitor cookie to give a visitor that has none, so that their next requests are the same visitor).
   */
  async execute(id: number, viewer: User | undefined, visitor: ProfileVisitor, counted: (visitorKey: string) => void = () => undefined): Promise<CompanyDetailView | undefined> {
    const profile = await this.reads.profile(id)
    if (!profile || !canSee(profile, viewer)) return undefined
    if (!isPublic(profile) || overseesCompany(profile, viewer)) return this.reads.detail(id)
    const now = this.clock.now()
    // A profile kept for reading never shows a passport past its validUntil.
    const live = (views: number) => ({ ...profile, views, passport: liveSummary(profile.passport, now) })
    if (isCrawler(visitor.userAgent)) {
      const views = await this.views.current(id)
      return views === undefined ? undefined : live(views)
    }
    const key = await visitorKeyOf(visitor.cookieKey, () => this.fingerprints.of(visitor.address, visitor.userAgent ?? '', viewDayOf(now)))
    const views = await this.views.count(companyViewed(profile, viewer?.id ?? null, now), key)
    if (views !== undefined) counted(key)
    return views === undefined ? undefined : live(views)
  }
}
