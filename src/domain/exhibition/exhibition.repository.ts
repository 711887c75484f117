import type { Exhibition, ExhibitionDetails, ExhibitionId } from './exhibition'
import type { NewParticipation, Participation } from './participation'

/** Port: where exhibitions are kept. */
export interface ExhibitionRepository {
  byId(id: ExhibitionId): Promise<Exhibition | undefined>
  /** Locks the exhibition until the transaction ends: capacity checks of parallel applications wait for each other. */
  byIdLocked(id: ExhibitionId): Promise<Exhibition | undefined>
  add(details: ExhibitionDetails, createdById: number, at: Date): Promise<Exhibition>
  save(id: ExhibitionId, details: ExhibitionDetails): Promise<void>
  remove(id: ExhibitionId): Promise<void>
}

/** Port: the applications of companies to exhibitions. */
export interface ParticipationRepository {
  byId(id: number): Promise<Participation | undefined>
  of(exhibitionId: number, companyId: number): Promise<Participation | undefined>
  confirmedCount(exhibitionId: number): Promise<number>
  /** The confirmed application of the exhibition that holds this booth (named in any case), if any. */
  confirmedAtBooth(exhibitionId: number, boothNumber: string): Promise<Participation | undefined>
  /** Stores a new application, or reopens a withdrawn one of the same company. */
  upsert(p: NewParticipation): Promise<Participation>
  /** Throws when it would give a booth that another confirmed application of the exhibition holds (a unique index). */
  save(p: Participation): Promise<void>
}
