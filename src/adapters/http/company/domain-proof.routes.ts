import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import type { Logger } from 'pino'
import {
  DOMAIN_CODES_PER_CLIENT, DOMAIN_CODES_PER_COMPANY, type DomainProofConfirmError, type DomainProofRequestError, type DomainProofs, type DomainProofView,
} from '../../../application/company/commands/domain-proofs'
import { DOMAIN_CODE_LENGTH, DOMAIN_CODE_MAX_ATTEMPTS, DOMAIN_CODE_VALID_MINUTES } from '../../../domain/company/domain-proof'
import { EMAIL_MAX_LENGTH } from '../../../domain/user/email-length'
import { answerOf, DateTime, nullable } from '../answers'
import { ApiRouter } from '../api-router'
import { ADMINS } from '../auth'
import { badRequest, HttpError, notFound, tooManyAttempts } from '../http-error'
import { withSchema } from '../openapi/json-schema'
import { requiredText } from '../validation'
import { IdParam } from './company.codecs'

const CODE_MESSAGE = `Enter the ${DOMAIN_CODE_LENGTH}-digit code from the email`

/** A code as typed: its digits, spaces and dashes between them dropped. */
const CodeC = withSchema(new t.Type<string, string, unknown>('DomainProofCode', (u): u is string => typeof u === 'string', (u, c) => {
  if (typeof u !== 'string' || u.length > 40) return t.failure(u, c, CODE_MESSAGE)
  const digits = u.replace(/[\s-]/g, '')
  return new RegExp(`^[0-9]{${DOMAIN_CODE_LENGTH}}$`).test(digits) ? t.success(digits) : t.failure(u, c, CODE_MESSAGE)
}, t.identity), { type: 'string', maxLength: 40, description: `The ${DOMAIN_CODE_LENGTH} digits of the code (spaces and dashes between them are ignored)` })

/** A mailbox at the domain (`info`), or a whole address at it (`info@acme.com`). */
const RequestBody = t.exact(t.type({ email: requiredText(EMAIL_MAX_LENGTH, { required: 'Enter a mailbox at your domain, such as info' }) }, 'DomainProofRequest'))
const ConfirmBody = t.exact(t.type({ code: CodeC }, 'DomainProofConfirm'))

const DomainProofAnswer = answerOf<DomainProofView>()(t.type({
  domain: nullable(t.string),
  proof: nullable(t.type({ email: t.string, provenAt: DateTime }, 'DomainProven')),
  pending: nullable(t.type({ email: t.string, expiresAt: DateTime }, 'DomainCodeWaiting')),
}, 'DomainProof'))
const CodeSent = t.type({ message: t.string, domain: t.string, email: t.string, expiresAt: DateTime }, 'DomainCodeSent')
const Proven = t.type({ message: t.string, domain: t.string, email: t.string, provenAt: DateTime }, 'DomainProvenAnswer')

/** The two commands: the company's own manager only (admins read the proof, but neither ask nor confirm). */
const MANAGER_ONLY = { access: ['company_manager'] as ['company_manager'], params: IdParam }
const NOT_YOURS = 'No such company, or another manager\'s'

const NO_WEBSITE = 'Add your company\'s website before proving its domain'

const requestError = (e: DomainProofRequestError): HttpError => {
  switch (e._tag) {
    case 'CompanyNotFound': return notFound('Company not found')
    case 'NotCompanyManager': return new HttpError(403, 'Only the company\'s manager proves its domain')
    case 'NoWebsite': return new HttpError(409, NO_WEBSITE)
    case 'WebsiteNotProvable': return new HttpError(409, `The website's address (${e.host}) has no domain to prove: add your company's website with its domain name`)
    case 'InvalidProofAddress': return badRequest({ email: 'Enter a mailbox name such as info, or a whole address at your domain' })
    case 'AddressNotAtDomain': return badRequest({ email: `The address must end with @${e.domain}` })
    case 'EmailDisabled': return new HttpError(409, 'Email is turned off in the settings, so no code can be sent. Please contact an administrator.')
    case 'DomainProofThrottled': return tooManyAttempts('Too many codes asked for', e)
  }
}

const confirmError = (e: DomainProofConfirmError): HttpError => {
  switch (e._tag) {
    case 'CompanyNotFound': return notFound('Company not found')
    case 'NotCompanyManager': return new HttpError(403, 'Only the company\'s manager proves its domain')
    case 'NoPendingCode': return new HttpError(409, 'No code is waiting: ask for a new code')
    case 'CodeExpired': return new HttpError(410, 'This code has expired: ask for a new code')
    case 'CodeVoid': return new HttpError(410, `This code no longer works after ${DOMAIN_CODE_MAX_ATTEMPTS} wrong tries: ask for a new code`)
    case 'WebsiteDomainChanged': return new HttpError(409, `The website no longer has the domain ${e.domain}: ask for a new code`)
    case 'WrongCode': return badRequest({ code: e.attemptsLeft > 0
      ? `That code is not right. ${e.attemptsLeft} ${e.attemptsLeft === 1 ? 'try' : 'tries'} left.`
      : 'That code is not right. It no longer works: ask for a new code.' }, 'That code is not right')
  }
}

