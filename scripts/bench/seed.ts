// Seeds N approved companies with set-based SQL (generate_series, deterministic hashes, word lists), their
// products and services, and the directory read model through the app's own DirectoryProjector.rebuild();
// for the directory benchmark's write phase, an admin and companies to approve and to edit (seedWriteTargets).
import bcrypt from 'bcryptjs'
import type pg from 'pg'
import type { MikroORM } from '@mikro-orm/postgresql'
import { sqlOf } from '../../src/adapters/persistence/sql'
import { DirectoryProjector } from '../../src/adapters/projections/directory/directory.projector'

/** The words company names are built from; the request mix searches them (and misspellings of them). */
export const VOCABULARY = {
  // Brand names: one of each list glued together (30 × 12 × 20 = 7,200 brands): "Zentrix", "Velamora".
  syllable1: ['Zen', 'Vel', 'Mar', 'Cor', 'Lum', 'Tor', 'Nex', 'Sol', 'Ver', 'Kal', 'Ori', 'Bel', 'Dra', 'Fen', 'Gal',
    'Hel', 'Ira', 'Jor', 'Kor', 'Lin', 'Mor', 'Nor', 'Pra', 'Quin', 'Ros', 'Sar', 'Tal', 'Ul', 'Var', 'Xen'],
  syllable2: ['a', 'e', 'i', 'o', 'u', 'ar', 'en', 'is', 'or', 'an', 'il', 'et'],
  syllable3: ['trix', 'mora', 'via', 'lux', 'tek', 'nova', 'gen', 'dor', 'lia', 'ton', 'rex', 'sys', 'ria', 'mar', 'lon',
    'dex', 'ora', 'ium', 'ix', 'eon'],
  prefixes: ['Nordic', 'Alpine', 'Atlas', 'Blue', 'Summit', 'Silver', 'Golden', 'Green', 'Delta', 'Pacific', 'Atlantic',
    'Metro', 'Prime', 'Apex', 'Vertex', 'Horizon', 'Pioneer', 'Global', 'United', 'Royal', 'Eastern', 'Western', 'Central',
    'Coastal', 'Sunrise', 'Northstar', 'Ironwood', 'Crystal', 'Redwood', 'Bright'],
  surnames: ['Bianchi', 'Rossi', 'Keller', 'Novak', 'Müller', 'García', 'Silva', 'Kowalski', 'Jensen', 'Andersen', 'Dubois',
    'Moreau', 'Okafor', 'Mensah', 'Tanaka', 'Sato', 'Kim', 'Chen', 'Wang', 'Patel', 'Sharma', 'Khan', 'Haddad', 'Yilmaz',
    'Demir', 'Ivanov', 'Petrov', 'Nagy', 'Horvat', 'Costa', 'Santos', 'Oliveira', 'Schmidt', 'Weber', 'Fischer', 'Laurent',
    'Martin', 'Murphy', 'Walsh', 'Lindqvist'],
  legal: ['GmbH', 'Ltd', 'S.p.A.', 'S.A.', 'Inc.', 'LLC', 'AG', 'B.V.', 'Oy', 'AB', 'SAS', 'Pty Ltd', 'Co.', 'Group', 'Holdings', ''],
  // Sector words, by catalogue sector name ("Bianchi Robotics", "Nordic Logistics GmbH").
  cores: {
    'Technology': ['Software', 'Systems', 'Robotics', 'Data', 'Cloud', 'Networks', 'Digital', 'Labs', 'Analytics', 'Microsystems'],
    'Manufacturing': ['Industries', 'Machinery', 'Components', 'Metalworks', 'Plastics', 'Textiles', 'Engineering', 'Tooling', 'Fabrication'],
    'Healthcare & Life Sciences': ['Pharma', 'Medical', 'Biotech', 'Diagnostics', 'Health', 'Clinics', 'Therapeutics', 'Biosciences'],
    'Energy & Utilities': ['Energy', 'Solar', 'Power', 'Wind', 'Hydro', 'Utilities', 'Renewables', 'Grid'],
    'Agriculture & Food': ['Foods', 'Farms', 'Agro', 'Dairy', 'Harvest', 'Organics', 'Seeds', 'Vineyards'],
    'Construction & Real Estate': ['Construction', 'Builders', 'Properties', 'Architects', 'Concrete', 'Developments', 'Realty'],
    'Financial Services': ['Capital', 'Finance', 'Insurance', 'Partners', 'Investments', 'Payments', 'Advisors', 'Bank'],
    'Logistics & Transportation': ['Logistics', 'Freight', 'Shipping', 'Transport', 'Cargo', 'Express', 'Couriers', 'Fleet'],
    'Retail & Consumer Goods': ['Retail', 'Stores', 'Brands', 'Fashion', 'Home', 'Cosmetics', 'Goods', 'Market'],
    'Education': ['Academy', 'Learning', 'Institute', 'Education', 'School', 'Training', 'Tutors'],
    'Tourism & Hospitality': ['Travel', 'Hotels', 'Resorts', 'Tours', 'Hospitality', 'Voyages', 'Inns'],
    'Creative Industries & Media': ['Media', 'Studios', 'Design', 'Films', 'Creative', 'Publishing', 'Records', 'Pictures'],
  } as Record<string, string[]>,
  genericCores: ['Solutions', 'Services', 'Group', 'Partners', 'International'],
  verbs: ['designs and builds', 'manufactures', 'supplies', 'develops', 'distributes', 'engineers', 'provides', 'delivers',
    'produces', 'installs and maintains', 'imports and distributes', 'specialises in'],
  customers: ['small and medium-sized businesses', 'public institutions', 'hospitals and clinics', 'retail chains',
    'industrial manufacturers', 'logistics operators', 'farmers and cooperatives', 'hotels and resorts', 'universities and schools',
    'energy utilities', 'construction firms', 'banks and insurers', 'start-ups', 'government agencies', 'exporters'],
  // ISO codes that get 60% of the companies (the rest spread evenly over every country).
  topCountries: ['US', 'DE', 'IT', 'FR', 'GB', 'ES', 'CN', 'IN', 'JP', 'BR', 'NL', 'PL', 'TR', 'CA', 'MX', 'KR', 'SE', 'CH',
    'AU', 'AE', 'SA', 'EG', 'NG', 'ZA', 'ID'],
  cities: {
    US: ['New York', 'Chicago', 'Austin', 'Seattle', 'Boston'], DE: ['Berlin', 'Munich', 'Hamburg', 'Stuttgart'],
    IT: ['Milan', 'Rome', 'Turin', 'Bologna'], FR: ['Paris', 'Lyon', 'Toulouse', 'Nantes'], GB: ['London', 'Manchester', 'Leeds'],
    ES: ['Madrid', 'Barcelona', 'Valencia'], CN: ['Shanghai', 'Shenzhen', 'Beijing'], IN: ['Bengaluru', 'Mumbai', 'Pune'],
    JP: ['Tokyo', 'Osaka', 'Nagoya'], BR: ['São Paulo', 'Curitiba', 'Rio de Janeiro'], NL: ['Amsterdam', 'Rotterdam', 'Eindhoven'],
    PL: ['Warsaw', 'Kraków', 'Wrocław'], TR: ['Istanbul', 'Ankara', 'Izmir'], CA: ['Toronto', 'Montreal', 'Vancouver'],
    MX: ['Mexico City', 'Monterrey', 'Guadalajara'], KR: ['Seoul', 'Busan'], SE: ['Stockholm', 'Gothenburg', 'Malmö'],
    CH: ['Zurich', 'Geneva', 'Basel'], AU: ['Sydney', 'Melbourne', 'Brisbane'], AE: ['Dubai', 'Abu Dhabi'], SA: ['Riyadh', 'Jeddah'],
    EG: ['Cairo', 'Alexandria'], NG: ['Lagos', 'Abuja'], ZA: ['Johannesburg', 'Cape Town'], ID: ['Jakarta', 'Surabaya'],
  } as Record<string, string[]>,
}

