import { Container } from 'inversify'
import type { MikroORM } from '@mikro-orm/postgresql'
import type { Logger } from 'pino'
import { LogInHandler } from '../application/account/commands/log-in'
import { RegisterUserHandler } from '../application/account/commands/register-user'
import type { EventPublisher } from '../application/ports/event-publisher'
import type { PasswordHasher } from '../application/ports/password-hasher'
import type { UnitOfWork } from '../application/ports/unit-of-work'
import type { SettingsReader } from '../application/settings/settings-reader'
import type { Clock } from '../domain/shared/clock'
import type { UserRepository } from '../domain/user/user.repository'
import { PgUserRepository } from '../adapters/persistence/account/pg-user.repository'
import { CatalogueReadModel } from '../adapters/persistence/catalogue/pg-catalogue.read-model'
import { PgEventPublisher } from '../adapters/persistence/events/pg-event-publisher'
import { PgSessionStore } from '../adapters/persistence/session/pg-session.store'
import { PgSettingsStore } from '../adapters/persistence/settings/pg-settings.store'
import { sqlOf, type Sql } from '../adapters/persistence/sql'
import { MikroOrmUnitOfWork } from '../adapters/persistence/unit-of-work'
import { BcryptPasswordHasher } from '../adapters/security/bcrypt-password-hasher'
import type { AppConfig } from './config'
import { T } from './tokens'

export const systemClock: Clock = { now: () => new Date() }

/** The only place that wires implementations to ports. */
export const buildContainer = (deps: { config: AppConfig; log: Logger; orm: MikroORM; clock?: Clock }): Container => {
  const c = new Container({ defaultScope: 'Singleton' })
  c.bind(T.Config).toConstantValue(deps.config)
  c.bind(T.Logger).toConstantValue(deps.log)
  c.bind(T.Orm).toConstantValue(deps.orm)
  c.bind(T.Clock).toConstantValue(deps.clock ?? systemClock)
  c.bind(T.Sql).toResolvedValue((orm: MikroORM) => sqlOf(orm), [T.Orm])
  c.bind(T.PasswordHasher).toConstantValue(new BcryptPasswordHasher())
  c.bind(T.UnitOfWork).toResolvedValue((orm: MikroORM) => new MikroOrmUnitOfWork(orm), [T.Orm])
  c.bind(T.EventPublisher).toResolvedValue((sql: Sql) => new PgEventPublisher(sql, []), [T.Sql])
  c.bind(T.Settings).toResolvedValue((sql: Sql) => new PgSettingsStore(sql), [T.Sql])
  c.bind(T.UserRepository).toResolvedValue((sql: Sql) => new PgUserRepository(sql), [T.Sql])
  c.bind(T.SessionStore).toResolvedValue((sql: Sql) => new PgSessionStore(sql), [T.Sql])
  c.bind(T.CatalogueReadModel).toResolvedValue((sql: Sql) => new CatalogueReadModel(sql), [T.Sql])
  c.bind(T.RegisterUser).toResolvedValue(
    (users: UserRepository, hasher: PasswordHasher, events: EventPublisher, uow: UnitOfWork, settings: SettingsReader, clock: Clock) =>
      new RegisterUserHandler(users, hasher, events, uow, settings, clock),
    [T.UserRepository, T.PasswordHasher, T.EventPublisher, T.UnitOfWork, T.Settings, T.Clock])
  c.bind(T.LogIn).toResolvedValue((users: UserRepository, hasher: PasswordHasher) => new LogInHandler(users, hasher), [T.UserRepository, T.PasswordHasher])
  return c
}
