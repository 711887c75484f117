import { Migration } from '@mikro-orm/migrations'

/**
 * Favourites worth having (issue 21): a user's own named lists of saved companies, and a private note
 * per saved company.
 *
 * - The default list ("Saved") has no row: a favourite without a list (`list_id` null) is in it. So it
 *   always exists and cannot be deleted, and deleting a list moves its companies back to it
 *   (`on delete set null (list_id)`), in the database.
 * - A favourite's list is one of its owner's: the key (list_id, user_id) refers to (id, user_id).
 * - List names: 1 to 60 characters, trimmed, no control character, unique per user whatever the case,
 *   and not "Saved" (the default list's name). At most 20 lists per user (a trigger, which locks the
 *   user's row so that two requests at once cannot both take the twentieth place).
 * - A note: 1 to 1000 characters, no control character but tab and line breaks.
 * - A company is saved once per user (the existing unique (user_id, company_id)), so in one list at most.
 */
export class Migration20261129000000_favorite_lists extends Migration {
  override up(): void {
    this.addSql(`create table favorite_lists (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      name text not null,
      created_at timestamptz not null default now(),
      constraint favorite_lists_id_user_unique unique (id, user_id),
      constraint favorite_lists_name_form check (char_length(name) between 1 and 60 and name = btrim(name) and name !~ '[[:cntrl:]]'),
      constraint favorite_lists_name_not_default check (lower(name) <> 'saved'))`)
    this.addSql('create unique index favorite_lists_user_name_unique on favorite_lists (user_id, lower(name))')

    this.addSql(`create function favorite_lists_cap() returns trigger language plpgsql as $$
      begin
        perform 1 from users where id = new.user_id for update;
        if (select count(*) from favorite_lists where user_id = new.user_id) >= 20 then
          raise exception 'A user keeps at most 20 lists of favourites' using errcode = 'check_violation', constraint = 'favorite_lists_cap';
        end if;
        return new;
      end $$`)
    this.addSql('create trigger favorite_lists_cap before insert on favorite_lists for each row execute function favorite_lists_cap()')

    this.addSql(`alter table favorites
      add column list_id integer,
      add column note text,
      add constraint favorites_list_fk foreign key (list_id, user_id) references favorite_lists (id, user_id) on delete set null (list_id),
      add constraint favorites_note_form check (note is null or (char_length(note) between 1 and 1000 and note !~ '[\\x01-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]'))`)
    this.addSql('create index favorites_list_id_idx on favorites (list_id) where list_id is not null')
  }

  override down(): void {
    this.addSql('alter table favorites drop constraint if exists favorites_list_fk, drop constraint if exists favorites_note_form, drop column if exists list_id, drop column if exists note')
    this.addSql('drop table if exists favorite_lists')
    this.addSql('drop function if exists favorite_lists_cap()')
  }
}
