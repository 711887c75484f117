// The contract of UnitOfWork (src/application/ports/unit-of-work.ts): Right commits, Left or a throw
// rolls back every write of the work, in every store the work touched. Run on every implementation.
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import type { UnitOfWork } from '../../src/application/ports/unit-of-work'
import type { Company } from '../../src/domain/company/company'
import type { CompanyRepository } from '../../src/domain/company/company.repository'
import type { Email } from '../../src/domain/user/email'
import type { User } from '../../src/domain/user/user'
import type { UserRepository } from '../../src/domain/user/user.repository'
import { aNewCompany, type CatalogueIds } from './company-repository.contract'
import type { PersonName } from '../../src/domain/user/person-name'
import type { CompanyName } from '../../src/domain/company/company-name'

interface UnitOfWorkFixture {
  readonly uow: UnitOfWork
  /** Empty repositories whose writes the unit of work covers. */
  readonly users: UserRepository
  readonly companies: CompanyRepository
  readonly catalogue: CatalogueIds
}

const t0 = new Date('2026-11-01T10:00:00.000Z')
const aManager = (email: string) => ({
  email: email as Email, passwordHash: 'hash', firstName: 'Grace' as PersonName, lastName: 'Hopper' as PersonName, mobileNumber: null,
  role: 'company_manager' as const, isEmailVerified: true, status: { kind: 'active' } as const, createdAt: t0,
})

/** The stored row, or a failure naming the refusal. */
function stored<T extends object>(answer: T | { readonly _tag: string }): T {
  if ('_tag' in answer) expect.fail(`expected a stored row, got ${String(answer._tag)}`)
  return answer
}

