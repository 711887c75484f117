import * as E from 'fp-ts/lib/Either.js'
import type { CompanyRepository } from '../../domain/company/company.repository'
import { DETAIL_FIELDS, exhibitionCreated, exhibitionDeleted, exhibitionEdited, validateDetails, type Exhibition, type ExhibitionDetails, type ExhibitionInvalid } from '../../domain/exhibition/exhibition'
import type { ExhibitionRepository, ParticipationRepository } from '../../domain/exhibition/exhibition.repository'
import {
  apply, boothAfter, decideParticipation, withdraw, type ApplicationRefused, type BoothHolder, type DecisionRefused, type Participation,
} from '../../domain/exhibition/participation'
import { changesBetween } from '../../domain/shared/changes'
import type { Clock } from '../../domain/shared/clock'
import type { User } from '../../domain/user/user'
import { isAdministrator } from '../../domain/user/role'
import type { EventPublisher } from '../ports/event-publisher'
import type { UnitOfWork } from '../ports/unit-of-work'
import type { SettingsReader } from '../settings/settings-reader'

export type ExhibitionUseCaseError =
  | ExhibitionInvalid
  | ApplicationRefused
  | DecisionRefused
  | { readonly _tag: 'ExhibitionNotFound' }
  | { readonly _tag: 'CompanyNotFound' }
  | { readonly _tag: 'ParticipationNotFound' }
  | { readonly _tag: 'UnknownSectors'; readonly ids: readonly number[] }
  | { readonly _tag: 'NotAllowed' }

const ADMINS_ONLY = { _tag: 'NotAllowed' } as const

/** An exhibition's editable fields, without its id and creation. */
const detailsOf = (e: ExhibitionDetails): ExhibitionDetails =>
  Object.fromEntries(DETAIL_FIELDS.map((k) => [k, e[k]])) as unknown as ExhibitionDetails

/** The stored details with the given fields in place of theirs; a field absent (or undefined) keeps its value. */
const merged = (stored: ExhibitionDetails, changes: Partial<ExhibitionDetails>): ExhibitionDetails =>
  ({ ...stored, ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) })

/** Port: which sector and country ids exist. */
export interface ExhibitionReferences {
  missingSectors(ids: readonly number[]): Promise<number[]>
  countryExists(id: number): Promise<boolean>
}

/** Admins run exhibitions; managers apply with their companies; admins decide. One unit of work each. */
export class ExhibitionCommands {
  constructor(
    private readonly exhibitions: ExhibitionRepository,
    private readonly participations: ParticipationRepository,
    private readonly companies: CompanyRepository,
    private readonly references: ExhibitionReferences,
    private readonly events: EventPublisher,
    private readonly uow: UnitOfWork,
    private readonly settings: SettingsReader,
    private readonly clock: Clock,
  ) {}

  private async timeZone() { return (await this.settings.current()).general.timezone }

  /**
   * The form's rules on the details as they will be, and the sector and country ids among `given`
   * (all of them on a creation, those sent on an edit: a reference stored earlier is not asked again).
   * `confirmed`: the exhibitors confirmed already (the capacity may not go below them).
   */
  private async checkDetails(d: ExhibitionDetails, given: Partial<ExhibitionDetails> = d, confirmed = 0): Promise<E.Either<ExhibitionUseCaseError, ExhibitionDetails>> {
    const valid = validateDetails(d, await this.timeZone(), confirmed)
    if (E.isLeft(valid)) return valid
    const sectors = [...(given.allowedSectors ?? []), ...(given.sectorId ? [given.sectorId] : [])]
    const missing = sectors.length ? await this.references.missingSectors(sectors) : []
    if (missing.length) return E.left({ _tag: 'UnknownSectors', ids: missing })
    if (typeof given.countryId === 'number' && !(await this.references.countryExists(given.countryId))) {
      return E.left({ _tag: 'InvalidExhibition', fieldErrors: { countryId: 'Unknown country' } })
    }
    return E.right(d)
  }

  create(admin: User, details: ExhibitionDetails): Promise<E.Either<ExhibitionUseCaseError, Exhibition>> {
    return this.uow.run(async () => {
      if (!isAdministrator(admin.role)) return E.left(ADMINS_ONLY)
      const checked = await this.checkDetails(details)
      if (E.isLeft(checked)) return checked
      const now = this.clock.now()
      const created = await this.exhibitions.add(checked.right, admin.id, now)
      await this.events.publish([exhibitionCreated(created, admin.id, now)])
      return E.right(created)
    })
  }

  /**
   * An edit (a PATCH): the fields given replace the stored ones, the others keep their value, and
   * the rules run on the exhibition as it will be (a start date alone is checked against the stored
   * end date). An edit that changes nothing writes nothing and announces nothing.
   */
  update(admin: User, id: number, changes: Partial<ExhibitionDetails>): Promise<E.Either<ExhibitionUseCaseError, void>> {
    return this.uow.run(async () => {
      if (!isAdministrator(admin.role)) return E.left(ADMINS_ONLY)
      const current = await this.exhibitions.byIdLocked(id)
      if (!current) return E.left({ _tag: 'ExhibitionNotFound' } as const)
      const stored = detailsOf(current)
      const details = merged(stored, changes)
      if (Object.keys(changesBetween(stored, details, DETAIL_FIELDS)).length === 0) return E.right(undefined)
      // A new capacity may not go below the confirmed exhibitors (the exhibition is locked: no confirmation
      // runs meanwhile). One stored below them before this rule does not stop other edits, a cancellation first.
      const confirmed = details.capacity !== stored.capacity ? await this.participations.confirmedCount(id) : 0
      const checked = await this.checkDetails(details, changes, confirmed)
      if (E.isLeft(checked)) return checked
      await this.exhibitions.save(id, checked.right)
      await this.events.publish([exhibitionEdited(current, checked.right, admin.id, this.clock.now())])
      return E.right(undefined)
    })
  }

