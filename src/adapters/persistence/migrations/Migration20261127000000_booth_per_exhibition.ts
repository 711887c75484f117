import { Migration } from '@mikro-orm/migrations'

/**
 * A booth is held by one confirmed exhibitor of an exhibition (the booth number compared in any case:
 * "d-36" is booth D-36). Rejected, pending and withdrawn applications keep their booth on record
 * without holding it. Two confirmed exhibitors that already share a booth keep it in the order they
 * were confirmed: the later ones lose the booth number (they are listed without one, for an admin to
 * give them another), and the system log says which.
 */
export class Migration20261127000000_booth_per_exhibition extends Migration {
  override up(): void {
    this.addSql(`with ranked as (
        select p.id, p.exhibition_id, p.booth_number, c.name as company_name,
          row_number() over (partition by p.exhibition_id, lower(p.booth_number) order by p.decided_at nulls last, p.id) as n
        from exhibition_participants p join companies c on c.id = p.company_id
        where p.status = 'approved' and p.booth_number is not null),
      cleared as (
        update exhibition_participants p set booth_number = null, updated_at = now()
        from ranked r where r.id = p.id and r.n > 1
        returning r.exhibition_id, r.booth_number, r.company_name)
      insert into system_logs (level, message, context)
        select 'warn', 'A booth held twice was taken from the later exhibitor: give ' || company_name || ' another booth',
          jsonb_build_object('exhibitionId', exhibition_id, 'boothNumber', booth_number, 'companyName', company_name)
        from cleared`)
    this.addSql(`create unique index exhibition_participants_booth_unique on exhibition_participants (exhibition_id, lower(booth_number))
      where status = 'approved' and booth_number is not null`)
  }

  override down(): void {
    this.addSql('drop index if exists exhibition_participants_booth_unique')
  }
}
