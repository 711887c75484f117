// Bulk actions (issue 19; docs/api.md "Bulk actions"): one action on many rows of a back-office table,
// the outcome of each row in the answer.
import { FIELD_LENGTHS, type BulkReportView, type BulkRowView } from '../../../../../src/adapters/http/contract'
import { api } from '../../../lib/api-client'
import type { RowSelection } from '../../../lib/row-selection'

export { MAX_BULK_IDS, MAX_BULK_MATCHING } from '../../../../../src/adapters/http/contract'
export type { BulkReportView, BulkRowView }

export type BulkTarget = 'companies' | 'media' | 'users' | 'participants'

/** One action of a table: what the server calls it and how the screen says it. */
export interface BulkActionSpec {
  readonly action: string
  /** The button: 'Approve'. */
  readonly label: string
  /** While it runs: 'Approving'. */
  readonly doing: string
  /** In the results: '2 approved'. */
  readonly done: string
  readonly destructive?: boolean
  /** A rejection or a suspension: the reason the other side reads, at most this long. */
  readonly reason?: { readonly maxLength: number; readonly required: string }
}

const L = FIELD_LENGTHS
const reject = (maxLength: number): BulkActionSpec => ({ action: 'reject', label: 'Reject', doing: 'Rejecting', done: 'rejected', destructive: true, reason: { maxLength, required: 'Please give a reason for the rejection' } })
const suspend = (maxLength: number): BulkActionSpec => ({ action: 'suspend', label: 'Suspend', doing: 'Suspending', done: 'suspended', destructive: true, reason: { maxLength, required: 'Please give a reason for the suspension' } })
const approve: BulkActionSpec = { action: 'approve', label: 'Approve', doing: 'Approving', done: 'approved' }
const remove: BulkActionSpec = { action: 'delete', label: 'Delete', doing: 'Deleting', done: 'deleted', destructive: true }
const reinstate: BulkActionSpec = { action: 'reinstate', label: 'Reinstate', doing: 'Reinstating', done: 'reinstated' }

/** Each table's actions, in the order of the bar (the server's actions: POST …/bulk). */
export const BULK_ACTIONS: Readonly<Record<BulkTarget, readonly BulkActionSpec[]>> = {
  companies: [
    approve, reject(L.company.reason),
    { action: 'verify', label: 'Verify', doing: 'Verifying', done: 'verified' },
    suspend(L.company.reason), reinstate,
    { action: 'unverify', label: 'Revoke verification', doing: 'Revoking the verification of', done: 'no longer verified' },
    remove,
  ],
  media: [approve, reject(L.media.reason), remove],
  participants: [
    { action: 'confirm', label: 'Confirm', doing: 'Confirming', done: 'confirmed' },
    reject(L.participation.reason),
    { action: 'withdraw', label: 'Withdraw', doing: 'Withdrawing', done: 'withdrawn', destructive: true },
  ],
  users: [
    suspend(L.account.suspensionReason), reinstate,
    { action: 'resend-verification', label: 'Resend verification email', doing: 'Sending verification emails to', done: 'sent a verification email' },
    remove,
  ],
}

/** The rows of each table: 'company' and 'companies'. */
export const BULK_NOUNS: Readonly<Record<BulkTarget, readonly [string, string]>> = {
  companies: ['company', 'companies'],
  media: ['media item', 'media items'],
  participants: ['application', 'applications'],
  users: ['user', 'users'],
}

export const bulkPath = (target: BulkTarget, exhibitionId?: number): string =>
  target === 'participants' ? `/api/admin/exhibitions/${exhibitionId}/participants/bulk` : `/api/admin/${target}/bulk`

/** The rows: their ids, or every row the table's filter (its query) matches. */
export type BulkRows = { readonly ids: readonly number[] } | { readonly matching: Readonly<Record<string, string>> }

export const runBulkAction = (path: string, action: string, rows: BulkRows, reason?: string) =>
  api.post<BulkReportView>(path, { action, ...rows, ...(reason === undefined ? {} : { reason }) })

/**
 * Sends a selection: "all matching" in one request (the server resolves the filter), ids in
 * successive requests of `chunk`. `progress` hears, before each request, how many rows it brings
 * the run up to (undefined for one "matching" request). The rows' outcomes are pushed onto
 * `results` as they come, so those of the requests before a failure stay known when it throws.
 */
export async function sendSelection(
  selection: RowSelection, filter: Readonly<Record<string, string>>, chunk: number,
  send: (rows: BulkRows) => Promise<BulkReportView>, progress: (upTo: number | undefined) => void, results: BulkRowView[],
): Promise<void> {
  if (selection.kind === 'matching') {
    progress(undefined)
    results.push(...(await send({ matching: filter })).results)
    return
  }
  for (let i = 0; i < selection.ids.length; i += chunk) {
    progress(Math.min(i + chunk, selection.ids.length))
    results.push(...(await send({ ids: selection.ids.slice(i, i + chunk) })).results)
  }
}
