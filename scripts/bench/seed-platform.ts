// The rest of the platform around the companies that seed.ts creates, for the API and soak benchmarks:
// sign-in accounts with a known password (visitors, media users, an admin, a super admin, and the
// managers seed.ts made), exhibitions past, ongoing and upcoming with their participations, media items
// with attachments, favourites, company views of the last 60 days, the domain event log that goes with
// all of it, a few media access requests, and the admin dashboard's projection rebuilt by the app's own
// AdminStatsProjector. Set-based SQL with deterministic hashes: every run has the same data.
import bcrypt from 'bcryptjs'
import type pg from 'pg'
import type { MikroORM } from '@mikro-orm/postgresql'
import { sqlOf } from '../../src/adapters/persistence/sql'
import { AdminStatsProjector } from '../../src/adapters/projections/admin-stats/admin-stats.projector'
import { VOCABULARY } from './seed'

/** The password of every account this seed creates (and of seed.ts's managers, `bench.manager.N@example.com`). */
export const BENCH_PASSWORD = 'Bench-Passw0rd!2026'
export const BENCH_ADMIN = 'bench.admin@example.com'
export const BENCH_SUPER_ADMIN = 'bench.superadmin@example.com'
export const benchVisitor = (n: number) => `bench.visitor.${n}@example.com`
export const benchManager = (n: number) => `bench.manager.${n}@example.com`

export interface PlatformCounts {
  readonly visitors: number
  readonly mediaUsers: number
  readonly exhibitions: number
  readonly participations: number
  readonly mediaItems: number
  readonly attachments: number
  readonly favorites: number
  readonly views: number
  readonly events: number
  readonly ms: number
}

/** `(hashint8(i * 1009 + salt) & 2147483647)`, as in seed.ts: a deterministic, well-spread non-negative integer. */
const hash = (col: string, salt: number) => `(hashint8(${col}::bigint * 1009 + ${salt}) & 2147483647)`

const MEDIA_TITLES = {
  press_release: ['launches a new product line', 'reports record annual results', 'opens a new plant', 'signs a distribution agreement',
    'appoints a new chief executive', 'wins a national innovation award', 'expands into new markets', 'completes an acquisition'],
  news: ['joins an industry association', 'publishes its sustainability report', 'celebrates an anniversary', 'hires 50 engineers',
    'moves into a new headquarters', 'partners with a local university', 'renews its quality certification', 'launches a new website'],
  event: ['open house', 'customer day', 'product launch event', 'technical workshop', 'partner summit', 'webinar'],
  press_kit: ['press kit', 'media kit', 'brand assets and fact sheet'],
}

const PARAGRAPHS = [
  'The announcement follows two years of development with customers in several countries, who tested early versions and shaped the final design.',
  'The company expects the move to strengthen its position in its home market and to open doors with larger customers abroad.',
  'Customers will see the first results in the coming months, starting with faster deliveries and a wider range of options.',
  'The management thanked the team and its partners for their work, and confirmed its plans for the next three years.',
  'More details, pictures and contacts for journalists are available from the press office on request.',
  'Independent analysts describe the market as growing steadily, driven by automation, exports and demand for sustainable products.',
]

const since = (t: number) => Math.round(performance.now() - t)

/**
 * Seeds the platform around `seedCompanies`'s approved companies (call it after seed.ts), sized by the
 * number of companies: a visitor account per 5 companies, an exhibition per 100 (20 at least), 20–150
 * applications each, 0–3 media items per company, 0–6 favourites per visitor, 3 views per company.
 */
