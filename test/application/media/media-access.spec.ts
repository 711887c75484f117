import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { InMemoryAccessRequestRepository } from '../../../src/adapters/in-memory/in-memory-media.repository'
import { InMemoryEventPublisher, InMemoryUnitOfWork } from '../../../src/adapters/in-memory/in-memory-support'
import { InMemoryUserRepository } from '../../../src/adapters/in-memory/in-memory-user.repository'
import { MediaAccessCommands, type MediaAccessError } from '../../../src/application/media/media-access'
import { fixedClock } from '../../../src/domain/shared/clock'
import type { Role } from '../../../src/domain/user/role'
import type { User } from '../../../src/domain/user/user'
import { t0, userWith } from '../support/fixtures'

const world = async () => {
  const users = new InMemoryUserRepository()
  const requests = new InMemoryAccessRequestRepository()
  const events = new InMemoryEventPublisher()
  const uow = new InMemoryUnitOfWork([users, requests, events])
  const ended: number[] = []
  const commands = new MediaAccessCommands(requests, users, { endAllFor: async (id) => { ended.push(id); return 1 } }, events, uow, fixedClock(t0))
  const aUser = async (role: Role): Promise<User> => {
    const added = await users.add({ ...userWith(0, role), email: `${role}-${users.users.size + 1}@example.com` as User['email'] })
    if ('_tag' in added) throw new Error('email taken')
    return added
  }
  const admin = await aUser('admin')
  /** A user of that role who has asked for media access; the events of asking are cleared. */
  const asking = async (role: Role) => {
    const user = await aUser(role)
    const asked = await commands.request(user, null)
    if (E.isLeft(asked)) throw new Error('refused')
    events.published.length = 0
    return { user, requestId: asked.right.id }
  }
  /** Everything a refusal must leave as it was. */
  const state = () => ({ users: [...users.users.values()], requests: [...requests.requests.values()], events: [...events.published], ended: [...ended] })
  return { users, requests, events, uow, commands, ended, aUser, asking, admin, state }
}
type World = Awaited<ReturnType<typeof world>>

const expectRefused = async (w: World, run: () => Promise<E.Either<MediaAccessError, unknown>>, error: MediaAccessError) => {
  const before = w.state()
  expect(await run()).to.deep.equal(E.left(error))
  expect(w.state()).to.deep.equal(before)
  expect(w.uow.outcomes.at(-1)).to.equal('rollback')
}

describe('MediaAccessCommands: request', () => {
  it('an individual or a company manager asks: a pending request and a Requested event with their name', async () => {
    for (const role of ['individual', 'company_manager'] as const) {
      const w = await world()
      const user = await w.aUser(role)
      const r = await w.commands.request(user, 'I write for Robotics Weekly')
      expect(E.isRight(r) && r.right, role).to.include({ userId: user.id, status: 'pending', message: 'I write for Robotics Weekly' })
      expect(w.events.published.map((e) => [e.type, e.actorId, e.payload])).to.deep.equal([['MediaAccessRequested', user.id, { userName: 'Grace Hopper', userId: user.id }]])
    }
  })

  it('asking again while a request is open answers that request and writes nothing', async () => {
    const w = await world()
    const user = await w.aUser('individual')
    const first = await w.commands.request(user, null)
    const again = await w.commands.request(user, 'Please')
    expect(again).to.deep.equal(first)
    expect(w.requests.requests.size).to.equal(1)
    expect(w.events.published).to.have.length(1)
  })

  it('after a refusal, one may ask again', async () => {
    const w = await world()
    const user = await w.aUser('individual')
    const first = await w.commands.request(user, null)
    if (E.isLeft(first)) throw new Error('refused')
    await w.commands.decide(w.admin, first.right.id, 'rejected')
    const second = await w.commands.request(user, null)
    expect(E.isRight(second) && second.right.id).to.not.equal(first.right.id)
  })

  it('media users and admins already have media access', async () => {
    const w = await world()
    for (const role of ['media', 'admin', 'super_admin'] as const) {
      const user = await w.aUser(role)
      await expectRefused(w, () => w.commands.request(user, null), { _tag: 'AlreadyMedia' })
    }
  })

  it('the store keeps at most one pending request per user, as the database does', async () => {
    const requests = new InMemoryAccessRequestRepository()
    await requests.add(7, null, t0)
    let thrown: unknown
    await requests.add(7, null, t0).catch((e: unknown) => { thrown = e })
    expect(thrown).to.be.an('error')
  })
})

describe('MediaAccessCommands: decide', () => {
  it('an admin grants it: the user becomes a media user, their sessions end, Granted and RoleChanged events', async () => {
    const w = await world()
    const { user, requestId } = await w.asking('individual')
    expect(await w.commands.decide(w.admin, requestId, 'approved')).to.deep.equal(E.right(undefined))
    expect(w.requests.requests.get(requestId)).to.include({ status: 'approved', decidedBy: w.admin.id })
    expect(w.users.users.get(user.id)!.role).to.equal('media')
    expect(w.ended).to.deep.equal([user.id])
    expect(w.events.published.map((e) => [e.type, e.actorId])).to.deep.equal([['MediaAccessGranted', w.admin.id], ['UserRoleChanged', w.admin.id]])
    expect(w.events.published[1].payload).to.include({ from: 'individual', to: 'media' })
  })

  it('an admin refuses it: the role stays, no session ends, one Refused event', async () => {
    const w = await world()
    const { user, requestId } = await w.asking('company_manager')
    await w.commands.decide(w.admin, requestId, 'rejected')
    expect(w.requests.requests.get(requestId)!.status).to.equal('rejected')
    expect(w.users.users.get(user.id)!.role).to.equal('company_manager')
    expect(w.ended).to.deep.equal([])
    expect(w.events.published.map((e) => e.type)).to.deep.equal(['MediaAccessRefused'])
  })

  it('granting it to someone who became an admin meanwhile changes no role', async () => {
    const w = await world()
    const { user, requestId } = await w.asking('individual')
    await w.users.update({ ...user, role: 'admin' })
    await w.commands.decide(w.admin, requestId, 'approved')
    expect(w.users.users.get(user.id)!.role).to.equal('admin')
    expect(w.events.published.map((e) => e.type)).to.deep.equal(['MediaAccessGranted'])
  })

  it('refuses those who are not admins, an unknown request, a decided one, and one whose user is gone', async () => {
    const w = await world()
    const { requestId } = await w.asking('individual')
    for (const role of ['media', 'company_manager', 'individual'] as const) {
      const actor = await w.aUser(role)
      await expectRefused(w, () => w.commands.decide(actor, requestId, 'approved'), { _tag: 'NotAllowed' })
    }
    await expectRefused(w, () => w.commands.decide(w.admin, 999, 'approved'), { _tag: 'RequestNotFound' })
    await w.commands.decide(w.admin, requestId, 'rejected')
    await expectRefused(w, () => w.commands.decide(w.admin, requestId, 'approved'), { _tag: 'RequestAlreadyDecided' })
    const gone = await w.aUser('individual')
    const orphan = await w.commands.request(gone, null)
    if (E.isLeft(orphan)) throw new Error('refused')
    await w.users.remove(gone.id)
    await expectRefused(w, () => w.commands.decide(w.admin, orphan.right.id, 'approved'), { _tag: 'RequestNotFound' })
  })
})
