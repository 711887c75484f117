// The company form's values (strings, as the inputs hold them), its client checks and the
// request body built from it. One model for the manager's form and the admin's.
import { parseRegistrationNumber } from '../../../../../src/adapters/http/contract'
import { isBlank, isEmail, type Errors } from '../../../lib/form'
import type { CompanyDetailView } from '../api/companies'
import { NUMBER_FIELDS, TEXT_FIELDS, type CompanyPayload } from '../api/my-companies'

/** Initial status an admin gives a company created in the back office (admin-back-office.md). */
export type AdminInitialStatus = 'pending' | 'active' | 'suspended'

type InputKey = (typeof TEXT_FIELDS)[number] | (typeof NUMBER_FIELDS)[number]
const INPUT_KEYS: readonly InputKey[] = [...TEXT_FIELDS, ...NUMBER_FIELDS]

export type CompanyFormValues = Record<InputKey, string> & {
  products: string[]
  services: string[]
  status: AdminInitialStatus
  verified: boolean
}

export const EMPTY_COMPANY_FORM: CompanyFormValues = {
  ...(Object.fromEntries(INPUT_KEYS.map((k) => [k, ''])) as Record<InputKey, string>),
  products: [],
  services: [],
  status: 'pending',
  verified: false,
}

/** The form prefilled from a company (edit screens). */
export const formValuesOf = (c: CompanyDetailView): CompanyFormValues => ({
  ...EMPTY_COMPANY_FORM,
  ...(Object.fromEntries(INPUT_KEYS.map((k) => [k, c[k] === null || c[k] === undefined ? '' : String(c[k])])) as Record<InputKey, string>),
  products: [...c.products],
  services: [...c.services],
})

/** The fields that sit in the collapsible "More details" section. */
export const MORE_DETAILS_FIELDS = [
  'address', 'city', 'state', 'postalCode', 'registrationNumber', 'foundedYear', 'employeeCount', 'linkedinUrl', 'twitterUrl', 'facebookUrl', 'instagramUrl',
] as const satisfies readonly (keyof CompanyFormValues)[]

const WHOLE = /^\d+$/

export function validateCompanyForm(v: CompanyFormValues, subsectorRequired: boolean): Errors<CompanyFormValues> {
  const e: Errors<CompanyFormValues> = {}
  for (const key of ['name', 'description', 'countryId', 'contactEmail', 'sectorId'] as const) if (isBlank(v[key])) e[key] = 'Required'
  if (!e.contactEmail && !isEmail(v.contactEmail)) e.contactEmail = 'Please enter a valid email'
  if (v.mediaContactEmail.trim() && !isEmail(v.mediaContactEmail)) e.mediaContactEmail = 'Please enter a valid email'
  if (subsectorRequired && !v.subsectorId) e.subsectorId = 'Required'
  if (v.foundedYear.trim() && !WHOLE.test(v.foundedYear.trim())) e.foundedYear = 'Please enter a year, e.g. 2015'
  if (v.employeeCount.trim() && !WHOLE.test(v.employeeCount.trim())) e.employeeCount = 'Please enter a whole number'
  if (v.registrationNumber.trim()) {
    const parsed = parseRegistrationNumber(v.registrationNumber)
    if (!parsed.ok) e.registrationNumber = parsed.error
  }
  return e
}

/** The JSON body: texts trimmed, ids and counts as numbers (null when blank). */
export const toCompanyPayload = (v: CompanyFormValues, version?: number): CompanyPayload => ({
  ...(Object.fromEntries(TEXT_FIELDS.map((k) => [k, v[k].trim()])) as Record<(typeof TEXT_FIELDS)[number], string>),
  ...(Object.fromEntries(NUMBER_FIELDS.map((k) => [k, v[k].trim() ? Number(v[k].trim()) : null])) as Record<(typeof NUMBER_FIELDS)[number], number | null>),
  products: v.products,
  services: v.services,
  ...(version !== undefined ? { version } : {}),
})