export const seedPlatform = async (client: pg.Client, orm: MikroORM, log: (s: string) => void): Promise<PlatformCounts> => {
  const t0 = performance.now()
  await client.query(`set work_mem = '256MB'`)
  await client.query('set synchronous_commit = off')
  const { rows: [range] } = await client.query<{ lo: number; hi: number; n: number }>('select min(id) lo, max(id) hi, count(*)::int n from companies')
  if (!range?.n) throw new Error('no companies: run seedCompanies first')
  const companies = range.n
  const passwordHash = await bcrypt.hash(BENCH_PASSWORD, 10) // the app's own cost (BcryptPasswordHasher)
  const visitors = Math.max(50, Math.round(companies / 5))
  const mediaUsers = Math.max(5, Math.round(companies / 2000))
  const exhibitions = Math.max(20, Math.round(companies / 100))
  // A company id from a hash: ids run from lo to hi without gaps (one insert).
  const companyOf = (hsh: string) => `(${range.lo} + ${hsh} % ${range.hi - range.lo + 1})`

  let t = performance.now()
  await client.query('update users set password_hash = $1 where email like $2', [passwordHash, 'bench.manager.%'])
  await client.query(`
    insert into users (email, password_hash, first_name, last_name, role, is_email_verified, created_at, updated_at)
    select x.email, $1, x.first, x.last, x.role, true, x.created, x.created from (
      select 'bench.visitor.' || i || '@example.com' as email, 'Visitor' as first, 'Number ' || i as last, 'individual' as role,
        now() - make_interval(secs => ($2::int - i) * (8 * 365 * 86400.0 / $2::int)) as created
      from generate_series(1, $2::int) i
      union all
      select 'bench.media.' || i || '@example.com', 'Reporter', 'Number ' || i, 'media', now() - make_interval(days => i) from generate_series(1, $3::int) i
      union all select $4, 'Bench', 'Admin', 'admin', now() - interval '3 years'
      union all select $5, 'Bench', 'Super Admin', 'super_admin', now() - interval '3 years') x`,
  [passwordHash, visitors, mediaUsers, BENCH_ADMIN, BENCH_SUPER_ADMIN])
  log(`  ${visitors.toLocaleString('en')} visitors, ${mediaUsers} media users, an admin and a super admin (password ${BENCH_PASSWORD}) in ${(since(t) / 1000).toFixed(1)} s`)

  t = performance.now()
  // Exhibitions every few days from 8 years ago to a year ahead: most past, some ongoing, the rest upcoming.
  const V = VOCABULARY
  await client.query(`
    insert into exhibitions (name, description, start_date, end_date, location, venue, country_id, sector_id, allowed_sectors,
      registration_deadline, v_fairs_link, website, capacity, booth_cost_cents, is_virtual, cancelled, created_at, updated_at)
    select x.sector || ' ' || x.kind || ' ' || x.city || ' ' || extract(year from x.start)::int,
      'The ' || x.kind || ' of ' || lower(x.sector) || ' in ' || x.city || ': exhibitors, talks and meetings for buyers and suppliers from the whole region.',
      x.start, x.start + make_interval(days => 1 + ${hash('x.i', 41)} % 4), x.city, x.city || ' Exhibition Centre', x.country_id, x.sector_id,
      array[x.sector_id], x.start - interval '14 days', case when x.virtual then 'https://vfairs.example/expo-' || x.i end,
      'https://expo-' || x.i || '.example', 50 + ${hash('x.i', 42)} % 250, (${hash('x.i', 43)} % 20) * 10000, x.virtual,
      ${hash('x.i', 44)} % 50 = 0, x.start - interval '120 days', x.start - interval '120 days'
    from (
      select g.i, s.id as sector_id, s.name as sector, co.id as country_id,
        (array['Expo', 'Fair', 'Summit', 'Trade Show', 'Week'])[1 + ${hash('g.i', 45)} % 5] as kind,
        $2::jsonb -> co.code ->> 0 as city, ${hash('g.i', 46)} % 4 = 0 as virtual,
        date_trunc('day', now()) - interval '8 years' + make_interval(secs => g.i * (9 * 365 * 86400.0 / $1::int)) as start
      from generate_series(1, $1::int) g(i)
      join sectors s on s.id = (select id from sectors order by id offset ${hash('g.i', 47)} % (select count(*) from sectors) limit 1)
      join countries co on co.code = ($3::text[])[1 + ${hash('g.i', 48)} % cardinality($3::text[])]
    ) x`, [exhibitions, JSON.stringify(V.cities), V.topCountries])
  // 20–150 applications each: 80 % approved with a booth, 10 % pending, 5 % rejected, 5 % withdrawn.
  const parts = await client.query(`
    insert into exhibition_participants (exhibition_id, company_id, status, payment_confirmed, booth_number, participation_level,
      decided_at, created_at, updated_at)
    select e.id, ${companyOf(hash('e.id * 1000 + k', 51))}, st.status, st.status = 'approved',
      case when st.status = 'approved' then chr(65 + k % 6) || '-' || (k + 1) end,
      (array['standard', 'premium', 'sponsor'])[1 + ${hash('e.id * 1000 + k', 52)} % 3],
      case when st.status in ('approved', 'rejected') then e.created_at + interval '30 days' end, e.created_at + make_interval(days => k % 60), now()
    from exhibitions e
    cross join lateral generate_series(1, 20 + ${hash('e.id', 53)} % 131) k
    cross join lateral (select case when ${hash('e.id * 1000 + k', 54)} % 100 < 80 then 'approved' when ${hash('e.id * 1000 + k', 54)} % 100 < 90 then 'pending'
      when ${hash('e.id * 1000 + k', 54)} % 100 < 95 then 'rejected' else 'withdrawn' end as status) st
    on conflict (exhibition_id, company_id) do nothing`)
  log(`  ${exhibitions.toLocaleString('en')} exhibitions, ${parts.rowCount?.toLocaleString('en')} applications in ${(since(t) / 1000).toFixed(1)} s`)

  t = performance.now()
  // 0–3 items per company (30 % none, 40 % one, 20 % two, 10 % three): 35 % press releases, 35 % news, 15 % events,
  // 15 % press kits; 85 % approved, 10 % pending, 5 % rejected; the newest companies publish the most recently.
  await client.query(`
    insert into company_media (company_id, title, content, type, status, event_date, event_location, published_at, rejection_reason,
      created_at, updated_at)
    select x.id, x.name || ' ' || (($1::jsonb -> x.type) ->> (${hash('x.id * 10 + x.k', 61)} % jsonb_array_length($1::jsonb -> x.type))::int),
      x.name || ': ' || ($2::text[])[1 + ${hash('x.id * 10 + x.k', 62)} % 6] || ' ' || ($2::text[])[1 + ${hash('x.id * 10 + x.k', 63)} % 6] || ' '
        || ($2::text[])[1 + ${hash('x.id * 10 + x.k', 64)} % 6],
      x.type, x.status, case when x.type = 'event' then x.created + make_interval(days => 10 + ${hash('x.id * 10 + x.k', 65)} % 80) end,
      case when x.type = 'event' then coalesce(x.city, 'Online') end,
      case when x.status = 'approved' then x.created + interval '1 day' end,
      case when x.status = 'rejected' then 'Please describe the news itself rather than the company in general.' end, x.created, x.created
    from (
      select c.id, c.name, c.city, k,
        (array['press_release', 'press_release', 'press_release', 'press_release', 'press_release', 'press_release', 'press_release',
          'news', 'news', 'news', 'news', 'news', 'news', 'news', 'event', 'event', 'event', 'press_kit', 'press_kit', 'press_kit'])[1 + ${hash('c.id * 10 + k', 66)} % 20] as type,
        case when ${hash('c.id * 10 + k', 67)} % 100 < 85 then 'approved' when ${hash('c.id * 10 + k', 67)} % 100 < 95 then 'pending' else 'rejected' end as status,
        c.created_at + (now() - c.created_at) * (0.2 + 0.8 * (${hash('c.id * 10 + k', 68)} % 1000) / 1000.0) as created
      from companies c
      cross join lateral generate_series(1, (array[0, 0, 0, 1, 1, 1, 1, 2, 2, 3])[1 + ${hash('c.id', 69)} % 10]) k
    ) x`, [JSON.stringify(MEDIA_TITLES), PARAGRAPHS])
  // Press kits have two or three files; a fifth of the press releases one.
  await client.query(`
    insert into media_attachments (media_id, filename, file_url, file_type, file_size, created_at)
    select m.id, (array['Fact sheet', 'Brochure', 'Logo pack'])[k] || ' ' || m.id || '.pdf', '/uploads/bench-' || m.id || '-' || k || '.pdf',
      'application/pdf', 50000 + ${hash('m.id * 10 + k', 71)} % 2000000, m.created_at
    from company_media m cross join lateral generate_series(1, case when m.type = 'press_kit' then 2 + ${hash('m.id', 72)} % 2
      when m.type = 'press_release' and ${hash('m.id', 73)} % 5 = 0 then 1 else 0 end) k`)
  log(`  media items and attachments in ${(since(t) / 1000).toFixed(1)} s`)

  t = performance.now()
  // Favourites: 0–6 per visitor; company views: 3 per company over the last 60 days.
  await client.query(`
    insert into favorites (user_id, company_id, created_at)
    select u.id, ${companyOf(hash('u.id * 10 + k', 81))}, u.created_at + (now() - u.created_at) * ((${hash('u.id * 10 + k', 82)} % 1000) / 1000.0)
    from users u cross join lateral generate_series(1, ${hash('u.id', 83)} % 7) k
    where u.email like 'bench.visitor.%' on conflict do nothing`)
  await client.query(`
    insert into company_views (company_id, visitor_key, viewed_at)
    select ${companyOf(hash('g.i', 91))}, 'bench-' || g.i, now() - make_interval(secs => ${hash('g.i', 92)} % (60 * 86400))
    from generate_series(1, $1::int) g(i) on conflict do nothing`, [companies * 3])
  await client.query(`
    insert into media_access_requests (user_id, message, status, created_at)
    select u.id, 'I write for a trade magazine and would like to read press kits.', 'pending', now() - make_interval(days => u.id % 30)
    from users u where u.email like 'bench.visitor.%' order by u.id limit 20`)
  log(`  favourites, views and media access requests in ${(since(t) / 1000).toFixed(1)} s`)

  t = performance.now()
  // The event log that goes with the rows (the activity feeds and the monthly growth read it).
  await client.query(`
    insert into domain_events (type, aggregate_type, aggregate_id, actor_id, payload, occurred_at)
    select 'UserRegistered', 'user', u.id::text, u.id, jsonb_build_object('email', u.email, 'role', u.role), u.created_at from users u where u.email like 'bench.%'
    union all
    select 'CompanyCreated', 'company', c.id::text, c.manager_id, jsonb_build_object('companyName', c.name, 'managerId', c.manager_id), c.created_at from companies c
    union all
    select 'CompanyApproved', 'company', c.id::text, null, jsonb_build_object('companyName', c.name), c.created_at + interval '1 day' from companies c
    union all
    select 'ExhibitionCreated', 'exhibition', e.id::text, null, jsonb_build_object('exhibitionName', e.name), e.created_at from exhibitions e
    union all
    select 'MediaItemSubmitted', 'media', m.id::text, null, jsonb_build_object('title', m.title, 'mediaType', m.type, 'companyId', m.company_id), m.created_at from company_media m
    union all
    select 'FavoriteAdded', 'favorite', f.user_id || ':' || f.company_id, f.user_id, jsonb_build_object('companyId', f.company_id), f.created_at from favorites f
    union all
    select 'CompanyViewed', 'company', v.company_id::text, null, '{}'::jsonb, v.viewed_at from company_views v
    order by 6`)
  await orm.em.transactional(() => new AdminStatsProjector(sqlOf(orm)).rebuild())
  for (const table of ['users', 'exhibitions', 'exhibition_participants', 'company_media', 'media_attachments', 'favorites', 'company_views',
    'media_access_requests', 'domain_events', 'admin_stats', 'admin_stats_monthly']) await client.query(`vacuum (analyze) ${table}`)
  const { rows: [n] } = await client.query<Record<string, number>>(`select
    (select count(*)::int from exhibition_participants) participations, (select count(*)::int from company_media) media,
    (select count(*)::int from media_attachments) attachments, (select count(*)::int from favorites) favorites,
    (select count(*)::int from company_views) views, (select count(*)::int from domain_events) events`)
  log(`  event log (${n.events.toLocaleString('en')} events) and the admin dashboard's projection in ${(since(t) / 1000).toFixed(1)} s`)
  await client.query('reset work_mem; reset synchronous_commit')
  return {
    visitors, mediaUsers, exhibitions, participations: n.participations, mediaItems: n.media, attachments: n.attachments,
    favorites: n.favorites, views: n.views, events: n.events, ms: since(t0),
  }
}
