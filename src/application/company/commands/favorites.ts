import * as E from 'fp-ts/lib/Either.js'
import { isPublic } from '../../../domain/company/company'
import type { CompanyRepository } from '../../../domain/company/company.repository'
import { favoriteEvent, type FavoriteRepository } from '../../../domain/company/favorite'
import type { Clock } from '../../../domain/shared/clock'
import { fullName, type User } from '../../../domain/user/user'
import type { EventPublisher } from '../../ports/event-publisher'
import { unrefused, type UnitOfWork } from '../../ports/unit-of-work'

export class FavoriteCommands {
  constructor(
    private readonly companies: CompanyRepository,
    private readonly favorites: FavoriteRepository,
    private readonly events: EventPublisher,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** Saves a public company; idempotent. */
  add(user: User, companyId: number): Promise<E.Either<{ readonly _tag: 'CompanyNotFound' }, void>> {
    return this.uow.run(async () => {
      const company = await this.companies.byId(companyId)
      if (!company || !isPublic(company)) return E.left({ _tag: 'CompanyNotFound' } as const)
      const now = this.clock.now()
      if (await this.favorites.add(user.id, companyId, now)) {
        await this.events.publish([favoriteEvent('FavoriteAdded', user.id, company, fullName(user), now)])
      }
      return E.right(undefined)
    })
  }

  /** Removes a favourite if there is one; idempotent. */
  remove(user: User, companyId: number): Promise<void> {
    return unrefused(this.uow.run(async () => {
      if (await this.favorites.remove(user.id, companyId)) {
        const company = await this.companies.byId(companyId)
        await this.events.publish([favoriteEvent('FavoriteRemoved', user.id, company ?? { id: companyId, name: '' }, fullName(user), this.clock.now())])
      }
      return E.right(undefined)
    }))
  }
}
