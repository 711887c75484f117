import { Migration } from '@mikro-orm/migrations'

/**
 * The dictionary's words by their one-letter deletions (docs/performance.md, "Typos at the cost of a word";
 * docs/decisions.md, "Spelling correction by edits, then trigrams").
 *
 * A misspelt word was corrected by looking up every word one edit away from it (for a six-letter word about
 * 480 primary-key probes) in a statement of its own: a typo search cost 1.6 × a word's. Two words one edit
 * apart share a key: the word itself or the word less one letter (a dropped or added letter: one's word is
 * the other's deletion; a replaced letter: both less the same position; swapped neighbours: both less the
 * same letter). So a typed word of n letters finds every word one edit away with n + 1 look-ups of
 * `directory_word_keys`, whatever the size of the dictionary.
 *
 * - `directory_fold(w)`: the word without its accents (jaén → jaen): a left-out accent is no edit, and a
 *   letter replaced by an accented one is found by the same keys. The same function makes the keys of the
 *   dictionary's words and of the typed word, so the two always agree.
 * - `directory_word_keys_of(w)`: (key, pos): the folded word (pos 0) and the folded word less its letter
 *   at pos (1…n), for words of 2 to 32 letters.
 * - `directory_word_keys`: every key of every word of directory_words; kept by a statement trigger on the
 *   words' inserts (a word is never deleted: its count falls to 0, and a read joins the count). A
 *   truncation of the words leaves keys to words no longer there, which a read's join ignores and the
 *   next insert of the word keeps (on conflict do nothing).
 */
const ACCENTED = 'àáâãäåāăąçćčďèéêëēėęěğìíîïīįıķĺľłñńňòóôõöōőŕřśšşßťţùúûüūůűųýÿźżž'
const PLAIN = 'aaaaaaaaacccdeeeeeeeegiiiiiiiklllnnnooooooorrssssttuuuuuuuuyyzzz'

export class Migration20261204000000_directory_word_keys extends Migration {
  override up(): void {
    if ([...ACCENTED].length !== [...PLAIN].length) throw new Error('Every accented letter has its plain letter')
    this.addSql(`create function directory_fold(w text) returns text language sql immutable strict parallel safe
      as $$ select translate(w, '${ACCENTED}', '${PLAIN}') $$`)
    this.addSql(`create function directory_word_keys_of(w text) returns table (key text, pos smallint) language sql immutable parallel safe rows 12
      as $$ select f, 0::smallint from directory_fold(w) f where char_length(f) between 2 and 32
        union all
        select overlay(f placing '' from i for 1), i::smallint from directory_fold(w) f, generate_series(1, 32) i
        where char_length(f) between 2 and 32 and i <= char_length(f) $$`)
    this.addSql(`create table directory_word_keys (
      key text not null,
      word text not null,
      pos smallint not null constraint directory_word_keys_pos check (pos between 0 and 32),
      primary key (key, word, pos))`)
    this.addSql(`insert into directory_word_keys (key, word, pos)
      select k.key, w.word, k.pos from directory_words w cross join lateral directory_word_keys_of(w.word) k on conflict do nothing`)
    this.addSql(`create function directory_words_keyed() returns trigger language plpgsql as $$
      begin
        insert into directory_word_keys (key, word, pos)
          select k.key, n.word, k.pos from new_words n cross join lateral directory_word_keys_of(n.word) k on conflict do nothing;
        return null;
      end $$`)
    this.addSql(`create trigger directory_words_keyed after insert on directory_words
      referencing new table as new_words for each statement execute function directory_words_keyed()`)
  }

  override down(): void {
    this.addSql('drop trigger directory_words_keyed on directory_words')
    this.addSql('drop function directory_words_keyed()')
    this.addSql('drop table directory_word_keys')
    this.addSql('drop function directory_word_keys_of(text)')
    this.addSql('drop function directory_fold(text)')
  }
}
