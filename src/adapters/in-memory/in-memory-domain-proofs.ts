import type { DomainProofStore } from '../../application/company/commands/domain-proofs'
import type { CompanyId } from '../../domain/company/company'
import type { DomainProof, DomainProofCode } from '../../domain/company/domain-proof'
import type { Reversible } from './in-memory-support'

/** The tables' checks: an address at exactly the domain. */
const atDomain = (r: { readonly email: string; readonly domain: string }, table: string) => {
  if (r.email !== r.email.toLowerCase() || !r.email.endsWith(`@${r.domain}`) || r.email.indexOf('@') !== r.email.length - r.domain.length - 1) {
    throw new Error(`${table}_email_at_domain`)
  }
}

/** Codes and proofs by company, as domain_proof_codes and domain_proofs keep them (one of each per company, their checks). */
export class InMemoryDomainProofStore implements DomainProofStore, Reversible {
  readonly codes = new Map<CompanyId, DomainProofCode>()
  readonly proofs = new Map<CompanyId, DomainProof>()

  snapshot() {
    const codes = new Map(this.codes)
    const proofs = new Map(this.proofs)
    return () => {
      this.codes.clear()
      this.proofs.clear()
      for (const [id, c] of codes) this.codes.set(id, c)
      for (const [id, p] of proofs) this.proofs.set(id, p)
    }
  }

  // One caller at a time in memory: nothing to lock.
  async codeOf(companyId: CompanyId) { return this.codes.get(companyId) }

  async putCode(c: DomainProofCode) {
    atDomain(c, 'domain_proof_codes')
    if (c.attempts < 0 || c.attempts > 5) throw new Error('domain_proof_codes_attempts')
    if (!/^[A-Za-z0-9_-]{43}$/.test(c.codeHash)) throw new Error('domain_proof_codes_hash_form')
    this.codes.set(c.companyId, c)
  }

  async proofOf(companyId: CompanyId) { return this.proofs.get(companyId) }

  async prove(p: DomainProof) {
    atDomain(p, 'domain_proofs')
    this.codes.delete(p.companyId)
    this.proofs.set(p.companyId, p)
  }
}
