import { Migration } from '@mikro-orm/migrations'

/**
 * Deleting a sector never takes companies with it: the key of companies.sector_id refuses the
 * deletion of a sector companies are in (it cascaded, so a company created in the sector while an
 * admin deleted it went silently); the command moves them to another sector first. Products and
 * services outlive their category (a category is a classification; companies of any sector name
 * them): its deletion leaves them without one, where it deleted them and every company's link to
 * them. The companies' sector is indexed, for the key's check and the sector's usage count.
 */
export class Migration20261127020000_sector_deletion_keeps_companies extends Migration {
  override up(): void {
    this.addSql('create index companies_sector_id_idx on companies (sector_id)')
    this.addSql(`alter table companies drop constraint companies_sector_id_fkey,
      add constraint companies_sector_id_fkey foreign key (sector_id) references sectors(id) on delete restrict`)
    for (const kind of ['product', 'service']) {
      this.addSql(`alter table ${kind}s drop constraint ${kind}s_category_id_fkey,
        add constraint ${kind}s_category_id_fkey foreign key (category_id) references ${kind}_categories(id) on delete set null`)
    }
  }

  override down(): void {
    for (const kind of ['product', 'service']) {
      this.addSql(`alter table ${kind}s drop constraint ${kind}s_category_id_fkey,
        add constraint ${kind}s_category_id_fkey foreign key (category_id) references ${kind}_categories(id) on delete cascade`)
    }
    this.addSql(`alter table companies drop constraint companies_sector_id_fkey,
      add constraint companies_sector_id_fkey foreign key (sector_id) references sectors(id) on delete cascade`)
    this.addSql('drop index if exists companies_sector_id_idx')
  }
}
