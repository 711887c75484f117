import { Migration } from '@mikro-orm/migrations'

/**
 * A company's media contact (issue 22): who answers the press, each field optional. The database
 * holds the form's rules too: bounded lengths, no control characters, an email with one @ and a
 * phone of digits and separators.
 */
export class Migration20261201200000_company_media_contact extends Migration {
  override up(): void {
    this.addSql(`alter table companies
      add column media_contact_name text check (media_contact_name is null or (char_length(media_contact_name) between 1 and 200 and media_contact_name !~ '[\\x01-\\x08\\x0b\\x0c\\x0e-\\x1f]')),
      add column media_contact_email text check (media_contact_email is null or (char_length(media_contact_email) <= 254 and media_contact_email ~ '^[^@\\s]+@[^@\\s]+$')),
      add column media_contact_phone text check (media_contact_phone is null or media_contact_phone ~ '^\\+?[0-9 ()./-]{5,30}$')`)
  }

  override down(): void {
    this.addSql('alter table companies drop column media_contact_name, drop column media_contact_email, drop column media_contact_phone')
  }
}
