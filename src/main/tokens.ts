// Service identifiers of the composition root, each carrying the type of what is bound to it:
// `bindConstant`, `bindResolved` and `get` check that type, so binding the wrong implementation to
// a token, or asking a factory for dependencies of the wrong type, does not compile.
import type { MikroORM } from '@mikro-orm/postgresql'
import type { Container } from 'inversify'
import type { Logger } from 'pino'
import type { LogInHandler } from '../application/account/commands/log-in'
import type { AttemptThrottle } from '../application/account/login-throttle'
import type { BecomeCompanyManager } from '../application/account/commands/become-manager'
import type { ProfileCommands } from '../application/account/commands/profile'
import type { RegisterUserHandler } from '../application/account/commands/register-user'
import type { EmailVerification, TemplateMailer } from '../application/account/email-verification'
import type { AdminDashboardQuery } from '../application/admin/admin-dashboard'
import type { GrowthQuery } from '../application/admin/growth'
import type { UserAdministration } from '../application/admin/user-admin'
import type { AccountSuspension } from '../application/admin/account-suspension'
import type { ResendVerificationEmail } from '../application/admin/resend-verification'
import type { BulkUserActions } from '../application/admin/bulk-user-actions'
import type { BulkCompanyActions } from '../application/company/commands/bulk-company-actions'
import type { BulkParticipantActions } from '../application/exhibition/bulk-participant-actions'
import type { BulkMediaActions } from '../application/media/bulk-media-actions'
import type { Invitations } from '../application/account/invitations'
import type { PasswordReset } from '../application/account/password-reset'
import type { EmailChange } from '../application/account/email-change'
import type { CatalogueCommands } from '../application/catalogue/catalogue-commands'
import type { CatalogueLookup } from '../application/company/catalogue-lookup'
import type { CompanyCommands } from '../application/company/commands/company-commands'
import type { VerificationDeps } from '../application/company/verification'
import type { VerificationJobs } from '../application/company/verification-jobs'
import type { ContactCompanyHandler } from '../application/company/commands/contact-company'
import type { DomainProofs } from '../application/company/commands/domain-proofs'
import type { CreateCompanyHandler } from '../application/company/commands/create-company'
import type { ImportCompaniesHandler } from '../application/company/commands/import-companies'
import type { FavoriteCommands } from '../application/company/commands/favorites'
import type { FavoriteListCommands } from '../application/company/commands/favorite-lists'
import type { CompanyReadModel } from '../application/company/queries/company-views'
import type { ViewCompanyProfile } from '../application/company/queries/view-company'
import type { ExhibitionCommands } from '../application/exhibition/exhibition-commands'
import type { AccessRequestReadModel } from '../application/media/access-request-views'
import type { AccessRequestRepository, MediaAccessCommands } from '../application/media/media-access'
import type { MediaCommands } from '../application/media/media-commands'
import type { CropLogoHandler } from '../application/company/commands/crop-logo'
import type { EventPublisher } from '../application/ports/event-publisher'
import type { FileStorage } from '../application/ports/file-storage'
import type { Mailer } from '../application/ports/mailer'
import type { PasswordHasher } from '../application/ports/password-hasher'
import type { UnitOfWork } from '../application/ports/unit-of-work'
import type { SitemapReadModel } from '../application/seo/sitemap'
import type { SystemReadModel } from '../application/admin/system-views'
import type { AuditReadModel } from '../application/audit/audit-entry'
import type { OutboxStore } from '../application/admin/outbox-views'
import type { SettingsCommands } from '../application/settings/settings-commands'
import type { CompanyRepository } from '../domain/company/company.repository'
import type { FavoriteListRepository, FavoriteRepository } from '../domain/company/favorite'
import type { ExhibitionRepository, ParticipationRepository } from '../domain/exhibition/exhibition.repository'
import type { MediaRepository } from '../domain/media/media.repository'
import type { Clock } from '../domain/shared/clock'
import type { UserRepository } from '../domain/user/user.repository'
import type { TourCommands } from '../application/activity/tours'
import type { EligibleCompanies } from '../application/exhibition/eligible-companies'
import type { ViewMedia } from '../application/media/view-media'
import type { ReadUpload } from '../application/media/upload-access'
import type { PreviewLinks, PreviewTokens } from '../application/media/preview-links'
import type { MediaPublications } from '../application/media/media-publications'
import type { PgDumpBackups } from '../adapters/backup/pg-dump.backup'
import type { OutboxSender } from '../adapters/mail/outbox-sender'
import type { PgEmailTemplates } from '../adapters/mail/email-templates'
import type { PgUserAdminStore } from '../adapters/persistence/admin/pg-user-admin'
import type { CatalogueReadModel } from '../adapters/projections/catalogue/pg-catalogue.read-model'
import type { PgUploads } from '../adapters/persistence/media/pg-media.repository'
import type { PgSessionStore } from '../adapters/persistence/session/pg-session.store'
import type { PgSettingsStore } from '../adapters/persistence/settings/pg-settings.store'
import type { Sql } from '../adapters/persistence/sql'
import type { AdminStatsProjector } from '../adapters/projections/admin-stats/admin-stats.projector'
import type { AuditTrailProjector } from '../adapters/projections/audit/audit-trail.projector'
import type { PgActivityReadModel } from '../adapters/projections/admin-stats/pg-admin.read-model'
import type { PgRecommendations } from '../adapters/projections/admin-stats/pg-recommendations'
import type { ReadCaches } from '../adapters/projections/cache-topics'
import type { DirectoryProjector } from '../adapters/projections/directory/directory.projector'
import type { PgDirectoryReadModel } from '../adapters/projections/directory/pg-directory.read-model'
import type { PgExhibitionReadModel } from '../adapters/projections/exhibition/pg-exhibition.read-model'
import type { PgMediaReadModel } from '../adapters/projections/media/pg-media.read-model'
import type { Watchlists, FollowStore, NotificationStore, SavedSearchStore } from '../application/watchlist/watchlists'
import type { PgWatchlistMatcher } from '../adapters/projections/watchlist/pg-watchlist-matcher'
import type { PgDigestSender } from '../adapters/mail/pg-digest-sender'
import type { AppConfig } from './config'

