// A company's domain proof (issue 22): where it stands, asking for a code, giving it back.
import useSWR from 'swr'
import { api, type ApiError } from '../../../lib/api-client'
import type { DomainProofView, Json } from '../../../../../src/adapters/http/contract'
import { companyKey } from './companies'

export type DomainProofState = Json<DomainProofView>

const domainProofKey = (companyId: number) => `${companyKey(companyId)}/domain-proof`

export function useDomainProof(companyId: number) {
  return useSWR<DomainProofState, ApiError>(domainProofKey(companyId))
}

/** `email`: a mailbox name (`info`) or a whole address at the domain. */
export const requestDomainCode = (companyId: number, email: string) =>
  api.post<{ domain: string; email: string; expiresAt: string }>(domainProofKey(companyId), { email })

export const confirmDomainCode = (companyId: number, code: string) =>
  api.post<{ domain: string; email: string; provenAt: string }>(`${domainProofKey(companyId)}/confirm`, { code })
