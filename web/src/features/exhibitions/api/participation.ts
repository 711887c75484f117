// A manager's applications: which of their companies may apply to an exhibition, applying,
// withdrawing, and every application of their companies (participation.md).
import useSWR from 'swr'
import type { EligibleCompany, ParticipantView } from '../../../../../src/adapters/http/contract'
import { api, fetchJson, type ApiError } from '../../../lib/api-client'
import { exhibitionKey, MY_APPLICATIONS_KEY, type ExhibitionView } from './exhibitions'

export type { EligibleCompany, ParticipantView }

/** An application of one of my companies, with its exhibition's name and dates. */
export type MyApplication = ParticipantView & { readonly exhibitionName: string; readonly startDate: string; readonly endDate: string }

export const PARTICIPATION_LEVELS = [
  { value: 'standard', label: 'Standard' },
  { value: 'premium', label: 'Premium' },
  { value: 'sponsor', label: 'Sponsor' },
] as const

export const participationLevelLabel = (level: string | null | undefined): string | null =>
  level ? (PARTICIPATION_LEVELS.find((l) => l.value === level.toLowerCase())?.label ?? level) : null

const eligibleCompaniesKey = (exhibitionId: number) => `${exhibitionKey(exhibitionId)}/eligible-companies`

export function useEligibleCompanies(exhibitionId: number, enabled: boolean) {
  return useSWR<EligibleCompany[], ApiError>(enabled ? eligibleCompaniesKey(exhibitionId) : null)
}

export function useMyApplications(enabled = true) {
  return useSWR<MyApplication[], ApiError>(enabled ? MY_APPLICATIONS_KEY : null)
}

export interface ApplicationInput {
  readonly companyId: number
  readonly participationLevel: string
  readonly specialRequirements: string
}

/** POST /api/exhibitions/{id}/participants → 201 pending participation; 403/409 with the reason. */
export const applyToExhibition = (exhibitionId: number, input: ApplicationInput) =>
  api.post<ParticipantView>(`${exhibitionKey(exhibitionId)}/participants`, {
    companyId: input.companyId,
    ...(input.participationLevel ? { participationLevel: input.participationLevel } : {}),
    ...(input.specialRequirements.trim() ? { specialRequirements: input.specialRequirements.trim() } : {}),
  })

/** DELETE a pending application (its manager). */
export const withdrawApplication = (exhibitionId: number, participantId: number) =>
  api.delete<void>(`${exhibitionKey(exhibitionId)}/participants/${participantId}`)

/** The exhibitions one company of mine may apply to now, and the company as the server knows it (none: not one of mine, or nothing is open). */
export interface OpenToCompany {
  readonly company: EligibleCompany | null
  readonly exhibitions: readonly ExhibitionView[]
  /** How many exhibitions have their registration open, to whichever company. */
  readonly openCount: number
}

/**
 * Which of the upcoming and ongoing exhibitions with registration open take an application of the company:
 * the server's own answer for each (eligible-companies: approved, verified, sector, capacity, not applied yet).
 */
const openTo = async ([, companyId]: readonly [string, number]): Promise<OpenToCompany> => {
  const listed = await fetchJson<ExhibitionView[]>('/api/exhibitions?limit=100')
  const open = listed.filter((e) => e.registrationOpen && !e.cancelled)
  const rows = await Promise.all(open.map(async (e) => ({ e, row: (await fetchJson<EligibleCompany[]>(eligibleCompaniesKey(e.id))).find((c) => c.companyId === companyId) })))
  return { company: rows.find((r) => r.row)?.row ?? null, exhibitions: rows.filter((r) => r.row?.eligible).map((r) => r.e), openCount: open.length }
}

export function useExhibitionsOpenTo(companyId: number, enabled: boolean) {
  return useSWR<OpenToCompany, ApiError, readonly [string, number] | null>(enabled ? ['exhibitions-open-to', companyId] : null, openTo)
}
