import * as E from 'fp-ts/lib/Either.js'
import type { DomainEvent } from '../shared/domain-event'
import { DEFAULT_LIST_NAME, LIST_NAME_MAX, NOTE_MAX } from './favorite-limits'

export { MAX_FAVORITE_LISTS, NOTE_MAX } from './favorite-limits'

/** A user's saved company. Saving twice, or removing what is not saved, changes nothing. */
export interface FavoriteRepository {
  /** Answers whether a new favourite was stored (in the default list, without a note). */
  add(userId: number, companyId: number, at: Date): Promise<boolean>
  /** Answers whether a favourite was removed. */
  remove(userId: number, companyId: number): Promise<boolean>
  /** The user's favourite of that company, with its list (null: the default list) and note. */
  find(userId: number, companyId: number): Promise<SavedPlace | undefined>
  /** Puts the favourite in a list of its owner's (null: the default list) with that note. */
  place(userId: number, companyId: number, place: SavedPlace): Promise<void>
  /** Moves every favourite of the list back to the default list; answers how many. */
  unlist(userId: number, listId: number): Promise<number>
}

/** Where a favourite is kept, and its owner's private note. */
export interface SavedPlace {
  readonly listId: number | null
  readonly note: string | null
}

export const favoriteEvent = (type: 'FavoriteAdded' | 'FavoriteRemoved', userId: number, company: { id: number; name: string }, userName: string, at: Date): DomainEvent => ({
  type, aggregateType: 'favorite', aggregateId: `${userId}:${company.id}`, actorId: userId, occurredAt: at,
  payload: { companyId: company.id, companyName: company.name, userName },
})

// ------------------------------------------------------------------------------------- lists and notes

/** A list of the user's own. */
export interface FavoriteList {
  readonly id: number
  readonly userId: number
  readonly name: string
}

export interface FavoriteListRepository {
  /** The user's own lists, oldest first. */
  of(userId: number): Promise<readonly FavoriteList[]>
  /** A list of the user's (never another user's). */
  byId(userId: number, id: number): Promise<FavoriteList | undefined>
  /** Stores a new list; undefined when the name was taken meanwhile (the database's unique index). */
  add(userId: number, name: string, at: Date): Promise<FavoriteList | undefined>
  /** Renames a list; false when the name was taken meanwhile. */
  rename(list: FavoriteList, name: string): Promise<boolean>
  remove(list: FavoriteList): Promise<void>
}

export type FavoriteListError =
  | { readonly _tag: 'ListNameInvalid'; readonly message: string }
  | { readonly _tag: 'ListNameTaken' }
  | { readonly _tag: 'TooManyLists' }
  | { readonly _tag: 'NoteInvalid'; readonly message: string }

// Control characters (a tab and line breaks are allowed in a note only).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/
// eslint-disable-next-line no-control-regex
const NOTE_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

/** A list's name: trimmed, 1 to 60 characters, no control character, not the default list's. */
export const listName = (raw: string): E.Either<FavoriteListError, string> => {
  const name = raw.trim()
  if (!name) return E.left({ _tag: 'ListNameInvalid', message: 'Required' })
  if ([...name].length > LIST_NAME_MAX) return E.left({ _tag: 'ListNameInvalid', message: `At most ${LIST_NAME_MAX} characters` })
  if (CONTROL.test(name)) return E.left({ _tag: 'ListNameInvalid', message: 'Must not contain control characters' })
  if (name.toLowerCase() === DEFAULT_LIST_NAME.toLowerCase()) return E.left({ _tag: 'ListNameInvalid', message: `"${DEFAULT_LIST_NAME}" is the default list's name` })
  return E.right(name)
}

/** Whether the user has a list of that name already, whatever the case (`except`: the list being renamed). */
export const nameTaken = (lists: readonly FavoriteList[], name: string, except?: number): boolean =>
  lists.some((l) => l.id !== except && l.name.toLowerCase() === name.toLowerCase())

/** A private note: plain text, trimmed, at most 1000 characters; a blank one is no note. */
export const favoriteNote = (raw: string | null): E.Either<FavoriteListError, string | null> => {
  const note = raw?.trim() ?? ''
  if (!note) return E.right(null)
  if ([...note].length > NOTE_MAX) return E.left({ _tag: 'NoteInvalid', message: `At most ${NOTE_MAX} characters` })
  if (NOTE_CONTROL.test(note)) return E.left({ _tag: 'NoteInvalid', message: 'Must not contain control characters' })
  return E.right(note)
}

export const favoriteListEvent = (type: 'FavoriteListCreated' | 'FavoriteListRenamed' | 'FavoriteListDeleted', list: FavoriteList, at: Date, more: Record<string, unknown> = {}): DomainEvent => ({
  type, aggregateType: 'favorite_list', aggregateId: String(list.id), actorId: list.userId, occurredAt: at,
  payload: { listId: list.id, listName: list.name, ...more },
})
