import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { Container } from 'inversify'
import type { MikroORM } from '@mikro-orm/postgresql'
import type { Logger } from 'pino'
import { LogInHandler } from '../application/account/commands/log-in'
import { AttemptThrottle } from '../application/account/login-throttle'
import { RegisterUserHandler } from '../application/account/commands/register-user'
import type { EventPublisher } from '../application/ports/event-publisher'
import type { PasswordHasher } from '../application/ports/password-hasher'
import type { UnitOfWork } from '../application/ports/unit-of-work'
import type { SettingsReader } from '../application/settings/settings-reader'
import type { Clock } from '../domain/shared/clock'
import type { UserRepository } from '../domain/user/user.repository'
import type { CompanyRepository } from '../domain/company/company.repository'
import type { FavoriteListRepository, FavoriteRepository } from '../domain/company/favorite'
import type { CatalogueLookup } from '../application/company/catalogue-lookup'
import { CreateCompanyHandler } from '../application/company/commands/create-company'
import { CompanyCommands } from '../application/company/commands/company-commands'
import { FavoriteCommands } from '../application/company/commands/favorites'
import { FavoriteListCommands } from '../application/company/commands/favorite-lists'
import { PgCompanyRepository } from '../adapters/persistence/company/pg-company.repository'
import { PgPassportJobStore, PgPassportRepository } from '../adapters/persistence/verification/pg-passport.repository'
import { VerificationJobs } from '../application/company/verification-jobs'
import type { VerificationDeps } from '../application/company/verification'
import { PgFavoriteListRepository, PgFavoriteRepository } from '../adapters/persistence/company/pg-favorite.repository'
import { CatalogueCommands } from '../application/catalogue/catalogue-commands'
import { PgCatalogueRepository } from '../adapters/persistence/catalogue/pg-catalogue.repository'
import { ContactCompanyHandler } from '../application/company/commands/contact-company'
import { DomainProofs } from '../application/company/commands/domain-proofs'
import { PgDomainProofStore } from '../adapters/persistence/company/pg-domain-proof.store'
import { HmacDomainCodeHasher } from '../adapters/security/hmac-domain-code-hasher'
import type { Mailer } from '../application/ports/mailer'
import { OutboxMailer } from '../adapters/persistence/mail/outbox-mailer'
import { ExhibitionCommands } from '../application/exhibition/exhibition-commands'
import type { ExhibitionRepository, ParticipationRepository } from '../domain/exhibition/exhibition.repository'
import { PgExhibitionRepository, PgParticipationRepository } from '../adapters/persistence/exhibition/pg-exhibition.repository'
import { PgExhibitionReadModel, PgExhibitionReferences } from '../adapters/projections/exhibition/pg-exhibition.read-model'
import { MediaCommands } from '../application/media/media-commands'
import { CropLogoHandler } from '../application/company/commands/crop-logo'
import type { FileStorage } from '../application/ports/file-storage'
import { SharpImageProcessor } from '../adapters/image/sharp-image.processor'
import type { MediaRepository } from '../domain/media/media.repository'
import { PgMediaRepository, PgUploads } from '../adapters/persistence/media/pg-media.repository'
import { UploadsAttachmentResolver } from '../adapters/persistence/media/attachment-resolver'
import { PgMediaReadModel } from '../adapters/projections/media/pg-media.read-model'
import { newReadCaches, ReadCacheInvalidator, type ReadCaches } from '../adapters/projections/cache-topics'
import { CachedAdminDashboard } from '../adapters/projections/admin-stats/cached-admin-dashboard'
import { PgCompanyViewCounter } from '../adapters/projections/company/pg-company-view.counter'
import { ViewCompanyProfile } from '../application/company/queries/view-company'
import { LocalDiskStorage } from '../adapters/storage/local-disk.storage'
import { MediaAccessCommands, type AccessRequestRepository } from '../application/media/media-access'
import { PgAccessRequestRepository } from '../adapters/persistence/media/pg-access-request.repository'
import { PgAccessRequestReadModel } from '../adapters/projections/media/pg-access-request.read-model'
import { AdminDashboardQuery } from '../application/admin/admin-dashboard'
import { GrowthQuery } from '../application/admin/growth'
import { PgGrowthReadModel } from '../adapters/projections/admin-stats/pg-growth.read-model'
import { UserAdministration } from '../application/admin/user-admin'
import { AccountSuspension } from '../application/admin/account-suspension'
import { ResendVerificationEmail } from '../application/admin/resend-verification'
import { BulkUserActions } from '../application/admin/bulk-user-actions'
import { BulkCompanyActions } from '../application/company/commands/bulk-company-actions'
import { BulkParticipantActions } from '../application/exhibition/bulk-participant-actions'
import { BulkMediaActions } from '../application/media/bulk-media-actions'
import { Invitations } from '../application/account/invitations'
import { PasswordReset } from '../application/account/password-reset'
import { EmailChange } from '../application/account/email-change'
import { PgEmailChangeStore } from '../adapters/persistence/account/pg-email-change.store'
import { PgInvitationStore } from '../adapters/persistence/account/pg-invitation.store'
import { BecomeCompanyManager } from '../application/account/commands/become-manager'
import { ProfileCommands } from '../application/account/commands/profile'
import { PgUserAdminStore } from '../adapters/persistence/admin/pg-user-admin'
import { AdminStatsProjector } from '../adapters/projections/admin-stats/admin-stats.projector'
import { PgActivityReadModel, PgAdminStatsReadModel } from '../adapters/projections/admin-stats/pg-admin.read-model'
import { PgRecommendations } from '../adapters/projections/admin-stats/pg-recommendations'
import { PgLoginAttempts } from '../adapters/persistence/account/pg-login-attempts'
import { PgResetStore } from '../adapters/persistence/account/pg-password-reset.store'
import { EmailVerification, type TemplateMailer } from '../application/account/email-verification'
import { SettingsCommands } from '../application/settings/settings-commands'
import { isTimeZone } from '../domain/exhibition/calendar-day'
import { AuditProjector } from '../adapters/logging/audit.projector'
import { AuditTrailProjector } from '../adapters/projections/audit/audit-trail.projector'
import { PgAuditReadModel } from '../adapters/projections/audit/pg-audit.read-model'
import { EmailNotifier } from '../adapters/mail/email-notifier'
import { PgEmailTemplates } from '../adapters/mail/email-templates'
import { OutboxTemplateMailer, PgVerificationStore } from '../adapters/mail/template-mailer'
import { CommonPasswordBlocklist } from '../adapters/security/common-password-blocklist'
import { PgCatalogueLookup } from '../adapters/persistence/catalogue/pg-catalogue-lookup'
import { DirectoryProjector } from '../adapters/projections/directory/directory.projector'
import { DEFAULT_DIRECTORY_TTL, PgDirectoryReadModel } from '../adapters/projections/directory/pg-directory.read-model'
import { TEXT_LIMITS } from '../adapters/projections/directory/text-matches'
import { PgCompanyReadModel } from '../adapters/projections/company/pg-company.read-model'
import { ImportCompaniesHandler } from '../application/company/commands/import-companies'
import type { CompanyReadModel } from '../application/company/queries/company-views'
import { PgUserRepository } from '../adapters/persistence/account/pg-user.repository'
import { CatalogueReadModel } from '../adapters/projections/catalogue/pg-catalogue.read-model'
import { PgEventPublisher } from '../adapters/persistence/events/pg-event-publisher'
import { PgSessionStore } from '../adapters/persistence/session/pg-session.store'
import { PgSettingsStore } from '../adapters/persistence/settings/pg-settings.store'
import { preparedSqlOf } from '../adapters/persistence/prepared-sql'
import { PgSitemapReadModel } from '../adapters/projections/sitemap/pg-sitemap.read-model'
import { PgSystemReadModel } from '../adapters/projections/system/pg-system.read-model'
import { sqlOf, type Sql } from '../adapters/persistence/sql'
import { MikroOrmUnitOfWork } from '../adapters/persistence/unit-of-work'
import { BcryptPasswordHasher } from '../adapters/security/bcrypt-password-hasher'
import { PgDumpBackups } from '../adapters/backup/pg-dump.backup'
import { OutboxSender } from '../adapters/mail/outbox-sender'
import { PgOutboxStore } from '../adapters/mail/pg-outbox.store'
import { TourCommands } from '../application/activity/tours'
import { EligibleCompanies } from '../application/exhibition/eligible-companies'
import { ViewMedia } from '../application/media/view-media'
import { ReadUpload } from '../application/media/upload-access'
import { PreviewLinks, PreviewTokens } from '../application/media/preview-links'
import { MediaPublications } from '../application/media/media-publications'
import { HmacSigner } from '../adapters/security/hmac-signer'
import { Watchlists, type FollowStore, type NotificationStore, type SavedSearchStore } from '../application/watchlist/watchlists'
import { PgFollowStore, PgNotificationStore, PgSavedSearchStore } from '../adapters/persistence/watchlist/pg-watchlist.stores'
import { PgWatchlistMatcher } from '../adapters/projections/watchlist/pg-watchlist-matcher'
import { PgDigestSender } from '../adapters/mail/pg-digest-sender'
import { HmacUnsubscribeSigner } from '../adapters/security/hmac-unsubscribe-signer'
import { HmacVisitorFingerprints } from '../adapters/security/hmac-visitor-fingerprints'
import { sharedSecret } from '../adapters/persistence/app-secrets'
import type { AppConfig } from './config'
import { bindConstant, bindResolved, T } from './tokens'

