import type Router from '@koa/router'
import type { Container } from 'inversify'
import type { Logger } from 'pino'
import { accountRoutes } from '../adapters/http/account/account.routes'
import { profileRoutes } from '../adapters/http/account/profile.routes'
import { emailChangeRoutes } from '../adapters/http/account/email-change.routes'
import { adminExportRoutes } from '../adapters/http/admin/admin-exports.routes'
import { adminRoutes } from '../adapters/http/admin/admin.routes'
import { auditRoutes } from '../adapters/http/audit/audit.routes'
import { bulkRoutes } from '../adapters/http/bulk/bulk.routes'
import type { ApiRouter } from '../adapters/http/api-router'
import type { AppState } from '../adapters/http/app-state'
import { catalogueRoutes } from '../adapters/http/catalogue/catalogue.routes'
import { companyImportRoutes } from '../adapters/http/company/company-import.routes'
import { companyRoutes } from '../adapters/http/company/company.routes'
import { favoriteRoutes } from '../adapters/http/company/favorite.routes'
import { demoAssetRoutes } from '../adapters/http/demo-assets.routes'
import { exhibitionRoutes } from '../adapters/http/exhibition/exhibition.routes'
import { healthRoutes } from '../adapters/http/health.routes'
import { mediaAccessRoutes } from '../adapters/http/media/media-access.routes'
import { mediaRoutes } from '../adapters/http/media/media.routes'
import { uploadRoutes } from '../adapters/http/media/uploads.routes'
import { companyLogoRoutes } from '../adapters/http/company/company-logo.routes'
import { domainProofRoutes } from '../adapters/http/company/domain-proof.routes'
import type { SessionManager } from '../adapters/http/middleware/session'
import { seoRoutes } from '../adapters/http/seo.routes'
import { systemRoutes } from '../adapters/http/system/system.routes'
import { outboxRoutes } from '../adapters/http/system/outbox.routes'
import { watchlistRoutes } from '../adapters/http/watchlist/watchlist.routes'
import type { SystemLogSink } from '../adapters/logging/system-log.sink'
import type { AppConfig } from './config'
import { get, T } from './tokens'

/** What the routers need besides the container's services. */
export interface RouteContext {
  readonly sessions: SessionManager
  readonly sink: SystemLogSink
  readonly log: Logger
  readonly config: AppConfig
  readonly version: string
  readonly startedAt: Date
}

/** Every route of the API, each router given the services it needs from the container. */
export const apiRouters = (c: Container, x: RouteContext): (ApiRouter | Router<AppState>)[] => {
  const sql = get(c, T.Sql)
  const settings = get(c, T.Settings)
  const clock = get(c, T.Clock)
  return [
    healthRoutes(sql, x.version),
    accountRoutes({
      register: get(c, T.RegisterUser), logIn: get(c, T.LogIn), sessions: x.sessions,
      verification: get(c, T.EmailVerification), invitations: get(c, T.Invitations), passwordReset: get(c, T.PasswordReset), settings, log: x.log,
    }),
    systemRoutes({
      settings, commands: get(c, T.SettingsCommands), reads: get(c, T.SystemReadModel), sql, sink: x.sink, backups: get(c, T.Backups), templates: get(c, T.EmailTemplates),
      verification: get(c, T.EmailVerification), log: x.log, clock, version: x.version, environment: x.config.nodeEnv, startedAt: x.startedAt,
    }),
    outboxRoutes({ store: get(c, T.OutboxStore), smtpConfigured: get(c, T.Outbox).enabled, log: x.log }),
    catalogueRoutes(get(c, T.CatalogueReadModel), get(c, T.CatalogueCommands)),
    // Before the lists' routers: their `/export` would read as an id there.
    adminExportRoutes({ companies: get(c, T.CompanyReadModel), users: get(c, T.UserAdminStore), exhibitions: get(c, T.ExhibitionReadModel), media: get(c, T.MediaReadModel), settings, clock, log: x.log }),
    // Before the company router: `/api/favorites/export` is not a company id there.
    favoriteRoutes({ lists: get(c, T.FavoriteListCommands), reads: get(c, T.CompanyReadModel), clock, log: x.log }),
    companyRoutes({
      create: get(c, T.CreateCompany), commands: get(c, T.CompanyCommands), favorites: get(c, T.FavoriteCommands), contact: get(c, T.ContactCompany), domainProofs: get(c, T.DomainProofs),
      directory: get(c, T.DirectoryReadModel), reads: get(c, T.CompanyReadModel), view: get(c, T.ViewCompanyProfile), settings,
    }),
    companyImportRoutes({ importer: get(c, T.ImportCompanies), catalogue: get(c, T.CatalogueReadModel) }),
    exhibitionRoutes({
      commands: get(c, T.ExhibitionCommands), reads: get(c, T.ExhibitionReadModel), eligible: get(c, T.EligibleCompanies),
      directory: get(c, T.DirectoryReadModel), settings, clock, publicUrl: x.config.publicUrl,
    }),
    mediaRoutes({
      commands: get(c, T.MediaCommands), reads: get(c, T.MediaReadModel), view: get(c, T.ViewMedia), previews: get(c, T.PreviewLinks), storage: get(c, T.FileStorage), clock, publicUrl: x.config.publicUrl,
    }),
    mediaAccessRoutes(get(c, T.MediaAccessCommands), get(c, T.AccessRequestReadModel)),
    uploadRoutes({ storage: get(c, T.FileStorage), uploads: get(c, T.Uploads), settings, readUpload: get(c, T.ReadUpload) }),
    companyLogoRoutes({ crop: get(c, T.CropLogo) }),
    domainProofRoutes({ proofs: get(c, T.DomainProofs), log: x.log }),
    adminRoutes({
      dashboard: get(c, T.AdminDashboard), activity: get(c, T.ActivityReadModel), users: get(c, T.UserAdministration), store: get(c, T.UserAdminStore),
      suspension: get(c, T.AccountSuspension), invitations: get(c, T.Invitations), resendVerification: get(c, T.ResendVerificationEmail), growth: get(c, T.Growth),
    }),
    auditRoutes({ reads: get(c, T.AuditReadModel), settings, clock, log: x.log }),
    bulkRoutes({
      companies: get(c, T.BulkCompanyActions), media: get(c, T.BulkMediaActions), participants: get(c, T.BulkParticipantActions), users: get(c, T.BulkUserActions),
      companyReads: get(c, T.CompanyReadModel), mediaReads: get(c, T.MediaReadModel), exhibitionReads: get(c, T.ExhibitionReadModel), userStore: get(c, T.UserAdminStore), settings, clock,
    }),
    profileRoutes({
      profile: get(c, T.ProfileCommands), becomeManager: get(c, T.BecomeCompanyManager), sessions: x.sessions, sessionStore: get(c, T.SessionStore), activity: get(c, T.ActivityReadModel),
      recommendations: get(c, T.Recommendations), store: get(c, T.UserAdminStore), settings, clock, tours: get(c, T.TourCommands),
    }),
    emailChangeRoutes({ emailChange: get(c, T.EmailChange), log: x.log }),
    watchlistRoutes({ watchlists: get(c, T.Watchlists), searches: get(c, T.SavedSearchStore), follows: get(c, T.FollowStore), notifications: get(c, T.NotificationStore) }),
    demoAssetRoutes(),
    seoRoutes({ sitemap: get(c, T.SitemapReadModel), publicUrl: x.config.publicUrl }),
  ]
}
