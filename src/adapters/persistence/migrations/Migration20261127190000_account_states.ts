import { Migration } from '@mikro-orm/migrations'

/**
 * Account states (docs/ubiquitous-language/user-and-roles.md): an account is `invited` (no password
 * yet), `active` or `suspended` (by an admin, with a reason). The checks keep the states whole
 * whatever writes the row: no password exactly while invited; a suspension always has its time and
 * reason. An invitation's token is kept hashed, one per invited account, and goes with its account.
 * The last sign-in is recorded at each sign-in.
 */
export class Migration20261127190000_account_states extends Migration {
  override up(): void {
    this.addSql(`alter table users
      add column status text not null default 'active' constraint users_status_known check (status in ('invited', 'active', 'suspended')),
      add column suspended_at timestamptz,
      add column suspension_reason text,
      add column suspended_by integer references users(id) on delete set null,
      add column last_sign_in_at timestamptz,
      alter column password_hash drop not null`)
    this.addSql(`alter table users
      add constraint users_password_unless_invited check ((password_hash is null) = (status = 'invited')),
      add constraint users_suspension_whole check ((status = 'suspended') = (suspended_at is not null and suspension_reason is not null)),
      add constraint users_suspension_reason_length check (char_length(suspension_reason) between 1 and 1000)`)
    this.addSql(`create table user_invitations (
      user_id integer primary key references users(id) on delete cascade,
      token_hash text not null constraint user_invitations_token_unique unique,
      email text not null,
      expires_at timestamptz not null,
      invited_by integer references users(id) on delete set null,
      created_at timestamptz not null default now())`)
  }

  override down(): void {
    this.addSql('drop table if exists user_invitations')
    this.addSql(`delete from users where status = 'invited'`)
    this.addSql(`alter table users drop constraint users_password_unless_invited, drop constraint users_suspension_whole,
      drop constraint users_suspension_reason_length, drop column status, drop column suspended_at, drop column suspension_reason,
      drop column suspended_by, drop column last_sign_in_at, alter column password_hash set not null`)
  }
}
