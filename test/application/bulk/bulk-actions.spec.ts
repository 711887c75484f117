// Bulk actions (docs/ubiquitous-language/bulk-action.md): each row through the single action's command,
import { inMemoryVerification } from '../../../src/adapters/in-memory/in-memory-passports'
// each in its own unit of work: a refused row is left as it was, with no event; the others commit.
import { expect } from 'chai'
import { InMemorySessions } from '../../../src/adapters/in-memory/in-memory-account'
import { InMemoryCompanyRepository, inMemoryCatalogue } from '../../../src/adapters/in-memory/in-memory-company.repository'
import { InMemoryEventPublisher, InMemorySettings, InMemoryUnitOfWork, plainTextHasher } from '../../../src/adapters/in-memory/in-memory-support'
import { InMemoryUserAdminStore } from '../../../src/adapters/in-memory/in-memory-user-admin'
import { InMemoryUserRepository } from '../../../src/adapters/in-memory/in-memory-user.repository'
import { AccountSuspension } from '../../../src/application/admin/account-suspension'
import { BulkUserActions } from '../../../src/application/admin/bulk-user-actions'
import { ResendVerificationEmail } from '../../../src/application/admin/resend-verification'
import { UserAdministration } from '../../../src/application/admin/user-admin'
import { eachRow } from '../../../src/application/bulk/bulk-action'
import { BulkCompanyActions } from '../../../src/application/company/commands/bulk-company-actions'
import { CompanyCommands } from '../../../src/application/company/commands/company-commands'
import { BulkMediaActions } from '../../../src/application/media/bulk-media-actions'
import { createCompany, type CompanyStatus } from '../../../src/domain/company/company'
import { fixedClock } from '../../../src/domain/shared/clock'
import * as E from 'fp-ts/lib/Either.js'
import { addUser, companyProfile, t0, userWith } from '../support/fixtures'
import { admin as mediaAdmin, mediaWorld } from '../support/media-fixtures'
import { admin as exhibitionAdmin, exhibitionWorld, owner } from '../support/exhibition-fixtures'
import { BulkParticipantActions } from '../../../src/application/exhibition/bulk-participant-actions'

const admin = userWith(1, 'admin')
const manager = userWith(2, 'company_manager')

