// A company's verification passport for the admins (issue 22): the record (current passport with its
// evidence, the history, the validity setting), verifying with checks and revoking with a reason.
import useSWR from 'swr'
import type { CheckKind, VerificationRecordView } from '../../../../../src/adapters/http/contract'
import { api, type ApiError } from '../../../lib/api-client'
import { ADMIN_COMPANIES_PATH, type CompanyDetailView } from './companies'

export type { VerificationRecordView }

const verificationKey = (id: number | string) => `${ADMIN_COMPANIES_PATH}/${id}/verification`

export function useVerificationRecord(id: number | null) {
  return useSWR<VerificationRecordView, ApiError>(id === null ? null : verificationKey(id))
}

/** A check as the Verify dialog sends it (evidence: upload keys). */
export interface CheckPayload {
  readonly kind: Exclude<CheckKind, 'review'>
  readonly method?: string
  readonly registryName?: string
  readonly registryNumber?: string
  readonly documentType?: string
  readonly note?: string
  readonly evidence?: readonly string[]
}

export const verifyWithChecks = (id: number, checks: readonly CheckPayload[]) =>
  api.patch<CompanyDetailView>(`${ADMIN_COMPANIES_PATH}/${id}/verify`, { verified: true, checks })

export const revokeVerification = (id: number, reason: string) =>
  api.post<CompanyDetailView>(`${verificationKey(id)}/revoke`, { reason })
