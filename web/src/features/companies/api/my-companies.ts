// The signed-in user's own companies, and the manager's create, edit and delete requests.
import useSWR from 'swr'
import { api, type ApiError } from '../../../lib/api-client'
import { COMPANIES_PATH, companyKey, MY_COMPANIES_KEY, type CompanyDetailView, type OwnCompanyView } from './companies'

export function useMyCompanies(enabled = true) {
  return useSWR<OwnCompanyView[], ApiError>(enabled ? MY_COMPANIES_KEY : null)
}

/** The company fields typed as text; a blank one is sent as '' and stored as empty. */
export const TEXT_FIELDS = [
  'name', 'description', 'contactEmail', 'logo', 'website', 'contactPhone', 'address', 'city', 'state', 'postalCode', 'registrationNumber',
  'linkedinUrl', 'twitterUrl', 'facebookUrl', 'instagramUrl', 'mediaContactName', 'mediaContactEmail', 'mediaContactPhone',
] as const

/** The company fields sent as numbers (ids and counts); a blank optional one is null. */
export const NUMBER_FIELDS = ['countryId', 'sectorId', 'subsectorId', 'foundedYear', 'employeeCount'] as const

/** The body of POST /api/companies and PATCH /api/companies/{id} (also the admin's, with its extras). */
export type CompanyPayload = Record<(typeof TEXT_FIELDS)[number], string> &
  Record<(typeof NUMBER_FIELDS)[number], number | null> & {
    products: string[]
    services: string[]
    version?: number
  }

export const createCompany = (body: CompanyPayload) => api.post<CompanyDetailView>(COMPANIES_PATH, body)

export const updateCompany = (id: number, body: CompanyPayload) => api.patch<CompanyDetailView>(companyKey(id), body)
