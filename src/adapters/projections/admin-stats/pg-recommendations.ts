import { registrationOpen, timing } from '../../../domain/exhibition/exhibition'
import { asDate, asDateOrNull, type Row, type Sql } from '../../persistence/sql'

interface RecommendedCompany {
  readonly id: number
  readonly name: string
  readonly logo: string | null
  readonly country: string
  readonly sector: string
  readonly subsector: string | null
  readonly isVerified: boolean
  readonly views: number
  readonly description: string
}

interface RecommendedExhibition {
  readonly id: number
  readonly name: string
  readonly startDate: string
  readonly endDate: string
  readonly location: string | null
  readonly isVirtual: boolean
  readonly posterImage: string | null
}

/** A public company, with why it is suggested. */
export interface CompanyRecommendation {
  readonly kind: 'company'
  readonly company: RecommendedCompany
  readonly reason: string
}

/** An exhibition that has not ended, with why it is suggested. */
export interface ExhibitionRecommendation {
  readonly kind: 'exhibition'
  readonly exhibition: RecommendedExhibition
  readonly reason: string
}

/** GET /api/recommendations: one item of the answer (a client that knows only companies reads `kind` absent as 'company'). */
export type Recommendation = CompanyRecommendation | ExhibitionRecommendation

/** About a third of the list may be exhibitions: none in a list of one, one in 2–4, two in 5–7… */
const exhibitionSlots = (limit: number): number => Math.floor((limit + 1) / 3)

/**
 * "Recommended for you": public companies the user has not saved, and exhibitions that have not
 * ended, chosen from what they did — the sectors and countries of their favourites, their own
 * companies' sectors and exhibitions — each with the reason in plain words. A new user gets the
 * most viewed verified companies.
 */
export class PgRecommendations {
  constructor(private readonly sql: Sql) {}

  async for(userId: number, limit: number, now: Date, timeZone: string): Promise<Recommendation[]> {
    const exhibitions = await this.exhibitions(userId, exhibitionSlots(limit), now, timeZone)
    const companyLimit = limit - exhibitions.length
    const picked = await this.companies(userId, companyLimit)
    const fallback = picked.length < companyLimit ? await this.popular(userId, picked.map((p) => p.company.id), companyLimit - picked.length) : []
    return [...picked, ...exhibitions, ...fallback]
  }

  /**
   * Companies: in the sector or country of a favourite, in the sector of the user's own company, or
   * confirmed at an exhibition where one of the user's companies is confirmed too.
   */
  private async companies(userId: number, limit: number): Promise<CompanyRecommendation[]> {
    if (limit <= 0) return []
    const rows = await this.sql.all<Row>(`
      with fav as (select d.* from favorites f join directory_entries d on d.company_id = f.company_id where f.user_id = ?),
      own as (select c.id, c.name, c.sector_id from companies c where c.manager_id = ?),
      fellow as (select other.company_id, e.name as exhibition, o.name as own_name, e.start_date
        from own o join exhibition_participants mine on mine.company_id = o.id and mine.status = 'approved'
        join exhibitions e on e.id = mine.exhibition_id and not e.cancelled
        join exhibition_participants other on other.exhibition_id = e.id and other.status = 'approved' and other.company_id <> o.id),
      candidates as (
        select d.*, 3 as score, 'Because you saved ' || (select f.name from fav f where f.sector_id = d.sector_id order by f.name limit 1) || ', also in ' || d.sector as reason
          from directory_entries d where d.sector_id in (select sector_id from fav)
        union all
        select d.*, 3, 'Exhibits at ' || x.exhibition || ', like ' || x.own_name from directory_entries d
          join lateral (select f.exhibition, f.own_name from fellow f where f.company_id = d.company_id order by f.start_date desc, f.exhibition limit 1) x on true
        union all
        select d.*, 2, 'From ' || d.country || ', like companies you saved' from directory_entries d where d.country_id in (select country_id from fav)
        union all
        select d.*, 2, 'In ' || d.sector || ', the sector of your company' from directory_entries d where d.sector_id in (select sector_id from own)
      ),
      ranked as (
        select distinct on (c.company_id) c.* from candidates c
        where c.company_id not in (select company_id from fav) and c.company_id not in (select id from own)
        order by c.company_id, c.score desc, c.reason)
      select * from ranked order by score desc, is_verified desc, views desc, company_id limit ?`, [userId, userId, limit])
    return rows.map(toCompany)
  }

