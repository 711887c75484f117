import type { Exhibition, ExhibitionDetails, ExhibitionId } from '../../../domain/exhibition/exhibition'
import type { ExhibitionRepository, ParticipationRepository } from '../../../domain/exhibition/exhibition.repository'
import type { NewParticipation, Participation, ParticipationStatus } from '../../../domain/exhibition/participation'
import { asDate, asDateOrNull, type Row, type Sql } from '../sql'

const toExhibition = (r: Row): Exhibition => ({
  id: r.id as number, name: r.name as string, description: r.description as string, posterImage: r.poster_image as string | null,
  startDate: asDate(r.start_date), endDate: asDate(r.end_date), location: r.location as string | null, venue: r.venue as string | null,
  countryId: r.country_id as number | null, sectorId: r.sector_id as number | null, allowedSectors: (r.allowed_sectors as number[]) ?? [],
  registrationDeadline: asDateOrNull(r.registration_deadline), vFairsLink: r.v_fairs_link as string | null, website: r.website as string | null,
  capacity: r.capacity as number, boothCostCents: r.booth_cost_cents as number, isVirtual: r.is_virtual as boolean,
  cancelled: r.cancelled as boolean, createdById: r.created_by_id as number | null, createdAt: asDate(r.created_at),
})

const detailColumns = (d: ExhibitionDetails) => [
  d.name, d.description, d.posterImage, d.startDate, d.endDate, d.location, d.venue, d.countryId, d.sectorId, [...d.allowedSectors],
  d.registrationDeadline, d.vFairsLink, d.website, d.capacity, d.boothCostCents, d.isVirtual, d.cancelled,
]
const DETAIL_NAMES = ['name', 'description', 'poster_image', 'start_date', 'end_date', 'location', 'venue', 'country_id', 'sector_id',
  'allowed_sectors', 'registration_deadline', 'v_fairs_link', 'website', 'capacity', 'booth_cost_cents', 'is_virtual', 'cancelled']
const placeholder = (name: string) => name === 'allowed_sectors' ? '?::int[]' : '?'

export class PgExhibitionRepository implements ExhibitionRepository {
  constructor(private readonly sql: Sql) {}

  async byId(id: ExhibitionId) {
    const r = await this.sql.one<Row>('select * from exhibitions where id = ?', [id])
    return r && toExhibition(r)
  }

  async byIdLocked(id: ExhibitionId) {
    const r = await this.sql.one<Row>('select * from exhibitions where id = ? for update', [id])
    return r && toExhibition(r)
  }

  async add(d: ExhibitionDetails, createdById: number, at: Date) {
    const r = await this.sql.one<Row>(
      `insert into exhibitions (${DETAIL_NAMES.join(', ')}, created_by_id, created_at, updated_at)
       values (${DETAIL_NAMES.map(placeholder).join(', ')}, ?, ?, ?) returning *`, [...detailColumns(d), createdById, at, at])
    return toExhibition(r!)
  }

  async save(id: ExhibitionId, d: ExhibitionDetails) {
    await this.sql.run(`update exhibitions set ${DETAIL_NAMES.map((n) => `${n} = ${placeholder(n)}`).join(', ')}, updated_at = now() where id = ?`,
      [...detailColumns(d), id])
  }

  async remove(id: ExhibitionId) {
    await this.sql.run('delete from exhibitions where id = ?', [id])
  }
}

const toParticipation = (r: Row): Participation => ({
  id: r.id as number, exhibitionId: r.exhibition_id as number, companyId: r.company_id as number, status: r.status as ParticipationStatus,
  boothNumber: r.booth_number as string | null, participationLevel: r.participation_level as string | null,
  specialRequirements: r.special_requirements as string | null, paymentConfirmed: r.payment_confirmed as boolean,
  rejectionReason: r.rejection_reason as string | null, decidedAt: asDateOrNull(r.decided_at), createdAt: asDate(r.created_at),
})

export class PgParticipationRepository implements ParticipationRepository {
  constructor(private readonly sql: Sql) {}

  async byId(id: number) {
    const r = await this.sql.one<Row>('select * from exhibition_participants where id = ?', [id])
    return r && toParticipation(r)
  }

  async of(exhibitionId: number, companyId: number) {
    const r = await this.sql.one<Row>('select * from exhibition_participants where exhibition_id = ? and company_id = ?', [exhibitionId, companyId])
    return r && toParticipation(r)
  }

  async confirmedCount(exhibitionId: number) {
    return (await this.sql.one<{ n: number }>(`select count(*)::int as n from exhibition_participants where exhibition_id = ? and status = 'approved'`, [exhibitionId]))?.n ?? 0
  }

  async confirmedAtBooth(exhibitionId: number, boothNumber: string) {
    const r = await this.sql.one<Row>(`select * from exhibition_participants
      where exhibition_id = ? and status = 'approved' and lower(booth_number) = lower(?) limit 1`, [exhibitionId, boothNumber.trim()])
    return r && toParticipation(r)
  }

  async upsert(p: NewParticipation) {
    const r = await this.sql.one<Row>(
      `insert into exhibition_participants (exhibition_id, company_id, status, booth_number, participation_level, special_requirements, payment_confirmed, decided_at, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (exhibition_id, company_id) do update set status = excluded.status, booth_number = null, rejection_reason = null,
         participation_level = excluded.participation_level, special_requirements = excluded.special_requirements,
         decided_at = null, created_at = excluded.created_at, updated_at = excluded.updated_at
       returning *`,
      [p.exhibitionId, p.companyId, p.status, p.boothNumber, p.participationLevel, p.specialRequirements, p.paymentConfirmed, p.decidedAt, p.createdAt, p.createdAt])
    return toParticipation(r!)
  }

  async save(p: Participation) {
    await this.sql.run(`update exhibition_participants set status = ?, booth_number = ?, payment_confirmed = ?, rejection_reason = ?, decided_at = ?,
      updated_at = now() where id = ?`, [p.status, p.boothNumber, p.paymentConfirmed, p.rejectionReason, p.decidedAt, p.id])
  }
}