declare const bound: unique symbol
/** A service identifier for a `S`. */
export type Token<S> = symbol & { readonly [bound]?: S }
const token = <S>(name: string): Token<S> => Symbol(name)

export const T = {
  Config: token<AppConfig>('Config'),
  Logger: token<Logger>('Logger'),
  Orm: token<MikroORM>('Orm'),
  Sql: token<Sql>('Sql'),
  ReadSql: token<Sql>('ReadSql'),
  SitemapReadModel: token<SitemapReadModel>('SitemapReadModel'),
  Clock: token<Clock>('Clock'),
  PasswordHasher: token<PasswordHasher>('PasswordHasher'),
  UnitOfWork: token<UnitOfWork>('UnitOfWork'),
  EventPublisher: token<EventPublisher>('EventPublisher'),
  Settings: token<PgSettingsStore>('Settings'),
  UserRepository: token<UserRepository>('UserRepository'),
  SessionStore: token<PgSessionStore>('SessionStore'),
  CatalogueReadModel: token<CatalogueReadModel>('CatalogueReadModel'),
  RegisterUser: token<RegisterUserHandler>('RegisterUser'),
  LogIn: token<LogInHandler>('LogIn'),
  AttemptThrottle: token<AttemptThrottle>('AttemptThrottle'),
  CompanyRepository: token<CompanyRepository>('CompanyRepository'),
  FavoriteRepository: token<FavoriteRepository>('FavoriteRepository'),
  FavoriteListRepository: token<FavoriteListRepository>('FavoriteListRepository'),
  CatalogueLookup: token<CatalogueLookup>('CatalogueLookup'),
  DirectoryProjector: token<DirectoryProjector>('DirectoryProjector'),
  DirectoryReadModel: token<PgDirectoryReadModel>('DirectoryReadModel'),
  CompanyReadModel: token<CompanyReadModel>('CompanyReadModel'),
  ViewCompanyProfile: token<ViewCompanyProfile>('ViewCompanyProfile'),
  CreateCompany: token<CreateCompanyHandler>('CreateCompany'),
  ImportCompanies: token<ImportCompaniesHandler>('ImportCompanies'),
  CompanyCommands: token<CompanyCommands>('CompanyCommands'),
  Verification: token<VerificationDeps>('Verification'),
  VerificationJobs: token<VerificationJobs>('VerificationJobs'),
  FavoriteCommands: token<FavoriteCommands>('FavoriteCommands'),
  FavoriteListCommands: token<FavoriteListCommands>('FavoriteListCommands'),
  CatalogueCommands: token<CatalogueCommands>('CatalogueCommands'),
  Mailer: token<Mailer>('Mailer'),
  ExhibitionRepository: token<ExhibitionRepository>('ExhibitionRepository'),
  ParticipationRepository: token<ParticipationRepository>('ParticipationRepository'),
  ExhibitionReadModel: token<PgExhibitionReadModel>('ExhibitionReadModel'),
  ExhibitionCommands: token<ExhibitionCommands>('ExhibitionCommands'),
  FileStorage: token<FileStorage>('FileStorage'),
  Uploads: token<PgUploads>('Uploads'),
  MediaRepository: token<MediaRepository>('MediaRepository'),
  MediaReadModel: token<PgMediaReadModel>('MediaReadModel'),
  ReadCaches: token<ReadCaches>('ReadCaches'),
  MediaCommands: token<MediaCommands>('MediaCommands'),
  CropLogo: token<CropLogoHandler>('CropLogo'),
  AccessRequests: token<AccessRequestRepository>('AccessRequests'),
  AccessRequestReadModel: token<AccessRequestReadModel>('AccessRequestReadModel'),
  MediaAccessCommands: token<MediaAccessCommands>('MediaAccessCommands'),
  AdminStatsProjector: token<AdminStatsProjector>('AdminStatsProjector'),
  AuditTrailProjector: token<AuditTrailProjector>('AuditTrailProjector'),
  AdminDashboard: token<Pick<AdminDashboardQuery, 'execute'>>('AdminDashboard'),
  Growth: token<GrowthQuery>('Growth'),
  ActivityReadModel: token<PgActivityReadModel>('ActivityReadModel'),
  UserAdminStore: token<PgUserAdminStore>('UserAdminStore'),
  UserAdministration: token<UserAdministration>('UserAdministration'),
  AccountSuspension: token<AccountSuspension>('AccountSuspension'),
  Invitations: token<Invitations>('Invitations'),
  PasswordReset: token<PasswordReset>('PasswordReset'),
  EmailChange: token<EmailChange>('EmailChange'),
  ResendVerificationEmail: token<ResendVerificationEmail>('ResendVerificationEmail'),
  BulkCompanyActions: token<BulkCompanyActions>('BulkCompanyActions'),
  BulkMediaActions: token<BulkMediaActions>('BulkMediaActions'),
  BulkParticipantActions: token<BulkParticipantActions>('BulkParticipantActions'),
  BulkUserActions: token<BulkUserActions>('BulkUserActions'),
  ProfileCommands: token<ProfileCommands>('ProfileCommands'),
  BecomeCompanyManager: token<BecomeCompanyManager>('BecomeCompanyManager'),
  Recommendations: token<PgRecommendations>('Recommendations'),
  EmailTemplates: token<PgEmailTemplates>('EmailTemplates'),
  SystemReadModel: token<SystemReadModel>('SystemReadModel'),
  AuditReadModel: token<AuditReadModel>('AuditReadModel'),
  TemplateMailer: token<TemplateMailer>('TemplateMailer'),
  EmailVerification: token<EmailVerification>('EmailVerification'),
  SettingsCommands: token<SettingsCommands>('SettingsCommands'),
  ContactCompany: token<ContactCompanyHandler>('ContactCompany'),
  DomainProofs: token<DomainProofs>('DomainProofs'),
  TourCommands: token<TourCommands>('TourCommands'),
  EligibleCompanies: token<EligibleCompanies>('EligibleCompanies'),
  ViewMedia: token<ViewMedia>('ViewMedia'),
  ReadUpload: token<ReadUpload>('ReadUpload'),
  PreviewTokens: token<PreviewTokens>('PreviewTokens'),
  PreviewLinks: token<PreviewLinks>('PreviewLinks'),
  MediaPublications: token<MediaPublications>('MediaPublications'),
  Backups: token<PgDumpBackups>('Backups'),
  Outbox: token<OutboxSender>('Outbox'),
  OutboxStore: token<OutboxStore>('OutboxStore'),
  SavedSearchStore: token<SavedSearchStore>('SavedSearchStore'),
  FollowStore: token<FollowStore>('FollowStore'),
  NotificationStore: token<NotificationStore>('NotificationStore'),
  Watchlists: token<Watchlists>('Watchlists'),
  WatchlistMatcher: token<PgWatchlistMatcher>('WatchlistMatcher'),
  DigestSender: token<PgDigestSender>('DigestSender'),
} as const

/** What a list of tokens resolves to, in order. */
type Resolved<D extends readonly Token<unknown>[]> = { -readonly [K in keyof D]: D[K] extends Token<infer S> ? S : never }

/** Binds a value made once, of the token's type. */
export const bindConstant = <S>(c: Container, t: Token<S>, value: S): void => {
  c.bind<S>(t).toConstantValue(value)
}

/** Binds what `make` builds from the dependencies `deps` resolve to (their types follow from the tokens). */
export const bindResolved = <S, const D extends readonly Token<unknown>[]>(c: Container, t: Token<S>, deps: D, make: (...args: Resolved<D>) => S): void => {
  c.bind<S>(t).toResolvedValue((...args: unknown[]) => make(...(args as Resolved<D>)), [...deps])
}

/** The service bound to a token, of its type. */
export const get = <S>(c: Container, t: Token<S>): S => c.get<S>(t)
