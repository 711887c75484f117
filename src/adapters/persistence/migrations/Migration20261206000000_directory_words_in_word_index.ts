import { Migration } from '@mikro-orm/migrations'
import { counting } from './Migration20261126000000_directory_term_words'

/** The trigger's words statement as Migration20261126000000 left it: each word and how many companies use it. */
const WORDS_BEFORE = `d as (select w, sum(x.n)::int as n from x cross join lateral unnest(tsvector_to_array(x.search)) w group by w having sum(x.n) <> 0 order by 1),
    u as (update directory_words t set companies = t.companies + d.n from d where t.word = d.w returning t.word)
    insert into directory_words (word, companies) select d.w, d.n from d where not exists (select 1 from u where u.word = d.w)`

/** The same, with how many of those companies have the word in their name, products or services (`terms`). */
const IN_WORD_INDEX = `sum(case when l.weights && array['A', 'B'] then x.n else 0 end)::int`
const WORDS_AFTER = `d as (select l.lexeme as w, sum(x.n)::int as n, ${IN_WORD_INDEX} as t from x cross join lateral unnest(x.search) l
      group by l.lexeme having sum(x.n) <> 0 or ${IN_WORD_INDEX} <> 0 order by 1),
    u as (update directory_words t set companies = t.companies + d.n, terms = t.terms + d.t from d where t.word = d.w returning t.word)
    insert into directory_words (word, companies, terms) select d.w, d.n, d.t from d where not exists (select 1 from u where u.word = d.w)`

const withWordsStatement = (from: string, to: string) => {
  const before = counting(true, true)
  if (!before.includes(from)) throw new Error('the directory counting function is not the one this migration changes')
  return before.replace(from, to)
}

/**
 * The dictionary says which words the word index has (docs/performance.md, "Where PostgreSQL's time goes at 1M").
 *
 * `directory_words.terms`: how many listed companies have the word in their name, products or services, the
 * words `directory_terms` holds; `companies` counts every part of the search document, descriptions too. A
 * third of the dictionary's words are in descriptions only, and they were among a beginning's most used
 * completions (*pharm*: *pharmaceuticals*, descriptions only, and *pharma*): a common beginning's walk of the
 * word index merged walks of words it has no row for, and those words took the places of words it has. Kept by
 * the directory's statement trigger with `companies`, in the writer's transaction; never more than `companies`.
 */
export class Migration20261206000000_directory_words_in_word_index extends Migration {
  override up(): void {
    this.addSql('alter table directory_words add column terms integer not null default 0')
    this.addSql(`update directory_words w set terms = x.n from (select word, count(*)::int as n from directory_terms group by word) x where x.word = w.word`)
    this.addSql('alter table directory_words add constraint directory_words_terms_check check (terms >= 0 and terms <= companies)')
    this.addSql(withWordsStatement(WORDS_BEFORE, WORDS_AFTER))
  }

  override down(): void {
    this.addSql(withWordsStatement(WORDS_BEFORE, WORDS_BEFORE))
    this.addSql('alter table directory_words drop column terms')
  }
}
