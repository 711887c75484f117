import type { Sql } from '../../persistence/sql'
import { likeliestWord } from '../../../domain/company/search-spelling'

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
 *   popularity) is read for the rarest word's most used completions that it has rows for (`terms`), merged
 *   in that order, and stops after the window (one word, no filter) or `termsBudget` rows in all; the
 *   other words and the filters are tested on those rows. A common word is matched in names, products
 *   and services only (not in descriptions), the way a stop list keeps "and" out.
 *
 * Each way reads every row it needs once: the filters-first and full-text ways visit a company's row once
 * (the words and the filters tested on the row just read), the word index is read in its own order from
 * several completions at once (merged, not each read in full and sorted), and another word of a phrase is
 * tested on the company's words that each index entry carries. Every value is a parameter, so that the
 * statements of the full-text and word-index ways can be prepared and planned once (prepared-sql.ts).
 *
 * The result is a CTE `c` of at most TEXT_WINDOW matches, numbered best first (`i`, from 1) or, to be
 * counted, not numbered, and whether the walk left matches unread (`beyond`, SQL that reads nothing of `c`).
 * The statements keep few rows: a row is stored (a numbered `c` read twice, a sort) with the columns `c`
 * needs only, never with a company's words, and counting reads `c` once without storing it
 * (docs/performance.md, "Fewer rows stored").
 */
export const TEXT_WINDOW = 1000

/** Where one way gives way to the next (tests lower them to try every way on a small directory). */
export interface TextLimits { readonly filterFirst: number; readonly rareWord: number; readonly termsBudget: number }
export const TEXT_LIMITS: TextLimits = { filterFirst: 1000, rareWord: 1000, termsBudget: 2000 }
/** How many dictionary words a beginning of four letters or more stands for in the word index (the most used). */
const COMPLETIONS = 8
/** How many of a beginning's words are read from the dictionary (the usage of a word is summed over them). */
const COMPLETIONS_READ = 64

