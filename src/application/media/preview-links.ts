import * as E from 'fp-ts/lib/Either.js'
import type { CompanyRepository } from '../../domain/company/company.repository'
import { isEmbargoed } from '../../domain/media/media-item'
import type { MediaRepository } from '../../domain/media/media.repository'
import type { Clock } from '../../domain/shared/clock'
import type { User } from '../../domain/user/user'
import type { EventPublisher } from '../ports/event-publisher'
import type { TextSigner } from '../ports/text-signer'
import type { UnitOfWork } from '../ports/unit-of-work'
import { isModerator } from './media-commands'

/** How long a preview link lasts at most (docs/decisions.md, "Preview links"). */
const PREVIEW_HOURS = 72
/** A preview link outlives the publication by this much at most: past it the page is public anyway. */
const AFTER_PUBLICATION_MS = 3600_000

/** A token: the signature (43 base64url characters: 32 bytes) and its expiry in seconds since the epoch. */
const TOKEN = /^([A-Za-z0-9_-]{43})\.([1-9][0-9]{0,11})$/

/** Compares two strings in a time that does not tell where they differ. */
const sameText = (a: string, b: string): boolean => {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}

/** What a preview token is worth for an item: it opens it, it has expired (a genuine link, too late), or it is not one. */
export type PreviewCheck = 'valid' | 'expired' | 'invalid'

/**
 * Signed, expiring preview tokens of a media item (issue 22): base64url(HMAC-SHA-256(key, `preview:{id}|{expiry}`)),
 * a dot, the expiry (seconds). Nothing is stored: the signature proves the link, its expiry ends it.
 */
export class PreviewTokens {
  constructor(private readonly signer: TextSigner) {}

  private signature(mediaId: number, expiry: number): Promise<string> {
    return this.signer.sign(`preview:${mediaId}|${expiry}`)
  }

  /** A token for the item, valid until `expiresAt` (to the second, earlier). */
  async token(mediaId: number, expiresAt: Date): Promise<{ token: string; expiresAt: Date }> {
    const expiry = Math.floor(expiresAt.getTime() / 1000)
    return { token: `${await this.signature(mediaId, expiry)}.${expiry}`, expiresAt: new Date(expiry * 1000) }
  }

  async check(token: string | undefined, mediaId: number, now: Date): Promise<PreviewCheck> {
    const m = token === undefined ? null : TOKEN.exec(token)
    if (!m) return 'invalid'
    const expiry = Number(m[2])
    if (!sameText(m[1], await this.signature(mediaId, expiry))) return 'invalid'
    return expiry * 1000 > now.getTime() ? 'valid' : 'expired'
  }
}

export type PreviewLinkError =
  | { readonly _tag: 'MediaNotFound' }
  | { readonly _tag: 'NotAllowed'; readonly reason: string }
  | { readonly _tag: 'NotEmbargoed' }

export interface PreviewLink {
  readonly mediaId: number
  readonly title: string
  readonly token: string
  readonly expiresAt: Date
}

/**
 * 'Get a preview link' of an embargoed item: its company's manager and moderators (media users, admins,
 * the super admin) only. It lasts PREVIEW_HOURS, and never beyond an hour after the publication (the page
 * is public then). Only an approved item under embargo has one: a public item is shared by its page, an
 * item not approved is previewed by nobody outside moderation. Recorded (MediaPreviewLinkCreated, the
 * expiry, never the token).
 */
export class PreviewLinks {
  constructor(
    private readonly media: MediaRepository,
    private readonly companies: CompanyRepository,
    private readonly tokens: PreviewTokens,
    private readonly events: EventPublisher,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  create(actor: User, mediaId: number): Promise<E.Either<PreviewLinkError, PreviewLink>> {
    return this.uow.run(async () => {
      const item = await this.media.byId(mediaId)
      if (!item) return E.left({ _tag: 'MediaNotFound' } as const)
      const company = await this.companies.byId(item.companyId)
      const own = !!company && company.managerId === actor.id && actor.role === 'company_manager'
      if (!own && !isModerator(actor.role)) {
        return E.left({ _tag: 'NotAllowed', reason: "Preview links are for the company's managers and media professionals" } as const)
      }
      const now = this.clock.now()
      if (!isEmbargoed(item, now)) return E.left({ _tag: 'NotEmbargoed' } as const)
      const until = Math.min(now.getTime() + PREVIEW_HOURS * 3600_000, item.publishedAt!.getTime() + AFTER_PUBLICATION_MS)
      const { token, expiresAt } = await this.tokens.token(item.id, new Date(until))
      await this.events.publish([{
        type: 'MediaPreviewLinkCreated', aggregateType: 'media', aggregateId: String(item.id), actorId: actor.id, occurredAt: now,
        payload: { title: item.title, mediaType: item.type, companyId: item.companyId, expiresAt: expiresAt.toISOString() },
      }])
      return E.right({ mediaId: item.id, title: item.title, token, expiresAt })
    })
  }
}
