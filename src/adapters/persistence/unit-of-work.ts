import type { MikroORM } from '@mikro-orm/postgresql'
import type { UnitOfWork } from '../../application/ports/unit-of-work'

export class MikroOrmUnitOfWork implements UnitOfWork {
  constructor(private readonly orm: MikroORM) {}
  run<T>(work: () => Promise<T>): Promise<T> {
    return this.orm.em.transactional(() => work())
  }
}
