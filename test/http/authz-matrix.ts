import type { Role } from '../../src/domain/user/role'

/**
 * The authorisation matrix, as data: for every route of the API, who gets through.
 * `allow` means the role passes the access check (the answer is then about the request itself:
 * 2xx, 400, 404, 409…); a number is the status the role must get. Ownership (one manager against
 * another) is checked separately, with real objects, in authz.spec.ts.
 */
export type Who = 'anonymous' | Role
export type Expect = 'allow' | 401 | 403
export type Access = Readonly<Record<Who, Expect>>

export const WHO: readonly Who[] = ['anonymous', 'individual', 'company_manager', 'media', 'admin', 'super_admin']

const access = (anonymous: Expect, allowed: readonly Role[] | 'all'): Access => Object.fromEntries(WHO.map((w) =>
  [w, w === 'anonymous' ? anonymous : allowed === 'all' || allowed.includes(w) ? 'allow' : 403])) as Access

const PUBLIC = access('allow', 'all')
const SIGNED_IN = access(401, 'all')
const MANAGERS = access(401, ['company_manager', 'admin', 'super_admin'])
const MODERATORS = access(401, ['media', 'admin', 'super_admin'])
const ADMINS = access(401, ['admin', 'super_admin'])
const SUPER = access(401, ['super_admin'])
/** Owned objects: any signed-in user reaches the ownership check (which answers 403/404 to others). */
const OWNED = SIGNED_IN