export interface SeedTimings {
  readonly companies: number
  readonly managersMs: number
  readonly companiesMs: number
  readonly linksMs: number
  readonly projectionMs: number
  readonly indexesMs: number
  readonly analyzeMs: number
  readonly totalMs: number
  readonly tableSize: string
  readonly indexSize: string
}

/** `(hashint8(i * 1009 + salt) & 2147483647)`: a deterministic, well-spread non-negative integer per row and salt. */
const h = (col: string, salt: number) => `(hashint8(${col}::bigint * 1009 + ${salt}) & 2147483647)`
const pick = (arr: string, hash: string) => `${arr}[1 + ${hash} % cardinality(${arr})]`

const since = (t: number) => Math.round(performance.now() - t)

/**
 * Fills an empty, migrated database that has its reference data: managers (3 companies each, the
 * manager quota), `companies` approved companies, their products and services, then the directory
 * projection (with its indexes dropped during the bulk insert and recreated from their own definitions),
 * then VACUUM ANALYZE.
 */
export const seedCompanies = async (client: pg.Client, orm: MikroORM, companies: number, log: (s: string) => void): Promise<SeedTimings> => {
  const t0 = performance.now()
  const V = VOCABULARY
  await client.query(`set work_mem = '256MB'`)
  await client.query(`set maintenance_work_mem = '1GB'`)
  await client.query('set synchronous_commit = off')

  // The catalogue as arrays per sector, plus the name words of each sector.
  await client.query(`create temp table bench_cat as
    select (row_number() over (order by s.id) - 1)::int as idx, s.id as sector_id,
      coalesce(array(select jsonb_array_elements_text($1::jsonb -> s.name)), '{}') as cores,
      coalesce((select array_agg(ss.id order by ss.id) from subsectors ss where ss.sector_id = s.id), '{}') as subs,
      coalesce((select array_agg(p.id order by p.id) from products p join product_categories pc on pc.id = p.category_id where pc.sector_id = s.id), '{}') as prods,
      coalesce((select array_agg(p.name order by p.id) from products p join product_categories pc on pc.id = p.category_id where pc.sector_id = s.id), '{}') as prod_names,
      coalesce((select array_agg(x.id order by x.id) from services x join service_categories sc on sc.id = x.category_id where sc.sector_id = s.id), '{}') as servs
    from sectors s`, [JSON.stringify(V.cores)])
  await client.query(`update bench_cat set cores = $1::text[] where cardinality(cores) = 0`, [V.genericCores])
  await client.query(`update bench_cat set prod_names = '{products}' where cardinality(prod_names) = 0`)
  const { rows: [cat] } = await client.query<{ n: number }>('select count(*)::int as n from bench_cat')
  if (!cat?.n) throw new Error('no sectors: the reference data is missing')

  let t = performance.now()
  const managers = Math.ceil(companies / 3)
  const { rows: [firstManager] } = await client.query<{ id: number }>(`
    with m as (insert into users (email, password_hash, first_name, last_name, role, is_email_verified, created_at, updated_at)
      select 'bench.manager.' || i || '@example.com', '$2a$04$benchbenchbenchbenchbeu3vFQ7mEo0G8hQ0vDg1w4fZL3k2qK6', 'Bench', 'Manager ' || i,
        'company_manager', true, now(), now()
      from generate_series(1, $1::int) i returning id)
    select min(id)::int as id from m`, [managers])
  const managersMs = since(t)

  t = performance.now()
  const vocab = `(select $1::text[] s1, $2::text[] s2, $3::text[] s3, $4::text[] pre, $5::text[] sur, $6::text[] legal,
      $7::text[] verbs, $8::text[] customers, $9::jsonb cities,
      (select array_agg(id order by id) from countries where code = any($10::text[])) top_c,
      (select array_agg(id order by id) from countries) all_c) v`
  // Names: 40% "Brand Core", 25% "Prefix Core Legal", 15% "Surname Core", 10% "Surname & Surname Legal", 10% "Prefix Brand".
  const inserted = await client.query(`
    insert into companies (name, description, country_id, website, contact_email, city, sector_id, subsector_id, manager_id,
      status, is_verified, founded_year, employee_count, views, status_changed_at, created_at, updated_at)
    select x.name,
      x.name || ' ' || x.verb || ' ' || ${pick('x.prod_names', h('x.i', 21))} || ' and related services for '
        || x.customer || case ${h('x.i', 23)} % 4
          when 0 then '. Founded in ' || x.founded || ', the company employs ' || x.employees || ' people.'
          when 1 then '. Family-owned since ' || x.founded || ', with its own research and development team.'
          when 2 then '. ISO 9001 certified, exporting to more than ' || (5 + ${h('x.i', 24)} % 60) || ' countries.'
          else '. Trusted by customers across ' || coalesce(x.city || ' and beyond', 'the region') || '.' end,
      x.country_id, 'https://www.' || x.slug || '.example', 'info@' || x.slug || '.example', x.city, x.sector_id, x.subsector_id,
      ${firstManager.id} + (x.i - 1) / 3, 'approved', ${h('x.i', 25)} % 100 < 15, x.founded, x.employees,
      -- views: log-uniform between 0 and 10,000
      floor(power(10, (${h('x.i', 26)} % 100000) / 100000.0 * 4))::int - 1,
      x.created_at, x.created_at, x.created_at
    from (
      select n.*, lower(regexp_replace(n.name, '[^A-Za-z0-9]+', '-', 'g')) || '-' || n.i as slug
      from (
        select g.i, c.sector_id, c.prod_names, cc.country_id, p.founded, p.employees,
          ${pick('v.verbs', h('g.i', 20))} as verb, ${pick('v.customers', h('g.i', 22))} as customer,
          case when ${h('g.i', 7)} % 10 < 9 and cardinality(c.subs) > 0 then ${pick('c.subs', h('g.i', 8))} end as subsector_id,
          v.cities -> co.code ->> (${h('g.i', 9)} % greatest(1, jsonb_array_length(coalesce(v.cities -> co.code, '[]'))))::int as city,
          -- ids follow creation time, over the last 8 years (with up to a day of jitter)
          now() - make_interval(secs => ($11::bigint - g.i) * (8 * 365 * 86400.0 / $11::bigint) + ${h('g.i', 10)} % 86400) as created_at,
          case when p.shape < 40 then p.brand || ' ' || p.core
               when p.shape < 65 then concat_ws(' ', p.pre, p.core, nullif(p.legal, ''))
               when p.shape < 80 then p.sur || ' ' || p.core
               when p.shape < 90 then concat_ws(' ', p.sur || ' & ' || p.sur2, nullif(p.legal, ''))
               else p.pre || ' ' || p.brand end as name
        from generate_series(1, $11::int) g(i)
        cross join ${vocab}
        join bench_cat c on c.idx = ${h('g.i', 1)} % ${cat.n}
        cross join lateral (select case when ${h('g.i', 2)} % 100 < 60 then ${pick('v.top_c', h('g.i', 3))} else ${pick('v.all_c', h('g.i', 3))} end as country_id) cc
        join countries co on co.id = cc.country_id
        cross join lateral (select
          ${h('g.i', 4)} % 100 as shape,
          ${pick('v.s1', h('g.i', 11))} || ${pick('v.s2', h('g.i', 12))} || ${pick('v.s3', h('g.i', 13))} as brand,
          ${pick('c.cores', h('g.i', 14))} as core,
          ${pick('v.pre', h('g.i', 15))} as pre,
          ${pick('v.sur', h('g.i', 16))} as sur,
          ${pick('v.sur', h('g.i', 17))} as sur2,
          ${pick('v.legal', h('g.i', 18))} as legal,
          1950 + ${h('g.i', 5)} % 75 as founded,
          (2 + floor(power(10, (${h('g.i', 6)} % 10000) / 10000.0 * 4)))::int as employees) p
      ) n
    ) x
    order by x.i`, [V.syllable1, V.syllable2, V.syllable3, V.prefixes, V.surnames, V.legal, V.verbs, V.customers, JSON.stringify(V.cities),
    V.topCountries, companies])
  const companiesMs = since(t)
  log(`  ${inserted.rowCount} companies inserted in ${(companiesMs / 1000).toFixed(1)} s`)

  t = performance.now()
  // 1–3 products and 0–2 services of the company's sector, in catalogue order from a per-company start.
  await client.query(`
    insert into company_products (company_id, product_id, position)
    select co.id, c.prods[1 + (${h('co.id', 30)} + k) % cardinality(c.prods)], k
    from companies co join bench_cat c on c.sector_id = co.sector_id
    cross join lateral generate_series(0, least(cardinality(c.prods) - 1, ${h('co.id', 31)} % 3)) k
    where cardinality(c.prods) > 0`)
  await client.query(`
    insert into company_services (company_id, service_id, position)
    select co.id, c.servs[1 + (${h('co.id', 32)} + k) % cardinality(c.servs)], k
    from companies co join bench_cat c on c.sector_id = co.sector_id
    cross join lateral generate_series(1, least(cardinality(c.servs), ${h('co.id', 33)} % 3)) k
    where cardinality(c.servs) > 0`)
  await client.query('analyze companies, company_products, company_services, users')
  const linksMs = since(t)

  // The projection, by the app's own projector; its secondary indexes are dropped for the bulk insert and
  // recreated from their own definitions afterwards (the same indexes, built in one pass each).
  const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(`
    select i.indexname, i.indexdef from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in ('directory_entries', 'directory_terms')
      and not exists (select 1 from pg_constraint k where k.conname = i.indexname)`)
  for (const i of indexes) await client.query(`drop index ${i.indexname}`)
  t = performance.now()
  const rows = await orm.em.transactional(() => new DirectoryProjector(sqlOf(orm)).rebuild())
  const projectionMs = since(t)
  log(`  directory projection: ${rows} rows in ${(projectionMs / 1000).toFixed(1)} s`)
  t = performance.now()
  for (const i of indexes) await client.query(i.indexdef)
  const indexesMs = since(t)
  log(`  ${indexes.length} directory indexes recreated in ${(indexesMs / 1000).toFixed(1)} s`)

  t = performance.now()
  for (const table of ['directory_entries', 'directory_terms', 'directory_counts', 'directory_words']) await client.query(`vacuum (analyze) ${table}`)
  await client.query('vacuum (analyze) companies')
  const analyzeMs = since(t)
  const { rows: [size] } = await client.query<{ t: string; i: string }>(`select pg_size_pretty(pg_table_size('directory_entries')) t,
    pg_size_pretty(pg_indexes_size('directory_entries')) i`)
  await client.query('drop table bench_cat')
  await client.query('reset work_mem; reset maintenance_work_mem; reset synchronous_commit')
  return {
    companies: rows, managersMs, companiesMs, linksMs, projectionMs, indexesMs, analyzeMs, totalMs: since(t0),
    tableSize: size.t, indexSize: size.i,
  }
}

