import { Migration } from '@mikro-orm/migrations'

/**
 * Change of email address (issue 21): a pending change per account (a new request replaces it), its
 * confirmation token kept hashed, the address it leaves (a link for an address changed since does not
 * work), the address it goes to, in the same lower-case form as users.email and never the same one,
 * and its expiry. It goes with its account. The new address is not reserved here: users.email's
 * unique constraint decides at confirmation.
 */
export class Migration20261129200000_email_changes extends Migration {
  override up(): void {
    this.addSql(`create table email_changes (
      user_id integer primary key references users(id) on delete cascade,
      token_hash text not null constraint email_changes_token_unique unique,
      current_email text not null,
      new_email text not null,
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      constraint email_changes_token_hash_form check (token_hash ~ '^[A-Za-z0-9_-]{43}$'),
      constraint email_changes_new_email_form check (new_email = lower(btrim(new_email)) and new_email like '%_@_%' and length(new_email) <= 254),
      constraint email_changes_new_address check (new_email <> current_email))`)
  }

  override down(): void {
    this.addSql('drop table if exists email_changes')
  }
}
