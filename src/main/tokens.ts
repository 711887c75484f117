/** Service identifiers of the composition root. */
export const T = {
  Config: Symbol('Config'),
  Logger: Symbol('Logger'),
  Orm: Symbol('Orm'),
  Sql: Symbol('Sql'),
  Clock: Symbol('Clock'),
  PasswordHasher: Symbol('PasswordHasher'),
  UnitOfWork: Symbol('UnitOfWork'),
  EventPublisher: Symbol('EventPublisher'),
  Settings: Symbol('Settings'),
  UserRepository: Symbol('UserRepository'),
  SessionStore: Symbol('SessionStore'),
  CatalogueReadModel: Symbol('CatalogueReadModel'),
  RegisterUser: Symbol('RegisterUser'),
  LogIn: Symbol('LogIn'),
} as const
