import { auditEntryOf, NOT_AUDITED, type AuditEntryDraft, type AuditFieldChangeView } from '../../../application/audit/audit-entry'
import type { AuditValue } from '../../../domain/shared/changes'
import type { DomainEvent } from '../../../domain/shared/domain-event'
import { fullName } from '../../../domain/user/user'
import type { Projector } from '../../persistence/events/pg-event-publisher'
import { asDate, type Row, type Sql } from '../../persistence/sql'

/** The fields whose values are ids of the catalogue or of a country: the trail names them as they were. */
const REFERENCES: Readonly<Record<string, 'sectors' | 'subsectors' | 'countries'>> = {
  sectorId: 'sectors', allowedSectors: 'sectors', subsectorId: 'subsectors', countryId: 'countries',
}

type Names = ReadonlyMap<string, ReadonlyMap<number, string>>

const idsIn = (v: AuditValue): number[] => (typeof v === 'number' ? [v] : Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [])

const label = (v: AuditValue, names: ReadonlyMap<number, string> | undefined): string | undefined => {
  const ids = idsIn(v)
  if (!names || ids.length === 0) return undefined
  return ids.map((i) => names.get(i) ?? `#${i}`).join(', ')
}

/**
 * Writes the audit trail (audit_entries) in the command's transaction: one entry per audited event
 * (application/audit/audit-entry.ts), naming the actor as they are at that moment, and the sectors,
 * subsectors and countries among the changed values. The table only takes inserts (a trigger refuses
 * the rest). Separate from the AuditProjector of the system logs, which the super admin may clear.
 */
export class AuditTrailProjector implements Projector {
  constructor(private readonly sql: Sql) {}

  async project(events: readonly DomainEvent[]): Promise<void> {
    const drafts = events.map(auditEntryOf).filter((d): d is AuditEntryDraft => d !== undefined)
    if (drafts.length === 0) return
    const actors = await this.actors(drafts)
    const names = await this.referenceNames(drafts)
    const rows = drafts.map((d) => {
      const actor = d.actorId === null ? undefined : actors.get(d.actorId)
      const changes = Object.fromEntries(Object.entries(d.changes).map(([field, c]): [string, AuditFieldChangeView] => {
        const table = REFERENCES[field]
        if (!table) return [field, c]
        const fromLabel = label(c.from, names.get(table))
        const toLabel = label(c.to, names.get(table))
        return [field, { ...c, ...(fromLabel ? { fromLabel } : {}), ...(toLabel ? { toLabel } : {}) }]
      }))
      return [
        d.occurredAt, d.actorId, d.actorId === null ? null : actor?.name ?? `User #${d.actorId}`, actor?.role ?? null, d.action, d.summary,
        d.target.type, d.target.id, d.target.label, d.related, d.reason, JSON.stringify(changes),
      ]
    })
    await this.sql.run(`insert into audit_entries (occurred_at, actor_id, actor_name, actor_role, action, summary, target_type, target_id, target_label, related, reason, changes)
      values ${rows.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?::text[], ?, ?::jsonb)').join(', ')}`, rows.flat())
  }

  /**
   * Once, into an empty trail (the start after its migration, or after seeding the demo data): the
   * event log replayed, a batch at a time. Events from before the trail carry no changes: their
   * entries tell who, when, what, the target and the reason, and name the actor as they are now.
   */
  async backfill(): Promise<number> {
    if (await this.sql.one('select 1 from audit_entries limit 1')) return 0
    let after = 0
    let replayed = 0
    for (;;) {
      const rows = await this.sql.all<Row>(`select id, type, aggregate_type, aggregate_id, actor_id, payload, occurred_at from domain_events
        where id > ? and type <> all(?::text[]) order by id limit 1000`, [after, NOT_AUDITED])
      if (rows.length === 0) return replayed
      await this.project(rows.map((r) => ({
        type: r.type as string, aggregateType: r.aggregate_type as string, aggregateId: r.aggregate_id as string, actorId: r.actor_id as number | null,
        occurredAt: asDate(r.occurred_at), payload: r.payload as Record<string, unknown>,
      })))
      replayed += rows.length
      after = Number(rows[rows.length - 1].id)
    }
  }

  /** The actors' names and roles now, in the command's transaction (before a deletion by the same command takes effect on them). */
  private async actors(drafts: readonly AuditEntryDraft[]): Promise<Map<number, { name: string; role: string }>> {
    const ids = [...new Set(drafts.map((d) => d.actorId).filter((i): i is number => i !== null))]
    if (ids.length === 0) return new Map()
    const rows = await this.sql.all<{ id: number; first_name: string; last_name: string; email: string; role: string }>(
      'select id, first_name, last_name, email, role from users where id = any(?::int[])', [ids])
    return new Map(rows.map((r) => [r.id, { name: fullName({ firstName: r.first_name, lastName: r.last_name }) || r.email, role: r.role }]))
  }

  private async referenceNames(drafts: readonly AuditEntryDraft[]): Promise<Names> {
    const wanted = new Map<string, Set<number>>()
    for (const d of drafts) {
      for (const [field, c] of Object.entries(d.changes)) {
        const table = REFERENCES[field]
        if (!table) continue
        const ids = wanted.get(table) ?? new Set<number>()
        for (const i of [...idsIn(c.from), ...idsIn(c.to)]) ids.add(i)
        wanted.set(table, ids)
      }
    }
    const names = new Map<string, Map<number, string>>()
    // Every table's names in one statement (an edit of country, sector and subsector: one round trip, not three).
    const asked = [...wanted].filter(([, ids]) => ids.size > 0)
    if (asked.length === 0) return names
    const rows = await this.sql.all<{ t: string; id: number; name: string }>(
      asked.map(([table]) => `select '${table}' as t, id, name from ${table} where id = any(?::int[])`).join(' union all '),
      asked.map(([, ids]) => [...ids]))
    for (const [table] of asked) names.set(table, new Map(rows.filter((r) => r.t === table).map((r) => [r.id, r.name])))
    return names
  }
}
