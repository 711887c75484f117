import { Migration } from '@mikro-orm/migrations'

/**
 * The admins' Recent Activity, newest first and now filtered by kind, reads the event log without its
 * views and finished tours: an index of those events alone, so that neither the feed nor a filter of
 * it walks past the views (by far the most numerous events).
 */
export class Migration20261127040000_activity_feed extends Migration {
  override up(): void {
    this.addSql(`create index domain_events_activity_idx on domain_events (occurred_at desc, id desc)
      where type not in ('CompanyViewed', 'TourCompleted')`)
  }

  override down(): void {
    this.addSql('drop index domain_events_activity_idx')
  }
}
