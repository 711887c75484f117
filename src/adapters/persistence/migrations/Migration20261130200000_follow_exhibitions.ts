import { Migration } from '@mikro-orm/migrations'

/**
 * A user follows one exhibition too (issue 21, docs/ubiquitous-language/watchlists.md): its registration
 * opening and its start drawing near are notified. A follow still has exactly one subject: a company, a
 * sector or an exhibition; an exhibition is followed once per user.
 */
export class Migration20261130200000_follow_exhibitions extends Migration {
  override up(): void {
    this.addSql('alter table follows add column exhibition_id integer references exhibitions(id) on delete cascade')
    this.addSql('alter table follows drop constraint follows_one_subject')
    this.addSql('alter table follows add constraint follows_one_subject check (num_nonnulls(company_id, sector_id, exhibition_id) = 1)')
    this.addSql('create unique index follows_exhibition_unique on follows (user_id, exhibition_id) where exhibition_id is not null')
    this.addSql('create index follows_exhibition_idx on follows (exhibition_id) where exhibition_id is not null')
  }

  override down(): void {
    this.addSql('delete from follows where exhibition_id is not null')
    this.addSql('alter table follows drop constraint follows_one_subject')
    this.addSql('alter table follows drop column exhibition_id')
    this.addSql('alter table follows add constraint follows_one_subject check (num_nonnulls(company_id, sector_id) = 1)')
  }
}
