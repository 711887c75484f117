import { timingSafeEqual } from 'node:crypto'
import * as E from 'fp-ts/lib/Either.js'
import { isPublic } from '../../domain/company/company'
import type { CompanyRepository } from '../../domain/company/company.repository'
import type { Clock } from '../../domain/shared/clock'
import type { FollowSubject, Notification } from '../../domain/watchlist/notification'
import {
  decideSave, parseSavedSearchName, type DigestFrequency, type DirectoryQuestion, type SavedSearch, type SavedSearchError,
} from '../../domain/watchlist/saved-search'
import type { UnitOfWork } from '../ports/unit-of-work'

/** A saved search as its owner's list shows it: with how many matches are new since they last looked. */
export interface SavedSearchView extends SavedSearch {
  readonly newMatches: number
}

/** Port: the saved searches, always asked for by their owner (another user's id is not found). */
export interface SavedSearchStore {
  /** Locks the user against concurrent saves, then counts their saved searches (inside a unit of work). */
  countOwnedLocked(userId: number): Promise<number>
  /** The new saved search, or `name-taken` (unique per user, case-insensitive). */
  insert(userId: number, name: string, question: DirectoryQuestion, frequency: DigestFrequency, now: Date): Promise<SavedSearch | 'name-taken'>
  byId(userId: number, id: number): Promise<SavedSearch | undefined>
  list(userId: number): Promise<readonly SavedSearchView[]>
  rename(userId: number, id: number, name: string): Promise<'renamed' | 'name-taken' | 'not-found'>
  setFrequency(userId: number, id: number, frequency: DigestFrequency): Promise<boolean>
  markSeen(userId: number, id: number, at: Date): Promise<boolean>
  remove(userId: number, id: number): Promise<boolean>
  /** For an unsubscribe link: the search's id and salt, whoever owns it. */
  unsubscribeSaltOf(id: number): Promise<{ readonly name: string; readonly salt: string; readonly frequency: DigestFrequency } | undefined>
  turnDigestOff(id: number): Promise<void>
}

/** A follow as its user's list shows it: with the company's or the sector's name. */
export type FollowView = FollowSubject & { readonly name: string }

/** Port: what a user follows. */
export interface FollowStore {
  /** Answers whether a new follow was stored (following twice changes nothing). */
  follow(userId: number, subject: FollowSubject, at: Date): Promise<boolean>
  unfollow(userId: number, subject: FollowSubject): Promise<boolean>
  /** Oldest first. */
  list(userId: number): Promise<readonly FollowView[]>
  sectorExists(sectorId: number): Promise<boolean>
  exhibitionExists(exhibitionId: number): Promise<boolean>
}

/** Port: a user's notifications. */
export interface NotificationStore {
  list(userId: number, limit: number): Promise<readonly Notification[]>
  unreadCount(userId: number): Promise<number>
  /** Marks the user's notifications read (these ids, or all); answers how many changed. */
  markRead(userId: number, ids: readonly number[] | 'all', at: Date): Promise<number>
}

/** Port: signs a saved search's unsubscribe link (a keyed hash of its id and salt; nothing secret is stored with the search). */
export interface UnsubscribeSigner {
  sign(savedSearchId: number, salt: string): Promise<string>
}

export type FollowError = { readonly _tag: 'CompanyNotFound' } | { readonly _tag: 'SectorNotFound' } | { readonly _tag: 'ExhibitionNotFound' }
export type UnsubscribeError = { readonly _tag: 'UnsubscribeLinkNotValid' }

const notFound = { _tag: 'SavedSearchNotFound' } as const

