import type { DomainEvent } from '../../domain/shared/domain-event'
import { describeSettingChange } from '../settings/setting-change'
import type { ACTIVITY_KINDS } from './activity-limits'
import { tourName } from './tours'

type ActivityKind = (typeof ACTIVITY_KINDS)[number]

export interface ActivityView {
  readonly id: string
  /** The icon family: user, company, exhibition, media, view, other. */
  readonly type: ActivityKind
  readonly eventType: string
  readonly description: string
  readonly timestamp: string
  readonly link: string | null
  /** Who did it (their name now), or null when the platform did it by itself. */
  readonly actorName: string | null
}

const KIND: Readonly<Record<string, ActivityKind>> = {
  user: 'user', company: 'company', favorite: 'company', exhibition: 'exhibition', participation: 'exhibition', media: 'media', media_access: 'user',
}

/** The aggregate types of an icon family: `other` is every type no family names. */
export const aggregateTypesOf = (kind: Exclude<ActivityKind, 'view' | 'other'>): string[] => Object.keys(KIND).filter((type) => KIND[type] === kind)
export const KNOWN_AGGREGATE_TYPES: readonly string[] = Object.keys(KIND)

const s = (v: unknown, fallback = ''): string => (typeof v === 'string' && v ? v : fallback)

/** A domain event in plain words for the activity feeds (admin Recent Activity, a user's Activity tab). */
export const describeEvent = (e: DomainEvent & { readonly id?: string | number }, actorName: string | null = null): ActivityView => {
  const p = e.payload
  const company = s(p.companyName, 'A company')
  const user = s(p.userName, 'A user')
  const expo = s(p.exhibitionName, 'an exhibition')
  const title = s(p.title, 'A media item')
  const words: Record<string, string> = {
    UserRegistered: `${user} created an account`,
    UserCreated: `${user} was added by an admin`,
    UserUpdated: `${user}'s account was updated`,
    UserRoleChanged: `${user} is now ${s(p.to).replace('_', ' ')}`,
    UserBecameCompanyManager: `${user} became a company manager`,
    UserDeleted: `${user}'s account was deleted`,
    PasswordChanged: `${user} changed their password`,
    PasswordResetRequested: `${user} asked for a password reset link`,
    PasswordReset: `${user} set a new password through a reset link`,
    EmailVerified: `${user} verified their email address`,
    EmailChangeRequested: `${user} asked to change their email address`,
    EmailChangeCancelled: `${user} called off a change of their email address`,
    EmailChanged: `${user} confirmed a new email address`,
    UserSuspended: `${user}'s account was suspended${p.reason ? `: ${s(p.reason)}` : ''}`,
    UserReinstated: `${user}'s account was reinstated`,
    UserInvited: `${user} was invited by email`,
    InvitationResent: `${user} was sent a new invitation`,
    InvitationAccepted: `${user} accepted the invitation and set a password`,
    VerificationEmailResent: `${user} was sent a new verification link`,
    CompanyCreated: `${company} was submitted for review`,
    CompanyApproved: `${company} was approved`,
    CompanyRejected: `${company} was rejected${p.reason ? `: ${s(p.reason)}` : ''}`,
    CompanySuspended: `${company} was suspended${p.reason ? `: ${s(p.reason)}` : ''}`,
    CompanyReinstated: `${company} was reinstated`,
    CompanyResubmitted: `${company} was resubmitted for review`,
    CompanyReopened: `${company} was reopened for review`,
    CompanyVerified: p.renewal ? `${company}'s verification was renewed` : `${company} was verified`,
    CompanyVerificationRevoked: `${company} lost its verified badge${p.reason ? `: ${s(p.reason)}` : ''}`,
    CompanyVerificationLapsed: `${company}'s verification lapsed at the end of its validity`,
    CompanyVerificationExpiring: `${company}'s manager was reminded that its verification ends soon`,
    CompanyDomainProven: `${company} proved its domain ${s(p.domain, '')} by a code mailed to ${s(p.email, 'an address there')}`,
    CompanyEdited: `${company} was edited`,
    CompanyDeleted: `${company} was deleted`,
    CompanySectorChanged: `${company} moved from ${s(p.fromSector, 'a deleted sector')} to ${s(p.toSector, 'another sector')}`,
    CompanyViewed: `${company} was viewed`,
    FavoriteAdded: `${user} saved ${company} to favorites`,
    FavoriteRemoved: `${user} removed ${company} from favorites`,
    FavoriteMoved: 'A saved company was moved to another list',
    FavoriteNoteChanged: p.hasNote ? 'A note was written on a saved company' : 'A note on a saved company was cleared',
    // A user's lists and notes are their own: the feeds name neither.
    FavoriteListCreated: 'A list of favorites was created',
    FavoriteListRenamed: 'A list of favorites was renamed',
    FavoriteListDeleted: 'A list of favorites was deleted',
    ExhibitionCreated: `Exhibition ${expo} was created`,
    ExhibitionUpdated: `Exhibition ${expo} was updated`,
    ExhibitionCancelled: `Exhibition ${expo} was cancelled`,
    ExhibitionDeleted: `Exhibition ${expo} was deleted`,
    ParticipationRequested: `${company} applied to exhibit at ${expo}`,
    ParticipationConfirmed: `${company} was confirmed for ${expo}${p.boothNumber ? ` (booth ${s(p.boothNumber)})` : ''}`,
    ParticipationBoothAssigned: `${company} got booth ${s(p.boothNumber)} at ${expo}`,
    ParticipationRejected: `${company}'s application to ${expo} was rejected${p.reason ? `: ${s(p.reason)}` : ''}`,
    ParticipationWithdrawn: `${company} withdrew from ${expo}`,
    MediaItemSubmitted: `"${title}" was submitted for review`,
    MediaItemApproved: `"${title}" was approved`,
    MediaItemReturnedToReview: `"${title}" was returned to review`,
    MediaItemRejected: `"${title}" was rejected${p.reason ? `: ${s(p.reason)}` : ''}`,
    MediaItemEdited: `"${title}" was edited`,
    MediaItemDeleted: `"${title}" was deleted`,
    MediaItemPublished: `"${title}" was published (its embargo ended)`,
    MediaPreviewLinkCreated: `A preview link to "${title}" was created${p.expiresAt ? `, valid until ${s(p.expiresAt)}` : ''}`,
    MediaAccessRequested: `${user} asked for media access`,
    MediaAccessGranted: `${user} was granted media access`,
    MediaAccessRefused: `${user}'s media access request was declined`,
    SettingChanged: describeSettingChange(p),
    TourCompleted: `${tourName(s(p.route, '/'))} completed`,
  }
  const kind = e.type === 'CompanyViewed' ? 'view' : KIND[e.aggregateType] ?? 'other'
  const companyId = e.aggregateType === 'company' ? e.aggregateId : typeof p.companyId === 'number' ? String(p.companyId) : null
  const link = e.type === 'TourCompleted' ? s(p.route, '/')
    : e.aggregateType === 'exhibition' ? `/exhibitions/${e.aggregateId}`
      : e.aggregateType === 'participation' && typeof p.exhibitionId === 'number' ? `/exhibitions/${p.exhibitionId}`
        : companyId && e.type !== 'CompanyDeleted' ? `/companies/${companyId}` : null
  return {
    id: String(e.id ?? `${e.type}:${e.aggregateId}:${e.occurredAt.getTime()}`), type: kind, eventType: e.type,
    description: words[e.type] ?? e.type.replace(/([a-z])([A-Z])/g, '$1 $2'), timestamp: e.occurredAt.toISOString(), link, actorName,
  }
}
