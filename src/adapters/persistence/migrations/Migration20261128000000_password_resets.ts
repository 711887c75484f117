import { Migration } from '@mikro-orm/migrations'

/**
 * Account recovery (issue 21): a pending password-reset link per account, its token kept hashed,
 * the address it was sent to (a link for an address changed since does not work) and its expiry.
 * It goes with its account.
 */
export class Migration20261128000000_password_resets extends Migration {
  override up(): void {
    this.addSql(`create table password_resets (
      user_id integer primary key references users(id) on delete cascade,
      token_hash text not null constraint password_resets_token_unique unique,
      email text not null,
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      constraint password_resets_token_hash_form check (token_hash ~ '^[A-Za-z0-9_-]{43}$'))`)
  }

  override down(): void {
    this.addSql('drop table if exists password_resets')
  }
}