export const MATRIX: Readonly<Record<string, Access>> = {
  'GET /api/health': PUBLIC,
  'GET /api/ready': PUBLIC,
  'GET /api/openapi.json': PUBLIC,
  'GET /api/docs': PUBLIC,
  'GET /api/docs/:asset': PUBLIC,
  'GET /api/user': SIGNED_IN,
  'GET /api/session': PUBLIC,
  'POST /api/register': PUBLIC,
  'POST /api/login': PUBLIC,
  'POST /api/logout': PUBLIC,
  'POST /api/invitations/lookup': PUBLIC,
  'POST /api/invitations/accept': PUBLIC,
  'PATCH /api/user': SIGNED_IN,
  'POST /api/user/password': SIGNED_IN,
  'POST /api/user/resend-verification': SIGNED_IN,
  'GET /api/verify-email': PUBLIC,
  'GET /api/user/activity': SIGNED_IN,
  'GET /api/recommendations': SIGNED_IN,
  'GET /api/user/tours': SIGNED_IN,
  'POST /api/user/tours': SIGNED_IN,
  'DELETE /api/user/tours': SIGNED_IN,
  'GET /api/settings/public': PUBLIC,

  'GET /api/countries': PUBLIC,
  'GET /api/sectors': PUBLIC,
  'GET /api/sectors/:id': PUBLIC,
  'GET /api/sectors/:id/subsectors': PUBLIC,
  'GET /api/subsectors': PUBLIC,
  'GET /api/subsectors/:id': PUBLIC,
  'GET /api/product-categories': PUBLIC,
  'GET /api/service-categories': PUBLIC,
  'POST /api/sectors': ADMINS,
  'PATCH /api/sectors/:id': ADMINS,
  'DELETE /api/sectors/:id': ADMINS,
  'GET /api/admin/sectors/:id/usage': ADMINS,
  'POST /api/subsectors': ADMINS,
  'PATCH /api/subsectors/:id': ADMINS,
  'DELETE /api/subsectors/:id': ADMINS,
  'POST /api/admin/product-categories': ADMINS,
  'PATCH /api/admin/product-categories/:id': ADMINS,
  'DELETE /api/admin/product-categories/:id': ADMINS,
  'POST /api/admin/service-categories': ADMINS,
  'PATCH /api/admin/service-categories/:id': ADMINS,
  'DELETE /api/admin/service-categories/:id': ADMINS,

  'GET /api/companies': PUBLIC,
  'GET /api/companies/facets': PUBLIC,
  'GET /api/companies/user': SIGNED_IN,
  'GET /api/my-companies': SIGNED_IN,
  'GET /api/companies/:id': PUBLIC,
  'GET /api/companies/:id/is-favorite': PUBLIC,
  'POST /api/companies': MANAGERS,
  'PATCH /api/companies/:id': OWNED,
  'DELETE /api/companies/:id': OWNED,
  'POST /api/companies/:id/contact': SIGNED_IN,
  'GET /api/favorites': SIGNED_IN,
  'POST /api/favorites': SIGNED_IN,
  'DELETE /api/favorites/:companyId': SIGNED_IN,
  'GET /api/admin/companies': ADMINS,
  'POST /api/admin/companies': ADMINS,
  'GET /api/admin/companies/:id': ADMINS,
  'PATCH /api/admin/companies/:id': ADMINS,
  'PATCH /api/admin/companies/:id/status': ADMINS,
  'PATCH /api/admin/companies/:id/verify': ADMINS,
  'DELETE /api/admin/companies/:id': ADMINS,

  'GET /api/exhibitions': PUBLIC,
  'GET /api/exhibitions/calendar.ics': PUBLIC,
  'GET /api/my-applications': MANAGERS,
  'GET /api/exhibitions/:id': PUBLIC,
  'GET /api/exhibitions/:id/calendar.ics': PUBLIC,
  'GET /api/exhibitions/:id/participants': PUBLIC,
  'GET /api/exhibitions/:id/companies': PUBLIC,
  'GET /api/exhibitions/:id/eligible-companies': MANAGERS,
  'POST /api/exhibitions/:id/participants': MANAGERS,
  'DELETE /api/exhibitions/:id/participants/:participantId': MANAGERS,
  'GET /api/admin/exhibitions': ADMINS,
  'POST /api/admin/exhibitions': ADMINS,
  'GET /api/admin/exhibitions/participants': ADMINS,
  'GET /api/admin/exhibitions/:id/participants': ADMINS,
  'GET /api/admin/exhibitions/:id': ADMINS,
  'PATCH /api/admin/exhibitions/:id': ADMINS,
  'DELETE /api/admin/exhibitions/:id': ADMINS,
  'PATCH /api/admin/exhibitions/:id/participants/:participantId': ADMINS,

  'GET /api/media': SIGNED_IN,
  'GET /api/media/rss.xml': PUBLIC,
  'GET /api/companies/:id/media': PUBLIC,
  'GET /api/companies/:id/media/rss.xml': PUBLIC,
  'POST /api/companies/:id/media': MANAGERS,
  'GET /api/company-media/:id': SIGNED_IN,
  'GET /api/media/:id/attachments.zip': SIGNED_IN,
  'PATCH /api/company-media/:id': OWNED,
  'DELETE /api/company-media/:id': OWNED,
  'POST /api/company-media/:id/approve': MODERATORS,
  'GET /api/admin/media': ADMINS,
  'GET /api/admin/media/:id': ADMINS,
  'PATCH /api/admin/media/:id': ADMINS,
  'DELETE /api/admin/media/:id': ADMINS,
  'POST /api/media-access-requests': SIGNED_IN,
  'GET /api/media-access-requests/mine': SIGNED_IN,
  'GET /api/admin/media-access-requests': ADMINS,
  'PATCH /api/admin/media-access-requests/:id': ADMINS,
  'POST /api/uploads': MANAGERS,
  'GET /uploads/:key': PUBLIC,
  'GET /demo-assets/:name': PUBLIC,
  'GET /robots.txt': PUBLIC,
  'GET /sitemap.xml': PUBLIC,
  'GET /sitemaps/pages.xml': PUBLIC,
  'GET /sitemaps/:file': PUBLIC,

  'GET /api/admin/stats': ADMINS,
  'GET /api/admin/pending-approvals': ADMINS,
  'GET /api/admin/activities': ADMINS,
  'GET /api/admin/audit': ADMINS,
  'GET /api/admin/audit/facets': ADMINS,
  'GET /api/admin/audit/export': ADMINS,
  'GET /api/admin/stats/growth': ADMINS,
  'GET /api/admin/users': ADMINS,
  'GET /api/admin/users/:id': ADMINS,
  'POST /api/admin/users': ADMINS,
  'PATCH /api/admin/users/:id': ADMINS,
  'DELETE /api/admin/users/:id': ADMINS,
  'DELETE /api/admin/users/:id/sessions': ADMINS,
  'PATCH /api/admin/users/:id/status': ADMINS,
  'POST /api/admin/users/:id/verification-email': ADMINS,
  'POST /api/admin/users/:id/invitation': ADMINS,
  'POST /api/admin/invitations': ADMINS,
  'GET /api/admin/settings': SUPER,
  'PATCH /api/admin/settings': SUPER,
  'GET /api/admin/logs': SUPER,
  'DELETE /api/admin/logs': SUPER,
  'GET /api/admin/system': SUPER,
  'POST /api/admin/database/backup': SUPER,
  'GET /api/admin/database/download-latest-backup': SUPER,
  'GET /api/admin/email-templates': SUPER,
  'GET /api/admin/outbox': SUPER,
  'POST /api/admin/outbox/:id/retry': SUPER,
  'PATCH /api/admin/email-templates/:id': SUPER,
}
