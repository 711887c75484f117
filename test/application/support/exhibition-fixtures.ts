// The exhibition specs' world: the in-memory stores, one unit of work over them, and the handlers wired as in the container.
import { InMemoryCompanyRepository } from '../../../src/adapters/in-memory/in-memory-company.repository'
import {
  InMemoryExhibitionCandidates, InMemoryExhibitionRepository, InMemoryParticipationRepository, inMemoryExhibitionReferences,
} from '../../../src/adapters/in-memory/in-memory-exhibition.repository'
import { InMemoryEventPublisher, InMemorySettings, InMemoryUnitOfWork } from '../../../src/adapters/in-memory/in-memory-support'
import { EligibleCompanies } from '../../../src/application/exhibition/eligible-companies'
import { ExhibitionCommands } from '../../../src/application/exhibition/exhibition-commands'
import { createCompany, type Company } from '../../../src/domain/company/company'
import type { ExhibitionDetails } from '../../../src/domain/exhibition/exhibition'
import type { DomainEvent } from '../../../src/domain/shared/domain-event'
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { companyProfile, t0, userWith } from './fixtures'

export const admin = userWith(1, 'admin')
export const owner = userWith(2, 'company_manager')
export const stranger = userWith(3, 'company_manager')

/** Sector 20 (the company fixture's) and 21 exist; so does country 10. */
export const SECTOR_NAMES = { 20: 'Robotics', 21: 'Food' }

/** Runs from 1 to 3 December 2026 (t0 is 1 November), registration until 25 November, two exhibitors at most, for sector 20. */
export const exhibitionDetails = (over: Partial<ExhibitionDetails> = {}): ExhibitionDetails => ({
  name: 'Global Tech Expo 2026', description: 'Software and hardware.', posterImage: null,
  startDate: new Date('2026-12-01T00:00:00Z'), endDate: new Date('2026-12-03T00:00:00Z'), location: 'Online', venue: 'vFairs halls',
  countryId: 10, sectorId: 20, allowedSectors: [20], registrationDeadline: new Date('2026-11-25T00:00:00Z'),
  vFairsLink: 'https://tech.vfairs.com', website: null, capacity: 2, boothCostCents: 25050, isVirtual: true, cancelled: false, ...over,
})

/** A clock the spec moves. */
const movableClock = () => {
  let at = t0
  return { now: () => new Date(at.getTime()), set: (d: Date) => { at = d } }
}

export const exhibitionWorld = () => {
  const participations = new InMemoryParticipationRepository()
  const exhibitions = new InMemoryExhibitionRepository(participations)
  const companies = new InMemoryCompanyRepository()
  const events = new InMemoryEventPublisher()
  const uow = new InMemoryUnitOfWork([exhibitions, participations, companies, events])
  const settings = new InMemorySettings()
  const clock = movableClock()
  let failing = false
  /** Publishes to `events`, or fails as a lost connection would, after the handler's writes. */
  const publisher = {
    publish: async (published: readonly DomainEvent[]) => {
      if (failing) throw new Error('connection lost')
      await events.publish(published)
    },
  }
  const commands = new ExhibitionCommands(exhibitions, participations, companies, inMemoryExhibitionReferences([10], [20, 21]), publisher, uow, settings, clock)
  const candidates = new InMemoryExhibitionCandidates(companies, participations, SECTOR_NAMES)
  const eligible = new EligibleCompanies(exhibitions, participations, candidates, settings, clock)
  return {
    participations, exhibitions, companies, events, uow, settings, clock, commands, candidates, eligible,
    /** From now on the handlers' work fails after its writes (when it publishes). */
    failAfterWrites: () => { failing = true },
    /** Every stored row, to compare before and after a refusal. */
    rows: () => ({ exhibitions: [...exhibitions.exhibitions.values()], participations: [...participations.participations.values()], companies: [...companies.companies.values()] }),
    /** An exhibition stored directly (no event), as it stands after its creation. */
    addExhibition: (over: Partial<ExhibitionDetails> = {}) => exhibitions.add(exhibitionDetails(over), admin.id, t0),
    /** A company of the manager in sector 20: approved and verified unless told otherwise (only an approved one may be verified). */
    addCompany: (managerId: number, over: Partial<Company> = {}) =>
      companies.add({ ...createCompany(companyProfile, managerId, false, t0), isVerified: (over.status ?? 'approved') === 'approved', ...over }),
  }
}

/** Runs `refused`, and asserts it answered `left`, wrote no row, published no event, and rolled back. */
export const expectNothingLeft = async (w: Pick<ReturnType<typeof exhibitionWorld>, 'rows' | 'events' | 'uow'>, refused: () => Promise<unknown>, left: unknown) => {
  const before = w.rows()
  const published = w.events.published.length
  const outcomes = w.uow.outcomes.length
  expect(await refused()).to.deep.equal(E.left(left))
  expect(w.rows()).to.deep.equal(before)
  expect(w.events.published).to.have.length(published)
  expect(w.uow.outcomes.slice(outcomes)).to.deep.equal(['rollback'])
}