/** What the directory benchmark's write phase works on (seedWriteTargets). */
export interface WriteTargets {
  readonly admin: { readonly email: string; readonly password: string }
  /** Pending companies (not in the directory) to approve. */
  readonly pending: readonly number[]
  /** Approved companies to edit. */
  readonly approved: readonly number[]
}

/**
 * After seedCompanies: an admin account (the app's bcrypt cost), `n` pending companies (copies of approved
 * ones spread over the ids, named "Pending …", without products) and `n` other approved companies, to edit.
 */
export const seedWriteTargets = async (client: pg.Client, n: number, admin: WriteTargets['admin']): Promise<WriteTargets> => {
  await client.query(`
    insert into users (email, password_hash, first_name, last_name, role, is_email_verified, created_at, updated_at)
    values ($1, $2, 'Bench', 'Admin', 'admin', true, now(), now()) on conflict do nothing`, [admin.email, await bcrypt.hash(admin.password, 10)])
  const { rows: [count] } = await client.query<{ n: number }>(`select count(*)::int as n from companies where status = 'approved'`)
  const step = Math.max(2, Math.floor((count?.n ?? 0) / n))
  const { rows: pending } = await client.query<{ id: number }>(`
    insert into companies (name, description, country_id, website, contact_email, city, sector_id, subsector_id, manager_id,
      status, founded_year, employee_count, status_changed_at, created_at, updated_at)
    select 'Pending ' || c.name, c.description, c.country_id, c.website, c.contact_email, c.city, c.sector_id, c.subsector_id,
      c.manager_id, 'pending', c.founded_year, c.employee_count, now(), now(), now()
    from (select * from companies where status = 'approved' and id % $2 = 0 order by id limit $1) c
    order by c.id
    returning id`, [n, step])
  const { rows: approved } = await client.query<{ id: number }>(
    `select id from companies where status = 'approved' and id % $2 = 1 order by id limit $1`, [n, step])
  return { admin, pending: pending.map((r) => r.id), approved: approved.map((r) => r.id) }
}
