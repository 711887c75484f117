import type { DomainEvent } from '../../../domain/shared/domain-event'
import type { Projector } from '../../persistence/events/pg-event-publisher'
import type { Sql } from '../../persistence/sql'
import { announceChange } from '../read-cache'

/**
 * One directory row per approved company, with the names the cards show and a weighted search
 * document: name (A) > products and services (B) > description (C) > place and sector (D).
 */
const ENTRY_SELECT = `
  select c.id, c.name, c.logo, c.description, c.country_id, co.name, co.code, c.sector_id, s.name, c.subsector_id, ss.name,
    coalesce(pr.names, '{}'), coalesce(sv.names, '{}'), c.is_verified, c.views, c.created_at,
    setweight(to_tsvector('simple', c.name), 'A') ||
    setweight(to_tsvector('simple', array_to_string(coalesce(pr.names, '{}') || coalesce(sv.names, '{}'), ' ')), 'B') ||
    setweight(to_tsvector('simple', c.description), 'C') ||
    setweight(to_tsvector('simple', concat_ws(' ', co.name, c.city, s.name, ss.name)), 'D'),
    to_tsvector('simple', c.name)
  from companies c
  join countries co on co.id = c.country_id
  join sectors s on s.id = c.sector_id
  left join subsectors ss on ss.id = c.subsector_id
  left join lateral (select array_agg(p.name order by cp.position) as names from company_products cp join products p on p.id = cp.product_id where cp.company_id = c.id) pr on true
  left join lateral (select array_agg(x.name order by cs.position) as names from company_services cs join services x on x.id = cs.service_id where cs.company_id = c.id) sv on true
  where c.status = 'approved'`

const INSERT = `insert into directory_entries (company_id, name, logo, description, country_id, country, country_code,
  sector_id, sector, subsector_id, subsector, products, services, is_verified, views, created_at, search, name_search)`

/** directory_counts and directory_words recounted from the rows (what the triggers must keep them equal to). */
export const RECOUNT = `insert into directory_counts (sector_id, subsector_id, country_id, is_verified, companies)
  select coalesce(sector_id, -1), coalesce(sub, -1), coalesce(country_id, -1), is_verified, count(*)
  from (select sector_id, coalesce(subsector_id, 0) as sub, country_id, is_verified from directory_entries) e
  group by grouping sets ((sector_id, sub, country_id, is_verified), (sector_id, country_id, is_verified), (country_id, is_verified),
    (sector_id, sub, is_verified), (sector_id, is_verified), (is_verified))`
export const REWORD = `insert into directory_words (word, companies, terms)
  select l.lexeme, count(*), count(*) filter (where l.weights && array['A', 'B']) from directory_entries, unnest(search) l group by l.lexeme`

export class DirectoryProjector implements Projector {
  /** `cache` is dropped after the commit of a change of the directory's rows (not of views alone). */
  constructor(private readonly sql: Sql, private readonly cache: { invalidate(): void } = { invalidate: () => undefined }) {}

  /** Views are not counted here: PgCompanyViewCounter adds them to the row in the view's own statement. */
  async project(events: readonly DomainEvent[]): Promise<void> {
    const refresh = new Set<number>()
    for (const e of events) {
      if (e.aggregateType === 'company' && e.type !== 'CompanyViewed') refresh.add(Number(e.aggregateId))
      if (e.aggregateType === 'catalogue') await this.refreshWhere(e.payload)
    }
    for (const id of refresh) await this.refresh(id)
  }

  private announce(): Promise<void> {
    return announceChange(this.sql, 'directory', this.cache)
  }

  /**
   * Re-reads one company: its row appears, changes or disappears with its status. The counts and words
   * follow in the same transaction (the table's triggers, migration 20261125000000).
   */
  async refresh(companyId: number): Promise<void> {
    await this.sql.run('delete from directory_entries where company_id = ?', [companyId])
    await this.sql.run(`${INSERT} ${ENTRY_SELECT} and c.id = ?`, [companyId])
    await this.announce()
  }

  /** After a rename in the catalogue (sector, subsector, country), the rows that show that name. */
  private async refreshWhere(payload: Readonly<Record<string, unknown>>): Promise<void> {
    const column = payload.sectorId ? 'sector_id' : payload.subsectorId ? 'subsector_id' : undefined
    const id = payload.sectorId ?? payload.subsectorId
    if (!column || typeof id !== 'number') return
    const ids = await this.sql.all<{ id: number }>(`select company_id as id from directory_entries where ${column} = ?`, [id])
    for (const { id: companyId } of ids) await this.refresh(companyId)
  }

  /**
   * Truncates and replays the whole read model from the write tables. Run it in a transaction: readers
   * then see the old rows until the commit, and the statement timeout (30 s, too short for a million
   * companies) is lifted for this transaction only.
   */
  async rebuild(): Promise<number> {
    await this.sql.run('set local statement_timeout = 0')
    await this.sql.run('truncate directory_entries, directory_counts, directory_words, directory_word_keys, directory_terms')
    const rows = await this.sql.run(`${INSERT} ${ENTRY_SELECT}`)
    await this.announce()
    return rows
  }
}
