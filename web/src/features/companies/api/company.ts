// One company: its profile, its media items and the contact form.
import useSWR from 'swr'
import { api, type ApiError } from '../../../lib/api-client'
import { companyKey, type CompanyDetailView, type CompanyMediaView } from './companies'

export function useCompany(id: string | undefined) {
  return useSWR<CompanyDetailView, ApiError>(id ? companyKey(id) : null)
}

export function useCompanyMedia(id: number | string | undefined) {
  return useSWR<CompanyMediaView[], ApiError>(id ? `${companyKey(id)}/media` : null)
}

export interface ContactInput {
  subject: string
  message: string
}

/** POST /api/companies/{id}/contact → 202 {message}; 429 after 5 messages an hour. */
export const contactCompany = (id: number, input: ContactInput) =>
  api.post<{ message: string }>(`${companyKey(id)}/contact`, { subject: input.subject.trim(), message: input.message.trim() })
