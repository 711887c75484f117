import { Migration } from '@mikro-orm/migrations'

/** Outgoing email: written in the transaction of the action that causes it, sent (and retried) apart. */
export class Migration20261122020000_outbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table email_outbox (
      id bigserial primary key,
      kind text not null,
      to_address text not null,
      reply_to text,
      subject text not null,
      body text not null,
      sender_user_id integer references users(id) on delete set null,
      created_at timestamptz not null default now(),
      sent_at timestamptz,
      attempts integer not null default 0,
      last_error text)`)
    this.addSql(`create index email_outbox_unsent_idx on email_outbox (created_at) where sent_at is null`)
    this.addSql(`create index email_outbox_sender_idx on email_outbox (sender_user_id, kind, created_at desc)`)
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists email_outbox')
  }
}
