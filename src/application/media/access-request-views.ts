import type { AccessRequest } from './media-access'

/** A media access request as the admin's Access Requests tab shows it: with who asked. */
export interface AccessRequestView {
  readonly id: number
  readonly userId: number
  readonly status: AccessRequest['status']
  readonly message: string | null
  readonly createdAt: string
  readonly decidedAt: string | null
  readonly user: { readonly id: number; readonly name: string; readonly email: string; readonly role: string }
}

/** A user's own latest request, as the media center's 'Request Media Access' prompt shows it. */
export interface OwnAccessRequestView {
  readonly id: number
  readonly status: AccessRequest['status']
  readonly createdAt: string
}

/** Read port of the media access screens (the commands use AccessRequestRepository). */
export interface AccessRequestReadModel {
  /** Requests in one status, or all, newest first (the 200 newest). */
  list(status: AccessRequest['status'] | 'all'): Promise<readonly AccessRequestView[]>
  /** The user's newest request, in any status; null when they never asked. */
  latestOf(userId: number): Promise<OwnAccessRequestView | null>
}

/** How many requests the admin's tab lists at most. */
export const ACCESS_REQUEST_LIST_LIMIT = 200