  delete(admin: User, id: number): Promise<E.Either<ExhibitionUseCaseError, void>> {
    return this.uow.run(async () => {
      if (!isAdministrator(admin.role)) return E.left(ADMINS_ONLY)
      const current = await this.exhibitions.byId(id)
      if (!current) return E.left({ _tag: 'ExhibitionNotFound' } as const)
      await this.exhibitions.remove(id)
      await this.events.publish([exhibitionDeleted(current, admin.id, this.clock.now())])
      return E.right(undefined)
    })
  }

  /** A manager (or an admin) applies with a company; every refusal names its reason. */
  applyWith(actor: User, exhibitionId: number, companyId: number, details: { participationLevel: string | null; specialRequirements: string | null }): Promise<E.Either<ExhibitionUseCaseError, Participation>> {
    return this.uow.run(async () => {
      const exhibition = await this.exhibitions.byIdLocked(exhibitionId)
      if (!exhibition) return E.left({ _tag: 'ExhibitionNotFound' } as const)
      const company = await this.companies.byId(companyId)
      const admin = isAdministrator(actor.role)
      if (!company || (!admin && company.managerId !== actor.id && company.status !== 'approved')) return E.left({ _tag: 'CompanyNotFound' } as const)
      const decided = apply({
        exhibition, company, actorId: actor.id, actorIsAdmin: admin,
        existing: await this.participations.of(exhibitionId, companyId),
        confirmed: await this.participations.confirmedCount(exhibitionId),
        now: this.clock.now(), timeZone: await this.timeZone(),
      }, details)
      if (E.isLeft(decided)) return decided
      const stored = await this.participations.upsert(decided.right.state)
      await this.events.publish(decided.right.events)
      return E.right(stored)
    })
  }

  /** An admin confirms (status approved, optionally a booth) or rejects an application (with the reason its company's manager reads). */
  decide(
    admin: User, exhibitionId: number, participantId: number, to: 'approved' | 'rejected', boothNumber: string | null | undefined, reason: string | null = null,
  ): Promise<E.Either<ExhibitionUseCaseError, Participation>> {
    return this.uow.run(async () => {
      if (!isAdministrator(admin.role)) return E.left(ADMINS_ONLY)
      const exhibition = await this.exhibitions.byIdLocked(exhibitionId)
      if (!exhibition) return E.left({ _tag: 'ExhibitionNotFound' } as const)
      const p = await this.participations.byId(participantId)
      if (!p || p.exhibitionId !== exhibitionId) return E.left({ _tag: 'ParticipationNotFound' } as const)
      const company = await this.companies.byId(p.companyId)
      const confirmed = await this.participations.confirmedCount(exhibitionId)
      const decided = decideParticipation(p, exhibition, company?.name ?? '', to, boothNumber, confirmed - (p.status === 'approved' ? 1 : 0), admin.id, this.clock.now(),
        await this.boothHolder(exhibitionId, boothAfter(p, to, boothNumber)), reason)
      if (E.isLeft(decided)) return decided
      await this.participations.save(decided.right.state)
      await this.events.publish(decided.right.events)
      return E.right(decided.right.state)
    })
  }

  /** The confirmed exhibitor holding a booth (the exhibition is locked: no decision runs meanwhile), with its company's name. */
  private async boothHolder(exhibitionId: number, booth: string | null): Promise<BoothHolder | undefined> {
    if (booth === null) return undefined
    const holder = await this.participations.confirmedAtBooth(exhibitionId, booth)
    if (!holder) return undefined
    return { participationId: holder.id, boothNumber: holder.boothNumber ?? booth, companyName: (await this.companies.byId(holder.companyId))?.name ?? `company ${holder.companyId}` }
  }

  /** The company's manager withdraws a pending application. */
  withdrawApplication(actor: User, exhibitionId: number, participantId: number): Promise<E.Either<ExhibitionUseCaseError, void>> {
    return this.uow.run(async () => {
      const exhibition = await this.exhibitions.byId(exhibitionId)
      const p = await this.participations.byId(participantId)
      if (!exhibition || !p || p.exhibitionId !== exhibitionId) return E.left({ _tag: 'ParticipationNotFound' } as const)
      const company = await this.companies.byId(p.companyId)
      if (!company || (company.managerId !== actor.id && !isAdministrator(actor.role))) return E.left({ _tag: 'ParticipationNotFound' } as const)
      const decided = withdraw(p, { exhibitionName: exhibition.name, companyName: company.name }, actor.id, this.clock.now())
      if (E.isLeft(decided)) return decided
      await this.participations.save(decided.right.state)
      await this.events.publish(decided.right.events)
      return E.right(undefined)
    })
  }
}
