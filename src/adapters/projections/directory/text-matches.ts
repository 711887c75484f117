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
 *   popularity) is read for the rarest word in that order and stops after the window (one word, no filter) or
 *   `termsBudget` rows per completion; the other words and the filters are tested on those rows. A common word is matched in
 *   names, products and services only (not in descriptions), the way a stop list keeps "and" out.
 *
 * The result is a CTE `c (company_id)` of at most TEXT_WINDOW matches, best first, and whether the
 * search stopped before it had seen every match (`capped`, an SQL expression over the CTEs).
 */
export const TEXT_WINDOW = 1000

/** Where one way gives way to the next (tests lower them to try every way on a small directory). */
export interface TextLimits { readonly filterFirst: number; readonly rareWord: number; readonly termsBudget: number }
export const TEXT_LIMITS: TextLimits = { filterFirst: 2000, rareWord: 1000, termsBudget: 4000 }
/** How many dictionary words a beginning of four letters or more stands for in the word index. */
const COMPLETIONS = 16
/** How many of a beginning's words are read from the dictionary (the usage of a word is summed over them). */
const COMPLETIONS_READ = 64

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
    `select word, companies from directory_words where word like ? and companies > 0 order by companies desc, word limit ${COMPLETIONS_READ}`, [`${w}%`])
  : sql.all<{ word: string; companies: number }>('select word, companies from directory_words where word = ? and companies > 0', [w])

/** What every way answers per match, in `c`: enough to order, count and group it without reading its card. */
const C_COLUMNS = 'company_id, tier, pop, sort_name, created_at, sector_id, country_id'

/** The plan of a text question's matches; undefined when a word is in no listed company (nothing can match). */
export const matchesOf = async (sql: Sql, words: readonly Term[], filter: TextFilter, limits: TextLimits = TEXT_LIMITS): Promise<Matches | undefined> => {
  const tsq = tsqueryOf(words)
  const found = await Promise.all(words.map((w) => completionsOf(sql, w)))
  if (found.some((f) => f.length === 0)) return undefined
  const usage = found.map((f) => f.reduce((n, x) => n + x.companies, 0))
  const rarest = usage.indexOf(Math.min(...usage))
  // A match in the name first (tier 0), then by popularity: the order of the word index, from the rows themselves.
  const ranked = (source: string, where: string) => `c as (select d.company_id, case when d.name_search @@ to_tsquery('simple', ?) then 0 else 1 end as tier,
    d.views as pop, lower(d.name) as sort_name, d.created_at, d.sector_id, d.country_id from ${source}
    where ${where} order by tier, pop desc, d.company_id limit ${TEXT_WINDOW})`
  const windowCapped = `(select count(*) from c) >= ${TEXT_WINDOW}`
  const filterSql = filter.clause('d')
  const kept = filter.count ? await filter.count() : Infinity
  if (kept <= limits.filterFirst) {
    return {
      way: 'filter',
      clause: `f as materialized (select d.company_id from directory_entries d where ${filterSql}),
        ${ranked('f join directory_entries d on d.company_id = f.company_id', `d.search @@ to_tsquery('simple', ?)`)}`,
      params: [...filter.params, tsq, tsq],
      capped: windowCapped,
    }
  }
  if (usage[rarest]! <= limits.rareWord) {
    // Materialized: planned to be read through the full-text index alone (never ANDed with a large filter's bitmap).
    return {
      way: 'index',
      clause: `m as materialized (select d.company_id from directory_entries d where d.search @@ to_tsquery('simple', ?)),
        ${ranked('m join directory_entries d on d.company_id = m.company_id', [`d.search @@ to_tsquery('simple', ?)`, filterSql].filter(Boolean).join(' and '))}`,
      // The rarest word as the words it stands for (exact index lookups, not a scan of every word it begins).
      params: [found[rarest]!.length < COMPLETIONS_READ ? found[rarest]!.map((x) => x.word).join(' | ') : tsqueryOf([words[rarest]!]), tsq, tsq, ...filter.params],
      capped: windowCapped,
    }
  }
  // Every word is common: the ordered word index, for the rarest word's most used completions; each other
  // word must be a word of the same company's name, products or services.
  const completions = found.map((f) => f.slice(0, COMPLETIONS).map((x) => x.word))
  const single = words.length === 1 && !filterSql
  const budget = single ? TEXT_WINDOW : limits.termsBudget
  const walks = completions[rarest]!.map(() => `(select w.${C_COLUMNS.replace(/, /g, ', w.')}, w.word, w.subsector_id, w.is_verified
    from directory_terms w where w.word = ? order by w.tier, w.pop desc, w.company_id limit ${budget})`).join(' union all ')
  const others = completions.filter((_, i) => i !== rarest)
  const wFilter = filter.clause('w')
  return {
    way: 'terms',
    clause: `w as (${walks}),
      ${completions[rarest]!.length > 1
        // A company may hold several of the completions: its best row counts.
        ? `k as (select distinct on (w.company_id) w.* from w ${wFilter ? `where ${wFilter}` : ''} order by w.company_id, w.tier)`
        : `k as (select * from w ${wFilter ? `where ${wFilter}` : ''})`},
      c as (select ${C_COLUMNS} from k
        ${others.length ? `where ${others.map(() => 'exists (select 1 from directory_terms t where t.company_id = k.company_id and t.word = any(?::text[]))').join(' and ')}` : ''}
        order by k.tier, k.pop desc, k.company_id limit ${TEXT_WINDOW})`,
    params: [...completions[rarest]!, ...filter.params, ...others],
    capped: `(${windowCapped} or coalesce((select max(n) from (select count(*) as n from w group by w.word) x), 0) >= ${budget}
      or ${found.some((f) => f.length > COMPLETIONS)})`,
  }
}
