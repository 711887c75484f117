// The company whose media a manager (or an admin) manages on /companies/:id/media. A manager's
// own companies come from /api/my-companies (every status, and no profile view is counted); an
// admin reads the back office's detail of any company.
import useSWR from 'swr'
import type { CompanyStatus, OwnCompanyView } from '../../../../../src/adapters/http/contract'
import { ApiError } from '../../../lib/api-client'

export type ManagedCompany = Pick<OwnCompanyView, 'id' | 'name' | 'logo' | 'status' | 'rejectionReason' | 'suspensionReason' | 'sector' | 'country'> & { readonly status: CompanyStatus }

const notYours = () => new ApiError(404, 'Company not found', '404: Company not found')

export function useManagedCompany(id: string | undefined, asAdmin: boolean) {
  const valid = !!id && /^\d+$/.test(id)
  const key = !valid ? null : asAdmin ? `/api/admin/companies/${id}` : '/api/my-companies'
  const own = useSWR<OwnCompanyView[] | ManagedCompany, ApiError>(key)
  if (!valid) return { data: undefined, error: notYours(), mutate: own.mutate }
  if (asAdmin || own.error || !own.data) return { data: own.data as ManagedCompany | undefined, error: own.error, mutate: own.mutate }
  const found = (own.data as OwnCompanyView[]).find((c) => String(c.id) === id)
  return { data: found, error: found ? undefined : notYours(), mutate: own.mutate }
}