  /** The fallback for a new user (and to fill the list): the most viewed verified companies. */
  private async popular(userId: number, except: readonly number[], limit: number): Promise<CompanyRecommendation[]> {
    const rows = await this.sql.all<Row>(`select d.*, 'Popular on Expo Atlas' as reason from directory_entries d
      where d.is_verified and d.company_id not in (select company_id from favorites where user_id = ?)
        and d.company_id not in (select id from companies where manager_id = ?) and not (d.company_id = any(?::int[]))
      order by d.views desc, d.company_id limit ?`, [userId, userId, except, limit])
    return rows.map(toCompany)
  }

  /**
   * Exhibitions that have not ended and that none of the user's companies joined or applied to: one
   * where a saved company exhibits, one open to the sector of a saved company, or one open to the
   * sector of the user's approved company while its registration is open. A cancelled one never.
   */
  private async exhibitions(userId: number, limit: number, now: Date, timeZone: string): Promise<ExhibitionRecommendation[]> {
    if (limit <= 0) return []
    const rows = await this.sql.all<Row>(`
      with fav as (select d.company_id, d.name, d.sector_id, d.sector from favorites f join directory_entries d on d.company_id = f.company_id where f.user_id = ?),
      own as (select c.id, c.name, c.sector_id, c.status = 'approved' and c.is_verified as can_exhibit from companies c where c.manager_id = ?),
      candidates as (
        select p.exhibition_id as id, 3 as score, f.name || ', which you saved, exhibits there' as reason, false as to_apply
          from exhibition_participants p join fav f on f.company_id = p.company_id where p.status = 'approved'
        union all
        select e.id, 2, 'Because you saved companies in ' || f.sector, false from exhibitions e join fav f on f.sector_id = any(e.allowed_sectors)
        union all
        select e.id, 2, 'Open to ' || s.name || ' companies like ' || o.name, true
          from exhibitions e join own o on o.can_exhibit and (cardinality(e.allowed_sectors) = 0 or o.sector_id = any(e.allowed_sectors))
          join sectors s on s.id = o.sector_id
      ),
      ranked as (select distinct on (c.id) c.* from candidates c order by c.id, c.score desc, c.reason)
      select e.id, e.name, e.start_date, e.end_date, e.location, e.is_virtual, e.poster_image, e.cancelled, e.registration_deadline, r.reason, r.to_apply
      from ranked r join exhibitions e on e.id = r.id
      where not e.cancelled and e.end_date >= ?::timestamptz - interval '1 day'
        and not exists (select 1 from exhibition_participants p join own o on o.id = p.company_id where p.exhibition_id = e.id and p.status in ('pending', 'approved'))
      order by r.score desc, e.start_date, e.id limit 50`, [userId, userId, now])
    return rows
      .filter((r) => {
        const e = { startDate: asDate(r.start_date), endDate: asDate(r.end_date), cancelled: r.cancelled as boolean, registrationDeadline: asDateOrNull(r.registration_deadline) }
        const kind = timing(e, now, timeZone).kind
        return (kind === 'upcoming' || kind === 'ongoing') && (!r.to_apply || registrationOpen(e, now, timeZone))
      })
      .slice(0, limit)
      .map((r) => ({
        kind: 'exhibition',
        exhibition: {
          id: r.id as number, name: r.name as string, startDate: asDate(r.start_date).toISOString(), endDate: asDate(r.end_date).toISOString(),
          location: r.location as string | null, isVirtual: r.is_virtual as boolean, posterImage: r.poster_image as string | null,
        },
        reason: r.reason as string,
      }))
  }
}

const toCompany = (r: Row): CompanyRecommendation => ({
  kind: 'company',
  company: {
    id: r.company_id as number, name: r.name as string, logo: r.logo as string | null, country: r.country as string, sector: r.sector as string,
    subsector: r.subsector as string | null, isVerified: r.is_verified as boolean, views: r.views as number, description: r.description as string,
  },
  reason: r.reason as string,
})
