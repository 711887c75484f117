import { randomBytes } from 'node:crypto'
import type { FollowStore, FollowView, NotificationStore, SavedSearchStore, SavedSearchView } from '../../../application/watchlist/watchlists'
import type { FollowSubject, Notification, NotificationKind } from '../../../domain/watchlist/notification'
import {
  searchWords, tsqueryText, wordKey, type DigestFrequency, type DirectoryQuestion, type SavedSearch,
} from '../../../domain/watchlist/saved-search'
import { asDate, asDateOrNull, type Sql } from '../sql'

interface SearchRow {
  id: number; user_id: number; name: string; query: DirectoryQuestion; frequency: DigestFrequency
  last_seen_at: Date | string; created_at: Date | string; new_matches?: number
}
const COLUMNS = 's.id, s.user_id, s.name, s.query, s.frequency, s.last_seen_at, s.created_at'
const toSearch = (r: SearchRow): SavedSearch => ({
  id: r.id, userId: r.user_id, name: r.name, question: r.query, frequency: r.frequency,
  lastSeenAt: asDate(r.last_seen_at), createdAt: asDate(r.created_at),
})

/** The question as kept: only the fields it has (a stable JSON the web client reads back). */
const questionJson = (q: DirectoryQuestion): string => JSON.stringify({
  ...(q.search?.trim() ? { search: q.search.trim() } : {}),
  ...(q.sectorId !== undefined ? { sectorId: q.sectorId } : {}),
  ...(q.subsectorId !== undefined ? { subsectorId: q.subsectorId } : {}),
  ...(q.countries?.length ? { countries: [...q.countries] } : {}),
  ...(q.verified !== undefined ? { verified: q.verified } : {}),
  ...(q.sort ? { sort: q.sort } : {}),
})

/**
 * The anchor of a question: the keys a new company must share with it to be tested at all, the most
 * selective there is: a subsector, else its longest word's beginning; those are chosen here, the others
 * in SQL from the countries' ids: a sector with each country (`s:3/c:7`), a sector, each country, the
 * verified flag (`v:t`), else `*` (the matcher's company keys: pg-watchlist-matcher.ts).
 */
const anchorOf = (q: DirectoryQuestion, words: readonly string[]): string | null => {
  if (q.subsectorId !== undefined) return `ss:${q.subsectorId}`
  if (words.length) return wordKey([...words].sort((a, b) => [...b].length - [...a].length)[0])
  return null
}

export class PgSavedSearchStore implements SavedSearchStore {
  constructor(private readonly sql: Sql) {}

  async countOwnedLocked(userId: number): Promise<number> {
    await this.sql.all('select 1 from users where id = ? for update', [userId])
    return (await this.sql.one<{ n: number }>('select count(*)::int as n from saved_searches where user_id = ?', [userId]))!.n
  }

  async insert(userId: number, name: string, q: DirectoryQuestion, frequency: DigestFrequency, now: Date): Promise<SavedSearch | 'name-taken'> {
    const words = searchWords(q.search)
    const countries = q.countries?.length ? [...new Set(q.countries.map((c) => c.toLowerCase()))] : null
    const row = await this.sql.one<SearchRow>(
      `with c as (select case when ?::text[] is null then null
          else coalesce((select array_agg(id order by id) from countries where lower(name) = any(?::text[]) or lower(code) = any(?::text[])), '{}') end as ids)
      insert into saved_searches as s (user_id, name, query, sector_id, subsector_id, country_ids, verified, words, anchors, frequency, last_seen_at, unsubscribe_salt, created_at)
      select ?, ?, ?::jsonb, ?, ?, c.ids, ?, ?::tsquery,
        coalesce(?::text[], case
          when c.ids = '{}' then array['none']
          when ?::int is not null and c.ids is null then array['s:' || ?::int]
          when ?::int is not null then array(select 's:' || ?::int || '/c:' || x from unnest(c.ids) x)
          when c.ids is not null then array(select 'c:' || x from unnest(c.ids) x)
          when ?::bool is not null then array[case when ?::bool then 'v:t' else 'v:f' end]
          else array['*'] end),
        ?, ?, ?, ?
      from c
      on conflict do nothing
      returning ${COLUMNS}`,
      [countries, countries, countries, userId, name, questionJson(q), q.sectorId ?? null, q.subsectorId ?? null, q.verified ?? null, tsqueryText(words),
        ((a) => (a ? [a] : null))(anchorOf(q, words)), ...(Array(4) as unknown[]).fill(q.sectorId ?? null), q.verified ?? null, q.verified ?? null,
        frequency, now, randomBytes(16).toString('base64url'), now])
    return row ? toSearch(row) : 'name-taken'
  }

  async byId(userId: number, id: number): Promise<SavedSearch | undefined> {
    const row = await this.sql.one<SearchRow>(`select ${COLUMNS} from saved_searches s where s.id = ? and s.user_id = ?`, [id, userId])
    return row && toSearch(row)
  }

