import type { Sql } from '../../persistence/sql'

/**
 * How a text question finds its matches in a bounded amount of work, whatever the number of listed
 * companies and of matches (docs/performance.md, "Text questions"). Three ways, chosen from what the
 * maintained tables already know (how many companies use each word, how many a filter keeps):
 *
 * - `filter`: the filters keep at most `filterFirst` companies: those are read (filter indexes) and
 *   tested against the words. Exact.
 * - `index`: the rarest word (with its prefix completions) is used by at most `rareWord` companies: the
 *   full-text index finds them all, the other words and the filters are tested on them. Exact.
 * - `terms`: every word is common. The ordered word index (directory_terms: the words of names,
 *   products and services, each company's row ordered by tier — name before products — then
 *   popularity) is read for the rarest word in that order and stops after `termsBudget` rows per
 *   completion; the other words and the filters are tested on those rows. A common word is matched in
 *   names, products and services only (not in descriptions), the way a stop list keeps "and" out.
 *
 * The result is a CTE `c (company_id)` of at most TEXT_WINDOW matches, best first, and whether the
 * search stopped before it had seen every match (`capped`, an SQL expression over the CTEs).
 */
export const TEXT_WINDOW = 1000

/** Where one way gives way to the next (tests lower them to try every way on a small directory). */
export interface TextLimits { readonly filterFirst: number; readonly rareWord: number; readonly termsBudget: number }
export const TEXT_LIMITS: TextLimits = { filterFirst: 5000, rareWord: 5000, termsBudget: 10_000 }
/** How many dictionary words a beginning of four letters or more stands for in the word index. */
const COMPLETIONS = 16

export interface Matches {
  readonly clause: string
  readonly params: readonly unknown[]
  /** SQL (after `with ${clause}`) that is true when the matches were cut short. */
  readonly capped: string
  readonly way: 'filter' | 'index' | 'terms'
}

export interface TextFilter {
  /** SQL over the alias `d` (directory_entries) or `w` (directory_terms): the same column names. */
  readonly clause: (alias: 'd' | 'w') => string
  readonly params: readonly unknown[]
  /** How many companies the filters keep (undefined: no filter). */
  readonly count?: () => Promise<number>
}

const MIN_PREFIX = 4

/** A word of a search, and whether it stands for the words it begins (from four letters, or a short word completed). */
export interface Term { readonly word: string; readonly prefix: boolean }
export const termsOf = (words: readonly string[]): Term[] => words.map((word) => ({ word, prefix: [...word].length >= MIN_PREFIX }))
export const tsqueryOf = (terms: readonly Term[]): string => terms.map((t) => (t.prefix ? `${t.word}:*` : t.word)).join(' & ')

/** A word and what it stands for in the dictionary: itself, or the words it begins. */
const completionsOf = (sql: Sql, { word: w, prefix }: Term) => prefix
  ? sql.all<{ word: string; companies: number }>(
    'select word, companies from directory_words where word like ? and companies > 0 order by companies desc, word', [`${w}%`])
  : sql.all<{ word: string; companies: number }>('select word, companies from directory_words where word = ? and companies > 0', [w])

/** The plan of a text question's matches; undefined when a word is in no listed company (nothing can match). */
export const matchesOf = async (
  sql: Sql, words: readonly Term[], filter: TextFilter, ranked: { text: string }, limits: TextLimits = TEXT_LIMITS,
): Promise<Matches | undefined> => {
  const tsq = tsqueryOf(words)
  const found = await Promise.all(words.map((w) => completionsOf(sql, w)))
  if (found.some((f) => f.length === 0)) return undefined
  const usage = found.map((f) => f.reduce((n, x) => n + x.companies, 0))
  const rarest = usage.indexOf(Math.min(...usage))
  const best = `order by (d.name_search @@ to_tsquery('simple', ?)) desc, word_similarity(?, lower(d.name)) desc, d.views desc, d.company_id limit ${TEXT_WINDOW}`
  const bestParams = [tsq, ranked.text]
  const filterSql = filter.clause('d')
  const kept = filter.count ? await filter.count() : Infinity
  if (kept <= limits.filterFirst) {
    return {
      way: 'filter',
      clause: `f as materialized (select d.company_id from directory_entries d where ${filterSql}),
        c as (select d.company_id from f join directory_entries d on d.company_id = f.company_id where d.search @@ to_tsquery('simple', ?) ${best})`,
      params: [...filter.params, tsq, ...bestParams],
      capped: `(select count(*) from c) >= ${TEXT_WINDOW}`,
    }
  }
  if (usage[rarest]! <= limits.rareWord) {
    // Materialized: planned to be read through the full-text index alone (never ANDed with a large filter's bitmap).
    return {
      way: 'index',
      clause: `m as materialized (select d.company_id from directory_entries d where d.search @@ to_tsquery('simple', ?)),
        c as (select d.company_id from m join directory_entries d on d.company_id = m.company_id
          where ${[`d.search @@ to_tsquery('simple', ?)`, filterSql].filter(Boolean).join(' and ')} ${best})`,
      params: [tsqueryOf([words[rarest]!]), tsq, ...filter.params, ...bestParams],
      capped: `(select count(*) from c) >= ${TEXT_WINDOW}`,
    }
  }
  // Every word is common: the ordered word index, for the rarest word's most used completions.
  const completions = found[rarest]!.slice(0, COMPLETIONS).map((x) => x.word)
  const single = words.length === 1 && !filterSql
  const budget = single ? TEXT_WINDOW : limits.termsBudget
  const walks = completions.map(() => `(select w.company_id, w.tier, w.pop, w.word, w.sector_id, w.subsector_id, w.country_id, w.is_verified
    from directory_terms w where w.word = ? order by w.tier, w.pop desc, w.company_id limit ${budget})`).join(' union all ')
  const wFilter = filter.clause('w')
  return {
    way: 'terms',
    clause: `w as (${walks}),
      k as (select distinct on (w.company_id) w.company_id, w.tier, w.pop from w ${wFilter ? `where ${wFilter}` : ''} order by w.company_id, w.tier),
      c as (select k.company_id from k ${words.length > 1 ? `join directory_entries d on d.company_id = k.company_id and d.search @@ to_tsquery('simple', ?)` : ''}
        order by k.tier, k.pop desc, k.company_id limit ${TEXT_WINDOW})`,
    params: [...completions, ...filter.params, ...(words.length > 1 ? [tsq] : [])],
    capped: `((select count(*) from c) >= ${TEXT_WINDOW} or coalesce((select max(n) from (select count(*) as n from w group by w.word) x), 0) >= ${budget}
      or ${completions.length < found[rarest]!.length})`,
  }
}
