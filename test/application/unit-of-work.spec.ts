import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { InMemoryEventPublisher, InMemoryUnitOfWork } from '../../src/adapters/in-memory/in-memory-support'
import { InMemoryUserRepository } from '../../src/adapters/in-memory/in-memory-user.repository'
import type { Email } from '../../src/domain/user/email'
import type { PersonName } from '../../src/domain/user/person-name'

const t0 = new Date('2026-11-01T10:00:00Z')
const newUser = (email: string) => ({ email: email as Email, passwordHash: 'x', firstName: 'A' as PersonName, lastName: 'B' as PersonName, mobileNumber: null, role: 'individual' as const, isEmailVerified: false, status: { kind: 'active' } as const, createdAt: t0 })
const event = { type: 'UserRegistered', aggregateType: 'user', aggregateId: '1', actorId: 1, occurredAt: t0, payload: {} }

describe('the in-memory unit of work', () => {
  it('commits what a work answering Right wrote', async () => {
    const users = new InMemoryUserRepository()
    const events = new InMemoryEventPublisher()
    const uow = new InMemoryUnitOfWork([users, events])
    const r = await uow.run(async () => {
      await users.add(newUser('a@example.com'))
      await events.publish([event])
      return E.right('done')
    })
    expect(r).to.deep.equal(E.right('done'))
    expect(users.users.size).to.equal(1)
    expect(events.published).to.have.length(1)
    expect(uow.outcomes).to.deep.equal(['commit'])
  })

  it('takes back every row and event of a work that refuses after writing, and answers the refusal', async () => {
    const users = new InMemoryUserRepository()
    const events = new InMemoryEventPublisher()
    await users.add(newUser('kept@example.com'))
    const uow = new InMemoryUnitOfWork([users, events])
    const r = await uow.run(async () => {
      await users.add(newUser('a@example.com'))
      await events.publish([event])
      return E.left({ _tag: 'Refused' } as const)
    })
    expect(r).to.deep.equal(E.left({ _tag: 'Refused' }))
    expect([...users.users.values()].map((u) => u.email)).to.deep.equal(['kept@example.com'])
    expect(events.published).to.deep.equal([])
    expect(uow.outcomes).to.deep.equal(['rollback'])
    // Ids are not reused after a rollback as they would be after a delete: the store is as it was.
    const again = await users.add(newUser('b@example.com'))
    expect(again).to.include({ id: 2 })
  })

  it('takes back the writes of a work that throws, and lets the error through', async () => {
    const users = new InMemoryUserRepository()
    const uow = new InMemoryUnitOfWork([users])
    let thrown: unknown
    try {
      await uow.run(async () => {
        await users.add(newUser('a@example.com'))
        throw new Error('boom')
      })
    } catch (err) {
      thrown = err
    }
    expect((thrown as Error).message).to.equal('boom')
    expect(users.users.size).to.equal(0)
    expect(uow.outcomes).to.deep.equal(['rollback'])
  })
})
