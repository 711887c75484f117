import { Migration } from '@mikro-orm/migrations'

/**
 * The first schema: accounts and sessions, the catalogue (countries, sectors, subsectors, product and
 * service categories), companies with their products and services, exhibitions and participants,
 * company media with attachments, favourites, settings and the domain event log that feeds the read side.
 */
export class Migration20261122000000_initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm`)

    this.addSql(`create table users (
      id serial primary key,
      email text not null,
      password_hash text not null,
      first_name text not null,
      last_name text not null,
      mobile_number text,
      role text not null default 'individual'
        check (role in ('individual','company_manager','media','admin','super_admin')),
      is_email_verified boolean not null default false,
      verification_token text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now())`)
    this.addSql(`create unique index users_email_lower_unique on users (lower(email))`)

    this.addSql(`create table sessions (
      id text primary key,
      user_id integer references users(id) on delete cascade,
      data jsonb not null,
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now())`)
    this.addSql(`create index sessions_user_id_idx on sessions (user_id)`)
    this.addSql(`create index sessions_expires_at_idx on sessions (expires_at)`)

    this.addSql(`create table app_secrets (
      name text primary key,
      value text not null,
      created_at timestamptz not null default now())`)

    this.addSql(`create table settings (
      section text not null,
      key text not null,
      value jsonb not null,
      updated_at timestamptz not null default now(),
      primary key (section, key))`)

    this.addSql(`create table countries (
      id serial primary key,
      name text not null unique,
      code text not null unique,
      flag text not null,
      region text not null)`)

    this.addSql(`create table sectors (
      id serial primary key,
      name text not null,
      description text,
      icon text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now())`)
    this.addSql(`create unique index sectors_name_lower_unique on sectors (lower(name))`)

    this.addSql(`create table subsectors (
      id serial primary key,
      sector_id integer not null references sectors(id) on delete cascade,
      name text not null,
      description text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now())`)
    this.addSql(`create unique index subsectors_sector_name_unique on subsectors (sector_id, lower(name))`)

    for (const kind of ['product', 'service']) {
      this.addSql(`create table ${kind}_categories (
        id serial primary key,
        name text not null,
        description text,
        sector_id integer references sectors(id) on delete cascade,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now())`)
      this.addSql(`create unique index ${kind}_categories_name_lower_unique on ${kind}_categories (lower(name))`)
      this.addSql(`create table ${kind}s (
        id serial primary key,
        name text not null,
        description text,
        category_id integer references ${kind}_categories(id) on delete cascade,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now())`)
      this.addSql(`create unique index ${kind}s_name_lower_unique on ${kind}s (lower(name))`)
    }

    this.addSql(`create table companies (
      id serial primary key,
      name text not null,
      logo text,
      description text not null,
      country_id integer not null references countries(id),
      website text,
      contact_email text not null,
      contact_phone text,
      address text,
      city text,
      state text,
      postal_code text,
      sector_id integer not null references sectors(id) on delete cascade,
      subsector_id integer references subsectors(id) on delete set null,
      manager_id integer not null references users(id) on delete cascade,
      status text not null default 'pending' check (status in ('pending','approved','rejected','suspended')),
      rejection_reason text,
      is_verified boolean not null default false,
      founded_year integer,
      employee_count integer,
      linkedin_url text,
      twitter_url text,
      facebook_url text,
      instagram_url text,
      views integer not null default 0,
      version integer not null default 1,
      status_changed_at timestamptz not null default now(),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (is_verified = false or status = 'approved'))`)
    this.addSql(`create index companies_manager_id_idx on companies (manager_id)`)
    this.addSql(`create index companies_status_idx on companies (status)`)

    for (const kind of ['product', 'service']) {
      this.addSql(`create table company_${kind}s (
        company_id integer not null references companies(id) on delete cascade,
        ${kind}_id integer not null references ${kind}s(id) on delete cascade,
        description text,
        image_url text,
        position integer not null default 0,
        primary key (company_id, ${kind}_id))`)
      this.addSql(`create index company_${kind}s_${kind}_id_idx on company_${kind}s (${kind}_id)`)
    }

    this.addSql(`create table exhibitions (
      id serial primary key,
      name text not null,
      description text not null,
      poster_image text,
      start_date timestamptz not null,
      end_date timestamptz not null,
      location text,
      venue text,
      country_id integer references countries(id),
      sector_id integer references sectors(id) on delete set null,
      allowed_sectors integer[] not null default '{}',
      registration_deadline timestamptz,
      v_fairs_link text,
      website text,
      capacity integer not null default 0 check (capacity >= 0),
      booth_cost_cents integer not null default 0 check (booth_cost_cents >= 0),
      is_virtual boolean not null default false,
      cancelled boolean not null default false,
      created_by_id integer references users(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (end_date >= start_date))`)
    this.addSql(`create index exhibitions_start_date_idx on exhibitions (start_date)`)
    this.addSql(`create index exhibitions_end_date_idx on exhibitions (end_date)`)

    this.addSql(`create table exhibition_participants (
      id serial primary key,
      exhibition_id integer not null references exhibitions(id) on delete cascade,
      company_id integer not null references companies(id) on delete cascade,
      status text not null default 'pending' check (status in ('pending','approved','rejected','withdrawn')),
      payment_confirmed boolean not null default false,
      booth_number text,
      special_requirements text,
      participation_level text,
      decided_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (exhibition_id, company_id))`)
    this.addSql(`create index exhibition_participants_company_id_idx on exhibition_participants (company_id)`)

    this.addSql(`create table company_media (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      title text not null,
      content text not null,
      type text not null check (type in ('press_release','news','press_kit','event')),
      thumbnail_url text,
      status text not null default 'pending' check (status in ('pending','approved','rejected')),
      event_date timestamptz,
      event_location text,
      published_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now())`)
    this.addSql(`create index company_media_company_id_idx on company_media (company_id)`)
    this.addSql(`create index company_media_status_type_idx on company_media (status, type)`)

    this.addSql(`create table media_attachments (
      id serial primary key,
      media_id integer not null references company_media(id) on delete cascade,
      filename text not null,
      file_url text not null,
      file_type text not null,
      file_size integer not null check (file_size >= 0),
      created_at timestamptz not null default now())`)
    this.addSql(`create index media_attachments_media_id_idx on media_attachments (media_id)`)

    this.addSql(`create table favorites (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      company_id integer not null references companies(id) on delete cascade,
      created_at timestamptz not null default now(),
      unique (user_id, company_id))`)
    this.addSql(`create index favorites_company_id_idx on favorites (company_id)`)

    this.addSql(`create table domain_events (
      id bigserial primary key,
      type text not null,
      aggregate_type text not null,
      aggregate_id text not null,
      actor_id integer,
      payload jsonb not null default '{}',
      occurred_at timestamptz not null default now())`)
    this.addSql(`create index domain_events_occurred_at_idx on domain_events (occurred_at desc)`)
    this.addSql(`create index domain_events_actor_idx on domain_events (actor_id, occurred_at desc)`)
    this.addSql(`create index domain_events_aggregate_idx on domain_events (aggregate_type, aggregate_id)`)
  }

  override async down(): Promise<void> {
    for (const table of ['domain_events', 'favorites', 'media_attachments', 'company_media',
      'exhibition_participants', 'exhibitions', 'company_services', 'company_products', 'companies',
      'services', 'service_categories', 'products', 'product_categories', 'subsectors', 'sectors',
      'countries', 'settings', 'app_secrets', 'sessions', 'users']) {
      this.addSql(`drop table if exists ${table} cascade`)
    }
  }
}
