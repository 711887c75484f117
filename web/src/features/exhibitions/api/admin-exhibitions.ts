// The back office's exhibition requests (admin, super_admin): the paged table, one exhibition,
// create, edit and delete, and the decisions on participants.
import useSWR from 'swr'
import { ADMIN_PAGE_SIZE, EXHIBITION_SORTS, PARTICIPANT_SORTS, type AdminExhibitionPage, type AdminExhibitionView, type ParticipantView } from '../../../../../src/adapters/http/contract'
import { api, type ApiError } from '../../../lib/api-client'
import { filterQuery, sortText, type TableSort } from '../../../lib/table-query'
import { ADMIN_EXHIBITIONS_PATH } from './exhibitions'

export type { AdminExhibitionPage, AdminExhibitionView, ParticipantView }

export type AdminTab = 'upcoming' | 'ongoing' | 'past' | 'all'

export interface AdminExhibitionQuery {
  readonly tab: AdminTab
  readonly page: number
  readonly search: string
  /** A sector id, or '' for all. */
  readonly sector: string
  readonly sort?: TableSort | null
  readonly pageSize?: number
}

const filterOf = (q: AdminExhibitionQuery) => filterQuery({ tab: q.tab, search: q.search.trim(), sector: q.sector, sort: sortText(q.sort) })

export const adminExhibitionsKey = (q: AdminExhibitionQuery): string => {
  const p = filterOf(q)
  p.set('page', String(q.page))
  p.set('pageSize', String(q.pageSize ?? ADMIN_PAGE_SIZE))
  return `${ADMIN_EXHIBITIONS_PATH}?${p}`
}

/** The CSV download of the table as filtered and sorted. */
export const adminExhibitionsExportUrl = (q: AdminExhibitionQuery): string => `${ADMIN_EXHIBITIONS_PATH}/export?${filterOf(q)}`

export { EXHIBITION_SORTS, PARTICIPANT_SORTS }

export function useAdminExhibitions(q: AdminExhibitionQuery) {
  return useSWR<AdminExhibitionPage, ApiError>(adminExhibitionsKey(q), { keepPreviousData: true })
}

export const adminExhibitionKey = (id: number | string) => `${ADMIN_EXHIBITIONS_PATH}/${id}`

export function useAdminExhibition(id: string | undefined) {
  return useSWR<AdminExhibitionView, ApiError>(id ? adminExhibitionKey(id) : null)
}

/** Every application of an exhibition, confirmed first, or in the server's `sort`. */
export const adminParticipantsKey = (id: number | string, sort?: TableSort | null) => `${adminExhibitionKey(id)}/participants${sort ? `?sort=${sortText(sort)}` : ''}`

/** The CSV download of an exhibition's applications (of one status, or all), sorted. */
export const adminParticipantsExportUrl = (id: number | string, q: { status: string; sort?: TableSort | null }) =>
  `${adminExhibitionKey(id)}/participants/export?${filterQuery({ status: q.status === 'all' ? '' : q.status, sort: sortText(q.sort) })}`

/** Every application of an exhibition (pending, confirmed and rejected). */
export function useAdminParticipants(id: number | string | null | undefined, sort?: TableSort | null) {
  return useSWR<ParticipantView[], ApiError>(id ? adminParticipantsKey(id, sort) : null, { keepPreviousData: true })
}

/** The body of POST /api/admin/exhibitions and PATCH /api/admin/exhibitions/{id} (dates as YYYY-MM-DD). */
export interface ExhibitionPayload {
  name: string
  description: string
  startDate: string
  endDate: string
  location: string
  venue: string
  maxParticipants: number
  registrationDeadline: string | null
  sectorId: number | null
  allowedSectors: number[]
  status: 'upcoming' | 'ongoing' | 'ended' | 'cancelled'
  bannerUrl: string
  registrationFee: number
  website: string
  vFairsLink: string
  countryId: number | null
}

export const createExhibition = (body: ExhibitionPayload) => api.post<AdminExhibitionView>(ADMIN_EXHIBITIONS_PATH, body)

export const updateExhibition = (id: number, body: ExhibitionPayload) => api.patch<AdminExhibitionView>(adminExhibitionKey(id), body)

export const deleteExhibition = (id: number) => api.delete<void>(adminExhibitionKey(id))

export interface ParticipantDecision {
  readonly status: 'approved' | 'rejected'
  readonly boothNumber?: string
  /** Required to reject: the company's manager reads it and gets it by email. */
  readonly reason?: string
}

/** Confirm (optionally with a booth), assign another booth (approved again) or reject. */
export const decideParticipant = (exhibitionId: number, participantId: number, decision: ParticipantDecision) =>
  api.patch<ParticipantView>(`${adminParticipantsKey(exhibitionId)}/${participantId}`, decision)