export const describeUnitOfWorkContract = (name: string, makeFixture: () => Promise<UnitOfWorkFixture>) =>
  describe(`UnitOfWork contract: ${name}`, () => {
    let f: UnitOfWorkFixture
    beforeEach(async () => { f = await makeFixture() })

    /** Within the work: a manager, and a company of theirs with one product. */
    const writeBoth = async (email: string, product: string) => {
      const manager = stored<User>(await f.users.add(aManager(email)))
      const company = stored<Company>(await f.companies.add(aNewCompany(f.catalogue, manager.id, { products: [product] })))
      return { manager, company }
    }

    it('commits every write of a work that answers Right, and answers the Right as given', async () => {
      const answer = await f.uow.run(async () => E.right(await writeBoth('right@example.com', 'Contract UoW Right Crane')))
      if (E.isLeft(answer)) return expect.fail('the work answered Right')
      const { manager, company } = answer.right
      expect(await f.users.byEmail('right@example.com' as Email)).to.deep.equal(manager)
      expect(await f.companies.byId(company.id)).to.deep.equal(company)
      expect(company.products).to.deep.equal(['Contract UoW Right Crane'])
    })

    it('lets the work read its own writes before it ends', async () => {
      const answer = await f.uow.run(async () => {
        const { manager, company } = await writeBoth('reader@example.com', 'Contract UoW Reader Drill')
        return E.right({
          byEmail: await f.users.byEmail('READER@example.com' as Email), manager,
          byId: await f.companies.byId(company.id), company, owned: await f.companies.countOwnedLocked(manager.id),
        })
      })
      if (E.isLeft(answer)) return expect.fail('the work answered Right')
      expect(answer.right.byEmail).to.deep.equal(answer.right.manager)
      expect(answer.right.byId).to.deep.equal(answer.right.company)
      expect(answer.right.owned).to.equal(1)
    })

    it('rolls back every write of a work that answers Left after writing, and answers the Left as given', async () => {
      const kept = stored<User>(await f.users.add(aManager('kept@example.com')))
      let written: { manager: User; company: Company } | undefined
      const answer = await f.uow.run(async () => {
        written = await writeBoth('left@example.com', 'Contract UoW Left Winch')
        return E.left({ _tag: 'Refused', reason: 'after the writes' } as const)
      })
      expect(answer).to.deep.equal(E.left({ _tag: 'Refused', reason: 'after the writes' }))
      expect(await f.users.byEmail('left@example.com' as Email), 'the account written before the Left').to.equal(undefined)
      expect(await f.users.byId(written!.manager.id)).to.equal(undefined)
      expect(await f.companies.byId(written!.company.id), 'the company written before the Left').to.equal(undefined)
      expect(await f.users.byId(kept.id)).to.deep.equal(kept)
    })

    it('rolls back changes too: a row updated before a Left is as it was', async () => {
      const { manager, company } = await writeBoth('before@example.com', 'Contract UoW Update Press')
      const answer = await f.uow.run(async () => {
        stored<User>(await f.users.update({ ...manager, email: 'after@example.com' as Email, firstName: 'Changed' as PersonName }))
        stored<Company>(await f.companies.save({ ...company, name: 'Changed' as CompanyName, products: ['Contract UoW Update Other'] }))
        return E.left('refused' as const)
      })
      expect(answer).to.deep.equal(E.left('refused'))
      expect(await f.users.byId(manager.id)).to.deep.equal(manager)
      expect(await f.users.byEmail('after@example.com' as Email)).to.equal(undefined)
      expect(await f.companies.byId(company.id)).to.deep.equal(company)
      const next = stored<Company>(await f.companies.save({ ...company, name: 'Saved later' as CompanyName }))
      expect(next.version, 'the version the rolled-back save took is free again').to.equal(company.version + 1)
    })

    it('forgets the product names a refused work introduced', async () => {
      await f.uow.run(async () => {
        await writeBoth('names@example.com', 'Contract UoW Rolled Hoist')
        return E.left('refused')
      })
      const manager = stored<User>(await f.users.add(aManager('names@example.com')))
      const company = stored<Company>(await f.companies.add(aNewCompany(f.catalogue, manager.id, { products: ['contract uow rolled HOIST'] })))
      expect(company.products).to.deep.equal(['contract uow rolled HOIST'])
    })

    it('rolls back the writes of a work that throws, and lets the same error through', async () => {
      const boom = new Error('boom')
      let thrown: unknown
      try {
        await f.uow.run(async () => {
          await writeBoth('thrown@example.com', 'Contract UoW Thrown Jack')
          throw boom
        })
      } catch (err) {
        thrown = err
      }
      expect(thrown).to.equal(boom)
      expect(await f.users.byEmail('thrown@example.com' as Email)).to.equal(undefined)
    })

    it('takes new work after a rollback: what the refused work wrote may be written again', async () => {
      await f.uow.run(async () => {
        await f.users.add(aManager('again@example.com'))
        return E.left('refused')
      })
      const answer = await f.uow.run(async () => E.right(stored<User>(await f.users.add(aManager('again@example.com')))))
      if (E.isLeft(answer)) return expect.fail('the work answered Right')
      expect(await f.users.byEmail('again@example.com' as Email)).to.deep.equal(answer.right)
    })

    it('a unit of work inside another: an inner Left takes back the inner writes only; the outer Right commits its own', async () => {
      const answer = await f.uow.run(async () => {
        await f.users.add(aManager('outer@example.com'))
        const inner = await f.uow.run(async () => {
          await f.users.add(aManager('inner@example.com'))
          return E.left('inner refused' as const)
        })
        return E.right(inner)
      })
      expect(answer).to.deep.equal(E.right(E.left('inner refused')))
      expect(await f.users.byEmail('outer@example.com' as Email)).to.not.equal(undefined)
      expect(await f.users.byEmail('inner@example.com' as Email)).to.equal(undefined)
    })

    it('a unit of work inside another: an outer Left takes back the inner writes too, though the inner one answered Right', async () => {
      const answer = await f.uow.run(async () => {
        await f.uow.run(async () => E.right(await f.users.add(aManager('inner@example.com'))))
        return E.left('outer refused' as const)
      })
      expect(answer).to.deep.equal(E.left('outer refused'))
      expect(await f.users.byEmail('inner@example.com' as Email)).to.equal(undefined)
    })
  })
