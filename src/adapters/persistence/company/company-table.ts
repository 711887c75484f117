// The `companies` table, declared once (the products and services live in their own tables). A new
// profile field is one line in `companyProfileTable`: the repository writes and reads it, and the
// read model shows it, from this declaration.
import type { CompanyProfile, NewCompany } from '../../../domain/company/company'
import { column, dateColumn, TableMapping } from '../table-mapping'

type ProfileColumns = Omit<CompanyProfile, 'products' | 'services'>
type StateColumns = Pick<NewCompany, 'managerId' | 'status' | 'rejectionReason' | 'suspensionReason' | 'isVerified' | 'statusChangedAt'>

/** What a company says about itself: what the forms edit and every profile view shows. */
export const companyProfileTable = new TableMapping<ProfileColumns>({
  name: column('name'),
  description: column('description'),
  logo: column('logo'),
  countryId: column('country_id'),
  sectorId: column('sector_id'),
  subsectorId: column('subsector_id'),
  website: column('website'),
  contactEmail: column('contact_email'),
  contactPhone: column('contact_phone'),
  address: column('address'),
  city: column('city'),
  state: column('state'),
  postalCode: column('postal_code'),
  registrationNumber: column('registration_number'),
  foundedYear: column('founded_year'),
  employeeCount: column('employee_count'),
  linkedinUrl: column('linkedin_url'),
  twitterUrl: column('twitter_url'),
  facebookUrl: column('facebook_url'),
  instagramUrl: column('instagram_url'),
  mediaContactName: column('media_contact_name'),
  mediaContactEmail: column('media_contact_email'),
  mediaContactPhone: column('media_contact_phone'),
})

/** Who manages it and where it stands in its lifecycle. */
export const companyStateTable = new TableMapping<StateColumns>({
  managerId: column('manager_id'),
  status: column('status'),
  rejectionReason: column('rejection_reason'),
  suspensionReason: column('suspension_reason'),
  isVerified: column('is_verified'),
  statusChangedAt: dateColumn('status_changed_at'),
})
