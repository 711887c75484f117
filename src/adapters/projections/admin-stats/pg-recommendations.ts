import type { Row, Sql } from '../../persistence/sql'

export interface Recommendation {
  readonly company: { readonly id: number; readonly name: string; readonly logo: string | null; readonly country: string; readonly sector: string; readonly subsector: string | null; readonly isVerified: boolean; readonly views: number; readonly description: string }
  readonly reason: string
}

/**
 * "Recommended for you": public companies the user has not saved, chosen from what they did —
 * the sectors and countries of their favourites, the sectors of their own companies and of the
 * exhibitions their companies joined — each with the reason in plain words. A new user gets the
 * most viewed verified companies.
 */
export class PgRecommendations {
  constructor(private readonly sql: Sql) {}

  async for(userId: number, limit = 6): Promise<Recommendation[]> {
    const rows = await this.sql.all<Row>(`
      with fav as (select d.* from favorites f join directory_entries d on d.company_id = f.company_id where f.user_id = ?),
      own as (select c.sector_id from companies c where c.manager_id = ?),
      expo as (select distinct unnest(e.allowed_sectors) as sector_id from exhibition_participants p join exhibitions e on e.id = p.exhibition_id
               join companies c on c.id = p.company_id where c.manager_id = ? and p.status = 'approved'),
      candidates as (
        select d.*, 3 as score, 'Because you saved ' || (select f.name from fav f where f.sector_id = d.sector_id order by f.name limit 1) || ', also in ' || d.sector as reason
          from directory_entries d where d.sector_id in (select sector_id from fav)
        union all
        select d.*, 2, 'From ' || d.country || ', like companies you saved' from directory_entries d where d.country_id in (select country_id from fav)
        union all
        select d.*, 2, 'In ' || d.sector || ', the sector of your company' from directory_entries d where d.sector_id in (select sector_id from own)
        union all
        select d.*, 1, 'Exhibits in sectors of the exhibitions you joined' from directory_entries d where d.sector_id in (select sector_id from expo)
      ),
      ranked as (
        select distinct on (c.company_id) c.* from candidates c
        where c.company_id not in (select company_id from fav) and c.company_id not in (select id from companies where manager_id = ?)
        order by c.company_id, c.score desc)
      select * from ranked order by score desc, is_verified desc, views desc, company_id limit ?`, [userId, userId, userId, userId, limit])
    const picked = rows.map(toRec)
    if (picked.length >= limit) return picked
    const fallback = await this.sql.all<Row>(`select d.*, 'Popular on Expo Atlas' as reason from directory_entries d
      where d.is_verified and d.company_id not in (select company_id from favorites where user_id = ?)
        and d.company_id not in (select id from companies where manager_id = ?) and not (d.company_id = any(?::int[]))
      order by d.views desc, d.company_id limit ?`, [userId, userId, picked.map((p) => p.company.id), limit - picked.length])
    return [...picked, ...fallback.map(toRec)]
  }
}

const toRec = (r: Row): Recommendation => ({
  company: {
    id: r.company_id as number, name: r.name as string, logo: r.logo as string | null, country: r.country as string, sector: r.sector as string,
    subsector: r.subsector as string | null, isVerified: r.is_verified as boolean, views: r.views as number, description: r.description as string,
  },
  reason: r.reason as string,
})

