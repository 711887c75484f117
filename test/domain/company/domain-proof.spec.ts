// Domain proof (docs/ubiquitous-language/domain-proof.md): the domain a website gives, the address a code goes to, a code's life.
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import type { Company } from '../../../src/domain/company/company'
import {
  codeState, confirmCode, currentProof, DOMAIN_CODE_MAX_ATTEMPTS, DOMAIN_CODE_VALID_MINUTES, domainOfWebsite, newDomainCode, proofAddress, type DomainProofCode,
} from '../../../src/domain/company/domain-proof'

const t0 = new Date('2026-11-27T10:00:00Z')
const HASH = 'h'.repeat(43)
const minutes = (m: number) => new Date(t0.getTime() + m * 60_000)
const acme = { id: 7, name: 'Acme' as Company['name'], website: 'https://www.acme.com/about' }
const code = (over: Partial<DomainProofCode> = {}): DomainProofCode => ({ ...newDomainCode(7, 'acme.com', 'info@acme.com', HASH, 3, t0), ...over })

describe('Domain proof', () => {
  describe('the domain of a website', () => {
    const cases: readonly [string | null, string | undefined][] = [
      ['https://www.Acme.COM/about?x=1#top', 'acme.com'],
      ['http://acme.com:8080/', 'acme.com'],
      ['acme.com', 'acme.com'],
      ['https://user:pw@shop.acme.co.uk./path', 'shop.acme.co.uk'],
      ['https://www.www.acme.com', 'www.acme.com'],
      ['https://bücher.de', 'xn--bcher-kva.de'],
      ['https://WWW.Bücher.DE/', 'xn--bcher-kva.de'],
      ['https://navigli-software.example.com', 'navigli-software.example.com'],
      [null, undefined],
      ['  ', undefined],
      ['http://192.168.1.10/', undefined],
      ['http://0x7f.1/', undefined],
      ['http://[::1]:3000/', undefined],
      ['http://localhost:3000', undefined],
      ['http://app.localhost', undefined],
      ['http://intranet/', undefined],
      ['https://a b.com', undefined],
    ]
    for (const [website, domain] of cases) {
      it(`${JSON.stringify(website)} → ${domain ?? 'refused'}`, () => {
        const r = domainOfWebsite(website)
        expect(E.isRight(r) ? r.right : undefined).to.equal(domain)
      })
    }
    it('says why: no website, or one with no domain to prove', () => {
      expect(domainOfWebsite(null)).to.deep.equal(E.left({ _tag: 'NoWebsite' }))
      expect(domainOfWebsite('http://127.0.0.1')).to.deep.equal(E.left({ _tag: 'WebsiteNotProvable', host: '127.0.0.1' }))
    })
  })

  describe('the address a code goes to', () => {
    it('puts a mailbox name at the domain, lower-case', () => {
      expect(proofAddress(' Info ', 'acme.com')).to.deep.equal(E.right('info@acme.com'))
      expect(proofAddress('first.last+proof', 'acme.com')).to.deep.equal(E.right('first.last+proof@acme.com'))
    })
    it('takes a whole address at exactly the domain', () => {
      expect(proofAddress('Admin@ACME.com', 'acme.com')).to.deep.equal(E.right('admin@acme.com'))
    })
    it('refuses another domain, a subdomain, a parent domain', () => {
      for (const a of ['info@evil.com', 'info@mail.acme.com', 'info@acme.com.evil.com', 'info@com']) {
        expect(proofAddress(a, 'acme.com'), a).to.deep.equal(E.left({ _tag: 'AddressNotAtDomain', domain: 'acme.com' }))
      }
      expect(proofAddress('info@acme.com', 'shop.acme.com')).to.deep.equal(E.left({ _tag: 'AddressNotAtDomain', domain: 'shop.acme.com' }))
    })
    it('refuses what is no mailbox: markup, dots, control characters, header injection, blanks, too long', () => {
      for (const a of ['', '@acme.com', '</script>', '..', 'a..b', '.info', 'info.', 'in fo', 'a\u0000b', 'info\r\nBcc: x', 'a"b', 'x'.repeat(65), 'a@b@acme.com']) {
        expect(E.isLeft(proofAddress(a, 'acme.com')), JSON.stringify(a)).to.equal(true)
      }
      expect(proofAddress('a@acme.com\r\nBcc: x@evil', 'acme.com')).to.deep.equal(E.left({ _tag: 'AddressNotAtDomain', domain: 'acme.com' }))
    })
  })

  describe('a code', () => {
    it(`works for ${DOMAIN_CODE_VALID_MINUTES} minutes: at the last millisecond, not at the minute`, () => {
      expect(code().expiresAt).to.deep.equal(minutes(30))
      expect(codeState(code(), new Date(minutes(30).getTime() - 1))).to.equal('pending')
      expect(codeState(code(), minutes(30))).to.equal('void')
      expect(E.isRight(confirmCode(code(), true, acme, 3, new Date(minutes(30).getTime() - 1)))).to.equal(true)
      expect(confirmCode(code(), true, acme, 3, minutes(30))).to.deep.equal(E.left({ _tag: 'CodeExpired' }))
    })

    it('the right one proves the domain: who and when, and an event without the code', () => {
      const r = confirmCode(code(), true, acme, 3, minutes(5))
      expect(r).to.deep.equal(E.right({
        proof: { companyId: 7, domain: 'acme.com', email: 'info@acme.com', provenBy: 3, provenAt: minutes(5) },
        event: { type: 'CompanyDomainProven', aggregateType: 'company', aggregateId: '7', actorId: 3, occurredAt: minutes(5), payload: { companyName: 'Acme', domain: 'acme.com', email: 'info@acme.com' } },
      }))
    })

    it(`a wrong one counts; the ${DOMAIN_CODE_MAX_ATTEMPTS}th voids the code, and then even the right one is refused`, () => {
      let c = code()
      for (let i = 1; i <= DOMAIN_CODE_MAX_ATTEMPTS; i++) {
        const r = confirmCode(c, false, acme, 3, minutes(1))
        if (E.isRight(r) || r.left._tag !== 'WrongCode') throw new Error('expected WrongCode')
        expect([r.left.code.attempts, r.left.attemptsLeft]).to.deep.equal([i, DOMAIN_CODE_MAX_ATTEMPTS - i])
        c = r.left.code
      }
      expect(codeState(c, minutes(1))).to.equal('void')
      expect(confirmCode(c, true, acme, 3, minutes(1))).to.deep.equal(E.left({ _tag: 'CodeVoid' }))
      expect(confirmCode(code({ attempts: 4 }), true, acme, 3, minutes(1))._tag).to.equal('Right')
    })

    it('no code, or a website with another domain since, proves nothing', () => {
      expect(confirmCode(undefined, true, acme, 3, t0)).to.deep.equal(E.left({ _tag: 'NoPendingCode' }))
      expect(confirmCode(code(), true, { ...acme, website: 'https://other.com' }, 3, t0)).to.deep.equal(E.left({ _tag: 'WebsiteDomainChanged', domain: 'acme.com' }))
      expect(confirmCode(code(), true, { ...acme, website: null }, 3, t0)).to.deep.equal(E.left({ _tag: 'WebsiteDomainChanged', domain: 'acme.com' }))
    })
  })

  it('a proof counts while the website keeps its domain (www. and path changes do not matter)', () => {
    const proof = { companyId: 7, domain: 'acme.com', email: 'info@acme.com', provenBy: 3, provenAt: t0 }
    expect(currentProof(proof, 'https://acme.com/new')).to.equal(proof)
    expect(currentProof(proof, 'https://www.acme.com')).to.equal(proof)
    expect(currentProof(proof, 'https://acme.org')).to.equal(undefined)
    expect(currentProof(proof, null)).to.equal(undefined)
    expect(currentProof(undefined, 'https://acme.com')).to.equal(undefined)
  })
})
