// The super admin's outbox (issue 19, "Mail you can see"): a page of mails by status, and a retry.
import useSWR from 'swr'
import { OUTBOX_PAGE_SIZE, type OutboxMailView, type OutboxPage, type OutboxStatus } from '../../../../../src/adapters/http/contract'
import { api, type ApiError } from '../../../lib/api-client'

export { OUTBOX_STATUSES, type OutboxMailView, type OutboxStatus } from '../../../../../src/adapters/http/contract'

const OUTBOX_PATH = '/api/admin/outbox'

const outboxKey = (q: { page: number; status: OutboxStatus | '' }): string => {
  const p = new URLSearchParams({ page: String(q.page), pageSize: String(OUTBOX_PAGE_SIZE) })
  if (q.status) p.set('status', q.status)
  return `${OUTBOX_PATH}?${p}`
}

export function useOutbox(q: { page: number; status: OutboxStatus | '' }) {
  return useSWR<OutboxPage, ApiError>(outboxKey(q), { keepPreviousData: true })
}

export const retryMail = (id: number) => api.post<OutboxMailView>(`${OUTBOX_PATH}/${id}/retry`)
