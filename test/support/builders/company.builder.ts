import type { Company, CompanyProfile, CompanyStatus } from '../../../src/domain/company/company'
import type { CompanyName } from '../../../src/domain/company/company-name'

export const aProfile = (over: Partial<CompanyProfile> = {}): CompanyProfile => ({
  name: 'Nordlicht Robotics' as CompanyName, description: 'Industrial robots for small factories.', logo: null, countryId: 1,
  sectorId: 1, subsectorId: 2, website: 'https://nordlicht.example.com', contactEmail: 'hello@nordlicht.example.com',
  contactPhone: null, address: null, city: 'Hamburg', state: null, postalCode: null, registrationNumber: null, foundedYear: 2015,
  employeeCount: 40, linkedinUrl: null, twitterUrl: null, facebookUrl: null, instagramUrl: null,
  products: ['Cobot arm'], services: ['Integration'],
  mediaContactName: null, mediaContactEmail: null, mediaContactPhone: null, ...over,
})

const t0 = new Date('2026-01-01T00:00:00Z')

/** A company in any state: aCompany().approved().verified().build() */
export const aCompany = (over: Partial<Company> = {}) => {
  let c: Company = {
    ...aProfile(), id: 7, managerId: 3, status: 'pending', rejectionReason: null, suspensionReason: null, isVerified: false, views: 0,
    version: 1, statusChangedAt: t0, createdAt: t0, ...over,
  }
  const b = {
    in: (status: CompanyStatus) => { c = { ...c, status }; return b },
    pending: () => b.in('pending'),
    approved: () => b.in('approved'),
    rejected: (reason = 'Incomplete profile') => { c = { ...c, status: 'rejected', rejectionReason: reason }; return b },
    suspended: (reason = 'Unpaid invoice') => { c = { ...c, status: 'suspended', suspensionReason: reason }; return b },
    verified: () => { c = { ...c, isVerified: true }; return b },
    with: (o: Partial<Company>) => { c = { ...c, ...o }; return b },
    build: () => c,
  }
  return b
}
