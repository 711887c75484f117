import { Migration } from '@mikro-orm/migrations'

/**
 * Headers of their own for some mails (issue 21): a saved search's digest carries RFC 8058's one-click
 * `List-Unsubscribe` and `List-Unsubscribe-Post`. Null for every other mail; when set, an object of
 * header names to text values, which the outbox sender passes to SMTP as they are.
 */
export class Migration20261130100000_outbox_headers extends Migration {
  override up(): void {
    this.addSql(`alter table email_outbox add column headers jsonb,
      add constraint email_outbox_headers_object check (headers is null or jsonb_typeof(headers) = 'object')`)
  }

  override down(): void {
    this.addSql('alter table email_outbox drop column if exists headers')
  }
}
