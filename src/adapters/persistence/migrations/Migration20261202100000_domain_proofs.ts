import { Migration } from '@mikro-orm/migrations'

/**
 * Domain proof (issue 22): the code mailed to an address at a company's website domain, one per
 * company (a new request replaces it), kept as its keyed hash with its expiry and its wrong attempts
 * (five void it); and the proven domain, one per company (a proof of a new domain replaces it). Both go
 * with their company. The database holds the rules too: a lower-case ASCII domain, an address at exactly
 * that domain, attempts from 0 to 5.
 */
export class Migration20261202100000_domain_proofs extends Migration {
  override up(): void {
    const addressAtDomain = (table: string) => `constraint ${table}_domain_form check (domain ~ '^[a-z0-9-]+(\\.[a-z0-9-]+)+$' and char_length(domain) <= 253),
      constraint ${table}_email_at_domain check (email = lower(email) and char_length(email) <= 254 and email !~ '[\\s\\x00-\\x1f]'
        and right(email, char_length(domain) + 1) = '@' || domain and char_length(email) > char_length(domain) + 1
        and position('@' in left(email, char_length(email) - char_length(domain) - 1)) = 0)`
    this.addSql(`create table domain_proof_codes (
      company_id integer primary key references companies(id) on delete cascade,
      domain text not null,
      email text not null,
      code_hash text not null,
      requested_by integer references users(id) on delete cascade,
      expires_at timestamptz not null,
      attempts smallint not null default 0,
      created_at timestamptz not null default now(),
      constraint domain_proof_codes_hash_form check (code_hash ~ '^[A-Za-z0-9_-]{43}$'),
      constraint domain_proof_codes_attempts check (attempts between 0 and 5),
      ${addressAtDomain('domain_proof_codes')})`)
    this.addSql(`create table domain_proofs (
      company_id integer primary key references companies(id) on delete cascade,
      domain text not null,
      email text not null,
      proven_by integer references users(id) on delete set null,
      proven_at timestamptz not null,
      ${addressAtDomain('domain_proofs')})`)
  }

  override down(): void {
    this.addSql('drop table if exists domain_proofs')
    this.addSql('drop table if exists domain_proof_codes')
  }
}
