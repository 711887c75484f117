// What the contracts share: reading a stored row out of an answer, catching a throw, and storing the
// accounts and companies a port's rows point to through the ports that keep them (so that one helper
// serves the in-memory fixture and the PostgreSQL one alike).
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import type { UnitOfWork } from '../../src/application/ports/unit-of-work'
import type { Company, NewCompany } from '../../src/domain/company/company'
import type { CompanyRepository } from '../../src/domain/company/company.repository'
import type { Role } from '../../src/domain/user/role'
import type { NewUser, User } from '../../src/domain/user/user'
import type { UserRepository } from '../../src/domain/user/user.repository'
import { addUser } from '../application/support/fixtures'
import { aNewCompany, type CatalogueIds } from './company-repository.contract'

/** The stored row, or a failure naming the refusal. */
export function stored<T extends object>(answer: T | { readonly _tag: string }): T {
  if ('_tag' in answer) expect.fail(`expected a stored row, got ${String(answer._tag)}`)
  return answer
}

/** What `work` threw, or undefined. */
export const thrownBy = async (work: () => Promise<unknown>): Promise<unknown> => {
  try { await work() } catch (err) { return err }
  return undefined
}

/** Runs `work` in a unit of work that then refuses (answers Left), so that every write of it is taken back. */
export const refusedAfter = async (uow: UnitOfWork, work: () => Promise<unknown>): Promise<void> => {
  const answer = await uow.run(async () => {
    await work()
    return E.left('refused' as const)
  })
  expect(answer).to.deep.equal(E.left('refused'))
}

let names = 0
/** A name no other test of this run uses (the catalogue and the names of products outlive a test). */
export const uniqueName = (prefix: string): string => `${prefix} ${++names}`

/** The accounts and companies a port's rows point to, stored through their own ports. */
export interface Owners {
  readonly users: UserRepository
  readonly companies: CompanyRepository
  readonly catalogue: CatalogueIds
}

/** A stored account of that role (an email of its own), its email verified unless said otherwise. */
export const aUser = (o: Pick<Owners, 'users'>, role: Role = 'individual', over: Partial<NewUser> = {}): Promise<User> => addUser(o.users, role, over)

/** A stored company of a new manager (or of the given one) in the fixture's catalogue. */
export const aCompany = async (o: Owners, over: Partial<NewCompany> & { managerId?: number } = {}): Promise<Company> => {
  const managerId = over.managerId ?? (await aUser(o, 'company_manager')).id
  return stored(await o.companies.add(aNewCompany(o.catalogue, managerId, over)))
}
