// The accounts the access request contract stores its requests for, through any UserRepository.
import type { PersonName } from '../../src/domain/user/person-name'
import type { Email } from '../../src/domain/user/email'
import type { Role } from '../../src/domain/user/role'
import type { UserRepository } from '../../src/domain/user/user.repository'

/** `aUser` of the contract's fixture: an account named `{firstName} Tester`; answers its id. */
export const accountMaker = (users: UserRepository) => async (firstName: string, email: string, role: Role = 'individual'): Promise<number> => {
  const added = await users.add({
    email: email as Email, passwordHash: 'x', firstName: firstName as PersonName, lastName: 'Tester' as PersonName, mobileNumber: null, role, isEmailVerified: true, status: { kind: 'active' } as const, createdAt: new Date('2026-10-01T00:00:00Z'),
  })
  if ('_tag' in added) throw new Error(`email taken: ${email}`)
  return added.id
}
