import * as E from 'fp-ts/lib/Either.js'
import type { UnitOfWork } from '../../../application/ports/unit-of-work'
import type { Clock } from '../../../domain/shared/clock'
import { STARTING_SOON_DAYS } from '../../../domain/watchlist/notification'
import type { Sql } from '../../persistence/sql'

/** The checkpoint row of this job in job_checkpoints. */
export const WATCHLIST_JOB = 'watchlists'
/** The events the job reads; any other is skipped. */
const WATCHED_EVENTS = ['CompanyApproved', 'MediaItemApproved', 'MediaItemPublished', 'ExhibitionCreated', 'ExhibitionUpdated']

export interface MatchBatch {
  /** Events read (and the checkpoint moved past them). */
  readonly events: number
  readonly notifications: number
  /** False when another instance holds the checkpoint: nothing was read. */
  readonly ran: boolean
}

export interface MatcherOptions {
  /** Events read per transaction. */
  readonly batchSize: number
  /**
   * How old an event must be (ms, by the app's clock) before it is read: an event's id is given at its
   * insert, but a transaction that took an id earlier may commit later; reading only what is a moment
   * old keeps the cursor from passing an event still to come (docs/decisions.md, "Matching job").
   */
  readonly settleMs: number
}
const DEFAULT_MATCHER_OPTIONS: MatcherOptions = { batchSize: 1000, settleMs: 2000 }

/**
 * The matching job (docs/ubiquitous-language/watchlists.md): reads the event log after its checkpoint,
 * in batches, and makes notifications — a newly approved company for every saved search it matches,
 * a followed company's approved media item, an exhibition of a followed sector opening registration (new, or
 * opened by an edit) —
 * then exhibitions of a followed sector starting soon. Each batch, its notifications and the moved
 * checkpoint are one transaction: a crash loses nothing (the batch is read again) and duplicates
 * nothing (notifications are unique per user, kind, subject and saved search, inserted `on conflict do
 * nothing`). Two instances never read the same batch: the checkpoint row is locked (`skip locked`).
 *
 * A new company is matched in SQL: its keys (its sector, sector and country, country, subsector, verified
 * flag and the beginning of each of its words)
 * are looked up in the saved searches' anchors (a GIN index), and only the searches found are tested
 * with the directory's predicate (the filters, and the words on the same full-text vector).
 */
export class PgWatchlistMatcher {
  constructor(
    private readonly sql: Sql,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly options: MatcherOptions = DEFAULT_MATCHER_OPTIONS,
  ) {}

  /** One batch in one transaction. */
  async runBatch(): Promise<MatchBatch> {
    const done = await this.uow.run(async () => E.right(await this.batch()))
    return E.isRight(done) ? done.right : { events: 0, notifications: 0, ran: false }
  }

  /** Batches until the log is read to its settled end, then the exhibitions starting soon. */
  async runOnce(): Promise<{ readonly events: number; readonly notifications: number; readonly batches: number }> {
    let events = 0
    let notifications = 0
    let batches = 0
    for (;;) {
      const b = await this.runBatch()
      if (!b.ran) break
      if (b.events) batches++
      events += b.events
      notifications += b.notifications
      if (b.events < this.options.batchSize) break
    }
    const soon = await this.uow.run(async () => E.right(await this.startingSoon()))
    return { events, notifications: notifications + (E.isRight(soon) ? soon.right : 0), batches }
  }

  private async batch(): Promise<MatchBatch> {
    const checkpoint = await this.sql.one<{ last: string }>(
      'select last_event_id::text as last from job_checkpoints where name = ? for update skip locked', [WATCHLIST_JOB])
    if (!checkpoint) return { events: 0, notifications: 0, ran: false }
    const now = this.clock.now()
    const settled = new Date(now.getTime() - this.options.settleMs)
    const events = await this.sql.all<{ id: string; type: string; subject: number; at: Date | string }>(
      // Ordered by the column, not by the text the id is answered as ('10' < '9').
      `select e.id::text as id, e.type, e.aggregate_id::int as subject, e.occurred_at as at from domain_events e
       where e.id > ?::bigint and e.type = any(?::text[]) and e.occurred_at <= ? and e.aggregate_id ~ '^[0-9]{1,9}$'
       order by e.id limit ?`,
      [checkpoint.last, WATCHED_EVENTS, settled, this.options.batchSize])
    if (!events.length) return { events: 0, notifications: 0, ran: true }
    const ids = (type: string) => events.filter((e) => e.type === type).map((e) => e.id)
    let notifications = 0
    const approved = ids('CompanyApproved')
    if (approved.length) notifications += await this.companiesMatched(approved, now)
    const media = [...ids('MediaItemApproved'), ...ids('MediaItemPublished')]
    if (media.length) notifications += await this.mediaApproved(media, now)
    const exhibitions = ids('ExhibitionCreated')
    if (exhibitions.length) notifications += await this.registrationOpen(exhibitions, now)
    const edits = ids('ExhibitionUpdated')
    if (edits.length) notifications += await this.registrationReopened(edits, now)
    await this.sql.run('update job_checkpoints set last_event_id = ?::bigint, updated_at = ? where name = ?', [events.at(-1)!.id, now, WATCHLIST_JOB])
    return { events: events.length, notifications, ran: true }
  }

