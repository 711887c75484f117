// The audit trail's words on screen: actions, target types, fields and values as people read them.
import { formatDate, formatDateTime } from '../../../lib/format'
import type { AuditEntry, AuditFieldChange } from '../api/audit'

/** "CompanyEdited" → "Company edited". */
export const actionLabel = (action: string): string => {
  const words = action.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export const TARGET_TYPE_LABELS: Readonly<Record<string, string>> = {
  company: 'Company', exhibition: 'Exhibition', participation: 'Participation', media: 'Media item', user: 'User', settings: 'Setting', catalogue: 'Catalogue entry',
}

/** Fields whose name in the code is not the one people use. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  isVerified: 'Verified', isVirtual: 'Virtual', isEmailVerified: 'Email verified', sectorId: 'Sector', subsectorId: 'Subsector', countryId: 'Country',
  boothCostCents: 'Booth cost (cents)', capacity: 'Max participants', posterImage: 'Banner', vFairsLink: 'vFairs link', thumbnailUrl: 'Thumbnail',
  linkedinUrl: 'LinkedIn', twitterUrl: 'X (Twitter)', facebookUrl: 'Facebook', instagramUrl: 'Instagram', rejectionReason: 'Rejection reason', suspensionReason: 'Suspension reason',
}

/** "contactEmail" → "Contact email". */
export const fieldLabel = (field: string): string => {
  if (FIELD_LABELS[field]) return FIELD_LABELS[field]
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/

/** A value of a change as text: its name when it is an id, dates and yes/no as people write them, lists joined. */
type Value = AuditFieldChange['from']

export const valueText = (v: Value, label?: string): string => {
  if (label) return label
  if (v === null || v === '') return '—'
  if (typeof v === 'boolean') return v ? 'Yes' : 'No'
  if (typeof v === 'number') return String(v)
  if (typeof v === 'string') return INSTANT.test(v) ? (v.endsWith('T00:00:00.000Z') ? formatDate(v) : formatDateTime(v)) : v
  if (Array.isArray(v)) return v.length ? (v as readonly Value[]).map((x) => valueText(x)).join(', ') : '—'
  return JSON.stringify(v)
}

/** The admin page of an entry's target, when it has one (a participation's: its exhibition's participants). */
export const targetPath = ({ target: { type, id } }: Pick<AuditEntry, 'target'>): string | null => {
  switch (type) {
    case 'company': return `/admin/companies/${id}`
    case 'exhibition': return `/admin/exhibitions/${id}`
    case 'participation': return `/admin/exhibitions/${id.split(':')[0]}/participants`
    case 'media': return `/admin/media/${id}`
    case 'user': return `/admin/users/${id}`
    default: return null
  }
}
