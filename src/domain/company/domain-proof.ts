import * as E from 'fp-ts/lib/Either.js'
import type { DomainEvent } from '../shared/domain-event'
import type { Company, CompanyId } from './company'
import { EMAIL_MAX_LENGTH } from '../user/email-length'
import { DOMAIN_CODE_MAX_ATTEMPTS, DOMAIN_CODE_VALID_MINUTES } from './domain-proof-limits'

/**
 * Domain proof (docs/ubiquitous-language/domain-proof.md): a company's manager shows that the company
 * holds the domain of its website by reading a code the platform mailed to an address at that domain.
 *
 * States of a company's proof: none → pending (a code was mailed) → proven (the right code came back in
 * time), or pending → void (five wrong codes, or the code's 30 minutes ran out); a new request replaces
 * a pending or void code. A proof counts only while the website keeps its domain.
 */

export { DOMAIN_CODE_LENGTH, DOMAIN_CODE_MAX_ATTEMPTS, DOMAIN_CODE_VALID_MINUTES } from './domain-proof-limits'

/** Why a website gives no domain to prove. */
export type WebsiteDomainError =
  | { readonly _tag: 'NoWebsite' }
  | { readonly _tag: 'WebsiteNotProvable'; readonly host: string }

/**
 * The domain of a website's address: its host, lower-case, as ASCII (an internationalised name in its
 * punycode form, as the URL standard writes it), without a leading `www.` and a trailing dot; port, path,
 * query and user part do not count. An IP address, `localhost` (and its subdomains) and a name of one
 * label have no domain whose mail proves anything.
 */
export const domainOfWebsite = (website: string | null): E.Either<WebsiteDomainError, string> => {
  const raw = website?.trim()
  if (!raw) return E.left({ _tag: 'NoWebsite' })
  let host: string
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`).hostname.toLowerCase()
  } catch {
    return E.left({ _tag: 'WebsiteNotProvable', host: raw })
  }
  const domain = host.replace(/\.$/, '').replace(/^www\./, '')
  const refused = domain === '' || domain.startsWith('[') || /^[0-9.]+$/.test(domain) || domain === 'localhost' || domain.endsWith('.localhost')
    || !domain.includes('.') || !/^[a-z0-9.-]+$/.test(domain)
  return refused ? E.left({ _tag: 'WebsiteNotProvable', host: domain || raw }) : E.right(domain)
}

/** The mailbox part of an address: what most mail servers take, without quoting. */
const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/

export type ProofAddressError =
  | { readonly _tag: 'InvalidProofAddress' }
  | { readonly _tag: 'AddressNotAtDomain'; readonly domain: string }

/**
 * The address a code goes to: a mailbox name (`info`), put at the domain, or a whole address, which
 * must be at the domain itself: a subdomain's mailbox (`info@mail.acme.com`) does not prove acme.com,
 * nor the other way round. Lower-case.
 */
export const proofAddress = (input: string, domain: string): E.Either<ProofAddressError, string> => {
  const text = input.trim().toLowerCase()
  const at = text.lastIndexOf('@')
  const local = at < 0 ? text : text.slice(0, at)
  if (at >= 0 && text.slice(at + 1) !== domain) return E.left({ _tag: 'AddressNotAtDomain', domain })
  const email = `${local}@${domain}`
  return local.length > 0 && local.length <= 64 && LOCAL_PART.test(local) && email.length <= EMAIL_MAX_LENGTH
    ? E.right(email) : E.left({ _tag: 'InvalidProofAddress' })
}

/** A code mailed and not yet used: the hash of the code only. */
export interface DomainProofCode {
  readonly companyId: CompanyId
  readonly domain: string
  readonly email: string
  readonly codeHash: string
  readonly requestedBy: number
  readonly expiresAt: Date
  /** Wrong codes given so far; at DOMAIN_CODE_MAX_ATTEMPTS the code is void. */
  readonly attempts: number
}

/** A company's proven domain. */
export interface DomainProof {
  readonly companyId: CompanyId
  readonly domain: string
  readonly email: string
  /** The manager who gave the code back (null once their account is deleted). */
  readonly provenBy: number | null
  readonly provenAt: Date
}

/** A new code for the company's domain, replacing any earlier one. */
export const newDomainCode = (companyId: CompanyId, domain: string, email: string, codeHash: string, requestedBy: number, now: Date): DomainProofCode => ({
  companyId, domain, email, codeHash, requestedBy, attempts: 0, expiresAt: new Date(now.getTime() + DOMAIN_CODE_VALID_MINUTES * 60_000),
})

export type CodeState = 'pending' | 'void'

/** A code works while its time runs and fewer than five wrong codes were given. */
export const codeState = (code: DomainProofCode, now: Date): CodeState =>
  code.attempts >= DOMAIN_CODE_MAX_ATTEMPTS || now.getTime() >= code.expiresAt.getTime() ? 'void' : 'pending'

export type ConfirmCodeError =
  | { readonly _tag: 'NoPendingCode' }
  | { readonly _tag: 'CodeExpired' }
  | { readonly _tag: 'CodeVoid' }
  | { readonly _tag: 'WebsiteDomainChanged'; readonly domain: string }
  /** The code as it is now (one more wrong attempt), to keep. */
  | { readonly _tag: 'WrongCode'; readonly code: DomainProofCode; readonly attemptsLeft: number }

/**
 * A code given back. The company's website must still have the domain the code was sent for. A wrong
 * code counts: the fifth voids it. The right one proves the domain (the code is then used up).
 */
export const confirmCode = (
  code: DomainProofCode | undefined, matches: boolean, company: Pick<Company, 'id' | 'name' | 'website'>, actorId: number, now: Date,
): E.Either<ConfirmCodeError, { readonly proof: DomainProof; readonly event: DomainEvent }> => {
  if (!code) return E.left({ _tag: 'NoPendingCode' })
  if (code.attempts >= DOMAIN_CODE_MAX_ATTEMPTS) return E.left({ _tag: 'CodeVoid' })
  if (now.getTime() >= code.expiresAt.getTime()) return E.left({ _tag: 'CodeExpired' })
  const domain = domainOfWebsite(company.website)
  if (E.isLeft(domain) || domain.right !== code.domain) return E.left({ _tag: 'WebsiteDomainChanged', domain: code.domain })
  if (!matches) {
    const attempts = code.attempts + 1
    return E.left({ _tag: 'WrongCode', code: { ...code, attempts }, attemptsLeft: DOMAIN_CODE_MAX_ATTEMPTS - attempts })
  }
  const proof: DomainProof = { companyId: code.companyId, domain: code.domain, email: code.email, provenBy: actorId, provenAt: now }
  return E.right({ proof, event: domainProven(company, proof) })
}

/** Proven: the domain and the mailbox, never the code. */
const domainProven = (c: Pick<Company, 'id' | 'name'>, p: DomainProof): DomainEvent => ({
  type: 'CompanyDomainProven', aggregateType: 'company', aggregateId: String(c.id), actorId: p.provenBy, occurredAt: p.provenAt,
  payload: { companyName: c.name, domain: p.domain, email: p.email },
})

/** The proof that counts for the company now: one for the domain its website has today. */
export const currentProof = (proof: DomainProof | undefined, website: string | null): DomainProof | undefined => {
  const domain = domainOfWebsite(website)
  return proof && E.isRight(domain) && domain.right === proof.domain ? proof : undefined
}