  /** Newly approved companies (still listed) × the saved searches they match, saved before the approval. */
  private companiesMatched(eventIds: readonly string[], now: Date): Promise<number> {
    return this.sql.run(
      `insert into notifications (user_id, kind, subject_id, saved_search_id, title, created_at)
      select s.user_id, 'company_matched', d.company_id, s.id, d.name, ?
      from (select aggregate_id::int as company_id, max(occurred_at) as at from domain_events where id = any(?::bigint[]) group by 1) e
      join directory_entries d on d.company_id = e.company_id
      cross join lateral (select array['*', 's:' || d.sector_id, 's:' || d.sector_id || '/c:' || d.country_id, 'c:' || d.country_id,
            case when d.is_verified then 'v:t' else 'v:f' end]
          || case when d.subsector_id is null then '{}'::text[] else array['ss:' || d.subsector_id] end
          || array(select distinct 'w:' || left(l, 4) from unnest(tsvector_to_array(d.search)) l) as keys) k
      join saved_searches s on s.anchors && k.keys
      where s.created_at <= e.at
        and (s.sector_id is null or s.sector_id = d.sector_id)
        and (s.subsector_id is null or s.subsector_id = d.subsector_id)
        and (s.country_ids is null or d.country_id = any(s.country_ids))
        and (s.verified is null or s.verified = d.is_verified)
        and (s.words is null or d.search @@ s.words)
      on conflict do nothing`,
      [now, eventIds])
  }

  /**
   * A followed company's media item approved or, embargoed, published (still approved and published now, its
   * company still listed). An embargoed item's approval tells nobody: its publication does (MediaItemPublished,
   * issue 22); a follower is told of an item once (the notification's key).
   */
  private mediaApproved(eventIds: readonly string[], now: Date): Promise<number> {
    return this.sql.run(
      `insert into notifications (user_id, kind, subject_id, saved_search_id, title, created_at)
      select f.user_id, 'media_approved', m.id, null, m.title, ?
      from company_media m
      join directory_entries d on d.company_id = m.company_id
      join follows f on f.company_id = m.company_id
      where m.id in (select aggregate_id::int from domain_events where id = any(?::bigint[])) and m.status = 'approved' and m.published_at <= ?
      on conflict do nothing`,
      [now, eventIds, now])
  }

  /** A new exhibition of a followed sector, its registration open (a follow of the exhibition itself counts alike). */
  private registrationOpen(eventIds: readonly string[], now: Date): Promise<number> {
    return this.sql.run(
      `insert into notifications (user_id, kind, subject_id, saved_search_id, title, created_at)
      select f.user_id, 'exhibition_registration_open', x.id, null, x.name, ?
      from exhibitions x join follows f on (f.sector_id = x.sector_id or f.exhibition_id = x.id)
      where x.id in (select aggregate_id::int from domain_events where id = any(?::bigint[]))
        and not x.cancelled and x.end_date >= ? and (x.registration_deadline is null or x.registration_deadline >= ?)
      on conflict do nothing`,
      [now, eventIds, now, now])
  }

  /**
   * An edit that opened an existing exhibition's registration to a sector's followers: it reinstated a cancelled
   * exhibition, moved a registration deadline or an end date that had passed (when the edit was made) into the
   * future, or moved the exhibition into another sector (its followers have not been told of it). Each field's
   * value before the edit is the change's `from`, else (not changed) the stored one. The exhibition must be open
   * now, as for a new one; the notification's key is the same, so a follower is told of an exhibition once.
   */
  private registrationReopened(eventIds: readonly string[], now: Date): Promise<number> {
    return this.sql.run(
      `insert into notifications (user_id, kind, subject_id, saved_search_id, title, created_at)
      select distinct f.user_id, 'exhibition_registration_open', x.id, null::int, x.name, ?::timestamptz
      from domain_events e
      cross join lateral (select coalesce(e.payload->'changes', '{}'::jsonb) as ch) c
      join exhibitions x on x.id = e.aggregate_id::int
      join follows f on (f.sector_id = x.sector_id or f.exhibition_id = x.id)
      where e.id = any(?::bigint[])
        and not x.cancelled and x.end_date >= ? and (x.registration_deadline is null or x.registration_deadline >= ?)
        and (c.ch->'sectorId' is not null
          or (c.ch->'cancelled'->>'from' = 'true')
          or (case when c.ch->'endDate' is not null then (c.ch->'endDate'->>'from')::timestamptz else x.end_date end) < e.occurred_at
          or (case when c.ch->'registrationDeadline' is not null then (c.ch->'registrationDeadline'->>'from')::timestamptz else x.registration_deadline end) < e.occurred_at)
      on conflict do nothing`,
      [now, eventIds, now, now])
  }

  /** Followed exhibitions, and exhibitions of a followed sector, that start within STARTING_SOON_DAYS: once per follower and exhibition. */
  private startingSoon(): Promise<number> {
    const now = this.clock.now()
    return this.sql.run(
      `insert into notifications (user_id, kind, subject_id, saved_search_id, title, created_at)
      select f.user_id, 'exhibition_starting_soon', x.id, null, x.name, ?
      from exhibitions x join follows f on (f.sector_id = x.sector_id or f.exhibition_id = x.id)
      where not x.cancelled and x.start_date > ? and x.start_date <= ?
      on conflict do nothing`,
      [now, now, new Date(now.getTime() + STARTING_SOON_DAYS * 86_400_000)])
  }
}