describe('bulk actions', () => {
  describe('companies', () => {
    const setUp = async (...statuses: CompanyStatus[]) => {
      const companies = new InMemoryCompanyRepository()
      const events = new InMemoryEventPublisher()
      const uow = new InMemoryUnitOfWork([companies, events])
      const ids: number[] = []
      for (const status of statuses) ids.push((await companies.add({ ...createCompany(companyProfile, manager.id, true, t0), status })).id)
      const bulk = new BulkCompanyActions(new CompanyCommands(companies, inMemoryCatalogue([10], [20]), events, uow, fixedClock(t0), inMemoryVerification()), companies, uow)
      const stored = (id: number) => companies.companies.get(id)
      return { companies, events, uow, bulk, ids, stored }
    }

    it('approves the pending rows and refuses the approved one and the missing one, leaving them as they were', async () => {
      const { bulk, ids: [a, b, c], stored, events, uow } = await setUp('pending', 'approved', 'pending')
      const before = stored(b)
      const r = await bulk.run(admin, [a, b, 999, c], { action: 'approve' })
      expect(r.rows).to.deep.equal([
        { id: a, outcome: 'done' },
        { id: b, outcome: 'refused', error: { _tag: 'IllegalCompanyTransition', from: 'approved', action: 'approve' } },
        { id: 999, outcome: 'refused', error: { _tag: 'CompanyNotFound' } },
        { id: c, outcome: 'done' },
      ])
      expect([r.done, r.refused]).to.deep.equal([2, 2])
      expect(stored(a)!.status).to.equal('approved')
      expect(stored(c)!.status).to.equal('approved')
      expect(stored(b)).to.deep.equal(before)
      expect(events.published.map((e) => [e.type, e.aggregateId])).to.deep.equal([['CompanyApproved', String(a)], ['CompanyApproved', String(c)]])
      // Each row's outcome, the command's own unit of work joined in the row's.
      expect(uow.outcomes).to.deep.equal(['commit', 'commit', 'rollback', 'rollback', 'rollback', 'rollback', 'commit', 'commit'])
    })

    it('approve leaves a suspended company suspended, and reinstate touches only suspended ones', async () => {
      const { bulk, ids: [pending, suspended], stored, events } = await setUp('pending', 'suspended')
      const approved = await bulk.run(admin, [suspended], { action: 'approve' })
      expect(approved.rows).to.deep.equal([{ id: suspended, outcome: 'refused', error: { _tag: 'IllegalCompanyTransition', from: 'suspended', action: 'approve' } }])
      const reinstated = await bulk.run(admin, [pending, suspended], { action: 'reinstate' })
      expect(reinstated.rows).to.deep.equal([
        { id: pending, outcome: 'refused', error: { _tag: 'IllegalCompanyTransition', from: 'pending', action: 'reinstate' } },
        { id: suspended, outcome: 'done' },
      ])
      expect([stored(pending)!.status, stored(suspended)!.status]).to.deep.equal(['pending', 'approved'])
      expect(events.published.map((e) => e.type)).to.deep.equal(['CompanyReinstated'])
    })

    it('rejects with the one reason on every row, and runs a repeated id once', async () => {
      const { bulk, ids: [a, b], stored, events } = await setUp('pending', 'pending')
      const r = await bulk.run(admin, [a, b, a], { action: 'reject', reason: 'Incomplete profile' })
      expect(r.rows.map((row) => row.outcome)).to.deep.equal(['done', 'done'])
      expect([stored(a)!.rejectionReason, stored(b)!.rejectionReason]).to.deep.equal(['Incomplete profile', 'Incomplete profile'])
      expect(events.published.map((e) => e.payload.reason)).to.deep.equal(['Incomplete profile', 'Incomplete profile'])
    })

    it('verifies approved rows and refuses a pending one with the single action\'s error', async () => {
      const { bulk, ids: [a, b], stored, events } = await setUp('approved', 'pending')
      const r = await bulk.run(admin, [a, b], { action: 'verify' })
      expect(r.rows[1]).to.deep.equal({ id: b, outcome: 'refused', error: { _tag: 'CompanyNotApproved', status: 'pending' } })
      expect([stored(a)!.isVerified, stored(b)!.isVerified]).to.deep.equal([true, false])
      expect(events.published.map((e) => e.type)).to.deep.equal(['CompanyVerified'])
    })

    it('refuses every row to a manager, as the single action does, and changes nothing', async () => {
      const { bulk, ids, events, stored } = await setUp('pending', 'pending')
      const r = await bulk.run(manager, ids, { action: 'approve' })
      expect(r.rows.map((row) => row.outcome === 'refused' && row.error)).to.deep.equal(ids.map(() => ({ _tag: 'NotAllowed', reason: 'Only admins do this' })))
      const reinstate = await bulk.run(manager, ids, { action: 'reinstate' })
      expect(reinstate.rows.map((row) => row.outcome === 'refused' && row.error)).to.deep.equal(ids.map(() => ({ _tag: 'NotAllowed', reason: 'Only admins do this' })))
      expect(ids.map((id) => stored(id)!.status)).to.deep.equal(['pending', 'pending'])
      expect(events.published).to.deep.equal([])
    })

    it('deletes the rows that exist and says which did not', async () => {
      const { bulk, ids: [a], stored, events } = await setUp('rejected')
      const r = await bulk.run(admin, [a, 42], { action: 'delete' })
      expect(r.rows.map((row) => row.outcome)).to.deep.equal(['done', 'refused'])
      expect(stored(a)).to.equal(undefined)
      expect(events.published.map((e) => e.type)).to.deep.equal(['CompanyDeleted'])
    })
  })

  describe('media items', () => {
    it('rejects with the reason, and leaves an item already rejected as it was', async () => {
      const w = await mediaWorld()
      const pending = await w.anItem('pending')
      const rejected = await w.anItem('rejected')
      const before = w.media.items.get(rejected.id)
      const r = await new BulkMediaActions(w.commands).run(mediaAdmin, [pending.id, rejected.id], { action: 'reject', reason: 'Not press material' })
      expect(r.rows).to.deep.equal([
        { id: pending.id, outcome: 'done' },
        { id: rejected.id, outcome: 'refused', error: { _tag: 'IllegalModeration', from: 'rejected', to: 'rejected' } },
      ])
      expect(w.media.items.get(pending.id)).to.include({ status: 'rejected', rejectionReason: 'Not press material' })
      expect(w.media.items.get(rejected.id)).to.deep.equal(before)
      expect(w.events.published.map((e) => [e.type, e.aggregateId])).to.deep.equal([['MediaItemRejected', String(pending.id)]])
    })
  })

  describe('applications to an exhibition', () => {
    it("confirms this exhibition's applications and refuses another exhibition's, which stays pending", async () => {
      const w = exhibitionWorld()
      const one = await w.addExhibition()
      const two = await w.addExhibition({ name: 'Other Expo' })
      const applied: number[] = []
      for (const exhibition of [one, one, two]) {
        const company = await w.addCompany(owner.id)
        const r = await w.commands.applyWith(owner, exhibition.id, company.id, { participationLevel: null, specialRequirements: null })
        if (E.isLeft(r)) throw new Error(r.left._tag)
        applied.push(r.right.id)
      }
      const [p1, p2, other] = applied
      const before = w.participations.participations.get(other)
      const published = w.events.published.length
      const r = await new BulkParticipantActions(w.commands).run(exhibitionAdmin, one.id, [p1, other, p2], { action: 'confirm' })
      expect(r.rows).to.deep.equal([
        { id: p1, outcome: 'done' }, { id: other, outcome: 'refused', error: { _tag: 'ParticipationNotFound' } }, { id: p2, outcome: 'done' },
      ])
      expect([p1, p2].map((id) => w.participations.participations.get(id)!.status)).to.deep.equal(['approved', 'approved'])
      expect(w.participations.participations.get(other)).to.deep.equal(before)
      expect(w.events.published.slice(published).map((e) => e.type)).to.deep.equal(['ParticipationConfirmed', 'ParticipationConfirmed'])
    })
  })

  describe('users', () => {
    const setUp = async () => {
      const users = new InMemoryUserRepository()
      const companies = new InMemoryCompanyRepository()
      const store = new InMemoryUserAdminStore(users, companies)
      const sessions = new InMemorySessions()
      const events = new InMemoryEventPublisher()
      const settings = new InMemorySettings()
      const uow = new InMemoryUnitOfWork([users, store, sessions, events])
      const clock = fixedClock(t0)
      const bulk = new BulkUserActions(
        new UserAdministration(users, store, companies, plainTextHasher, sessions, events, uow, settings, clock),
        new AccountSuspension(users, store, sessions, events, uow, clock),
        new ResendVerificationEmail(users, { issue: async () => E.right('token') } as never, events, uow, settings, clock),
      )
      const actor = await addUser(users, 'super_admin')
      const a = await addUser(users, 'individual')
      const b = await addUser(users, 'company_manager')
      return { users, events, bulk, actor, a, b }
    }

    it('suspends the others and refuses the acting super admin\'s own account, which stays active', async () => {
      const { bulk, actor, a, b, users, events } = await setUp()
      const r = await bulk.suspend(actor, [a.id, actor.id, b.id], 'Spam')
      expect(r.rows).to.deep.equal([
        { id: a.id, outcome: 'done' },
        { id: actor.id, outcome: 'refused', error: { _tag: 'CannotSuspendSelf' } },
        { id: b.id, outcome: 'done' },
      ])
      expect([a, actor, b].map((u) => users.users.get(u.id)!.status.kind)).to.deep.equal(['suspended', 'active', 'suspended'])
      expect(events.published.map((e) => [e.type, e.aggregateId])).to.deep.equal([['UserSuspended', String(a.id)], ['UserSuspended', String(b.id)]])
    })
  })

  it('runs nothing for no rows, and lets a fault through (the rows before it stay done)', async () => {
    expect(await eachRow([], async () => E.right(undefined))).to.deep.equal({ rows: [], done: 0, refused: 0 })
    const seen: number[] = []
    let failure: unknown
    try {
      await eachRow([1, 2, 3], async (id) => {
        if (id === 2) throw new Error('connection lost')
        seen.push(id)
        return E.right(undefined)
      })
    } catch (err) { failure = err }
    expect((failure as Error).message).to.equal('connection lost')
    expect(seen).to.deep.equal([1])
  })
})
