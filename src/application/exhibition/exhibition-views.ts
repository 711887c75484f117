import type { ExhibitionSort, ParticipantSort } from '../admin/list-sort'
import type { ParticipationStatus } from '../../domain/exhibition/participation'

/** An exhibition as the cards, the detail page and the admin table show it (one field set for both specs). */
export interface ExhibitionView {
  readonly id: number
  readonly name: string
  readonly description: string
  readonly posterImage: string | null
  readonly bannerUrl: string | null
  readonly startDate: string
  readonly endDate: string
  readonly location: string | null
  readonly venue: string | null
  readonly countryId: number | null
  readonly country: string | null
  readonly sectorId: number | null
  /** The primary sector's name; null is shown as 'General'. */
  readonly sector: { readonly name: string } | null
  readonly sectorName: string | null
  readonly allowedSectors: readonly number[]
  readonly registrationDeadline: string | null
  readonly vFairsLink: string | null
  readonly website: string | null
  readonly capacity: number
  readonly maxParticipants: number
  /** Decimal, e.g. 250.5; 0 is free. */
  readonly boothCost: number
  readonly registrationFee: number
  readonly isVirtual: boolean
  readonly cancelled: boolean
  /** Derived: upcoming, ongoing, ended or cancelled. */
  readonly status: 'upcoming' | 'ongoing' | 'ended' | 'cancelled'
  readonly daysToStart: number | null
  readonly registrationOpen: boolean
  /** Confirmed exhibitors; for visitors, those of public (approved) companies only. */
  readonly participantCount: number
  readonly createdAt: string
}

/** What admins see of an exhibition: every confirmed exhibitor counted, and the applications waiting. */
export interface AdminExhibitionView extends ExhibitionView {
  readonly pendingCount: number
}

/** A confirmed exhibitor as anyone may see it: the company and its booth, nothing of the application. */
export interface ExhibitorView {
  readonly id: number
  readonly exhibitionId: number
  readonly companyId: number
  /** Always `approved` (shown as Confirmed). */
  readonly status: ParticipationStatus
  readonly boothNumber: string | null
  readonly company: { readonly id: number; readonly name: string; readonly logo: string | null; readonly country: string; readonly sector: string; readonly isVerified: boolean }
}

/** An application in full, for admins and the company's own manager. */
export interface ParticipantView extends ExhibitorView {
  readonly participationLevel: string | null
  readonly specialRequirements: string | null
  readonly paymentConfirmed: boolean
  readonly createdAt: string
  readonly decidedAt: string | null
  /** Why an admin rejected it (while rejected): for admins and the company's manager. */
  readonly rejectionReason: string | null
}

/** `current` is upcoming and ongoing together; `cancelled` is for admins only. */
export type ExhibitionTab = 'upcoming' | 'ongoing' | 'current' | 'past' | 'all' | 'cancelled'

export interface ExhibitionListQuery {
  readonly tab: ExhibitionTab
  readonly search?: string
  /** The exhibitions open to this sector: those that allow it, and those open to every sector (decisions.md §7). */
  readonly sectorId?: number
  readonly limit?: number
  readonly page?: number
  readonly pageSize?: number
  /** The admin table's order; by default by start date (past: by end date, latest first). */
  readonly sort?: ExhibitionSort
}

/** An application as the admins' CSV export has it: with the company's contact details, for badges and floor plans. */
export interface ParticipantExportRow extends ParticipantView {
  readonly contactEmail: string
  readonly contactPhone: string | null
  readonly website: string | null
  readonly city: string | null
  readonly managerName: string
  readonly managerEmail: string
}

/**
 * Port: the exhibition queries. Visitors see neither cancelled exhibitions nor the companies that
 * are not public (decisions.md: only approved companies are public); admins see everything.
 */
export interface ExhibitionReadModel {
  list(q: ExhibitionListQuery, now: Date, timeZone: string): Promise<{ items: readonly ExhibitionView[]; total: number }>
  detail(id: number, now: Date, timeZone: string): Promise<ExhibitionView | undefined>
  /** Every tab holds cancelled exhibitions too; the `cancelled` tab holds only them. */
  adminList(q: ExhibitionListQuery, now: Date, timeZone: string): Promise<{ items: readonly AdminExhibitionView[]; total: number }>
  adminDetail(id: number, now: Date, timeZone: string): Promise<AdminExhibitionView | undefined>
  /** Confirmed exhibitors of approved companies (everyone). */
  exhibitors(exhibitionId: number): Promise<readonly ExhibitorView[]>
  /** Applications in every status but withdrawn, whatever the company's status (admins). */
  participants(exhibitionId: number, sort?: ParticipantSort): Promise<readonly ParticipantView[]>
  /** The same with the companies' contact details, read in batches (the CSV export). */
  participantExport(exhibitionId: number, sort?: ParticipantSort, status?: 'pending' | 'approved' | 'rejected'): AsyncIterable<ParticipantExportRow>
  /** Every exhibition of an admin list's filter in its order, read in batches (the CSV export). */
  adminExport(q: ExhibitionListQuery, now: Date, timeZone: string): AsyncIterable<AdminExhibitionView>
  /** The applications of one manager's companies, by exhibition (for My Companies and the Apply panel). */
  applicationsOf(managerId: number): Promise<readonly (ParticipantView & { readonly exhibitionName: string; readonly startDate: string; readonly endDate: string })[]>
}
