import * as E from 'fp-ts/lib/Either.js'
import { changesBetween, createdFields, deletedFields } from '../../domain/shared/changes'
import type { Clock } from '../../domain/shared/clock'
import type { DomainEvent } from '../../domain/shared/domain-event'
import type { User } from '../../domain/user/user'
import type { EventPublisher } from '../ports/event-publisher'
import type { UnitOfWork } from '../ports/unit-of-work'

export type CatalogueKind = 'sector' | 'subsector' | 'productCategory' | 'serviceCategory'

export interface CatalogueEntryInput {
  readonly name: string
  readonly description: string | null
  readonly icon?: string | null
  /** The parent sector: required for subsectors and categories. */
  readonly sectorId?: number
}

export type CatalogueError =
  | { readonly _tag: 'CatalogueEntryNotFound'; readonly kind: CatalogueKind }
  | { readonly _tag: 'DuplicateName'; readonly kind: CatalogueKind; readonly name: string }
  | { readonly _tag: 'UnknownSector' }
  | { readonly _tag: 'SectorInUse'; readonly companies: number }

/** Port: the catalogue tables. */
export interface CatalogueRepository {
  exists(kind: CatalogueKind, id: number): Promise<boolean>
  /** The id of an entry with this name (case-insensitive; within the sector for subsectors), if any. */
  findByName(kind: CatalogueKind, name: string, sectorId?: number): Promise<number | undefined>
  insert(kind: CatalogueKind, input: CatalogueEntryInput): Promise<number>
  update(kind: CatalogueKind, id: number, input: Partial<CatalogueEntryInput>): Promise<void>
  remove(kind: CatalogueKind, id: number): Promise<void>
  companiesInSector(sectorId: number): Promise<number>
  current(kind: CatalogueKind, id: number): Promise<CatalogueEntryInput | undefined>
}

/** What an entry's changes tell. */
const ENTRY_FIELDS = ['name', 'description', 'icon', 'sectorId'] as const satisfies readonly (keyof CatalogueEntryInput)[]

const event = (type: string, kind: CatalogueKind, id: number, actor: User, now: Date, payload: Record<string, unknown>): DomainEvent => ({
  type, aggregateType: 'catalogue', aggregateId: `${kind}:${id}`, actorId: actor.id, occurredAt: now, payload: { kind, ...payload },
})

/**
 * Admins manage sectors, subsectors and product and service categories. Names are unique (case-
 * insensitively; a subsector's within its sector). A sector still used by companies is not deleted.
 */
export class CatalogueCommands {
  constructor(private readonly repo: CatalogueRepository, private readonly events: EventPublisher, private readonly uow: UnitOfWork, private readonly clock: Clock) {}

  create(actor: User, kind: CatalogueKind, input: CatalogueEntryInput): Promise<E.Either<CatalogueError, number>> {
    return this.uow.run(async () => {
      if (kind !== 'sector' && (input.sectorId === undefined || !(await this.repo.exists('sector', input.sectorId)))) return E.left({ _tag: 'UnknownSector' } as const)
      if (await this.repo.findByName(kind, input.name, input.sectorId) !== undefined) return E.left({ _tag: 'DuplicateName', kind, name: input.name } as const)
      const id = await this.repo.insert(kind, input)
      await this.events.publish([event('CatalogueEntryCreated', kind, id, actor, this.clock.now(), { name: input.name, changes: createdFields(input, ENTRY_FIELDS) })])
      return E.right(id)
    })
  }

  update(actor: User, kind: CatalogueKind, id: number, input: Partial<CatalogueEntryInput>): Promise<E.Either<CatalogueError, void>> {
    return this.uow.run(async () => {
      const current = await this.repo.current(kind, id)
      if (!current) return E.left({ _tag: 'CatalogueEntryNotFound', kind } as const)
      const sectorId = input.sectorId ?? current.sectorId
      if (kind !== 'sector' && input.sectorId !== undefined && !(await this.repo.exists('sector', input.sectorId))) return E.left({ _tag: 'UnknownSector' } as const)
      const name = input.name ?? current.name
      const clash = await this.repo.findByName(kind, name, sectorId)
      if (clash !== undefined && clash !== id) return E.left({ _tag: 'DuplicateName', kind, name } as const)
      await this.repo.update(kind, id, input)
      const changes = changesBetween(current, { ...current, ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) }, ENTRY_FIELDS)
      // The directory shows sector and subsector names: the projector refreshes the companies concerned.
      const ref = kind === 'sector' ? { sectorId: id } : kind === 'subsector' ? { subsectorId: id } : {}
      await this.events.publish([event('CatalogueEntryUpdated', kind, id, actor, this.clock.now(), { name, ...ref, changes })])
      return E.right(undefined)
    })
  }

  remove(actor: User, kind: CatalogueKind, id: number): Promise<E.Either<CatalogueError, void>> {
    return this.uow.run(async () => {
      const current = await this.repo.current(kind, id)
      if (!current) return E.left({ _tag: 'CatalogueEntryNotFound', kind } as const)
      if (kind === 'sector') {
        const companies = await this.repo.companiesInSector(id)
        if (companies > 0) return E.left({ _tag: 'SectorInUse', companies } as const)
      }
      const affected = kind === 'subsector' ? { subsectorId: id } : {}
      await this.repo.remove(kind, id)
      await this.events.publish([event('CatalogueEntryDeleted', kind, id, actor, this.clock.now(), { name: current.name, ...affected, changes: deletedFields(current, ENTRY_FIELDS) })])
      return E.right(undefined)
    })
  }
}