export interface Matches {
  /** CTEs ending in `c`: the matches, numbered best first (`i`, from 1). */
  readonly clause: string
  /**
   * The same matches as CTEs ending in `c` with each match's company_id, sector_id and country_id, for
   * counting them: in no order, so that they are read once and not stored.
   */
  readonly set: string
  readonly params: readonly unknown[]
  /**
   * SQL (after `with ${clause}` or `${set}`, reading nothing of `c`) that is true when matches were left
   * unread: the walk stopped at its budget, or the beginning stands for more words than were walked. The
   * search was cut short when this is true or `c` holds TEXT_WINDOW matches.
   */
  readonly beyond: string
  /**
   * For a word alone with nothing to test (the word index's rows are its matches, in order): CTEs ending in
   * its first `n` matches as `c` (numbered), and `count`, SQL over them for how many matches it has (at most
   * TEXT_WINDOW), without reading the window (the dictionary counts them: directory_words.terms). A
   * relevant page needs no more.
   */
  readonly first?: { readonly clause: (n: number) => string; readonly params: readonly unknown[]; readonly count: string }
  /**
   * The way it was found. Only filters first has a best plan that depends on the values (which filter's
   * index is the rarest); the others read the full-text index or the word index whatever they are.
   */
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
/**
 * The words as a tsquery's text, bound as `?::tsquery`: the words are letters and digits in lower case
 * already (what to_tsquery('simple', …) would make of them), and a bound tsquery is one constant for a
 * generic plan, where to_tsquery(?) would be parsed again for every row tested.
 */
const tsqueryOf = (terms: readonly Term[]): string => terms.map((t) => (t.prefix ? `${t.word}:*` : t.word)).join(' & ')

/**
 * A word of the dictionary and how many listed companies use it; `terms`: how many have it in their name,
 * products or services, the words the word index holds.
 */
export interface Completion { readonly word: string; readonly companies: number; readonly terms: number }
/**
 * A word of a search as the dictionary knows it: what it stands for (itself, or the words it begins, the
 * most used first, at most COMPLETIONS_READ), and, when that is nothing, the word it is taken for
 * (`correction`: a short word completed, or the most similar word), with what that stands for.
 */
export interface LookedUp {
  readonly completions: readonly Completion[]
  readonly correction?: { readonly term: Term; readonly completions: readonly Completion[] }
}

/** Past every character: a text followed by it comes after every word that text begins (a range of the prefix index). */
const LAST_CHARACTER = '\u{10FFFF}'
const completionsArray = (where: string) => `select array_agg(x.word order by x.companies desc, x.word) as words,
    array_agg(x.companies order by x.companies desc, x.word) as companies, array_agg(x.terms order by x.companies desc, x.word) as terms
    from (select d.word, d.companies, d.terms from directory_words d where ${where} and d.companies > 0 order by d.companies desc, d.word limit ${COMPLETIONS_READ}) x`
/** The words that begin with t.word: a byte range of the prefix index, which a generic plan still reads as a range (`like ?` it does not). */
const BEGINS = `d.word ~>=~ t.word and d.word ~<~ (t.word || ?)`

/** How many of the most similar words (trigrams) are read for a misspelt word with no word one edit away. */
const NEAREST_READ = 12
/** A typed word is looked up by its one-letter deletions from this many letters to MAX_KEYED (shorter and longer: trigrams only). */
const MIN_KEYED = 3
const MAX_KEYED = 16

/**
 * A misspelt word's candidates, for a row `t` of typed words (a lateral subquery):
 *
 * - the words one edit away: the typed word's keys (itself and itself less each letter, accents left out:
 *   directory_word_keys_of) looked up in directory_word_keys, n + 1 look-ups of its primary key
 *   (Migration20261204000000_directory_word_keys). A shared key is a word one edit away (`near`) when it is
 *   the word itself on either side (a letter dropped or added, or an accent), the same position left out on
 *   both (a letter replaced), or neighbouring positions that left out the same letter (two neighbours
 *   swapped); other shared keys are two edits away (*abcd*, *acdx*);
 * - when no word is that near: the most similar words (trigram index), for two or three edits;
 * - each candidate with its completions (a prefix range of a few words), so that the chosen one is searched
 *   with no further statement.
 */
const candidates = `with k as materialized (select d.word, d.companies, d.terms, (q.pos = 0 or x.pos = 0 or q.pos = x.pos
      or (abs(q.pos - x.pos) = 1 and substr(directory_fold(t.word), q.pos, 1) = substr(directory_fold(x.word), x.pos, 1))) as near
    from directory_word_keys_of(t.word) q
    cross join lateral (select x.word, x.pos from directory_word_keys x where x.key = q.key offset 0) x
    cross join lateral (select d.word, d.companies, d.terms from directory_words d where d.word = x.word and d.companies > 0 offset 0) d
    where char_length(t.word) between ${MIN_KEYED} and ${MAX_KEYED})
  select json_agg(json_build_object('word', c.word, 'companies', c.companies, 'terms', c.terms, 'words', p.words, 'completedBy', p.companies,
    'termsBy', p.terms)) as candidates
  from (select k.word, k.companies, k.terms from k
    union
    select n.word, n.companies, n.terms from (select d.word, d.companies, d.terms from directory_words d where lower(d.word) % t.word and d.companies > 0
      order by similarity(lower(d.word), t.word) desc, d.companies desc, d.word limit ${NEAREST_READ}) n
    where not exists (select 1 from k where k.near)) c
  left join lateral (${completionsArray(`char_length(c.word) >= ${MIN_PREFIX} and d.word ~>=~ c.word and d.word ~<~ (c.word || ?)`)}) p on true`

/** A candidate for a misspelt word: a word of the dictionary, and its completions (the words it begins, the most used first). */
interface CandidateRow extends Completion {
  readonly words: string[] | null; readonly completedBy: number[] | null; readonly termsBy: number[] | null
}

/**
 * Every word of a search looked up in the dictionary at once, in one statement: its completions; for a
 * word in no listed company, whether it begins words (a short word is then completed: 'nor' → nordic,
 * northstar), else its candidates (above), of which search-spelling.ts chooses the word it is taken for,
 * which stands for what that word typed would. The candidates are read only for such a word (a one-time
 * filter: a word found costs nothing more).
 */
export const lookUp = async (sql: Sql, terms: readonly Term[]): Promise<LookedUp[]> => {
  const rows = await sql.all<{
    words: string[] | null; companies: number[] | null; terms: number[] | null
    begun: string[] | null; begunBy: number[] | null; begunTerms: number[] | null; candidates: CandidateRow[] | null
  }>(
    `select coalesce(p.words, array[e.word]) as words, coalesce(p.companies, array[e.companies]) as companies, coalesce(p.terms, array[e.terms]) as terms,
      b.words as begun, b.companies as "begunBy", b.terms as "begunTerms", c.candidates
    from unnest(?::text[], ?::bool[]) with ordinality as t(word, prefix, i)
    left join lateral (${completionsArray(`t.prefix and ${BEGINS}`)}) p on true
    left join lateral (select d.word, d.companies, d.terms from directory_words d where not t.prefix and d.word = t.word and d.companies > 0) e on true
    left join lateral (${completionsArray(`p.words is null and e.word is null and ${BEGINS}`)}) b on true
    -- offset 0 keeps the test inside the subquery, where it is a one-time filter; pulled up into the join it
    -- was tested after the candidates had been read, for every word (0.82 against 0.64 ms for a found word).
    left join lateral (select * from (${candidates}) c where p.words is null and e.word is null and b.words is null offset 0) c on true
    order by t.i`,
    [terms.map((t) => t.word), terms.map((t) => t.prefix), LAST_CHARACTER, LAST_CHARACTER, LAST_CHARACTER])
  return terms.map((t, i) => {
    const r = rows[i]
    const completions = zip(r.words, r.companies, r.terms)
    if (completions.length) return { completions }
    if (r.begun) return { completions, correction: { term: { word: t.word, prefix: true }, completions: zip(r.begun, r.begunBy, r.begunTerms) } }
    const correction = correctionOf(t.word, r.candidates ?? [])
    return correction ? { completions, correction } : { completions }
  })
}

const zip = (words: readonly (string | null)[] | null, companies: readonly (number | null)[] | null, terms: readonly (number | null)[] | null): Completion[] =>
  (words ?? []).flatMap((word, i) => (word === null ? [] : [{ word, companies: companies?.[i] ?? 0, terms: terms?.[i] ?? 0 }]))

/** The word a misspelt word is taken for (search-spelling.ts), standing for what it would typed: its completions when it is a beginning (four letters or more). */
const correctionOf = (typed: string, candidates: readonly CandidateRow[]): LookedUp['correction'] => {
  const best = likeliestWord(typed, candidates)
  const chosen = best && candidates.find((c) => c.word === best.word)
  if (!chosen) return undefined
  const [term] = termsOf([chosen.word])
  const completions = term.prefix ? zip(chosen.words, chosen.completedBy, chosen.termsBy) : [{ word: chosen.word, companies: chosen.companies, terms: chosen.terms }]
  return completions.length ? { term, completions } : undefined
}

/** What every way answers per match, in `c`: enough to order, count and group it without reading its card. */
const C_COLUMNS = ['company_id', 'tier', 'pop', 'sort_name', 'created_at', 'sector_id', 'country_id'] as const
const cols = (alias: string) => C_COLUMNS.map((x) => `${alias}.${x}`).join(', ')
/** A match as a way finds it, before the filters: `c`'s columns and what the filters test. */
const wColumns = (alias: string) => `${cols(alias)}, ${alias}.subsector_id, ${alias}.is_verified`
/** Relevance: a match in the name first (tier 0), then the most viewed; the company as the tie-break. */
const rank = (alias: string) => `${alias}.tier, ${alias}.pop desc, ${alias}.company_id`
/** `c` from a query of matches in relevance order: numbered in that order (`i`, from 1), not sorted again. */
const numbered = (ordered: string) => `c as (select ${cols('x')}, row_number() over () as i from (${ordered}) x)`
/** `c` from the same query, to be counted: each match's company, sector and country, read once and never stored. */
const unnumbered = (ordered: string) => `c as (select x.company_id, x.sector_id, x.country_id from (${ordered}) x)`
/** `c` as both, after the CTEs `before` (each followed by a comma). */
const both = (ordered: string, before = '') => ({ clause: `${before}${numbered(ordered)}`, set: `${before}${unnumbered(ordered)}` })

/**
 * A company's row read once, with what `c` needs and whether it holds every word (`hit`): the words in
 * the name make tier 0. `from` is the FROM of directory_entries `d` and its WHERE, fenced (`offset 0`)
 * so that the planner reads those rows the way they name (the filters' indexes, or the full-text
 * index for the rarest word) and tests the rest on each row it read.
 */
const rowsOnce = (from: string) => `(select d.company_id, case when d.name_search @@ ?::tsquery then 0 else 1 end as tier,
    d.views as pop, d.sort_name, d.created_at, d.sector_id, d.country_id, d.subsector_id, d.is_verified,
    d.search @@ ?::tsquery as hit from ${from} offset 0) w`

/** The plan of a text question's matches; undefined when a word is in no listed company (nothing can match). */
export const matchesOf = async (words: readonly Term[], found: readonly (readonly Completion[])[], filter: TextFilter, limits: TextLimits = TEXT_LIMITS): Promise<Matches | undefined> => {
  const tsq = tsqueryOf(words)
  if (found.some((f) => f.length === 0)) return undefined
  const kept = filter.count ? await filter.count() : Infinity
  const usage = found.map((f) => f.reduce((n, x) => n + x.companies, 0))
  const rarest = usage.indexOf(Math.min(...usage))
  const wFilter = filter.clause('w')
  if (kept <= limits.filterFirst) {
    return {
      way: 'filter',
      // The filtered companies' ids from an index alone (each filter index carries the other filters' columns),
      // then each of their rows read once and tested.
      ...both(`select ${wColumns('w')} from ${rowsOnce(`(select d.company_id from directory_entries d where ${filter.clause('d')} offset 0) f
        join directory_entries d on d.company_id = f.company_id`)}
        where w.hit order by ${rank('w')} limit ${TEXT_WINDOW}`),
      params: [tsq, tsq, ...filter.params],
      beyond: 'false',
    }
  }
  if (usage[rarest] <= limits.rareWord) {
    // Found through the full-text index by the rarest word alone (never ANDed with a large filter's bitmap);
    // the other words and the filters are tested on the rows it found.
    return {
      way: 'index',
      ...both(`select ${wColumns('w')} from ${rowsOnce(`directory_entries d where d.search @@ ?::tsquery`)}
        where w.hit${wFilter ? ` and ${wFilter}` : ''} order by ${rank('w')} limit ${TEXT_WINDOW}`),
      // The rarest word as the words it stands for (exact index lookups, not a scan of every word it begins).
      params: [tsq, tsq, found[rarest].length < COMPLETIONS_READ ? found[rarest].map((x) => x.word).join(' | ') : tsqueryOf([words[rarest]]), ...filter.params],
      beyond: 'false',
    }
  }
  // Every word is common: the ordered word index, for the rarest word's most used completions, merged in
  // its order and read no further than the budget; each other word must be a word of the same company's
  // name, products or services (tested on the company's words the index entry carries).
  // Only words the word index has: a word found in descriptions alone has no row there, and would make one
  // walk a merge of several and take the place of a word that finds something.
  const indexed = found[rarest].filter((x) => x.terms > 0)
  if (!indexed.length) return undefined
  const completions = indexed.slice(0, COMPLETIONS).map((x) => x.word)
  const others = words.filter((_, i) => i !== rarest)
  // More words than were walked: indexed ones left out, or completions past those read.
  const cut = indexed.length > COMPLETIONS || found[rarest].length >= COMPLETIONS_READ
  const tests = [wFilter, others.length ? `w.words @@ ?::tsquery` : ''].filter(Boolean)
  const testParams = [...filter.params, ...(others.length ? [tsqueryOf(others)] : [])]
  const budget = tests.length ? limits.termsBudget : TEXT_WINDOW
  const one = (limit: number) => `select ${wColumns('w')}${others.length ? ', w.words' : ''} from directory_terms w where w.word = ? order by ${rank('w')} limit ${limit}`
  if (!tests.length && completions.length === 1) {
    // A word alone: the word index's rows are its matches, in order, and the dictionary counts them.
    const counted = `n as (select least(d.terms, ${TEXT_WINDOW}) as n from directory_words d where d.word = ?), `
    return {
      way: 'terms', ...both(one(TEXT_WINDOW)), params: completions, beyond: `${cut}`,
      first: { clause: (n) => `${counted}${numbered(one(n))}`, params: [...completions, ...completions], count: '(select n.n from n)' },
    }
  }
  // The walk stopped at the budget when the words walked have that many rows in the word index (the dictionary counts them).
  const stopped = `b as (select coalesce(sum(d.terms), 0) >= ${budget} as stopped from directory_words d where d.word = any(?::text[])), `
  const beyond = `((select b.stopped from b) or ${cut})`
  const merged = (limit: number) => `select * from (${completions.map(() => `(${one(limit)})`).join(' union all ')}) w order by ${rank('w')} limit ${limit}`
  // A company may hold several of the completions: its best row counts (the first the merged walk reads).
  const best = (rows: string) => `select distinct on (w.company_id) w.* from (${rows}) w order by w.company_id, w.tier`
  if (!tests.length) {
    // Several words begun, nothing to test: the companies of the merged walk are its matches. Counted, they
    // are grouped by company in a hash (no sort); a page reads the walk only as far as its companies can
    // lie: the n-th company is met within n rows per word walked.
    const companies = `select w.company_id, min(w.sector_id) as sector_id, min(w.country_id) as country_id from (${merged(TEXT_WINDOW)}) w group by w.company_id`
    const ordered = (limit: number) => `select ${wColumns('v')} from (${best(merged(Math.min(limit * completions.length, TEXT_WINDOW)))}) v order by ${rank('v')} limit ${limit}`
    const counted = `n as (select count(*) as n from (${companies}) x), `
    return {
      way: 'terms',
      clause: `${stopped}${numbered(ordered(TEXT_WINDOW))}`,
      set: `${stopped}c as (${companies})`,
      params: [[...completions], ...completions],
      beyond,
      first: { clause: (n) => `${stopped}${counted}${numbered(ordered(n))}`, params: [[...completions], ...completions, ...completions], count: '(select n.n from n)' },
    }
  }
  // Each row's tests are made as the walk reads it, on the index entry (the company's words, its filter
  // columns), and kept as one flag: the company's words are never copied into a sort or a stored row.
  const flagged = (walk: string) => `select ${wColumns('w')}, (${tests.join(' and ')}) as hit from (${walk}) w`
  const rows = completions.length === 1 ? flagged(one(budget)) : best(flagged(merged(budget)))
  const ordered = `select ${wColumns('v')} from (${rows}) v where v.hit ${completions.length === 1 ? '' : `order by ${rank('v')}`} limit ${TEXT_WINDOW}`
  return {
    way: 'terms',
    ...both(ordered, stopped),
    params: [[...completions], ...testParams, ...completions],
    beyond,
  }
}
