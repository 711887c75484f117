// Objects the application specs build their cases from.
import type { CompanyProfile } from '../../../src/domain/company/company'
import type { Email } from '../../../src/domain/user/email'
import type { Role } from '../../../src/domain/user/role'
import type { User } from '../../../src/domain/user/user'

export const t0 = new Date('2026-11-01T10:00:00Z')

/** A signed-in user of that role. */
export const userWith = (id: number, role: Role): User => ({
  id, email: `u${id}@example.com` as Email, passwordHash: 'x', firstName: 'Grace', lastName: 'Hopper', mobileNumber: null, role, isEmailVerified: true, createdAt: t0,
})

/** A valid company profile, in country 10 and sector 20 (the specs' catalogue). */
export const companyProfile: CompanyProfile = {
  name: 'Acme Robotics', description: 'Industrial robots for small factories.', logo: null, countryId: 10, sectorId: 20, subsectorId: null,
  website: null, contactEmail: 'hello@acme.example', contactPhone: null, address: null, city: null, state: null, postalCode: null, registrationNumber: null,
  foundedYear: null, employeeCount: null, linkedinUrl: null, twitterUrl: null, facebookUrl: null, instagramUrl: null, products: [], services: [],
}
