import { Migration } from '@mikro-orm/migrations'

/**
 * The audit trail (docs/ubiquitous-language/audit-trail.md): who changed what, when, why, with each
 * field before and after. Append-only, held by the database: a trigger refuses every UPDATE, DELETE
 * and TRUNCATE of the table, whoever sends it. The actor is kept by id and by the name and role they
 * had at the time (no foreign key: an entry outlives the account it names). Clearing the system
 * logs never touches it. Entries start with this migration: older events are not replayed into it.
 */
export class Migration20261127030000_audit_entries extends Migration {
  override up(): void {
    this.addSql(`create table audit_entries (
      id bigserial primary key,
      occurred_at timestamptz not null,
      actor_id integer,
      actor_name text,
      actor_role text,
      action text not null,
      summary text not null,
      target_type text not null,
      target_id text not null,
      target_label text not null,
      related text[] not null default '{}',
      reason text,
      changes jsonb not null default '{}')`)
    this.addSql('create index audit_entries_target_idx on audit_entries (target_type, target_id, id desc)')
    this.addSql('create index audit_entries_related_idx on audit_entries using gin (related)')
    this.addSql('create index audit_entries_actor_idx on audit_entries (actor_id, id desc)')
    this.addSql('create index audit_entries_action_idx on audit_entries (action, id desc)')
    this.addSql('create index audit_entries_occurred_at_idx on audit_entries (occurred_at)')
    this.addSql(`create function audit_entries_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'audit entries are append-only: % is refused', tg_op using errcode = 'insufficient_privilege';
      end $$`)
    this.addSql(`create trigger audit_entries_no_change before update or delete on audit_entries
      for each row execute function audit_entries_append_only()`)
    this.addSql(`create trigger audit_entries_no_truncate before truncate on audit_entries
      for each statement execute function audit_entries_append_only()`)
  }

  override down(): void {
    this.addSql('drop table audit_entries')
    this.addSql('drop function audit_entries_append_only()')
  }
}
