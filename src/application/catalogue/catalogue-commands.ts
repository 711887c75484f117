import * as E from 'fp-ts/lib/Either.js'
import { changesBetween, createdFields, deletedFields } from '../../domain/shared/changes'
import { exhibitionSectorMoved } from '../../domain/exhibition/exhibition'
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

/** What uses a sector: the companies in it, and the exhibitions that name it (primary sector or allowed sector). */
export interface SectorUsage {
  readonly companies: number
  readonly exhibitions: number
}

/** What a sector's deletion moved to another sector. */
export interface MovedToSector {
  readonly companies: readonly { readonly id: number; readonly name: string }[]
  readonly exhibitions: readonly { readonly id: number; readonly name: string }[]
}

export type CatalogueError =
  | { readonly _tag: 'CatalogueEntryNotFound'; readonly kind: CatalogueKind }
  | { readonly _tag: 'DuplicateName'; readonly kind: CatalogueKind; readonly name: string }
  | { readonly _tag: 'UnknownSector' }
  | ({ readonly _tag: 'SectorInUse' } & SectorUsage)
  | { readonly _tag: 'UnknownMoveTarget' }
  | { readonly _tag: 'MoveTargetIsDeleted' }

/** Port: the catalogue tables. */
export interface CatalogueRepository {
  exists(kind: CatalogueKind, id: number): Promise<boolean>
  /** The id of an entry with this name (case-insensitive; within the sector for subsectors), if any. */
  findByName(kind: CatalogueKind, name: string, sectorId?: number): Promise<number | undefined>
  insert(kind: CatalogueKind, input: CatalogueEntryInput): Promise<number>
  update(kind: CatalogueKind, id: number, input: Partial<CatalogueEntryInput>): Promise<void>
  remove(kind: CatalogueKind, id: number): Promise<void>
  /** Locks the sector until the transaction ends: no company or exhibition takes it meanwhile (they wait, then find it gone). */
  lockSector(sectorId: number): Promise<void>
  sectorUsage(sectorId: number): Promise<SectorUsage>
  /**
   * Moves what uses a sector to another: its companies (their subsector, one of the sector's, is
   * cleared) and the exhibitions that name it (as primary sector, or among the allowed ones, each
   * sector listed once).
   */
  moveSector(from: number, to: number): Promise<MovedToSector>
  current(kind: CatalogueKind, id: number): Promise<CatalogueEntryInput | undefined>
}

/** What an entry's changes tell. */
const ENTRY_FIELDS = ['name', 'description', 'icon', 'sectorId'] as const satisfies readonly (keyof CatalogueEntryInput)[]

const event = (type: string, kind: CatalogueKind, id: number, actor: User, now: Date, payload: Record<string, unknown>): DomainEvent => ({
  type, aggregateType: 'catalogue', aggregateId: `${kind}:${id}`, actorId: actor.id, occurredAt: now, payload: { kind, ...payload },
})

/**
 * Admins manage sectors, subsectors and product and service categories. Names are unique (case-
 * insensitively; a subsector's within its sector). A sector that companies or exhibitions use is
 * deleted only with another sector to move them to, in the same unit of work.
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

  /**
   * Deletes an entry (a sector with its subsectors and categories). A sector that companies or
   * exhibitions use needs `moveTo`, another sector: its companies move there (each with its event,
   * for the directory and the company's history) and so do the exhibitions that name it, then it is
   * deleted. Without it, or with a sector that is not another one, nothing changes.
   */
  remove(actor: User, kind: CatalogueKind, id: number, moveTo?: number): Promise<E.Either<CatalogueError, void>> {
    return this.uow.run(async () => {
      if (kind === 'sector') await this.repo.lockSector(id)
      const current = await this.repo.current(kind, id)
      if (!current) return E.left({ _tag: 'CatalogueEntryNotFound', kind } as const)
      const now = this.clock.now()
      const events: DomainEvent[] = []
      if (kind === 'sector') {
        const moved = await this.emptySector(actor, id, current.name, moveTo, now)
        if (E.isLeft(moved)) return moved
        events.push(...moved.right)
      }
      const affected = kind === 'subsector' ? { subsectorId: id } : {}
      await this.repo.remove(kind, id)
      const movedTo = events.length ? { movedTo: moveTo } : {}
      await this.events.publish([...events, event('CatalogueEntryDeleted', kind, id, actor, now, { name: current.name, ...affected, ...movedTo, changes: deletedFields(current, ENTRY_FIELDS) })])
      return E.right(undefined)
    })
  }

  /** Moves what uses a sector to `moveTo` (refusing a target that is not another sector), answering the events of the moves. */
  private async emptySector(actor: User, id: number, name: string, moveTo: number | undefined, now: Date): Promise<E.Either<CatalogueError, DomainEvent[]>> {
    if (moveTo === id) return E.left({ _tag: 'MoveTargetIsDeleted' })
    const target = moveTo === undefined ? undefined : await this.repo.current('sector', moveTo)
    if (moveTo !== undefined && !target) return E.left({ _tag: 'UnknownMoveTarget' })
    const usage = await this.repo.sectorUsage(id)
    if (usage.companies + usage.exhibitions === 0) return E.right([])
    if (moveTo === undefined || !target) return E.left({ _tag: 'SectorInUse', ...usage })
    const moved = await this.repo.moveSector(id, moveTo)
    const change = { fromSectorId: id, fromSector: name, toSectorId: moveTo, toSector: target.name }
    return E.right([
      ...moved.companies.map((c): DomainEvent => ({
        type: 'CompanySectorChanged', aggregateType: 'company', aggregateId: String(c.id), actorId: actor.id, occurredAt: now,
        payload: { companyName: c.name, ...change, changes: { sectorId: { from: id, to: moveTo } } },
      })),
      ...moved.exhibitions.map((e) => exhibitionSectorMoved(e, id, moveTo, actor.id, now)),
    ])
  }
}