export const systemClock: Clock = { now: () => new Date() }

/** The only place that wires implementations to ports. */
/** `databaseUrl`: the database the app runs on, for backups (a container that makes none may leave it out). */
export const buildContainer = (deps: { config: AppConfig; log: Logger; orm: MikroORM; databaseUrl?: string; clock?: Clock }): Container => {
  const c = new Container({ defaultScope: 'Singleton' })
  const blocklist = new CommonPasswordBlocklist()
  bindConstant(c, T.Config, deps.config)
  bindConstant(c, T.Logger, deps.log)
  bindConstant(c, T.Orm, deps.orm)
  bindConstant(c, T.Clock, deps.clock ?? systemClock)
  bindResolved(c, T.Sql, [T.Orm], (orm: MikroORM) => sqlOf(orm))
  bindResolved(c, T.ReadSql, [T.Orm], (orm: MikroORM) => sqlOf(orm, 'read'))
  bindConstant(c, T.PasswordHasher, new BcryptPasswordHasher())
  bindResolved(c, T.UnitOfWork, [T.Orm], (orm: MikroORM) => new MikroOrmUnitOfWork(orm))
  bindConstant(c, T.ReadCaches, newReadCaches())
  bindResolved(c, T.DirectoryProjector, [T.Sql, T.ReadCaches], (sql: Sql, caches: ReadCaches) => new DirectoryProjector(sql, caches.directory))
  bindResolved(c, T.AdminStatsProjector, [T.Sql], (sql: Sql) => new AdminStatsProjector(sql))
  bindResolved(c, T.AuditTrailProjector, [T.Sql], (sql: Sql) => new AuditTrailProjector(sql))
  bindResolved(c, T.EmailTemplates, [T.Sql], (sql: Sql) => new PgEmailTemplates(sql))
  bindResolved(c, T.TemplateMailer, [T.Mailer, T.EmailTemplates, T.Settings], (mailer: Mailer, templates: PgEmailTemplates, settings: SettingsReader) =>
    new OutboxTemplateMailer(mailer, templates, settings, deps.config.publicUrl))
  bindResolved(c, T.EventPublisher, [T.Sql, T.DirectoryProjector, T.AdminStatsProjector, T.AuditTrailProjector, T.TemplateMailer, T.Settings, T.ReadCaches], (sql: Sql, directory: DirectoryProjector, stats: AdminStatsProjector, audit: AuditTrailProjector, mailer: TemplateMailer, settings: SettingsReader, caches: ReadCaches) =>
      new PgEventPublisher(sql, [directory, new ReadCacheInvalidator(sql, caches), stats,
        new EmailNotifier(sql, mailer, settings, deps.config.publicUrl), new AuditProjector(deps.log, sql), audit]))
  bindResolved(c, T.Settings, [T.Sql], (sql: Sql) => new PgSettingsStore(sql))
  bindResolved(c, T.UserRepository, [T.Sql], (sql: Sql) => new PgUserRepository(sql))
  bindResolved(c, T.SessionStore, [T.Sql, T.ReadCaches], (sql: Sql, caches: ReadCaches) => new PgSessionStore(sql, caches.sessions))
  bindResolved(c, T.CatalogueReadModel, [T.ReadSql], (sql: Sql) => new CatalogueReadModel(sql))
  bindResolved(c, T.AttemptThrottle, [T.Sql, T.Settings, T.Clock], (sql: Sql, settings: SettingsReader, clock: Clock) => new AttemptThrottle(new PgLoginAttempts(sql), settings, clock))
  bindResolved(c, T.RegisterUser, [T.UserRepository, T.PasswordHasher, T.EventPublisher, T.UnitOfWork, T.Settings, T.Clock, T.AttemptThrottle], (users: UserRepository, hasher: PasswordHasher, events: EventPublisher, uow: UnitOfWork, settings: SettingsReader, clock: Clock, throttle: AttemptThrottle) =>
      new RegisterUserHandler(users, hasher, events, uow, settings, clock, throttle, blocklist))
  bindResolved(c, T.LogIn, [T.UserRepository, T.PasswordHasher, T.AttemptThrottle, T.Clock], (users: UserRepository, hasher: PasswordHasher, throttle: AttemptThrottle, clock: Clock) =>
    new LogInHandler(users, hasher, throttle, clock))
  bindResolved(c, T.CompanyRepository, [T.Sql], (sql: Sql) => new PgCompanyRepository(sql))
  bindResolved(c, T.FavoriteRepository, [T.Sql], (sql: Sql) => new PgFavoriteRepository(sql))
  bindResolved(c, T.FavoriteListRepository, [T.Sql], (sql: Sql) => new PgFavoriteListRepository(sql))
  bindResolved(c, T.CatalogueLookup, [T.Sql], (sql: Sql) => new PgCatalogueLookup(sql))
  // The directory's questions are the hottest read path: those whose plan does not depend on their values
  // are prepared and planned once per connection (prepared-sql.ts); the others are planned for their values.
  bindResolved(c, T.DirectoryReadModel, [T.Orm, T.ReadSql, T.ReadCaches], (orm: MikroORM, sql: Sql, caches: ReadCaches) => {
    const seconds = deps.config.directoryCacheSeconds
    const ttl = seconds ? { results: seconds * 1000, counts: Math.max(seconds * 1000, DEFAULT_DIRECTORY_TTL.counts) } : { results: 0, counts: 0 }
    return new PgDirectoryReadModel(sql, caches.directory, ttl, TEXT_LIMITS, preparedSqlOf(orm, 'read'))
  })
  bindResolved(c, T.SitemapReadModel, [T.ReadSql, T.Clock], (sql: Sql, clock: Clock) => new PgSitemapReadModel(sql, clock))
  bindResolved(c, T.CompanyReadModel, [T.ReadSql, T.ReadCaches], (sql: Sql, caches: ReadCaches) => new PgCompanyReadModel(sql, caches.profiles))
  bindResolved(c, T.ViewCompanyProfile, [T.CompanyReadModel, T.Sql, T.ReadCaches, T.Clock], (reads: CompanyReadModel, sql: Sql, caches: ReadCaches, clock: Clock) =>
    new ViewCompanyProfile(reads, new PgCompanyViewCounter(sql, () => caches.stats.invalidate()),
      new HmacVisitorFingerprints(() => sharedSecret(sql, 'visitor-fingerprint-key')), clock))
  bindResolved(c, T.Verification, [T.Sql, T.Settings], (sql: Sql, settings: SettingsReader): VerificationDeps => {
    const passports = new PgPassportRepository(sql)
    return { passports, evidence: passports, settings }
  })
  bindResolved(c, T.VerificationJobs, [T.Sql, T.CompanyRepository, T.EventPublisher, T.UnitOfWork, T.Clock], (sql: Sql, companies: CompanyRepository, events: EventPublisher, uow: UnitOfWork, clock: Clock) =>
    new VerificationJobs(new PgPassportJobStore(sql), new PgPassportRepository(sql), companies, events, uow, clock))
  bindResolved(c, T.CreateCompany, [T.CompanyRepository, T.CatalogueLookup, T.EventPublisher, T.UnitOfWork, T.Settings, T.Clock, T.Verification], (companies: CompanyRepository, catalogue: CatalogueLookup, events: EventPublisher, uow: UnitOfWork, settings: SettingsReader, clock: Clock, verification: VerificationDeps) =>
      new CreateCompanyHandler(companies, catalogue, events, uow, settings, clock, verification))
  // Names are checked on the primary: a company created a moment ago counts.
  bindResolved(c, T.ImportCompanies, [T.CreateCompany, T.CatalogueLookup, T.Sql], (create: CreateCompanyHandler, catalogue: CatalogueLookup, sql: Sql) =>
    new ImportCompaniesHandler(create, catalogue, new PgCompanyReadModel(sql)))
  bindResolved(c, T.CompanyCommands, [T.CompanyRepository, T.CatalogueLookup, T.EventPublisher, T.UnitOfWork, T.Clock, T.Verification], (companies: CompanyRepository, catalogue: CatalogueLookup, events: EventPublisher, uow: UnitOfWork, clock: Clock, verification: VerificationDeps) =>
      new CompanyCommands(companies, catalogue, events, uow, clock, verification))
  bindResolved(c, T.FavoriteCommands, [T.CompanyRepository, T.FavoriteRepository, T.EventPublisher, T.UnitOfWork, T.Clock], (companies: CompanyRepository, favorites: FavoriteRepository, events: EventPublisher, uow: UnitOfWork, clock: Clock) =>
      new FavoriteCommands(companies, favorites, events, uow, clock))
  bindResolved(c, T.FavoriteListCommands, [T.FavoriteListRepository, T.FavoriteRepository, T.EventPublisher, T.UnitOfWork, T.Clock], (lists: FavoriteListRepository, favorites: FavoriteRepository, events: EventPublisher, uow: UnitOfWork, clock: Clock) =>
      new FavoriteListCommands(lists, favorites, events, uow, clock))
  bindResolved(c, T.CatalogueCommands, [T.Sql, T.EventPublisher, T.UnitOfWork, T.Clock], (sql: Sql, events: EventPublisher, uow: UnitOfWork, clock: Clock) => new CatalogueCommands(new PgCatalogueRepository(sql), events, uow, clock))
  bindResolved(c, T.Mailer, [T.Sql], (sql: Sql) => new OutboxMailer(sql))
  bindResolved(c, T.ContactCompany, [T.CompanyRepository, T.Mailer, T.UnitOfWork, T.Clock, T.Settings], (companies: CompanyRepository, mailer: Mailer, uow: UnitOfWork, clock: Clock, settings: SettingsReader) => new ContactCompanyHandler(companies, mailer, uow, clock, settings))
  // Domain proof (issue 22): codes kept as their HMAC with the app's key.
  bindResolved(c, T.DomainProofs, [T.CompanyRepository, T.UserRepository, T.Sql, T.TemplateMailer, T.EventPublisher, T.UnitOfWork, T.Settings, T.Clock],
    (companies: CompanyRepository, users: UserRepository, sql: Sql, mailer: TemplateMailer, events: EventPublisher, uow: UnitOfWork, settings: SettingsReader, clock: Clock) =>
      new DomainProofs(companies, users, new PgDomainProofStore(sql), new HmacDomainCodeHasher(() => sharedSecret(sql, 'domain-proof-code-key')), mailer,
        new PgLoginAttempts(sql), events, uow, settings, clock))
  bindResolved(c, T.ExhibitionRepository, [T.Sql], (sql: Sql) => new PgExhibitionRepository(sql))
  bindResolved(c, T.ParticipationRepository, [T.Sql], (sql: Sql) => new PgParticipationRepository(sql))
  bindResolved(c, T.ExhibitionReadModel, [T.ReadSql, T.ReadCaches], (sql: Sql, caches: ReadCaches) => new PgExhibitionReadModel(sql, caches.exhibitions))
  bindResolved(c, T.ExhibitionCommands, [T.ExhibitionRepository, T.ParticipationRepository, T.CompanyRepository, T.Sql, T.EventPublisher, T.UnitOfWork, T.Settings, T.Clock], (exhibitions: ExhibitionRepository, participations: ParticipationRepository, companies: CompanyRepository, sql: Sql,
      events: EventPublisher, uow: UnitOfWork, settings: SettingsReader, clock: Clock) =>
      new ExhibitionCommands(exhibitions, participations, companies, new PgExhibitionReferences(sql), events, uow, settings, clock))
  bindConstant(c, T.FileStorage, new LocalDiskStorage(path.join(deps.config.dataDir, 'uploads')))
  bindResolved(c, T.Uploads, [T.Sql], (sql: Sql) => new PgUploads(sql))
  bindResolved(c, T.CropLogo, [T.Uploads, T.FileStorage], (uploads: PgUploads, storage: FileStorage) =>
    new CropLogoHandler(uploads, storage, new SharpImageProcessor(), () => randomBytes(16).toString('hex')))
  bindResolved(c, T.MediaRepository, [T.Sql], (sql: Sql) => new PgMediaRepository(sql))
  bindResolved(c, T.MediaReadModel, [T.ReadSql, T.ReadCaches, T.Clock], (sql: Sql, caches: ReadCaches, clock: Clock) => new PgMediaReadModel(sql, caches.media, undefined, clock))
  bindResolved(c, T.MediaCommands, [T.MediaRepository, T.CompanyRepository, T.Uploads, T.EventPublisher, T.UnitOfWork, T.Settings, T.Clock], (media: MediaRepository, companies: CompanyRepository, uploads: PgUploads, events: EventPublisher, uow: UnitOfWork, settings: SettingsReader, clock: Clock) =>
      new MediaCommands(media, companies, new UploadsAttachmentResolver(uploads), events, uow, settings, clock))
  bindResolved(c, T.AccessRequests, [T.Sql], (sql: Sql) => new PgAccessRequestRepository(sql))
  bindResolved(c, T.AccessRequestReadModel, [T.Sql], (sql: Sql) => new PgAccessRequestReadModel(sql))
  bindResolved(c, T.MediaAccessCommands, [T.AccessRequests, T.UserRepository, T.SessionStore, T.EventPublisher, T.UnitOfWork, T.Clock], (requests: AccessRequestRepository, users: UserRepository, sessions: PgSessionStore, events: EventPublisher, uow: UnitOfWork, clock: Clock) =>
      new MediaAccessCommands(requests, users, sessions, events, uow, clock))
  bindResolved(c, T.AdminDashboard, [T.ReadSql, T.ReadCaches, T.Clock], (sql: Sql, caches: ReadCaches, clock: Clock) =>
    new CachedAdminDashboard(new AdminDashboardQuery(new PgAdminStatsReadModel(sql), clock), caches.stats, clock))
  bindResolved(c, T.Growth, [T.ReadSql, T.Clock], (sql: Sql, clock: Clock) => new GrowthQuery(new PgGrowthReadModel(sql), clock))
  bindResolved(c, T.ActivityReadModel, [T.Sql], (sql: Sql) => new PgActivityReadModel(sql))
  // The System tab reads the logs just flushed: the primary, not the replicas.
  bindResolved(c, T.SystemReadModel, [T.Sql], (sql: Sql) => new PgSystemReadModel(sql))
  // An entry shows in the next answer after its command: the primary, not the replicas.
  bindResolved(c, T.AuditReadModel, [T.Sql], (sql: Sql) => new PgAuditReadModel(sql))
  bindResolved(c, T.UserAdminStore, [T.Sql], (sql: Sql) => new PgUserAdminStore(sql))
  bindResolved(c, T.Recommendations, [T.ReadSql], (sql: Sql) => new PgRecommendations(sql))
  bindResolved(c, T.UserAdministration, [T.UserRepository, T.UserAdminStore, T.CompanyRepository, T.PasswordHasher, T.SessionStore, T.EventPublisher, T.UnitOfWork, T.Settings, T.Clock], (users: UserRepository, store: PgUserAdminStore, companies: CompanyRepository, hasher: PasswordHasher, sessions: PgSessionStore,
      events: EventPublisher, uow: UnitOfWork, settings: SettingsReader, clock: Clock) =>
      new UserAdministration(users, store, companies, hasher, sessions, events, uow, settings, clock, blocklist))
  bindResolved(c, T.ProfileCommands, [T.UserRepository, T.PasswordHasher, T.SessionStore, T.EventPublisher, T.UnitOfWork, T.Settings, T.Clock, T.AttemptThrottle], (users: UserRepository, hasher: PasswordHasher, sessions: PgSessionStore, events: EventPublisher, uow: UnitOfWork, settings: SettingsReader, clock: Clock, throttle: AttemptThrottle) =>
      new ProfileCommands(users, hasher, sessions, events, uow, settings, clock, throttle, blocklist))
  bindResolved(c, T.BecomeCompanyManager, [T.UserRepository, T.EventPublisher, T.UnitOfWork, T.Settings, T.Clock], (users: UserRepository, events: EventPublisher, uow: UnitOfWork, settings: SettingsReader, clock: Clock) =>
    new BecomeCompanyManager(users, events, uow, settings, clock))
  bindResolved(c, T.EmailVerification, [T.Sql, T.TemplateMailer, T.EventPublisher, T.UnitOfWork, T.Settings, T.Clock], (sql: Sql, mailer: TemplateMailer, events: EventPublisher, uow: UnitOfWork, settings: SettingsReader, clock: Clock) =>
      new EmailVerification(new PgVerificationStore(sql), mailer, events, uow, settings, clock, deps.config.publicUrl))
  bindResolved(c, T.AccountSuspension, [T.UserRepository, T.UserAdminStore, T.SessionStore, T.EventPublisher, T.UnitOfWork, T.Clock], (users: UserRepository, store: PgUserAdminStore, sessions: PgSessionStore, events: EventPublisher, uow: UnitOfWork, clock: Clock) =>
    new AccountSuspension(users, store, sessions, events, uow, clock))
  bindResolved(c, T.Invitations, [T.UserRepository, T.Sql, T.TemplateMailer, T.PasswordHasher, T.EventPublisher, T.UnitOfWork, T.Settings, T.Clock], (users: UserRepository, sql: Sql, mailer: TemplateMailer, hasher: PasswordHasher, events: EventPublisher, uow: UnitOfWork, settings: SettingsReader, clock: Clock) =>
    new Invitations(users, new PgInvitationStore(sql), mailer, hasher, events, uow, settings, clock, deps.config.publicUrl, blocklist))
  bindResolved(c, T.PasswordReset, [T.UserRepository, T.Sql, T.TemplateMailer, T.PasswordHasher, T.SessionStore, T.EventPublisher, T.UnitOfWork, T.Settings, T.Clock],
    (users: UserRepository, sql: Sql, mailer: TemplateMailer, hasher: PasswordHasher, sessions: PgSessionStore, events: EventPublisher, uow: UnitOfWork, settings: SettingsReader, clock: Clock) =>
      new PasswordReset(users, new PgResetStore(sql), mailer, hasher, sessions, new PgLoginAttempts(sql), events, uow, settings, clock, deps.config.publicUrl, blocklist))
  bindResolved(c, T.EmailChange, [T.UserRepository, T.Sql, T.TemplateMailer, T.PasswordHasher, T.SessionStore, T.AttemptThrottle, T.EventPublisher, T.UnitOfWork, T.Settings, T.Clock],
    (users: UserRepository, sql: Sql, mailer: TemplateMailer, hasher: PasswordHasher, sessions: PgSessionStore, throttle: AttemptThrottle, events: EventPublisher, uow: UnitOfWork, settings: SettingsReader, clock: Clock) =>
      new EmailChange(users, new PgEmailChangeStore(sql), new PgResetStore(sql), mailer, hasher, sessions, throttle, new PgLoginAttempts(sql), events, uow, settings, clock, deps.config.publicUrl))
  bindResolved(c, T.ResendVerificationEmail, [T.UserRepository, T.EmailVerification, T.EventPublisher, T.UnitOfWork, T.Settings, T.Clock], (users: UserRepository, verification: EmailVerification, events: EventPublisher, uow: UnitOfWork, settings: SettingsReader, clock: Clock) =>
    new ResendVerificationEmail(users, verification, events, uow, settings, clock))
  // Bulk actions: each row through the single action's command (its own unit of work).
  bindResolved(c, T.BulkCompanyActions, [T.CompanyCommands, T.CompanyRepository, T.UnitOfWork], (commands: CompanyCommands, companies: CompanyRepository, uow: UnitOfWork) =>
    new BulkCompanyActions(commands, companies, uow))
  bindResolved(c, T.BulkMediaActions, [T.MediaCommands], (commands: MediaCommands) => new BulkMediaActions(commands))
  bindResolved(c, T.BulkParticipantActions, [T.ExhibitionCommands], (commands: ExhibitionCommands) => new BulkParticipantActions(commands))
  bindResolved(c, T.BulkUserActions, [T.UserAdministration, T.AccountSuspension, T.ResendVerificationEmail], (users: UserAdministration, suspension: AccountSuspension, verification: ResendVerificationEmail) =>
    new BulkUserActions(users, suspension, verification))
  bindResolved(c, T.SettingsCommands, [T.Settings, T.EventPublisher, T.UnitOfWork, T.Clock], (settings: PgSettingsStore, events: EventPublisher, uow: UnitOfWork, clock: Clock) => new SettingsCommands(settings, events, uow, clock, isTimeZone))
  bindResolved(c, T.TourCommands, [T.UserAdminStore, T.EventPublisher, T.UnitOfWork, T.Clock], (store: PgUserAdminStore, events: EventPublisher, uow: UnitOfWork, clock: Clock) =>
    new TourCommands(store, events, uow, clock))
  bindResolved(c, T.EligibleCompanies, [T.ExhibitionRepository, T.ParticipationRepository, T.ExhibitionReadModel, T.Settings, T.Clock], (exhibitions: ExhibitionRepository, participations: ParticipationRepository, reads: PgExhibitionReadModel, settings: SettingsReader, clock: Clock) =>
    new EligibleCompanies(exhibitions, participations, reads, settings, clock))
  // Preview links of embargoed media items (issue 22): signed with a key of their own from app_secrets.
  bindResolved(c, T.PreviewTokens, [T.Sql], (sql: Sql) => new PreviewTokens(new HmacSigner(() => sharedSecret(sql, 'preview-signing-key'))))
  bindResolved(c, T.PreviewLinks, [T.MediaRepository, T.CompanyRepository, T.PreviewTokens, T.EventPublisher, T.UnitOfWork, T.Clock],
    (media: MediaRepository, companies: CompanyRepository, tokens: PreviewTokens, events: EventPublisher, uow: UnitOfWork, clock: Clock) =>
      new PreviewLinks(media, companies, tokens, events, uow, clock))
  bindResolved(c, T.MediaPublications, [T.MediaRepository, T.EventPublisher, T.UnitOfWork, T.Clock], (media: MediaRepository, events: EventPublisher, uow: UnitOfWork, clock: Clock) =>
    new MediaPublications(media, events, uow, clock))
  bindResolved(c, T.ViewMedia, [T.MediaReadModel, T.CompanyRepository, T.Clock, T.PreviewTokens, T.CompanyReadModel],
    (reads: PgMediaReadModel, companies: CompanyRepository, clock: Clock, tokens: PreviewTokens, profiles: CompanyReadModel) => new ViewMedia(reads, companies, clock, tokens, profiles))
  bindResolved(c, T.ReadUpload, [T.Uploads, T.PreviewTokens, T.Clock], (uploads: PgUploads, tokens: PreviewTokens, clock: Clock) => new ReadUpload(uploads, tokens, clock))
  bindResolved(c, T.Outbox, [T.Sql, T.Settings], (sql: Sql, settings: SettingsReader) => new OutboxSender(sql, settings, deps.log, deps.config.smtpUrl))
  bindResolved(c, T.OutboxStore, [T.Sql], (sql: Sql) => new PgOutboxStore(sql))
  // Saved searches, follows, notifications and their jobs (issue 21).
  const unsubscribeSigner = (sql: Sql) => new HmacUnsubscribeSigner(() => sharedSecret(sql, 'unsubscribe-signing-key'))
  bindResolved(c, T.SavedSearchStore, [T.Sql], (sql: Sql) => new PgSavedSearchStore(sql))
  bindResolved(c, T.FollowStore, [T.Sql], (sql: Sql) => new PgFollowStore(sql))
  bindResolved(c, T.NotificationStore, [T.Sql], (sql: Sql) => new PgNotificationStore(sql))
  bindResolved(c, T.Watchlists, [T.SavedSearchStore, T.FollowStore, T.NotificationStore, T.CompanyRepository, T.Sql, T.UnitOfWork, T.Clock],
    (searches: SavedSearchStore, follows: FollowStore, notifications: NotificationStore, companies: CompanyRepository, sql: Sql, uow: UnitOfWork, clock: Clock) =>
      new Watchlists(searches, follows, notifications, companies, unsubscribeSigner(sql), uow, clock))
  bindResolved(c, T.WatchlistMatcher, [T.Sql, T.UnitOfWork, T.Clock], (sql: Sql, uow: UnitOfWork, clock: Clock) => new PgWatchlistMatcher(sql, uow, clock))
  bindResolved(c, T.DigestSender, [T.Sql, T.UnitOfWork, T.TemplateMailer, T.Settings, T.Clock], (sql: Sql, uow: UnitOfWork, mailer: TemplateMailer, settings: SettingsReader, clock: Clock) =>
    new PgDigestSender(sql, uow, mailer, settings, unsubscribeSigner(sql), clock, deps.config.publicUrl))
  bindResolved(c, T.Backups, [T.Sql], (sql: Sql) => {
    const serverMajor = async () => Math.floor(Number((await sql.one<{ v: string }>(`select current_setting('server_version_num') as v`))!.v) / 10000)
    if (!deps.databaseUrl) throw new Error('Backups need the database URL: give it to buildContainer')
    return new PgDumpBackups(path.join(deps.config.dataDir, 'backups'), deps.databaseUrl, serverMajor, deps.config.backupKeep)
  })
  return c
}
