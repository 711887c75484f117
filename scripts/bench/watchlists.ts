// bench:watchlists — the cost of the watchlist matching job (src/adapters/projections/watchlist/pg-watchlist-matcher.ts)
// at scale: for each directory size (100k and 1M approved companies by default), 100k saved searches of 25k users are
// seeded set-based (sector and country, subsector, a word and a country, two countries, verified only), then a few thousand new,
// distinct companies are approved through the app's own event publisher and directory projector (one CompanyApproved
// each, every event different), and the job reads them in batches as the app runs it. Printed per size: events/s,
// the latency of a batch (p50, p95, max), the notifications made, and the ratio between the sizes.
//
//   BENCH_DATABASE_URL=postgres://… npm run bench:watchlists -- [--sizes 100000,1000000] [--searches 100000] [--approve 2000] [--batch 1000]
//
// Without BENCH_DATABASE_URL an embedded PostgreSQL in a temp folder is used. The database's public schema is dropped.
import { sqlOf } from '../../src/adapters/persistence/sql'
import { MikroOrmUnitOfWork } from '../../src/adapters/persistence/unit-of-work'
import { PgEventPublisher } from '../../src/adapters/persistence/events/pg-event-publisher'
import { DirectoryProjector } from '../../src/adapters/projections/directory/directory.projector'
import { PgWatchlistMatcher, WATCHLIST_JOB } from '../../src/adapters/projections/watchlist/pg-watchlist-matcher'
import type { DomainEvent } from '../../src/domain/shared/domain-event'
import { systemClock } from '../../src/main/container'
import { BenchRun, closePlatform, log, positiveInt, prepareCompanies, step } from './harness'
import { seedWriteTargets } from './seed'
import { fmtMs, summarize } from './stats'

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? process.argv[i + 1] : undefined
}
const sizes = (arg('sizes') ?? '100000,1000000').split(',').map((s) => positiveInt('sizes', s))
const searches = positiveInt('searches', arg('searches') ?? '100000')
const approve = positiveInt('approve', arg('approve') ?? '2000')
const batchSize = positiveInt('batch', arg('batch') ?? '1000')

/** Words of company names (seed.ts's vocabulary), lower-case, that saved searches look for. */
const WORDS = ['robotics', 'software', 'solar', 'logistics', 'pharma', 'foods', 'capital', 'media', 'energy', 'systems', 'nordic', 'alpine',
  'atlas', 'green', 'global', 'fashion', 'hotels', 'academy', 'cargo', 'biotech', 'cloud', 'data', 'wind', 'dairy', 'design', 'fleet']

interface SizeResult {
  readonly companies: number
  readonly events: number
  readonly notifications: number
  readonly totalMs: number
  readonly batches: { p50: number; p95: number; max: number; count: number }
  readonly perEventMs: number
}

