import * as E from 'fp-ts/lib/Either.js'
import type { PassportSummary } from '../../domain/verification/check-kinds'
import { isPublic, type Company } from '../../domain/company/company'
import type { CompanyRepository } from '../../domain/company/company.repository'
import { MEDIA_STATUSES, MEDIA_TYPES, type MediaStatus, type MediaType } from '../../domain/media/media-type'
import type { Clock } from '../../domain/shared/clock'
import type { User } from '../../domain/user/user'
import { overseesCompany } from '../company/company-access'
import { isModerator } from './media-commands'
import type { MediaItemView, MediaListQuery, MediaReadModel } from './media-views'
import type { PreviewTokens } from './preview-links'

/** The system's time, where no clock is given (specs that do not move time). */
const systemClock: Clock = { now: () => new Date() }

/** Published: approved and its publication time come (an approved item before it is embargoed). */
const published = (item: MediaItemView, now: Date): boolean =>
  item.status === 'approved' && !!item.publishedAt && new Date(item.publishedAt).getTime() <= now.getTime()

/** Press kits are for media users and admins; others read news, press releases and events. */
const readableTypes = (viewer: User | undefined): MediaType[] =>
  MEDIA_TYPES.filter((t) => (!!viewer && isModerator(viewer.role)) || t !== 'press_kit')

/** A company's media page lists at most this many items. */
const COMPANY_PAGE_SIZE = 200

/** A feed (RSS) holds the newest items only. */
const FEED_SIZE = 50

/** An item as its public page shows it: its company's Verified badge too, and the passport behind it (issue 22). */
export interface MediaPageView extends MediaItemView {
  readonly companyVerified: boolean
  /** The issuer's public passport (when, until when, the checks passed; never evidence): proof that the issuer is verified. */
  readonly companyPassport: PassportSummary | null
}

/** Port: the public passports of companies (CompanyReadModel.passportSummaries). */
export interface PassportSummaries {
  passportSummaries(companyIds: readonly number[]): Promise<ReadonlyMap<number, PassportSummary>>
}

/** Who answers the press for a company; null on a newsroom when none of it is set. */
export interface MediaContactView {
  readonly name: string | null
  readonly email: string | null
  readonly phone: string | null
}

/** A company's media contact, or null when none of it is set. */
const mediaContactOf = (c: Company): MediaContactView | null => {
  const { mediaContactName: name, mediaContactEmail: email, mediaContactPhone: phone } = c
  return name || email || phone ? { name, email, phone } : null
}

/** A company's newsroom: the company, its media contact and a page of its public items. */
export interface Newsroom {
  readonly company: { readonly id: number; readonly name: string; readonly logo: string | null }
  readonly mediaContact: MediaContactView | null
  readonly items: readonly MediaItemView[]
  readonly total: number
}

export type ViewMediaError =
  | { readonly _tag: 'SignInRequired' }
  | { readonly _tag: 'MediaNotFound' }
  | { readonly _tag: 'CompanyNotFound' }
  | { readonly _tag: 'PressKitsForMediaOnly' }
  | { readonly _tag: 'PreviewExpired' }
  | { readonly _tag: 'MediaProfessionalsOnly' }

/** An embargoed item as media professionals see it listed: what it is and when it is out, not its text (issue 22). */
export interface EmbargoedItemView {
  readonly id: number
  readonly title: string
  readonly type: MediaType
  readonly companyId: number
  readonly companyName: string
  readonly embargoUntil: string
}

/** The "Under embargo" list holds at most this many items, the soonest out first. */
const EMBARGO_LIST_SIZE = 100

/** What the media center asks for; who asks decides which statuses and types it gets. */
export interface MediaCenterQuery extends Omit<MediaListQuery, 'statuses' | 'types' | 'companyId' | 'anyCompany'> {
  /** Moderators choose a status (default: every status); everyone else reads approved items. */
  readonly status?: MediaStatus | 'all'
  readonly type?: MediaType
}

/**
 * Who sees which media items. Someone who may not see an item (or a company's items) learns
 * nothing about it: the answer is the same as for one that does not exist.
 */
export class ViewMedia {
  constructor(
    private readonly reads: MediaReadModel,
    private readonly companies: CompanyRepository,
    private readonly clock: Clock = systemClock,
    private readonly tokens?: PreviewTokens,
    private readonly passports?: PassportSummaries,
  ) {}

  /**
   * One item, to signed-in users: any status to its company's manager and to moderators (media
   * users, admins); to others a published item of a public company, press kits excepted (an embargoed
   * one is not there for them until its time).
   */
  async item(viewer: User | undefined, id: number): Promise<E.Either<ViewMediaError, MediaItemView>> {
    if (!viewer) return E.left({ _tag: 'SignInRequired' })
    const item = await this.reads.detail(id)
    if (!item) return E.left({ _tag: 'MediaNotFound' })
    const company = await this.companies.byId(item.companyId)
    const own = !!company && company.managerId === viewer.id
    const canSee = own || isModerator(viewer.role)
      || (published(item, this.clock.now()) && !!company && isPublic(company) && readableTypes(viewer).includes(item.type))
    return canSee ? E.right(item) : E.left({ _tag: 'MediaNotFound' })
  }

