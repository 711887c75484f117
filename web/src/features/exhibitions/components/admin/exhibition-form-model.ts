// The admin's exhibition form (admin-back-office.md §5): its values as the inputs hold them, the client
// checks with the spec's words, and the request body. One model for the Create Exhibition
// dialog and the edit screen.
import { isBlank, type Errors } from '../../../../lib/form'
import type { ExhibitionPayload } from '../../api/admin-exhibitions'
import type { ExhibitionView } from '../../api/exhibitions'
import { toDateInput } from '../../utils/exhibition-time'

export type ExhibitionStatusChoice = ExhibitionPayload['status']

export const STATUS_CHOICES: readonly { value: ExhibitionStatusChoice; label: string }[] = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'ongoing', label: 'Ongoing' },
  { value: 'ended', label: 'Ended' },
  { value: 'cancelled', label: 'Cancelled' },
]

/**
 * Field names are the server's, so that its fieldErrors land next to the right inputs: the texts and the
 * allowed sectors as the payload has them, the numbers and choices as typed.
 */
export interface ExhibitionFormValues
  extends Pick<ExhibitionPayload, 'name' | 'description' | 'startDate' | 'endDate' | 'location' | 'venue' | 'allowedSectors' | 'bannerUrl' | 'website' | 'vFairsLink'> {
  countryId: string
  sectorId: string
  maxParticipants: string
  registrationDeadline: string
  status: ExhibitionStatusChoice
  registrationFee: string
}

export const EMPTY_EXHIBITION_FORM: ExhibitionFormValues = {
  name: '',
  description: '',
  startDate: '',
  endDate: '',
  location: '',
  venue: '',
  countryId: '',
  sectorId: '',
  allowedSectors: [],
  maxParticipants: '0',
  registrationDeadline: '',
  status: 'upcoming',
  bannerUrl: '',
  registrationFee: '0',
  website: '',
  vFairsLink: '',
}

/**
 * The form prefilled from an exhibition. Dates are the days in the platform's time zone; an
 * exhibition open to every sector shows every sector ticked.
 */
export const formValuesOf = (e: ExhibitionView, timeZone: string, allSectorIds: readonly number[]): ExhibitionFormValues => ({
  name: e.name,
  description: e.description,
  startDate: toDateInput(e.startDate, timeZone),
  endDate: toDateInput(e.endDate, timeZone),
  location: e.location ?? '',
  venue: e.venue ?? '',
  countryId: e.countryId ? String(e.countryId) : '',
  sectorId: e.sectorId ? String(e.sectorId) : '',
  allowedSectors: e.allowedSectors.length ? [...e.allowedSectors] : [...allSectorIds],
  maxParticipants: String(e.maxParticipants ?? e.capacity ?? 0),
  registrationDeadline: toDateInput(e.registrationDeadline, timeZone),
  status: e.cancelled ? 'cancelled' : e.status,
  bannerUrl: e.bannerUrl ?? e.posterImage ?? '',
  registrationFee: String(e.registrationFee ?? e.boothCost ?? 0),
  website: e.website ?? '',
  vFairsLink: e.vFairsLink ?? '',
})

const DAY = /^\d{4}-\d{2}-\d{2}$/
const HOSTLIKE = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+([/?#].*)?$/u

/** An http(s) address (a bare "www.example.com" counts, as the server adds https://). */
const isWebUrl = (value: string): boolean => {
  let v = value.trim()
  if (!/^[a-z][a-z0-9+.-]*:/i.test(v) && HOSTLIKE.test(v)) v = `https://${v}`
  try {
    const url = new URL(v)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

/** A poster may also be an image this site serves ('/demo-assets/poster.svg'). */
const isImageUrl = (value: string): boolean => /^\/(?!\/)[A-Za-z0-9._~\-/]{1,300}$/.test(value.trim()) || isWebUrl(value)

/** Invalid or empty numbers become 0 (admin-back-office.md §5). */
const toAmount = (value: string): number => {
  const n = Number(value.trim())
  return value.trim() && Number.isFinite(n) ? n : 0
}

export function validateExhibitionForm(v: ExhibitionFormValues, sectorRequired: boolean): Errors<ExhibitionFormValues> {
  const e: Errors<ExhibitionFormValues> = {}
  for (const key of ['name', 'description', 'startDate', 'endDate', 'location'] as const) if (isBlank(v[key])) e[key] = 'Required'
  if (sectorRequired && !v.sectorId) e.sectorId = 'Required'
  for (const key of ['startDate', 'endDate', 'registrationDeadline'] as const) {
    if (!e[key] && v[key] && !DAY.test(v[key])) e[key] = 'Please enter a valid date'
  }
  if (!e.startDate && !e.endDate && v.startDate && v.endDate && v.endDate < v.startDate) e.endDate = 'End date cannot be before the start date'
  if (!e.registrationDeadline && !e.endDate && v.registrationDeadline && v.endDate && v.registrationDeadline > v.endDate) {
    e.registrationDeadline = 'Registration deadline cannot be after the end date'
  }
  if (toAmount(v.maxParticipants) < 0) e.maxParticipants = 'Must be at least 0'
  if (toAmount(v.registrationFee) < 0) e.registrationFee = 'Must be at least 0'
  for (const key of ['website', 'vFairsLink'] as const) if (v[key].trim() && !isWebUrl(v[key])) e[key] = 'Please enter a valid URL'
  if (v.bannerUrl.trim() && !isImageUrl(v.bannerUrl)) e.bannerUrl = 'Please enter a valid URL'
  return e
}

/**
 * Whether the ticked sectors mean every sector: none ticked (admin-back-office.md §5: "all sectors are sent
 * as eligible") or all of today's ticked (Select All). Both are sent as [] (decisions.md: empty
 * means all), so that a sector added later is allowed too.
 */
export const allSectorsChosen = (chosen: readonly number[], allSectorIds: readonly number[]): boolean =>
  chosen.length === 0 || (allSectorIds.length > 0 && allSectorIds.every((id) => chosen.includes(id)))

/** The JSON body. */
export const toExhibitionPayload = (v: ExhibitionFormValues, allSectorIds: readonly number[]): ExhibitionPayload => ({
  name: v.name.trim(),
  description: v.description.trim(),
  startDate: v.startDate,
  endDate: v.endDate,
  location: v.location.trim(),
  venue: v.venue.trim(),
  maxParticipants: Math.floor(toAmount(v.maxParticipants)),
  registrationDeadline: v.registrationDeadline || null,
  sectorId: v.sectorId ? Number(v.sectorId) : null,
  allowedSectors: allSectorsChosen(v.allowedSectors, allSectorIds) ? [] : [...v.allowedSectors],
  status: v.status,
  bannerUrl: v.bannerUrl.trim(),
  registrationFee: Math.round(toAmount(v.registrationFee) * 100) / 100,
  website: v.website.trim(),
  vFairsLink: v.vFairsLink.trim(),
  countryId: v.countryId ? Number(v.countryId) : null,
})