const run = new BenchRun()
run.exitWith(async () => {
  const results: SizeResult[] = []
  for (const size of sizes) {
    const p = await prepareCompanies(run, size)
    const { client, orm } = p
    try {
      step(`${searches.toLocaleString('en')} saved searches`)
      let t = performance.now()
      const users = Math.ceil(searches / 4)
      await client.query(`insert into users (email, password_hash, first_name, last_name, role, is_email_verified, created_at, updated_at)
        select 'bench.watcher.' || i || '@example.com', 'x', 'Bench', 'Watcher ' || i, 'individual', true, now(), now() from generate_series(1, $1::int) i`, [users])
      // Shapes by i % 20: 0–5 sector + one of the 12 busiest countries, 6–9 subsector, 10–15 a word + one of those countries, 16–18 two of all countries, 19 verified only.
      await client.query(`
        with u as (select min(id) as first from users where email like 'bench.watcher.%'),
        s as (select array_agg(id order by id) ids from sectors),
        ss as (select array_agg(id order by id) ids from subsectors),
        c as (select array_agg(id order by id) ids from countries where code = any($3::text[])),
        ca as (select array_agg(id order by id) ids from countries),
        shaped as (
          select g.i, u.first + (g.i - 1) / 4 as user_id, g.i % 20 as shape,
            s.ids[1 + (hashint8(g.i * 7) & 2147483647) % cardinality(s.ids)] as sector_id,
            ss.ids[1 + (hashint8(g.i * 11) & 2147483647) % cardinality(ss.ids)] as subsector_id,
            c.ids[1 + (hashint8(g.i * 13) & 2147483647) % cardinality(c.ids)] as country_id,
            ca.ids[1 + (hashint8(g.i * 17) & 2147483647) % cardinality(ca.ids)] as country2,
            ca.ids[1 + (hashint8(g.i * 23) & 2147483647) % cardinality(ca.ids)] as country3,
            ($2::text[])[1 + (hashint8(g.i * 19) & 2147483647) % cardinality($2::text[])] as word
          from generate_series(1, $1::int) g(i) cross join u cross join s cross join ss cross join c cross join ca)
        insert into saved_searches (user_id, name, query, sector_id, subsector_id, country_ids, verified, words, anchors, frequency, last_seen_at, unsubscribe_salt, created_at)
        select user_id, 'Search ' || i, '{}'::jsonb,
          case when shape < 6 then sector_id end,
          case when shape between 6 and 9 then subsector_id end,
          case when shape < 6 or shape between 10 and 15 then array[country_id]
               when shape between 16 and 18 then array[country2, country3] end,
          case when shape = 19 then true end,
          case when shape between 10 and 15 then (word || ':*')::tsquery end,
          case when shape < 6 then array['s:' || sector_id || '/c:' || country_id]
               when shape between 6 and 9 then array['ss:' || subsector_id]
               when shape between 10 and 15 then array['w:' || left(word, 4)]
               when shape between 16 and 18 then array['c:' || country2, 'c:' || country3]
               else array['v:t'] end,
          case when i % 10 = 0 then 'daily' when i % 10 = 1 then 'weekly' else 'off' end,
          now() - interval '1 day', left(md5(i::text), 22), now() - interval '1 day'
        from shaped`, [searches, WORDS, ['US', 'DE', 'IT', 'FR', 'GB', 'ES', 'CN', 'IN', 'JP', 'BR', 'NL', 'PL']])
      await client.query('vacuum (analyze) saved_searches')
      log(`  ${searches.toLocaleString('en')} saved searches of ${users.toLocaleString('en')} users in ${((performance.now() - t) / 1000).toFixed(1)} s`)

      step(`approve ${approve.toLocaleString('en')} new companies`)
      t = performance.now()
      const targets = await seedWriteTargets(client, approve, { email: 'bench.admin@example.com', password: 'Bench-Passw0rd!2026' })
      const sql = sqlOf(orm)
      await client.query(`update job_checkpoints set last_event_id = (select coalesce(max(id), 0) from domain_events) where name = $1`, [WATCHLIST_JOB])
      const publisher = new PgEventPublisher(sql, [new DirectoryProjector(sql)])
      const at = new Date()
      for (let i = 0; i < targets.pending.length; i += 500) {
        const chunk = targets.pending.slice(i, i + 500)
        await orm.em.transactional(async () => {
          await sql.run(`update companies set status = 'approved', status_changed_at = now() where id = any(?::int[])`, [chunk])
          const events: DomainEvent[] = chunk.map((id) => ({ type: 'CompanyApproved', aggregateType: 'company', aggregateId: String(id), actorId: null, occurredAt: at, payload: {} }))
          await publisher.publish(events)
        })
      }
      log(`  ${targets.pending.length.toLocaleString('en')} companies approved (${targets.pending.length.toLocaleString('en')} distinct CompanyApproved events) in ${((performance.now() - t) / 1000).toFixed(1)} s`)

      step('matching job')
      const matcher = new PgWatchlistMatcher(sql, new MikroOrmUnitOfWork(orm), systemClock, { batchSize, settleMs: 0 })
      const latencies: number[] = []
      let events = 0
      let notifications = 0
      const started = performance.now()
      for (;;) {
        const b0 = performance.now()
        const b = await matcher.runBatch()
        if (!b.events) break
        latencies.push(performance.now() - b0)
        events += b.events
        notifications += b.notifications
      }
      const totalMs = performance.now() - started
      const again = await matcher.runOnce()
      const s = summarize(latencies)
      const { rows: [check] } = await client.query<{ n: number; dup: number }>(`select count(*)::int n,
        (select count(*)::int from (select 1 from notifications group by user_id, kind, subject_id, saved_search_id having count(*) > 1) d) dup from notifications`)
      const result: SizeResult = { companies: size, events, notifications, totalMs, batches: { p50: s.p50, p95: s.p95, max: s.max, count: latencies.length }, perEventMs: totalMs / Math.max(1, events) }
      results.push(result)
      log(`  ${events.toLocaleString('en')} events in ${latencies.length} batches of ${batchSize}: ${(totalMs / 1000).toFixed(2)} s, ${Math.round(events / (totalMs / 1000)).toLocaleString('en')} events/s`)
      log(`  batch latency: p50 ${fmtMs(s.p50)} ms, p95 ${fmtMs(s.p95)} ms, max ${fmtMs(s.max)} ms`)
      log(`  notifications: ${notifications.toLocaleString('en')} (${(notifications / Math.max(1, events)).toFixed(1)} per event; ${check.n.toLocaleString('en')} rows, ${check.dup} duplicates)`)
      log(`  a second run: ${again.events} events, ${again.notifications} notifications (idempotent)`)
      const { rows: plan } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers, costs off)
        select count(*) from directory_entries d
        cross join lateral (select array['*', 's:' || d.sector_id, 's:' || d.sector_id || '/c:' || d.country_id, 'c:' || d.country_id,
          case when d.is_verified then 'v:t' else 'v:f' end] || array(select distinct 'w:' || left(l, 4) from unnest(tsvector_to_array(d.search)) l) as keys) k
        join saved_searches s on s.anchors && k.keys
        where d.company_id = $1 and (s.sector_id is null or s.sector_id = d.sector_id) and (s.subsector_id is null or s.subsector_id = d.subsector_id)
          and (s.country_ids is null or d.country_id = any(s.country_ids)) and (s.verified is null or s.verified = d.is_verified) and (s.words is null or d.search @@ s.words)`,
      [targets.pending[0]])
      log('  plan of one company\'s match:')
      for (const r of plan.slice(0, 14)) log(`    ${r['QUERY PLAN']}`)
    } finally {
      await closePlatform(p)
    }
  }
  step('report')
  for (const r of results) {
    log(`  ${r.companies.toLocaleString('en').padStart(9)} companies, ${searches.toLocaleString('en')} saved searches: ${Math.round(r.events / (r.totalMs / 1000)).toLocaleString('en')} events/s, `
      + `batch p95 ${fmtMs(r.batches.p95)} ms, ${r.notifications.toLocaleString('en')} notifications for ${r.events.toLocaleString('en')} events`)
  }
  if (results.length >= 2) {
    const [small, large] = [results[0], results.at(-1)!]
    log(`  ratio ${large.companies / small.companies}× the companies: ${(large.perEventMs / small.perEventMs).toFixed(2)}× the time per event, ${(large.batches.p95 / small.batches.p95).toFixed(2)}× the batch p95`)
  }
  return 0
})