  /**
   * An item's own public page (issue 22), to anyone, signed in or not: an approved item of a public
   * company, with whether its company holds the Verified badge. A press kit stays for media professionals
   * (docs/decisions.md): its page only to media users and admins, as the media center shows it; to anyone
   * else it is answered like an item that does not exist, as every item that is not public (pending,
   * rejected, or of a company that is not public, whoever asks: the page is what the public sees).
   *
   * An embargoed item (approved, its publication time ahead; issue 22) is answered as one that does not
   * exist, but to its company's manager, to moderators and with a valid `preview` token of it: then it comes
   * with its `embargoUntil`. A genuine token whose time has passed is `PreviewExpired` while the embargo
   * lasts; once the item is published, any token is ignored (the page is public).
   */
  async page(viewer: User | undefined, id: number, preview?: string): Promise<E.Either<ViewMediaError, MediaPageView>> {
    const item = await this.reads.detail(id)
    if (!item || item.status !== 'approved' || !readableTypes(viewer).includes(item.type)) return E.left({ _tag: 'MediaNotFound' })
    const company = await this.companies.byId(item.companyId)
    if (!company || !isPublic(company)) return E.left({ _tag: 'MediaNotFound' })
    const now = this.clock.now()
    if (!published(item, now)) {
      const insider = !!viewer && (company.managerId === viewer.id || isModerator(viewer.role))
      const check = preview === undefined || !this.tokens ? 'invalid' : await this.tokens.check(preview, item.id, now)
      if (check === 'expired' && !insider) return E.left({ _tag: 'PreviewExpired' })
      if (check !== 'valid' && !insider) return E.left({ _tag: 'MediaNotFound' })
    }
    const companyPassport = company.isVerified && this.passports ? (await this.passports.passportSummaries([company.id])).get(company.id) ?? null : null
    return E.right({ ...item, companyVerified: company.isVerified, companyPassport })
  }

  /**
   * "Under embargo" (issue 22): the approved items whose publication time is ahead, soonest first, for media
   * professionals (moderators) to ask a preview link of: title, company and time, never the text.
   */
  async embargoed(viewer: User): Promise<E.Either<ViewMediaError, readonly EmbargoedItemView[]>> {
    if (!isModerator(viewer.role)) return E.left({ _tag: 'MediaProfessionalsOnly' })
    const { items } = await this.reads.list({ statuses: ['approved'], embargoed: true, types: MEDIA_TYPES, page: 1, pageSize: EMBARGO_LIST_SIZE })
    return E.right(items.filter((i) => i.embargoUntil !== null)
      .map((i) => ({ id: i.id, title: i.title, type: i.type, companyId: i.companyId, companyName: i.companyName, embargoUntil: i.embargoUntil! }))
      .sort((a, b) => a.embargoUntil.localeCompare(b.embargoUntil) || a.id - b.id))
  }

  /**
   * A company's items: every status and type to its manager and admins, whatever the company's
   * status; to anyone else (visitors too) the approved items of a public company, press kits only
   * to media users.
   */
  async ofCompany(viewer: User | undefined, companyId: number): Promise<E.Either<ViewMediaError, readonly MediaItemView[]>> {
    const company = await this.companies.byId(companyId)
    const own = !!company && overseesCompany(company, viewer)
    if (!company || (!isPublic(company) && !own)) return E.left({ _tag: 'CompanyNotFound' })
    const { items } = await this.reads.list({
      companyId, anyCompany: own, statuses: own ? MEDIA_STATUSES : ['approved'], types: own ? MEDIA_TYPES : readableTypes(viewer),
      published: !own, page: 1, pageSize: COMPANY_PAGE_SIZE,
    })
    return E.right(items)
  }

  /**
   * The media center: approved items to readers, any status a moderator asks for; press kits only
   * to moderators (asking for them otherwise is refused, not answered empty).
   */
  async center(viewer: User, q: MediaCenterQuery): Promise<E.Either<ViewMediaError, { items: readonly MediaItemView[]; total: number }>> {
    const moderator = isModerator(viewer.role)
    if (q.type === 'press_kit' && !moderator) return E.left({ _tag: 'PressKitsForMediaOnly' })
    const { status, type, ...rest } = q
    const statuses = !moderator ? ['approved' as const] : !status || status === 'all' ? MEDIA_STATUSES : [status]
    return E.right(await this.reads.list({ ...rest, statuses, types: type ? [type] : readableTypes(viewer), published: !moderator }))
  }

  /** The media center's public feed (RSS): the newest approved items anyone may read (no press kits). */
  async feed(): Promise<readonly MediaItemView[]> {
    return this.feedItems(undefined)
  }

  /** A public company's feed (RSS), with its name; no feed for a company that is not public. */
  async companyFeed(companyId: number): Promise<E.Either<ViewMediaError, { companyName: string; mediaContact: MediaContactView | null; items: readonly MediaItemView[] }>> {
    const company = await this.companies.byId(companyId)
    if (!company || !isPublic(company)) return E.left({ _tag: 'CompanyNotFound' })
    return E.right({ companyName: company.name, mediaContact: mediaContactOf(company), items: await this.feedItems(companyId) })
  }

  /**
   * A public company's newsroom (issue 22): its public items as its feed holds them (approved, no
   * press kits, whoever asks: the page is the same for everyone), newest first, a page at a time,
   * with its media contact. No newsroom for a company that is not public.
   */
  async newsroom(companyId: number, page: number, pageSize: number): Promise<E.Either<ViewMediaError, Newsroom>> {
    const company = await this.companies.byId(companyId)
    if (!company || !isPublic(company)) return E.left({ _tag: 'CompanyNotFound' })
    const { items, total } = await this.reads.list({ companyId, statuses: ['approved'], types: readableTypes(undefined), published: true, page, pageSize })
    return E.right({
      company: { id: company.id, name: company.name, logo: company.logo },
      mediaContact: mediaContactOf(company),
      items, total,
    })
  }

  private async feedItems(companyId: number | undefined): Promise<readonly MediaItemView[]> {
    return (await this.reads.list({ companyId, statuses: ['approved'], types: readableTypes(undefined), published: true, page: 1, pageSize: FEED_SIZE })).items
  }
}
