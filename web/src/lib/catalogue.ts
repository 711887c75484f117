// Reference data that several features read: countries, sectors and subsectors.
// (Writes to the catalogue live in features/catalogue.)
import useSWR from 'swr'
import type { CountryView, SectorView, SubsectorView } from '../../../src/adapters/http/contract'
import type { ApiError } from './api-client'

export type { CountryView, SectorView, SubsectorView }

const COUNTRIES_KEY = '/api/countries'
export const SECTORS_KEY = '/api/sectors'
export const SUBSECTORS_KEY = '/api/subsectors'

const subsectorsKey = (sectorId: number | string | null | undefined): string | null =>
  sectorId ? `${SUBSECTORS_KEY}?sectorId=${encodeURIComponent(String(sectorId))}` : null

export const useCountries = () => useSWR<CountryView[], ApiError>(COUNTRIES_KEY)
export const useSectors = () => useSWR<SectorView[], ApiError>(SECTORS_KEY)

/** The subsectors of one sector; nothing is fetched until a sector is chosen. */
export const useSubsectors = (sectorId: number | string | null | undefined) => useSWR<SubsectorView[], ApiError>(subsectorsKey(sectorId))
