// One company: its profile and the contact form (its media items: the media feature's useCompanyMediaItems).
import useSWR from 'swr'
import { api, type ApiError } from '../../../lib/api-client'
import { companyKey, type CompanyDetailView } from './companies'

export function useCompany(id: string | undefined) {
  return useSWR<CompanyDetailView, ApiError>(id ? companyKey(id) : null)
}

export interface ContactInput {
  subject: string
  message: string
}

/** POST /api/companies/{id}/contact → 202 {message}; 429 after 5 messages an hour. */
export const contactCompany = (id: number, input: ContactInput) =>
  api.post<{ message: string }>(`${companyKey(id)}/contact`, { subject: input.subject.trim(), message: input.message.trim() })
