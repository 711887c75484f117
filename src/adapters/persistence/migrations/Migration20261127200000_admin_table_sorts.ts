import { Migration } from '@mikro-orm/migrations'

/**
 * The admin tables sort on the server and their CSV exports read in keyset batches along the same
 * order (issue 19): the orders that would sort the whole table for each page or batch get an index
 * of (sort value, id), read forwards or backwards. The companies' default order (newest first) and
 * their name; the users' default order; the media items' creation date (the admin sort).
 */
export class Migration20261127200000_admin_table_sorts extends Migration {
  override up(): void {
    this.addSql('create index companies_created_at_id_idx on companies (created_at, id)')
    this.addSql('create index companies_lower_name_id_idx on companies (lower(name), id)')
    this.addSql('create index users_created_at_id_idx on users (created_at, id)')
    this.addSql('create index company_media_created_at_id_idx on company_media (created_at, id)')
  }

  override down(): void {
    for (const index of ['companies_created_at_id_idx', 'companies_lower_name_id_idx', 'users_created_at_id_idx', 'company_media_created_at_id_idx']) {
      this.addSql(`drop index if exists ${index}`)
    }
  }
}
