import { Migration } from '@mikro-orm/migrations'

/**
 * The super admin's control room: system logs, login attempts (lockout), email templates,
 * email verification tokens, and the backups made.
 */
export class Migration20261122050000_system extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table system_logs (
      id bigserial primary key,
      level text not null check (level in ('error','warn','info','debug')),
      message text not null,
      context jsonb not null default '{}',
      created_at timestamptz not null default now())`)
    this.addSql(`create index system_logs_created_idx on system_logs (created_at desc, id desc)`)
    this.addSql(`create index system_logs_level_idx on system_logs (level, created_at desc)`)

    this.addSql(`create table login_attempts (
      id bigserial primary key,
      key text not null,
      failed_at timestamptz not null)`)
    this.addSql(`create index login_attempts_key_idx on login_attempts (key, failed_at desc)`)

    this.addSql(`create table email_templates (
      id serial primary key,
      key text not null unique,
      name text not null,
      subject text not null,
      body text not null,
      updated_at timestamptz not null default now())`)

    this.addSql(`alter table users add column verification_expires_at timestamptz`)
    this.addSql(`create unique index users_verification_token_idx on users (verification_token) where verification_token is not null`)
    this.addSql(`alter table email_outbox add column next_attempt_at timestamptz not null default now()`)
  }

  override async down(): Promise<void> {
    this.addSql('alter table email_outbox drop column if exists next_attempt_at')
    this.addSql('drop index if exists users_verification_token_idx')
    this.addSql('alter table users drop column if exists verification_expires_at')
    this.addSql('drop table if exists email_templates')
    this.addSql('drop table if exists login_attempts')
    this.addSql('drop table if exists system_logs')
  }
}
