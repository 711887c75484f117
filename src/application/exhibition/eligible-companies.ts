import * as E from 'fp-ts/lib/Either.js'
import type { CompanyStatus } from '../../domain/company/company'
import type { ExhibitionRepository, ParticipationRepository } from '../../domain/exhibition/exhibition.repository'
import { refusal, refusalMessage, type Participation, type ParticipationStatus } from '../../domain/exhibition/participation'
import type { Clock } from '../../domain/shared/clock'
import type { User } from '../../domain/user/user'
import type { SettingsReader } from '../settings/settings-reader'

/** A company of the manager's with what the rules ask of it, the labels of its row, and its application to the exhibition. */
export interface CandidateCompany {
  readonly id: number
  readonly name: string
  readonly logo: string | null
  /** The sector's name. */
  readonly sector: string
  readonly sectorId: number
  readonly managerId: number
  readonly status: CompanyStatus
  readonly isVerified: boolean
  readonly application: Participation | undefined
}

/** Port: a manager's companies, newest first, each with its application to one exhibition, read at once. */
export interface ExhibitionCandidates {
  candidates(managerId: number, exhibitionId: number): Promise<readonly CandidateCompany[]>
}

/** A row of the Apply panel: the company, whether it may apply now and why not, and its application (a withdrawn one is none). */
export interface EligibleCompanyView {
  readonly id: number
  readonly companyId: number
  readonly name: string
  readonly logo: string | null
  readonly sector: string
  readonly status: CompanyStatus
  readonly isVerified: boolean
  readonly eligible: boolean
  readonly reason: string | null
  /** Its application, with the reason an admin gave when rejecting it. */
  readonly participation: { readonly id: number; readonly status: ParticipationStatus; readonly boothNumber: string | null; readonly rejectionReason: string | null } | null
}

/**
 * Which of the caller's companies may apply to an exhibition, by the rules of an application
 * (participation.ts `refusal`), in a constant number of reads whatever the number of companies:
 * the exhibition, its confirmed count, and the companies with their applications.
 */
export class EligibleCompanies {
  constructor(
    private readonly exhibitions: ExhibitionRepository,
    private readonly participations: ParticipationRepository,
    private readonly reads: ExhibitionCandidates,
    private readonly settings: SettingsReader,
    private readonly clock: Clock,
  ) {}

  async of(actor: User, exhibitionId: number): Promise<E.Either<{ readonly _tag: 'ExhibitionNotFound' }, readonly EligibleCompanyView[]>> {
    const exhibition = await this.exhibitions.byId(exhibitionId)
    if (!exhibition) return E.left({ _tag: 'ExhibitionNotFound' })
    const timeZone = (await this.settings.current()).general.timezone
    const now = this.clock.now()
    const confirmed = await this.participations.confirmedCount(exhibitionId)
    const companies = await this.reads.candidates(actor.id, exhibitionId)
    return E.right(companies.map((c) => {
      const existing = c.application
      const refused = refusal({ exhibition, company: c, actorId: actor.id, actorIsAdmin: false, existing, confirmed, now, timeZone })
      return {
        id: c.id, companyId: c.id, name: c.name, logo: c.logo, sector: c.sector, status: c.status, isVerified: c.isVerified,
        eligible: !refused, reason: refused ? refusalMessage(refused) : null,
        participation: existing && existing.status !== 'withdrawn' ? { id: existing.id, status: existing.status, boothNumber: existing.boothNumber, rejectionReason: existing.rejectionReason } : null,
      }
    }))
  }
}
