import type { AuditEntryView, AuditFacetsView, AuditFieldChangeView, AuditFilter, AuditReadModel } from '../../../application/audit/audit-entry'
import type { Role } from '../../../domain/user/role'
import { asDate, type Sql } from '../../persistence/sql'

interface EntryRow {
  readonly id: string
  readonly occurred_at: unknown
  readonly actor_id: number | null
  readonly actor_name: string | null
  readonly actor_role: string | null
  readonly action: string
  readonly summary: string
  readonly target_type: string
  readonly target_id: string
  readonly target_label: string
  readonly reason: string | null
  readonly changes: Record<string, AuditFieldChangeView>
}

const COLUMNS = 'id, occurred_at, actor_id, actor_name, actor_role, action, summary, target_type, target_id, target_label, reason, changes'

/** Rows an export reads at a time. */
const BATCH = 500

const toView = (r: EntryRow): AuditEntryView => ({
  id: Number(r.id),
  occurredAt: asDate(r.occurred_at).toISOString(),
  actor: r.actor_id === null ? null : { id: r.actor_id, name: r.actor_name ?? `User #${r.actor_id}`, role: r.actor_role as Role | null },
  action: r.action,
  summary: r.summary,
  target: { type: r.target_type, id: r.target_id, label: r.target_label },
  reason: r.reason,
  changes: r.changes,
})

/** The filter as SQL conditions (always at least one, so that `where` reads on) and their values. */
const conditions = (f: AuditFilter): { where: string; args: unknown[] } => {
  const clauses: string[] = ['true']
  const args: unknown[] = []
  if (f.actorId !== undefined) { clauses.push('actor_id = ?'); args.push(f.actorId) }
  if (f.action) { clauses.push('action = ?'); args.push(f.action) }
  if (f.targetType && f.targetId) {
    // A record's history: the entries about it, and those it is part of (related).
    clauses.push('((target_type = ? and target_id = ?) or related @> ?::text[])')
    args.push(f.targetType, f.targetId, [`${f.targetType}:${f.targetId}`])
  } else if (f.targetType) {
    clauses.push('target_type = ?'); args.push(f.targetType)
  } else if (f.targetId) {
    clauses.push('target_id = ?'); args.push(f.targetId)
  }
  if (f.from) { clauses.push('occurred_at >= ?'); args.push(f.from) }
  if (f.to) { clauses.push('occurred_at < ?'); args.push(f.to) }
  return { where: clauses.join(' and '), args }
}

/**
 * The audit trail as admins read it, on the primary: an entry shows in the next answer after its
 * command. Newest first (by id: entries are numbered as they are written).
 */
export class PgAuditReadModel implements AuditReadModel {
  constructor(private readonly sql: Sql) {}

  async page(filter: AuditFilter, page: number, pageSize: number) {
    const { where, args } = conditions(filter)
    const rows = await this.sql.all<EntryRow>(`select ${COLUMNS} from audit_entries where ${where} order by id desc limit ? offset ?`, [...args, pageSize, (page - 1) * pageSize])
    const total = (await this.sql.one<{ n: number }>(`select count(*)::int as n from audit_entries where ${where}`, args))?.n ?? 0
    return { items: rows.map(toView), total }
  }

  /** Batches of BATCH rows by id (a keyset, not an offset), up to the newest entry when the export began. */
  async *all(filter: AuditFilter): AsyncIterable<AuditEntryView> {
    const { where, args } = conditions(filter)
    let below = Number((await this.sql.one<{ max: string | null }>('select max(id)::text as max from audit_entries'))?.max ?? 0) + 1
    for (;;) {
      const rows = await this.sql.all<EntryRow>(`select ${COLUMNS} from audit_entries where ${where} and id < ? order by id desc limit ?`, [...args, below, BATCH])
      for (const r of rows) yield toView(r)
      if (rows.length < BATCH) return
      below = Number(rows[rows.length - 1].id)
    }
  }

  /** Who has entries (named as in their latest one) and which actions there are: each read as a skip scan of its index. */
  async facets(): Promise<AuditFacetsView> {
    const actors = await this.sql.all<{ id: number; name: string | null }>(`with recursive a(actor_id) as (
        (select actor_id from audit_entries where actor_id is not null order by actor_id limit 1)
        union all
        select (select e.actor_id from audit_entries e where e.actor_id > a.actor_id order by e.actor_id limit 1) from a where a.actor_id is not null)
      select a.actor_id as id, (select e.actor_name from audit_entries e where e.actor_id = a.actor_id order by e.id desc limit 1) as name
      from a where a.actor_id is not null`)
    const actions = await this.sql.all<{ action: string }>(`with recursive a(action) as (
        (select action from audit_entries order by action limit 1)
        union all
        select (select e.action from audit_entries e where e.action > a.action order by e.action limit 1) from a where a.action is not null)
      select action from a where action is not null`)
    return {
      actors: actors.map((r) => ({ id: r.id, name: r.name ?? `User #${r.id}` })).sort((x, y) => x.name.localeCompare(y.name) || x.id - y.id),
      actions: actions.map((r) => r.action),
    }
  }
}
