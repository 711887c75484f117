import * as E from 'fp-ts/lib/Either.js'
import { parseName, type NameRefused } from '../shared/name'
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_NAME_MAX } from './limits'

/**
 * A saved search (docs/ubiquitous-language/watchlists.md): a user's directory question kept under a
 * name, which tells them what is new: the companies approved since that match it (notifications),
 * counted as new until they look again, and mailed in a digest when they ask for one.
 */

export { MAX_SAVED_SEARCHES, SAVED_SEARCH_NAME_MAX }

export type DigestFrequency = 'off' | 'daily' | 'weekly'
export const DIGEST_FREQUENCIES: readonly DigestFrequency[] = ['off', 'daily', 'weekly']

/** The directory's question as a saved search keeps it: the text, the filters and the order, never a page. */
export interface DirectoryQuestion {
  readonly search?: string
  readonly sectorId?: number
  readonly subsectorId?: number
  /** Country names or ISO codes, as the directory takes them. */
  readonly countries?: readonly string[]
  readonly verified?: boolean
  readonly sort?: 'relevant' | 'a-z' | 'recent' | 'popular'
}

export interface SavedSearch {
  readonly id: number
  readonly userId: number
  readonly name: string
  readonly question: DirectoryQuestion
  readonly frequency: DigestFrequency
  /** When its owner last looked at its matches: what came after is new. */
  readonly lastSeenAt: Date
  readonly createdAt: Date
}

export type SavedSearchError =
  | { readonly _tag: 'SavedSearchNameRefused'; readonly refused: NameRefused }
  | { readonly _tag: 'SavedSearchNameTaken' }
  | { readonly _tag: 'SavedSearchLimitReached'; readonly max: number }
  | { readonly _tag: 'SavedSearchNotFound' }
  | { readonly _tag: 'SavedSearchQuestionEmpty' }

/** A question with neither text nor filter would tell of every approved company: refused. */
const isEmptyQuestion = (q: DirectoryQuestion): boolean =>
  !q.search?.trim() && q.sectorId === undefined && q.subsectorId === undefined && !q.countries?.length && q.verified === undefined

/** The name as kept: trimmed, not blank, at most 80 characters, no hidden character. */
export const parseSavedSearchName = (raw: string): E.Either<SavedSearchError, string> =>
  E.mapLeft((refused: NameRefused): SavedSearchError => ({ _tag: 'SavedSearchNameRefused', refused }))(parseName(raw, SAVED_SEARCH_NAME_MAX))

/** Saving one more search: refused when the name is not one, the question is empty, or the user keeps as many as allowed. */
export const decideSave = (kept: number, rawName: string, question: DirectoryQuestion): E.Either<SavedSearchError, string> => {
  if (isEmptyQuestion(question)) return E.left({ _tag: 'SavedSearchQuestionEmpty' })
  if (kept >= MAX_SAVED_SEARCHES) return E.left({ _tag: 'SavedSearchLimitReached', max: MAX_SAVED_SEARCHES })
  return parseSavedSearchName(rawName)
}

/**
 * The digest period an instant falls in, as the digests table keys it: the UTC day (`day 2026-11-27`)
 * or the ISO week by its Monday (`week 2026-11-23`). One digest per saved search and period.
 */
export const digestPeriod = (frequency: Exclude<DigestFrequency, 'off'>, at: Date): string => {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()))
  if (frequency === 'daily') return `day ${day.toISOString().slice(0, 10)}`
  const monday = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000)
  return `week ${monday.toISOString().slice(0, 10)}`
}

/** The words of a search as the directory reads them: lower-case letters and digits, at most eight (pg-directory.read-model.ts). */
export const searchWords = (search: string | undefined): string[] =>
  search?.trim() ? search.trim().slice(0, 100).toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [] : []

/** The words as a tsquery's text, as the directory's full-text way asks it: a word of four letters or more stands for the words it begins. */
export const tsqueryText = (words: readonly string[]): string | null =>
  words.length ? words.map((w) => ([...w].length >= 4 ? `${w}:*` : w)).join(' & ') : null

/** The key of a word in a search's anchors and a company's: its first four letters (`w:tech`). */
export const wordKey = (word: string): string => `w:${[...word].slice(0, 4).join('')}`
