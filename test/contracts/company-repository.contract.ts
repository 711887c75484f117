// The contract of CompanyRepository (src/domain/company/company.repository.ts), run on every implementation.
import { expect } from 'chai'
import type { Company, NewCompany } from '../../src/domain/company/company'
import type { CompanyRepository } from '../../src/domain/company/company.repository'
import { aProfile } from '../support/builders/company.builder'
import type { CompanyName } from '../../src/domain/company/company-name'

/** Ids of reference data a stored company may point to: a subsector of the sector, two countries. */
export interface CatalogueIds {
  readonly countryId: number
  readonly otherCountryId: number
  readonly sectorId: number
  readonly subsectorId: number
}

interface CompanyRepositoryFixture {
  /** An empty repository. */
  readonly companies: CompanyRepository
  readonly catalogue: CatalogueIds
  /** A new account that may manage companies: its id. */
  aManager(): Promise<number>
}

const t0 = new Date('2026-11-01T10:00:00.000Z')

/** A new company of `managerId` in the fixture's catalogue; products and services get names no other test uses. */
export const aNewCompany = (catalogue: CatalogueIds, managerId: number, over: Partial<NewCompany> = {}): NewCompany => ({
  ...aProfile({ countryId: catalogue.countryId, sectorId: catalogue.sectorId, subsectorId: catalogue.subsectorId, products: [], services: [] }),
  managerId, status: 'pending', rejectionReason: null, suspensionReason: over.status === 'suspended' ? 'Unpaid invoice' : null, isVerified: false, views: 0,
  statusChangedAt: t0, createdAt: t0, ...over,
})

/** The stored company, or a failure naming the refusal. */
const saved = (answer: Company | { readonly _tag: string }): Company => {
  if ('_tag' in answer) expect.fail(`expected a company, got ${answer._tag}`)
  return answer
}

const thrownBy = async (work: () => Promise<unknown>): Promise<unknown> => {
  try { await work() } catch (err) { return err }
  return undefined
}

