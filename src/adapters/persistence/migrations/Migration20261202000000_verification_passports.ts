import { Migration } from '@mikro-orm/migrations'

/**
 * The verification passport (issue 22, docs/ubiquitous-language/passport.md).
 *
 * - company_verifications: one row per passport. At most one current passport per company (a partial
 *   unique index: not revoked, lapsed or replaced); a passport ends valid after it starts; a revocation
 *   carries who and why (1–500 characters); at most one way of ending.
 * - verification_checks: its checks, each of one kind at most once per passport, with the fields
 *   each kind needs (a registry check its registry and number, a document check its type).
 * - verification_evidence: the evidence files of a check, uploads that stay (no delete of an upload a
 *   passport names) and that only admins may read.
 * - notifications may tell a manager that a passport is expiring (subject: the passport).
 *
 * Backfill: every company verified before this migration gets a passport from now, valid 12 months,
 * with the single check `review` (Profile reviewed by an administrator): `companies.is_verified` stays
 * true exactly while a company holds a current passport.
 */
export class Migration20261202000000_verification_passports extends Migration {
  override up(): void {
    this.addSql(`create table company_verifications (
      -- one row per passport; the current one is neither revoked, lapsed nor replaced
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      verified_at timestamptz not null,
      valid_until timestamptz not null,
      verified_by integer references users(id) on delete set null,
      revoked_at timestamptz,
      revoked_by integer references users(id) on delete set null,
      revoke_reason text,
      lapsed_at timestamptz,
      replaced_at timestamptz,
      reminded_at timestamptz,
      constraint company_verifications_validity check (valid_until > verified_at),
      constraint company_verifications_revocation check ((revoked_at is null) = (revoke_reason is null)
        and (revoke_reason is null or (char_length(revoke_reason) between 1 and 500 and revoke_reason = btrim(revoke_reason)))),
      constraint company_verifications_one_end check (num_nonnulls(revoked_at, lapsed_at, replaced_at) <= 1))`)
    this.addSql(`create unique index company_verifications_current on company_verifications (company_id)
      where revoked_at is null and lapsed_at is null and replaced_at is null`)
    this.addSql('create index company_verifications_company_idx on company_verifications (company_id, verified_at desc)')
    this.addSql(`create index company_verifications_due_idx on company_verifications (valid_until)
      where revoked_at is null and lapsed_at is null and replaced_at is null`)

    this.addSql(`create table verification_checks (
      id serial primary key,
      verification_id integer not null references company_verifications(id) on delete cascade,
      position smallint not null,
      kind text not null constraint verification_checks_kind check (kind in ('registry', 'domain', 'address', 'identity', 'document', 'review')),
      method text check (method is null or char_length(method) between 1 and 100),
      registry_name text check (registry_name is null or char_length(registry_name) between 1 and 120),
      registry_number text check (registry_number is null or char_length(registry_number) between 1 and 60),
      document_type text check (document_type is null or char_length(document_type) between 1 and 120),
      note text check (note is null or char_length(note) between 1 and 1000),
      checked_by integer references users(id) on delete set null,
      checked_at timestamptz not null,
      constraint verification_checks_registry check ((kind = 'registry') = (registry_name is not null and registry_number is not null)
        and (kind = 'registry' or (registry_name is null and registry_number is null))),
      constraint verification_checks_document check ((kind = 'document') = (document_type is not null)),
      constraint verification_checks_no_control check (concat(method, registry_name, registry_number, document_type) !~ '[\\x01-\\x1f\\x7f]'),
      unique (verification_id, kind))`)

    this.addSql(`create table verification_evidence (
      check_id integer not null references verification_checks(id) on delete cascade,
      upload_key text not null references uploads(key),
      primary key (check_id, upload_key))`)
    this.addSql('create unique index verification_evidence_upload on verification_evidence (upload_key)')

    this.addSql('alter table notifications drop constraint notifications_kind')
    this.addSql(`alter table notifications add constraint notifications_kind check (kind in
      ('company_matched', 'media_approved', 'exhibition_registration_open', 'exhibition_starting_soon', 'verification_expiring'))`)

    this.addSql(`with issued as (
        insert into company_verifications (company_id, verified_at, valid_until)
        select id, now(), now() + interval '12 months' from companies where is_verified
        returning id, verified_at)
      insert into verification_checks (verification_id, position, kind, method, checked_at)
      select id, 0, 'review', 'Profile reviewed by an administrator', verified_at from issued`)
  }

  override down(): void {
    this.addSql("delete from notifications where kind = 'verification_expiring'")
    this.addSql('alter table notifications drop constraint notifications_kind')
    this.addSql(`alter table notifications add constraint notifications_kind check (kind in
      ('company_matched', 'media_approved', 'exhibition_registration_open', 'exhibition_starting_soon'))`)
    this.addSql('drop table verification_evidence')
    this.addSql('drop table verification_checks')
    this.addSql('drop table company_verifications')
  }
}
