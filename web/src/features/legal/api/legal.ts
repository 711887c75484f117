// The site's legal pages (issue 23): GET /api/legal/{page}, the title and text the super admin wrote.
import useSWR from 'swr'
import type { LegalPage, LegalPageView } from '../../../../../src/adapters/http/contract'
import type { ApiError } from '../../../lib/api-client'

export type { LegalPage, LegalPageView }

export const legalPageKey = (page: LegalPage) => `/api/legal/${page}`

export function useLegalPage(page: LegalPage) {
  return useSWR<LegalPageView, ApiError>(legalPageKey(page))
}
