import type { CandidateCompany, ExhibitionCandidates } from '../../application/exhibition/eligible-companies'
import type { ExhibitionReferences } from '../../application/exhibition/exhibition-commands'
import type { Exhibition, ExhibitionDetails, ExhibitionId } from '../../domain/exhibition/exhibition'
import type { ExhibitionRepository, ParticipationRepository } from '../../domain/exhibition/exhibition.repository'
import { sameBooth, type NewParticipation, type Participation } from '../../domain/exhibition/participation'
import type { InMemoryCompanyRepository } from './in-memory-company.repository'
import { InMemoryRows, type Reversible } from './in-memory-support'

/** The checks of the exhibitions table (initial migration): a broken one is a fault, thrown as PostgreSQL throws it. */
const checkRow = (d: ExhibitionDetails) => {
  if (d.endDate.getTime() < d.startDate.getTime()) throw new Error('exhibitions: check (end_date >= start_date) violated')
  if (d.capacity < 0 || d.boothCostCents < 0) throw new Error('exhibitions: check (capacity >= 0, booth_cost_cents >= 0) violated')
}

/** Applications in a map, as the PostgreSQL repository keeps them: one per exhibition and company (unique). */
export class InMemoryParticipationRepository implements ParticipationRepository, Reversible {
  private readonly rows = new InMemoryRows<Participation>()
  /** The stored applications by id, for tests to read. */
  get participations(): Map<number, Participation> { return this.rows.byId }
  snapshot() { return this.rows.snapshot() }

  async byId(id: number) { return this.participations.get(id) }
  async of(exhibitionId: number, companyId: number) {
    return [...this.participations.values()].find((p) => p.exhibitionId === exhibitionId && p.companyId === companyId)
  }
  async confirmedCount(exhibitionId: number) {
    return [...this.participations.values()].filter((p) => p.exhibitionId === exhibitionId && p.status === 'approved').length
  }
  async confirmedAtBooth(exhibitionId: number, boothNumber: string) {
    return [...this.participations.values()].find((p) => p.exhibitionId === exhibitionId && p.status === 'approved' && p.boothNumber !== null && sameBooth(p.boothNumber, boothNumber))
  }
  /** On a second application of the company, its row is reopened: the booth and decision cleared, the payment kept. */
  async upsert(p: NewParticipation): Promise<Participation> {
    const existing = await this.of(p.exhibitionId, p.companyId)
    if (!existing) return this.rows.insert((id) => ({ ...p, id }))
    const reopened: Participation = {
      ...existing, status: p.status, boothNumber: null, rejectionReason: null, participationLevel: p.participationLevel,
      specialRequirements: p.specialRequirements, decidedAt: null, createdAt: p.createdAt,
    }
    this.participations.set(existing.id, reopened)
    return reopened
  }
  /** Writes the decision's fields only, as the PostgreSQL update does; a booth held by another confirmed application throws, as the unique index does. */
  async save(p: Participation) {
    const stored = this.participations.get(p.id)
    if (stored && p.status === 'approved' && p.boothNumber !== null) {
      const holder = await this.confirmedAtBooth(stored.exhibitionId, p.boothNumber)
      if (holder && holder.id !== p.id) throw new Error('duplicate key value violates unique constraint "exhibition_participants_booth_unique"')
    }
    if (stored) this.participations.set(p.id, { ...stored, status: p.status, boothNumber: p.boothNumber, paymentConfirmed: p.paymentConfirmed, rejectionReason: p.rejectionReason, decidedAt: p.decidedAt })
  }
  /** on delete cascade: the applications go with their exhibition. */
  removeOf(exhibitionId: number) {
    for (const p of [...this.participations.values()]) if (p.exhibitionId === exhibitionId) this.participations.delete(p.id)
  }
}

/** Exhibitions in a map, with the checks of the table; removing one removes its applications. */
export class InMemoryExhibitionRepository implements ExhibitionRepository, Reversible {
  private readonly rows = new InMemoryRows<Exhibition>()
  constructor(private readonly applications: InMemoryParticipationRepository) {}
  /** The stored exhibitions by id, for tests to read. */
  get exhibitions(): Map<ExhibitionId, Exhibition> { return this.rows.byId }
  snapshot() { return this.rows.snapshot() }

  async byId(id: ExhibitionId) { return this.exhibitions.get(id) }
  async byIdLocked(id: ExhibitionId) { return this.exhibitions.get(id) }
  async add(d: ExhibitionDetails, createdById: number, at: Date): Promise<Exhibition> {
    checkRow(d)
    return this.rows.insert((id) => ({ ...d, allowedSectors: [...d.allowedSectors], id, createdById, createdAt: at }))
  }
  async save(id: ExhibitionId, d: ExhibitionDetails) {
    const stored = this.exhibitions.get(id)
    if (!stored) return
    checkRow(d)
    this.exhibitions.set(id, { ...d, allowedSectors: [...d.allowedSectors], id, createdById: stored.createdById, createdAt: stored.createdAt })
  }
  async remove(id: ExhibitionId) {
    this.exhibitions.delete(id)
    this.applications.removeOf(id)
  }
}

/** The given countries and sectors exist, no other. */
export const inMemoryExhibitionReferences = (countries: readonly number[], sectors: readonly number[]): ExhibitionReferences => ({
  missingSectors: async (ids) => [...new Set(ids)].filter((id) => !sectors.includes(id)),
  countryExists: async (id) => countries.includes(id),
})

/** A manager's companies from the in-memory stores, with the names of their sectors (sector id → name). */
export class InMemoryExhibitionCandidates implements ExhibitionCandidates {
  constructor(
    private readonly companies: InMemoryCompanyRepository,
    private readonly applications: InMemoryParticipationRepository,
    private readonly sectorNames: Readonly<Record<number, string>>,
  ) {}

  async candidates(managerId: number, exhibitionId: number): Promise<readonly CandidateCompany[]> {
    const own = [...this.companies.companies.values()].filter((c) => c.managerId === managerId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    return Promise.all(own.map(async (c) => ({
      id: c.id, name: c.name, logo: c.logo, sector: this.sectorNames[c.sectorId] ?? '', sectorId: c.sectorId, managerId: c.managerId,
      status: c.status, isVerified: c.isVerified, application: await this.applications.of(exhibitionId, c.id),
    })))
  }
}