  async list(userId: number): Promise<readonly SavedSearchView[]> {
    const rows = await this.sql.all<SearchRow>(
      `select ${COLUMNS}, (select count(*)::int from notifications n where n.saved_search_id = s.id and n.created_at > s.last_seen_at) as new_matches
      from saved_searches s where s.user_id = ? order by lower(s.name), s.id`, [userId])
    return rows.map((r) => ({ ...toSearch(r), newMatches: r.new_matches ?? 0 }))
  }

  async rename(userId: number, id: number, name: string): Promise<'renamed' | 'name-taken' | 'not-found'> {
    if (!await this.byId(userId, id)) return 'not-found'
    const taken = await this.sql.one('select 1 from saved_searches where user_id = ? and lower(name) = lower(?) and id <> ?', [userId, name, id])
    if (taken) return 'name-taken'
    await this.sql.run('update saved_searches set name = ? where id = ? and user_id = ?', [name, id, userId])
    return 'renamed'
  }

  async setFrequency(userId: number, id: number, frequency: DigestFrequency): Promise<boolean> {
    return (await this.sql.run('update saved_searches set frequency = ? where id = ? and user_id = ?', [frequency, id, userId])) > 0
  }

  async markSeen(userId: number, id: number, at: Date): Promise<boolean> {
    return (await this.sql.run('update saved_searches set last_seen_at = greatest(last_seen_at, ?) where id = ? and user_id = ?', [at, id, userId])) > 0
  }

  async remove(userId: number, id: number): Promise<boolean> {
    return (await this.sql.run('delete from saved_searches where id = ? and user_id = ?', [id, userId])) > 0
  }

  async unsubscribeSaltOf(id: number) {
    const row = await this.sql.one<{ name: string; salt: string; frequency: DigestFrequency }>(
      'select name, unsubscribe_salt as salt, frequency from saved_searches where id = ?', [id])
    return row
  }

  async turnDigestOff(id: number): Promise<void> {
    await this.sql.run(`update saved_searches set frequency = 'off' where id = ?`, [id])
  }
}

const columnOf = (s: FollowSubject) => ({ company: 'company_id', sector: 'sector_id', exhibition: 'exhibition_id' } as const)[s.kind]

export class PgFollowStore implements FollowStore {
  constructor(private readonly sql: Sql) {}
  async follow(userId: number, subject: FollowSubject, at: Date): Promise<boolean> {
    return (await this.sql.run(`insert into follows (user_id, ${columnOf(subject)}, created_at) values (?, ?, ?) on conflict do nothing`, [userId, subject.id, at])) > 0
  }
  async unfollow(userId: number, subject: FollowSubject): Promise<boolean> {
    return (await this.sql.run(`delete from follows where user_id = ? and ${columnOf(subject)} = ?`, [userId, subject.id])) > 0
  }
  async list(userId: number): Promise<readonly FollowView[]> {
    const rows = await this.sql.all<{ company_id: number | null; sector_id: number | null; exhibition_id: number | null; name: string }>(
      `select f.company_id, f.sector_id, f.exhibition_id, coalesce(c.name, s.name, x.name) as name from follows f
      left join companies c on c.id = f.company_id left join sectors s on s.id = f.sector_id left join exhibitions x on x.id = f.exhibition_id
      where f.user_id = ? order by f.id`, [userId])
    return rows.map((r): FollowView => (r.company_id !== null ? { kind: 'company', id: r.company_id, name: r.name }
      : r.sector_id !== null ? { kind: 'sector', id: r.sector_id, name: r.name } : { kind: 'exhibition', id: r.exhibition_id!, name: r.name }))
  }
  async sectorExists(sectorId: number): Promise<boolean> {
    return !!await this.sql.one('select 1 from sectors where id = ?', [sectorId])
  }
  async exhibitionExists(exhibitionId: number): Promise<boolean> {
    return !!await this.sql.one('select 1 from exhibitions where id = ?', [exhibitionId])
  }
}

interface NotificationRow {
  id: number | string; kind: NotificationKind; subject_id: number; saved_search_id: number | null; title: string
  created_at: Date | string; read_at: Date | string | null
}

export class PgNotificationStore implements NotificationStore {
  constructor(private readonly sql: Sql) {}
  async list(userId: number, limit: number): Promise<readonly Notification[]> {
    const rows = await this.sql.all<NotificationRow>(
      'select id, kind, subject_id, saved_search_id, title, created_at, read_at from notifications where user_id = ? order by id desc limit ?', [userId, limit])
    return rows.map((r) => ({
      id: Number(r.id), kind: r.kind, subjectId: r.subject_id, savedSearchId: r.saved_search_id, title: r.title,
      createdAt: asDate(r.created_at), readAt: asDateOrNull(r.read_at),
    }))
  }
  async unreadCount(userId: number): Promise<number> {
    return (await this.sql.one<{ n: number }>('select count(*)::int as n from notifications where user_id = ? and read_at is null', [userId]))!.n
  }
  async markRead(userId: number, ids: readonly number[] | 'all', at: Date): Promise<number> {
    if (ids === 'all') return this.sql.run('update notifications set read_at = ? where user_id = ? and read_at is null', [at, userId])
    return this.sql.run('update notifications set read_at = ? where user_id = ? and read_at is null and id = any(?::bigint[])', [at, userId, [...ids]])
  }
}
