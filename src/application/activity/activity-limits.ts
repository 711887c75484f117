/**
 * How many activity entries and recommendations a list holds, in a module of its own without
 * imports: the HTTP adapters answer this many when a client does not say (and at most the max), and
 * the web client's dashboards ask for the same (through src/adapters/http/contract.ts).
 */

/** The icon families of activity entries; the admin's Recent Activity is filtered by one (views are not in it). */
export const ACTIVITY_KINDS = ['user', 'company', 'exhibition', 'media', 'view', 'other'] as const
export const ADMIN_ACTIVITY_FILTERS = ['user', 'company', 'exhibition', 'media', 'other'] as const

/** The admin dashboard's Recent Activity. */
export const ADMIN_ACTIVITY_LIMIT = 10
export const ADMIN_ACTIVITY_MAX = 100

/** A user's Activity tab. */
export const USER_ACTIVITY_LIMIT = 20
export const USER_ACTIVITY_MAX = 50

/** The dashboard's recommendations. */
export const RECOMMENDATION_LIMIT = 4
export const RECOMMENDATION_MAX = 50
