import { Migration20261122000000_initial } from './Migration20261122000000_initial'
import { Migration20261122010000_directory } from './Migration20261122010000_directory'
import { Migration20261122020000_outbox } from './Migration20261122020000_outbox'
import { Migration20261122030000_media } from './Migration20261122030000_media'
import { Migration20261122040000_admin_stats } from './Migration20261122040000_admin_stats'
import { Migration20261122050000_system } from './Migration20261122050000_system'
import { Migration20261122060000_directory_sort } from './Migration20261122060000_directory_sort'
import { Migration20261122070000_media_list } from './Migration20261122070000_media_list'
import { Migration20261122080000_views_per_sector_only } from './Migration20261122080000_views_per_sector_only'
import { Migration20261122090000_media_search } from './Migration20261122090000_media_search'
import { Migration20261125000000_directory_at_scale } from './Migration20261125000000_directory_at_scale'
import { Migration20261125010000_admin_company_totals } from './Migration20261125010000_admin_company_totals'
import { Migration20261126000000_directory_term_words } from './Migration20261126000000_directory_term_words'
import { Migration20261126010000_directory_covering } from './Migration20261126010000_directory_covering'
import { Migration20261126020000_company_registration_number } from './Migration20261126020000_company_registration_number'
import { Migration20261127000000_booth_per_exhibition } from './Migration20261127000000_booth_per_exhibition'
import { Migration20261127010000_admin_stats_removed } from './Migration20261127010000_admin_stats_removed'
import { Migration20261127020000_sector_deletion_keeps_companies } from './Migration20261127020000_sector_deletion_keeps_companies'
import { Migration20261127030000_audit_entries } from './Migration20261127030000_audit_entries'
import { Migration20261127040000_activity_feed } from './Migration20261127040000_activity_feed'
import { Migration20261127190000_account_states } from './Migration20261127190000_account_states'
import { Migration20261127190100_admin_stats_daily } from './Migration20261127190100_admin_stats_daily'

/** Every migration, in order. A new migration file is added here too (the start never schema-syncs). */
export const migrationsList = [
  { name: 'Migration20261122000000_initial', class: Migration20261122000000_initial },
  { name: 'Migration20261122010000_directory', class: Migration20261122010000_directory },
  { name: 'Migration20261122020000_outbox', class: Migration20261122020000_outbox },
  { name: 'Migration20261122030000_media', class: Migration20261122030000_media },
  { name: 'Migration20261122040000_admin_stats', class: Migration20261122040000_admin_stats },
  { name: 'Migration20261122050000_system', class: Migration20261122050000_system },
  { name: 'Migration20261122060000_directory_sort', class: Migration20261122060000_directory_sort },
  { name: 'Migration20261122070000_media_list', class: Migration20261122070000_media_list },
  { name: 'Migration20261122080000_views_per_sector_only', class: Migration20261122080000_views_per_sector_only },
  { name: 'Migration20261122090000_media_search', class: Migration20261122090000_media_search },
  { name: 'Migration20261125000000_directory_at_scale', class: Migration20261125000000_directory_at_scale },
  { name: 'Migration20261125010000_admin_company_totals', class: Migration20261125010000_admin_company_totals },
  { name: 'Migration20261126000000_directory_term_words', class: Migration20261126000000_directory_term_words },
  { name: 'Migration20261126010000_directory_covering', class: Migration20261126010000_directory_covering },
  { name: 'Migration20261126020000_company_registration_number', class: Migration20261126020000_company_registration_number },
  { name: 'Migration20261127000000_booth_per_exhibition', class: Migration20261127000000_booth_per_exhibition },
  { name: 'Migration20261127010000_admin_stats_removed', class: Migration20261127010000_admin_stats_removed },
  { name: 'Migration20261127020000_sector_deletion_keeps_companies', class: Migration20261127020000_sector_deletion_keeps_companies },
  { name: 'Migration20261127030000_audit_entries', class: Migration20261127030000_audit_entries },
  { name: 'Migration20261127040000_activity_feed', class: Migration20261127040000_activity_feed },
  { name: 'Migration20261127190000_account_states', class: Migration20261127190000_account_states },
  { name: 'Migration20261127190100_admin_stats_daily', class: Migration20261127190100_admin_stats_daily },
]