/** Saved searches, follows and notifications: every command is its owner's, in one unit of work. */
export class Watchlists {
  constructor(
    private readonly searches: SavedSearchStore,
    private readonly follows: FollowStore,
    private readonly notifications: NotificationStore,
    private readonly companies: CompanyRepository,
    private readonly signer: UnsubscribeSigner,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  save(userId: number, input: { readonly name: string; readonly question: DirectoryQuestion; readonly frequency?: DigestFrequency }): Promise<E.Either<SavedSearchError, SavedSearch>> {
    return this.uow.run(async () => {
      const name = decideSave(await this.searches.countOwnedLocked(userId), input.name, input.question)
      if (E.isLeft(name)) return name
      const saved = await this.searches.insert(userId, name.right, input.question, input.frequency ?? 'off', this.clock.now())
      return saved === 'name-taken' ? E.left({ _tag: 'SavedSearchNameTaken' } as const) : E.right(saved)
    })
  }

  rename(userId: number, id: number, rawName: string): Promise<E.Either<SavedSearchError, SavedSearch>> {
    return this.uow.run(async () => {
      const name = parseSavedSearchName(rawName)
      if (E.isLeft(name)) return name
      const done = await this.searches.rename(userId, id, name.right)
      if (done === 'not-found') return E.left(notFound)
      if (done === 'name-taken') return E.left({ _tag: 'SavedSearchNameTaken' } as const)
      return E.right((await this.searches.byId(userId, id))!)
    })
  }

  setFrequency(userId: number, id: number, frequency: DigestFrequency): Promise<E.Either<SavedSearchError, SavedSearch>> {
    return this.uow.run(async () => {
      if (!await this.searches.setFrequency(userId, id, frequency)) return E.left(notFound)
      return E.right((await this.searches.byId(userId, id))!)
    })
  }

  /** Its owner looked at the matches: they are no longer new. */
  markSeen(userId: number, id: number): Promise<E.Either<SavedSearchError, void>> {
    return this.uow.run(async () => (await this.searches.markSeen(userId, id, this.clock.now()) ? E.right(undefined) : E.left(notFound)))
  }

  remove(userId: number, id: number): Promise<E.Either<SavedSearchError, void>> {
    return this.uow.run(async () => (await this.searches.remove(userId, id) ? E.right(undefined) : E.left(notFound)))
  }

  /** Follows a public company, a sector or an exhibition; idempotent. */
  follow(userId: number, subject: FollowSubject): Promise<E.Either<FollowError, void>> {
    return this.uow.run(async () => {
      if (subject.kind === 'company') {
        const company = await this.companies.byId(subject.id)
        if (!company || !isPublic(company)) return E.left({ _tag: 'CompanyNotFound' } as const)
      } else if (subject.kind === 'sector') {
        if (!await this.follows.sectorExists(subject.id)) return E.left({ _tag: 'SectorNotFound' } as const)
      } else if (!await this.follows.exhibitionExists(subject.id)) return E.left({ _tag: 'ExhibitionNotFound' } as const)
      await this.follows.follow(userId, subject, this.clock.now())
      return E.right(undefined)
    })
  }

  /** Stops following; idempotent. */
  unfollow(userId: number, subject: FollowSubject): Promise<E.Either<never, void>> {
    return this.uow.run(async () => { await this.follows.unfollow(userId, subject); return E.right(undefined) })
  }

  markRead(userId: number, ids: readonly number[] | 'all'): Promise<E.Either<never, number>> {
    return this.uow.run(async () => E.right(await this.notifications.markRead(userId, ids, this.clock.now())))
  }

  /** What an unsubscribe link is for (its search's name and frequency), or not valid: nothing tells an unknown search from a wrong token. */
  async unsubscribeLink(id: number, token: string): Promise<E.Either<UnsubscribeError, { readonly name: string; readonly frequency: DigestFrequency }>> {
    const found = await this.searches.unsubscribeSaltOf(id)
    if (!found || !sameText(await this.signer.sign(id, found.salt), token)) return E.left({ _tag: 'UnsubscribeLinkNotValid' })
    return E.right({ name: found.name, frequency: found.frequency })
  }

  /** One click, no sign-in: the search's digest is turned off. */
  unsubscribe(id: number, token: string): Promise<E.Either<UnsubscribeError, { readonly name: string }>> {
    return this.uow.run(async () => {
      const link = await this.unsubscribeLink(id, token)
      if (E.isLeft(link)) return link
      await this.searches.turnDigestOff(id)
      return E.right({ name: link.right.name })
    })
  }
}

const sameText = (a: string, b: string): boolean => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}