export const describeCompanyRepositoryContract = (name: string, makeFixture: () => Promise<CompanyRepositoryFixture>) =>
  describe(`CompanyRepository contract: ${name}`, () => {
    let f: CompanyRepositoryFixture
    let companies: CompanyRepository
    let managerId: number
    const aNew = (over: Partial<NewCompany> = {}) => aNewCompany(f.catalogue, managerId, over)
    beforeEach(async () => {
      f = await makeFixture()
      companies = f.companies
      managerId = await f.aManager()
    })

    describe('add', () => {
      it('stores a new company at version 1 with an id, and answers it as given', async () => {
        const input = aNew({
          status: 'approved', isVerified: true, views: 12, website: 'https://nordlicht.example.com', contactPhone: '+49 40 123',
          address: 'Hafenstraße 1', state: 'HH', postalCode: '20457', linkedinUrl: 'https://linkedin.com/company/nordlicht',
          twitterUrl: 'https://x.com/nordlicht', facebookUrl: 'https://facebook.com/nordlicht', instagramUrl: 'https://instagram.com/nordlicht',
          logo: 'logo.png', products: ['Contract add arm', 'Contract add gripper'], services: ['Contract add integration'],
          mediaContactName: 'Jana Vogt', mediaContactEmail: 'press@nordlicht.example.com', mediaContactPhone: '+49 40 456',
        })
        const c = saved(await companies.add(input))
        expect(c.id).to.be.a('number')
        expect(c).to.deep.equal({ ...input, id: c.id, version: 1 })
        expect(await companies.byId(c.id)).to.deep.equal(c)
      })

      it('stores a company without a subsector, products or services', async () => {
        const c = saved(await companies.add(aNew({ subsectorId: null, foundedYear: null, employeeCount: null, city: null })))
        expect(c).to.include({ subsectorId: null, foundedYear: null, employeeCount: null, city: null })
        expect(c.products).to.deep.equal([])
        expect(c.services).to.deep.equal([])
      })

      it('gives every company its own id; one manager may hold several', async () => {
        const a = saved(await companies.add(aNew()))
        const b = saved(await companies.add(aNew({ name: 'Same Name Ltd' as CompanyName })))
        const c = saved(await companies.add(aNew({ name: 'Same Name Ltd' as CompanyName })))
        expect(new Set([a.id, b.id, c.id]).size).to.equal(3)
      })

      // The table's check (is_verified = false or status = 'approved'), kept by both implementations.
      it('throws for a verified company that is not approved (only an approved company holds the badge)', async () => {
        const err = await thrownBy(() => companies.add(aNew({ status: 'pending', isVerified: true })))
        expect(err, 'a verified pending company').to.be.instanceOf(Error)
        expect(await companies.countOwnedLocked(managerId)).to.equal(0)
      })
    })

    describe('products and services', () => {
      it('keeps them in the order given', async () => {
        const products = ['Contract order zeta', 'Contract order alpha', 'Contract order mu']
        const services = ['Contract order service b', 'Contract order service a']
        const c = saved(await companies.add(aNew({ products, services })))
        expect(c.products).to.deep.equal(products)
        expect(c.services).to.deep.equal(services)
        expect((await companies.byId(c.id))?.products).to.deep.equal(products)
      })

      it('drops a name given twice in any case, keeping the first', async () => {
        const c = saved(await companies.add(aNew({ products: ['Contract twice arm', 'contract TWICE arm', 'Contract twice belt'] })))
        expect(c.products).to.deep.equal(['Contract twice arm', 'Contract twice belt'])
      })

      it('answers a name already known with its first spelling (names are matched case-insensitively)', async () => {
        saved(await companies.add(aNew({ products: ['Contract Spelling Lathe'], services: ['Contract Spelling Repair'] })))
        const b = saved(await companies.add(aNew({ products: ['contract spelling LATHE'], services: ['CONTRACT SPELLING REPAIR'] })))
        expect(b.products).to.deep.equal(['Contract Spelling Lathe'])
        expect(b.services).to.deep.equal(['Contract Spelling Repair'])
      })

      it('are replaced, reordered or emptied by a save', async () => {
        const c = saved(await companies.add(aNew({ products: ['Contract swap one', 'Contract swap two'], services: ['Contract swap service'] })))
        const reordered = saved(await companies.save({ ...c, products: ['Contract swap two', 'Contract swap three', 'Contract swap one'] }))
        expect(reordered.products).to.deep.equal(['Contract swap two', 'Contract swap three', 'Contract swap one'])
        expect(reordered.services).to.deep.equal(['Contract swap service'])
        const emptied = saved(await companies.save({ ...reordered, products: [], services: [] }))
        expect(emptied.products).to.deep.equal([])
        expect((await companies.byId(c.id))?.services).to.deep.equal([])
      })

      it('saved with the company as read: lists asked for again are answered as stored, a changed list is written', async () => {
        saved(await companies.add(aNew({ products: ['Contract Before Lathe'] })))
        const c = saved(await companies.add(aNew({ products: ['contract before LATHE', 'Contract before drill'], services: ['Contract before repair'] })))
        const renamed = saved(await companies.save({ ...c, name: 'Renamed with its lists' as CompanyName }, c))
        expect(renamed).to.deep.equal({ ...c, name: 'Renamed with its lists', version: 2 })
        expect(await companies.byId(c.id)).to.deep.equal(renamed)
        // Another spelling of a known name is a change: written, and answered with the first spelling.
        const respelt = saved(await companies.save({ ...renamed, products: ['CONTRACT BEFORE DRILL', 'Contract Before Lathe'] }, renamed))
        expect(respelt.products).to.deep.equal(['Contract before drill', 'Contract Before Lathe'])
        expect(respelt.services).to.deep.equal(['Contract before repair'])
        expect(await companies.byId(c.id)).to.deep.equal(respelt)
      })
    })

    describe('byId', () => {
      it('answers undefined for an id not stored', async () => {
        const c = saved(await companies.add(aNew()))
        expect(await companies.byId(c.id + 1000)).to.equal(undefined)
      })
    })

    describe('save (optimistic versions)', () => {
      it('saves the changes, answers the company at the next version, and byId reads it', async () => {
        const c = saved(await companies.add(aNew()))
        const changed: Company = {
          ...c, name: 'Nordlicht Automation' as CompanyName, description: 'Robots.', countryId: f.catalogue.otherCountryId, subsectorId: null,
          city: 'Bremen', status: 'approved', isVerified: true, statusChangedAt: new Date('2026-11-02T09:30:00.000Z'),
        }
        const answer = saved(await companies.save(changed))
        expect(answer).to.deep.equal({ ...changed, version: 2 })
        expect(await companies.byId(c.id)).to.deep.equal(answer)
        const again = saved(await companies.save({ ...answer, status: 'rejected', isVerified: false, rejectionReason: 'Spam' }))
        expect(again).to.include({ version: 3, status: 'rejected', rejectionReason: 'Spam' })
      })

      it('answers StaleCompany for a stale version, and keeps what was saved first', async () => {
        const c = saved(await companies.add(aNew()))
        const first = saved(await companies.save({ ...c, name: 'First writer' as CompanyName }))
        expect(await companies.save({ ...c, name: 'Second writer' as CompanyName })).to.deep.equal({ _tag: 'StaleCompany' })
        expect(await companies.save({ ...c, version: 7, name: 'From the future' as CompanyName })).to.deep.equal({ _tag: 'StaleCompany' })
        expect(await companies.byId(c.id)).to.deep.equal(first)
      })

      it('answers StaleCompany for a company not stored (it was removed since it was read)', async () => {
        const c = saved(await companies.add(aNew()))
        await companies.remove(c.id)
        expect(await companies.save({ ...c, name: 'Too late' as CompanyName })).to.deep.equal({ _tag: 'StaleCompany' })
        expect(await companies.byId(c.id)).to.equal(undefined)
      })

      it('keeps the stored view count and creation date: they are not the saver\'s to change', async () => {
        const c = saved(await companies.add(aNew({ views: 5 })))
        const answer = saved(await companies.save({ ...c, views: 500, createdAt: new Date('2030-01-01T00:00:00.000Z'), name: 'Renamed' as CompanyName }))
        expect(answer).to.include({ views: 5, name: 'Renamed', version: 2 })
        expect(answer.createdAt).to.deep.equal(t0)
        expect(await companies.byId(c.id)).to.deep.equal(answer)
        const asRead = saved(await companies.save({ ...answer, views: 900, createdAt: new Date('2031-01-01T00:00:00.000Z'), name: 'Renamed again' as CompanyName }, answer))
        expect(asRead).to.include({ views: 5, name: 'Renamed again', version: 3 })
        expect(asRead.createdAt).to.deep.equal(t0)
        expect(await companies.byId(c.id)).to.deep.equal(asRead)
      })

      // The table's check (is_verified = false or status = 'approved'), kept by both implementations.
      it('throws for a verified company that is not approved, and keeps the stored one', async () => {
        const c = saved(await companies.add(aNew({ status: 'approved', isVerified: true })))
        const err = await thrownBy(() => companies.save({ ...c, status: 'suspended' }))
        expect(err, 'a verified suspended company').to.be.instanceOf(Error)
        expect(await companies.byId(c.id)).to.deep.equal(c)
      })
    })

    describe('countOwnedLocked', () => {
      it('counts the companies of one manager, in every status', async () => {
        const other = await f.aManager()
        expect(await companies.countOwnedLocked(managerId)).to.equal(0)
        await companies.add(aNew())
        await companies.add(aNew({ status: 'rejected', rejectionReason: 'Spam' }))
        await companies.add(aNew({ status: 'approved', isVerified: true }))
        await companies.add(aNewCompany(f.catalogue, other))
        expect(await companies.countOwnedLocked(managerId)).to.equal(3)
        expect(await companies.countOwnedLocked(other)).to.equal(1)
      })

      it('answers 0 for a manager with no company, or an id that is no account', async () => {
        expect(await companies.countOwnedLocked(managerId)).to.equal(0)
        expect(await companies.countOwnedLocked(managerId + 1000)).to.equal(0)
      })
    })

    describe('remove', () => {
      it('removes the company and nothing else', async () => {
        const a = saved(await companies.add(aNew({ products: ['Contract remove arm'] })))
        const b = saved(await companies.add(aNew({ products: ['Contract remove arm'] })))
        await companies.remove(a.id)
        expect(await companies.byId(a.id)).to.equal(undefined)
        expect(await companies.byId(b.id)).to.deep.equal(b)
        expect(await companies.countOwnedLocked(managerId)).to.equal(1)
      })

      it('does nothing for an id not stored', async () => {
        const c = saved(await companies.add(aNew()))
        await companies.remove(c.id + 1000)
        expect(await companies.byId(c.id)).to.deep.equal(c)
      })
    })
  })
