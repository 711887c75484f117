import { Migration } from '@mikro-orm/migrations'
import { COUNTING } from './Migration20261125000000_directory_at_scale'

const INSERT_TERMS = `insert into directory_terms (word, tier, pop, company_id, sort_name, created_at, sector_id, subsector_id, country_id, is_verified)
      select l.lexeme, case when 'A' = any(l.weights) then 0 else 1 end, r.views, r.company_id, lower(r.name), r.created_at, r.sector_id, coalesce(r.subsector_id, 0), r.country_id, r.is_verified
      from new_rows r`
/** The company's words of names, products and services (tiers 0 and 1), without positions. */
const WORDS = `strip(ts_filter(r.search, '{a,b}'))`
const RANK_INDEX = 'directory_terms_rank_idx on directory_terms (word, tier, pop desc, company_id) include (sort_name, created_at, sector_id, subsector_id, country_id, is_verified'

export const counting = (replace: boolean, words: boolean) => {
  const body = words
    ? COUNTING.replace(INSERT_TERMS, INSERT_TERMS.replace('is_verified)', 'is_verified, words)').replace('r.is_verified\n', `r.is_verified, ${WORDS}\n`))
    : COUNTING
  if (words && body === COUNTING) throw new Error('the directory counting function is not the one this migration changes')
  return replace ? body.replace('create function', 'create or replace function') : body
}

/**
 * A phrase's other words tested on the word index's own rows: each row of directory_terms carries the
 * company's words of names, products and services (`words`, a tsvector without positions, in the rank
 * index), so a phrase walks one word's best companies and tests the others on the index entry it read,
 * instead of a look-up of the company's words per row (docs/performance.md, "Text questions").
 */
export class Migration20261126000000_directory_term_words extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table directory_terms add column words tsvector not null default ''::tsvector`)
    this.addSql(`update directory_terms t set words = strip(ts_filter(d.search, '{a,b}')) from directory_entries d where d.company_id = t.company_id`)
    this.addSql('drop index directory_terms_rank_idx')
    this.addSql(`create index ${RANK_INDEX}, words)`)
    this.addSql(counting(true, true))
  }

  override async down(): Promise<void> {
    this.addSql(counting(true, false))
    this.addSql('drop index directory_terms_rank_idx')
    this.addSql(`create index ${RANK_INDEX})`)
    this.addSql('alter table directory_terms drop column words')
  }
}