/**
 * Domain proof (docs/ubiquitous-language/domain-proof.md): the manager of a company asks for a code at an
 * address of its website's domain and gives it back. The code travels in bodies only, never in an address.
 */
export const domainProofRoutes = (d: { proofs: DomainProofs; log: Logger }) => {
  const api = new ApiRouter('Domain proof', 'A company\'s manager proves that the company holds its website\'s domain with a code mailed to an address at that domain.')

  api.get('/api/companies/:id/domain-proof', {
    summary: 'A company\'s domain proof',
    description: 'The domain of the company\'s website (`null` without one), its proof for that domain (a proof of a domain the website no longer has does not count), '
      + 'and the code waiting, if any. For the company\'s manager and admins; another manager\'s company is not found.',
    access: ['company_manager', ...ADMINS], params: IdParam,
    answers: { 200: { description: 'Where the proof stands', body: DomainProofAnswer }, 404: NOT_YOURS },
  }, async (ctx, { params, user }) => {
    const r = await d.proofs.view(user, params.id)
    if (E.isLeft(r)) throw notFound('Company not found')
    ctx.body = r.right
  })

  api.post('/api/companies/:id/domain-proof', {
    summary: 'Mail a code to an address at the company\'s domain',
    description: `\`email\` is a mailbox name (\`info\`) or a whole address at exactly the website's domain (\`www.\` dropped; a subdomain's address does not count). `
      + `A ${DOMAIN_CODE_LENGTH}-digit code goes there; it works once, for ${DOMAIN_CODE_VALID_MINUTES} minutes, and ${DOMAIN_CODE_MAX_ATTEMPTS} wrong codes void it. A new request replaces it. `
      + `At most ${DOMAIN_CODES_PER_COMPANY} codes an hour for one company and ${DOMAIN_CODES_PER_CLIENT} from one client address. Only the company's manager asks.`,
    ...MANAGER_ONLY, body: RequestBody,
    answers: {
      202: { description: 'The code was mailed', body: CodeSent },
      400: 'The address is not a mailbox at the domain (`fieldErrors.email`)',
      404: NOT_YOURS,
      409: 'The company has no website (or one without a domain name), or email is turned off',
      429: { description: 'Too many codes for this company or from this address', headers: { 'Retry-After': 'Seconds until another code can be asked for' } },
    },
  }, async (ctx, { params, body, user }) => {
    const r = await d.proofs.request(user, params.id, body.email, ctx.ip)
    if (E.isLeft(r)) {
      if (r.left._tag === 'DomainProofThrottled') {
        d.log.warn({ audit: true, event: 'domain_proof_refused', userId: user.id, companyId: params.id, clientAddress: ctx.ip }, `Domain proof code refused for company ${params.id} from ${ctx.ip}: throttled`)
      }
      throw requestError(r.left)
    }
    ctx.status = 202
    ctx.body = {
      message: `We sent a code to ${r.right.email}. Enter it here within ${DOMAIN_CODE_VALID_MINUTES} minutes.`,
      domain: r.right.domain, email: r.right.email, expiresAt: r.right.expiresAt.toISOString(),
    }
  })

  api.post('/api/companies/:id/domain-proof/confirm', {
    summary: 'Prove the domain with the code',
    description: 'The right code, in time, proves the domain (the code is used up) and records who proved it and when. '
      + `A wrong code answers 400 and counts: the ${DOMAIN_CODE_MAX_ATTEMPTS}th voids the code (the only refusal that writes: the count of wrong codes). Only the company's manager confirms.`,
    ...MANAGER_ONLY, body: ConfirmBody,
    answers: {
      200: { description: 'Proven', body: Proven }, 404: NOT_YOURS,
      400: 'The code is not right (counted), or not a code (`fieldErrors.code`)',
      410: `The code expired, or ${DOMAIN_CODE_MAX_ATTEMPTS} wrong codes voided it`,
      409: 'No code is waiting (none asked for, or used), or the website has another domain since the code was sent',
    },
  }, async (ctx, { params, body, user }) => {
    const r = await d.proofs.confirm(user, params.id, body.code)
    if (E.isLeft(r)) throw confirmError(r.left)
    ctx.body = {
      message: `Domain proven: ${r.right.email}`, domain: r.right.domain, email: r.right.email, provenAt: r.right.provenAt.toISOString(),
    }
  })

  return api
}
