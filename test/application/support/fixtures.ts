// Objects the application specs build their cases from.
import { createCompany, type Company, type CompanyProfile, type CompanyStatus } from '../../../src/domain/company/company'
import type { CompanyRepository } from '../../../src/domain/company/company.repository'
import type { Email } from '../../../src/domain/user/email'
import type { Role } from '../../../src/domain/user/role'
import type { NewUser, User } from '../../../src/domain/user/user'
import type { UserRepository } from '../../../src/domain/user/user.repository'
import type { PersonName } from '../../../src/domain/user/person-name'
import type { CompanyName } from '../../../src/domain/company/company-name'

export const t0 = new Date('2026-11-01T10:00:00Z')

/** A signed-in user of that role. */
export const userWith = (id: number, role: Role): User => ({
  id, email: `u${id}@example.com` as Email, passwordHash: 'x', firstName: 'Grace' as PersonName, lastName: 'Hopper' as PersonName, mobileNumber: null, role, isEmailVerified: true, status: { kind: 'active' } as const, createdAt: t0,
})

/** A valid company profile, in country 10 and sector 20 (the specs' catalogue). */
export const companyProfile: CompanyProfile = {
  name: 'Acme Robotics' as CompanyName, description: 'Industrial robots for small factories.', logo: null, countryId: 10, sectorId: 20, subsectorId: null,
  website: null, contactEmail: 'hello@acme.example', contactPhone: null, address: null, city: null, state: null, postalCode: null, registrationNumber: null,
  foundedYear: null, employeeCount: null, linkedinUrl: null, twitterUrl: null, facebookUrl: null, instagramUrl: null, products: [], services: [],
  mediaContactName: null, mediaContactEmail: null, mediaContactPhone: null,
}

let storedUsers = 0
/** Stores a user of that role (an email of its own unless given) and answers it as stored. */
export const addUser = async (users: UserRepository, role: Role, over: Partial<NewUser> = {}): Promise<User> => {
  const stored = await users.add({
    email: `${role}.${++storedUsers}@example.com` as Email, passwordHash: 'x', firstName: 'Grace' as PersonName, lastName: 'Hopper' as PersonName, mobileNumber: null, role, isEmailVerified: true, status: { kind: 'active' } as const, createdAt: t0, ...over,
  })
  if ('_tag' in stored) throw new Error(`fixture: ${stored._tag}`)
  return stored
}

/** Stores a company of the manager with `companyProfile` (renamed when given) in that status. */
export const addCompany = (companies: CompanyRepository, managerId: number, status: CompanyStatus = 'approved', name: string = companyProfile.name): Promise<Company> =>
  companies.add({ ...createCompany({ ...companyProfile, name: name as CompanyName }, managerId, true, t0), status })
