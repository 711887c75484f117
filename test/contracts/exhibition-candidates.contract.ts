// The contract of ExhibitionCandidates (src/application/exhibition/eligible-companies.ts), run on every implementation.
import type { CompanyName } from '../../src/domain/company/company-name'
import { expect } from 'chai'
import type { ExhibitionCandidates } from '../../src/application/exhibition/eligible-companies'
import type { ExhibitionRepository, ParticipationRepository } from '../../src/domain/exhibition/exhibition.repository'
import { aCompany, aUser, type Owners } from './contract-support'

interface ExhibitionCandidatesFixture extends Owners {
  /** Reads the companies of `companies` and the applications of `participations`. */
  readonly candidates: ExhibitionCandidates
  readonly exhibitions: ExhibitionRepository
  readonly participations: ParticipationRepository
  /** The name of the catalogue's sector (`catalogue.sectorId`). */
  readonly sectorName: string
}

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 10))

export const describeExhibitionCandidatesContract = (name: string, makeFixture: () => Promise<ExhibitionCandidatesFixture>) =>
  describe(`ExhibitionCandidates contract: ${name}`, () => {
    let f: ExhibitionCandidatesFixture
    let managerId: number
    let exhibitionId: number
    beforeEach(async () => {
      f = await makeFixture()
      managerId = (await aUser(f, 'company_manager')).id
      exhibitionId = (await f.exhibitions.add({
        name: 'Contract Expo', description: 'Robots.', posterImage: null, startDate: at(20), endDate: at(22), location: null, venue: null,
        countryId: null, sectorId: null, allowedSectors: [], registrationDeadline: null, vFairsLink: null, website: null, capacity: 0,
        boothCostCents: 0, isVirtual: true, cancelled: false,
      }, managerId, at(1))).id
    })

    it("answers the manager's companies newest first (the later id first on the same day), as the rules and the row need them", async () => {
      const older = await aCompany(f, { managerId, createdAt: at(1), name: 'Older' as CompanyName, logo: '/uploads/logo.png' })
      const first = await aCompany(f, { managerId, createdAt: at(5), status: 'approved', isVerified: true, name: 'Same day, first' as CompanyName })
      const second = await aCompany(f, { managerId, createdAt: at(5), status: 'suspended', name: 'Same day, second' as CompanyName })
      await aCompany(f, { createdAt: at(9) })
      const answer = await f.candidates.candidates(managerId, exhibitionId)
      const row = (c: typeof older) => ({
        id: c.id, name: c.name, logo: c.logo, sector: f.sectorName, sectorId: f.catalogue.sectorId, managerId,
        status: c.status, isVerified: c.isVerified, application: undefined,
      })
      expect(answer).to.deep.equal([row(second), row(first), row(older)])
    })

    it("gives each company its application to this exhibition, whatever its status, and none to another", async () => {
      const other = (await f.exhibitions.add({ ...(await f.exhibitions.byId(exhibitionId))!, name: 'Other Expo' }, managerId, at(1))).id
      const applied = await aCompany(f, { managerId, createdAt: at(2) })
      const elsewhere = await aCompany(f, { managerId, createdAt: at(1) })
      const application = await f.participations.upsert({
        exhibitionId, companyId: applied.id, status: 'withdrawn', boothNumber: 'A-1', participationLevel: 'Gold', specialRequirements: 'Power',
        paymentConfirmed: true, rejectionReason: null, decidedAt: at(3), createdAt: at(2),
      })
      await f.participations.upsert({
        exhibitionId: other, companyId: elsewhere.id, status: 'approved', boothNumber: null, participationLevel: null, specialRequirements: null,
        paymentConfirmed: false, rejectionReason: null, decidedAt: null, createdAt: at(2),
      })
      const answer = await f.candidates.candidates(managerId, exhibitionId)
      expect(answer.map((c) => [c.id, c.application])).to.deep.equal([[applied.id, application], [elsewhere.id, undefined]])
    })

    it('answers none for a manager without companies, or an id that is no account', async () => {
      await aCompany(f)
      expect(await f.candidates.candidates(managerId, exhibitionId)).to.deep.equal([])
      expect(await f.candidates.candidates(managerId + 1000, exhibitionId)).to.deep.equal([])
    })
  })
