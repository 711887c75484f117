import type { DomainProofStore } from '../../../application/company/commands/domain-proofs'
import type { CompanyId } from '../../../domain/company/company'
import type { DomainProof, DomainProofCode } from '../../../domain/company/domain-proof'
import { asDate, type Sql } from '../sql'

interface CodeRow { company_id: number; domain: string; email: string; code_hash: string; requested_by: number; expires_at: unknown; attempts: number }
interface ProofRow { company_id: number; domain: string; email: string; proven_by: number | null; proven_at: unknown }

/** The codes mailed to prove a company's domain (domain_proof_codes) and the proven domains (domain_proofs), one of each per company. */
export class PgDomainProofStore implements DomainProofStore {
  constructor(private readonly sql: Sql) {}

  /** `forUpdate` locks the row inside a unit of work: two answers to one code run one after the other. */
  async codeOf(companyId: CompanyId, forUpdate: boolean): Promise<DomainProofCode | undefined> {
    const r = await this.sql.one<CodeRow>(
      `select company_id, domain, email, code_hash, requested_by, expires_at, attempts from domain_proof_codes where company_id = ?${forUpdate ? ' for update' : ''}`, [companyId])
    return r && {
      companyId: r.company_id, domain: r.domain, email: r.email, codeHash: r.code_hash, requestedBy: r.requested_by, expiresAt: asDate(r.expires_at), attempts: r.attempts,
    }
  }

  async putCode(c: DomainProofCode): Promise<void> {
    await this.sql.run(`insert into domain_proof_codes (company_id, domain, email, code_hash, requested_by, expires_at, attempts) values (?, ?, ?, ?, ?, ?, ?)
      on conflict (company_id) do update set domain = excluded.domain, email = excluded.email, code_hash = excluded.code_hash, requested_by = excluded.requested_by,
        expires_at = excluded.expires_at, attempts = excluded.attempts, created_at = case when domain_proof_codes.code_hash = excluded.code_hash then domain_proof_codes.created_at else now() end`,
    [c.companyId, c.domain, c.email, c.codeHash, c.requestedBy, c.expiresAt, c.attempts])
  }

  async proofOf(companyId: CompanyId): Promise<DomainProof | undefined> {
    const r = await this.sql.one<ProofRow>('select company_id, domain, email, proven_by, proven_at from domain_proofs where company_id = ?', [companyId])
    return r && { companyId: r.company_id, domain: r.domain, email: r.email, provenBy: r.proven_by, provenAt: asDate(r.proven_at) }
  }

  async prove(p: DomainProof): Promise<void> {
    await this.sql.run('delete from domain_proof_codes where company_id = ?', [p.companyId])
    await this.sql.run(`insert into domain_proofs (company_id, domain, email, proven_by, proven_at) values (?, ?, ?, ?, ?)
      on conflict (company_id) do update set domain = excluded.domain, email = excluded.email, proven_by = excluded.proven_by, proven_at = excluded.proven_at`,
    [p.companyId, p.domain, p.email, p.provenBy, p.provenAt])
  }
}
