import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import type { MediaUseCaseError } from '../../../src/application/media/media-commands'
import { t0, userWith } from '../support/fixtures'
import { admin, individual, mediaInput, mediaUser, mediaWorld, otherManager, owner, ownersPdf, superAdmin } from '../support/media-fixtures'

type World = Awaited<ReturnType<typeof mediaWorld>>

const NOT_MANAGER = { _tag: 'NotAllowed', reason: 'You do not manage this company' } as const
const NOT_MODERATOR = { _tag: 'NotAllowed', reason: 'Only media users and admins moderate' } as const

/** A refusal: the error it answers, every item as it was, no event, and the unit of work rolled back. */
const expectRefused = async (w: World, run: () => Promise<E.Either<MediaUseCaseError, unknown>>, error: MediaUseCaseError) => {
  const before = w.rows()
  expect(await run()).to.deep.equal(E.left(error))
  expect(w.rows()).to.deep.equal(before)
  expect(w.events.published).to.deep.equal([])
  expect(w.uow.outcomes.at(-1)).to.equal('rollback')
}

describe('MediaCommands: publish', () => {
  it('a manager publishes for their approved company: pending while moderation is on, one Submitted event', async () => {
    const w = await mediaWorld('approved')
    const r = await w.commands.publish(owner, w.companyId, mediaInput)
    expect(E.isRight(r) && r.right).to.include({ companyId: w.companyId, status: 'pending', publishedAt: null, title: mediaInput.title })
    expect(w.rows()).to.have.length(1)
    expect(w.events.published.map((e) => [e.type, e.actorId])).to.deep.equal([['MediaItemSubmitted', owner.id]])
    expect(w.uow.outcomes).to.deep.equal(['commit'])
  })

  it('is approved and published at once while moderation is off', async () => {
    const w = await mediaWorld('approved')
    w.settings.with('content', { moderateMediaContent: false })
    await w.commands.publish(owner, w.companyId, mediaInput)
    expect(w.rows()[0]).to.include({ status: 'approved' })
    expect(w.rows()[0].publishedAt).to.deep.equal(t0)
    expect(w.events.published.map((e) => [e.type, e.payload.automatic])).to.deep.equal([['MediaItemSubmitted', undefined], ['MediaItemApproved', true]])
  })

  it('admins publish for any approved company; an uploaded file keeps its stored type and size', async () => {
    for (const actor of [admin, superAdmin]) {
      const w = await mediaWorld('approved')
      const r = await w.commands.publish(actor, w.companyId, { ...mediaInput, type: 'press_kit', attachments: [ownersPdf] })
      expect(E.isRight(r), actor.role).to.equal(true)
      expect(w.rows()[0].attachments).to.deep.equal([{ filename: 'kit.pdf', fileUrl: '/uploads/AAAAAAAA', fileType: 'application/pdf', fileSize: 1234 }])
      expect(w.events.published.map((e) => e.actorId)).to.deep.equal([actor.id])
    }
  })

  it('refuses those who do not manage the company; another manager does not even learn of a pending company', async () => {
    const approved = await mediaWorld('approved')
    for (const actor of [otherManager, individual, mediaUser]) {
      await expectRefused(approved, () => approved.commands.publish(actor, approved.companyId, mediaInput), NOT_MANAGER)
    }
    // Its manager while no longer a company manager (demoted) publishes nothing either.
    await expectRefused(approved, () => approved.commands.publish(userWith(owner.id, 'individual'), approved.companyId, mediaInput), NOT_MANAGER)
    const pending = await mediaWorld('pending')
    await expectRefused(pending, () => pending.commands.publish(otherManager, pending.companyId, mediaInput), { _tag: 'CompanyNotFound' })
    await expectRefused(pending, () => pending.commands.publish(owner, 999, mediaInput), { _tag: 'CompanyNotFound' })
  })

  for (const status of ['pending', 'rejected', 'suspended'] as const) {
    it(`nobody publishes for a ${status} company, not even its manager or an admin`, async () => {
      const w = await mediaWorld(status)
      for (const actor of [owner, admin]) await expectRefused(w, () => w.commands.publish(actor, w.companyId, mediaInput), { _tag: 'CompanyNotApproved' })
    })
  }

  it('asks a manager to verify their email first when the settings say so (not an admin)', async () => {
    const w = await mediaWorld('approved')
    w.settings.with('registration', { requireEmailVerification: true })
    await expectRefused(w, () => w.commands.publish({ ...owner, isEmailVerified: false }, w.companyId, mediaInput), { _tag: 'EmailNotVerified' })
    expect(E.isRight(await w.commands.publish({ ...admin, isEmailVerified: false }, w.companyId, mediaInput))).to.equal(true)
  })

  it('refuses invalid content: an event without a date, a press kit without files, a file uploaded by someone else', async () => {
    const w = await mediaWorld('approved')
    await expectRefused(w, () => w.commands.publish(owner, w.companyId, { ...mediaInput, type: 'event' }),
      { _tag: 'InvalidMedia', fieldErrors: { eventDate: 'An event needs a date' } })
    await expectRefused(w, () => w.commands.publish(owner, w.companyId, { ...mediaInput, type: 'press_kit' }),
      { _tag: 'InvalidMedia', fieldErrors: { attachments: 'A press kit needs at least one file' } })
    const otherCompany = await w.companies.add({ ...w.companies.companies.get(w.companyId)!, managerId: otherManager.id })
    await expectRefused(w, () => w.commands.publish(otherManager, otherCompany.id, { ...mediaInput, attachments: [ownersPdf] }),
      { _tag: 'InvalidMedia', fieldErrors: { 'attachments.0': 'Unknown file: upload it first' } })
  })

  it('stops at the per-company limit of the settings', async () => {
    const w = await mediaWorld('approved')
    w.settings.with('content', { maxMediaItemsPerCompany: 2 })
    for (let i = 0; i < 2; i++) expect(E.isRight(await w.commands.publish(owner, w.companyId, mediaInput))).to.equal(true)
    w.events.published.length = 0
    await expectRefused(w, () => w.commands.publish(owner, w.companyId, mediaInput), { _tag: 'MediaLimitReached', limit: 2 })
    expect(w.rows()).to.have.length(2)
  })

  it('leaves no item when the work fails after the item was written', async () => {
    const w = await mediaWorld('approved')
    w.events.publish = () => Promise.reject(new Error('event log unavailable'))
    let thrown: unknown
    await w.commands.publish(owner, w.companyId, mediaInput).catch((e: unknown) => { thrown = e })
    expect(thrown).to.be.an('error')
    expect(w.rows()).to.deep.equal([])
    expect(w.uow.outcomes).to.deep.equal(['rollback'])
  })
})

describe('MediaCommands: edit (a PATCH)', () => {
  for (const from of ['approved', 'rejected'] as const) {
    it(`its manager's edit of a${from === 'approved' ? 'n' : ''} ${from} item sends it back to review, with a resubmitted Edited event`, async () => {
      const w = await mediaWorld('approved')
      const item = await w.anItem(from)
      const r = await w.commands.edit(owner, item.id, { title: 'Acme opens a Porto office' })
      expect(E.isRight(r)).to.equal(true)
      expect(w.media.items.get(item.id)).to.include({ title: 'Acme opens a Porto office', status: 'pending', rejectionReason: null })
      expect(w.events.published.map((e) => [e.type, e.actorId, e.payload.resubmitted])).to.deep.equal([['MediaItemEdited', owner.id, true]])
    })
  }

  it('changes only the fields given and keeps the others, the attachments included', async () => {
    const w = await mediaWorld('approved')
    const eventDate = new Date('2026-12-01T09:00:00Z')
    const pdf = { filename: 'kit.pdf', fileUrl: '/uploads/AAAAAAAA', fileType: 'application/pdf', fileSize: 1234 }
    const item = await w.anItem('pending', { type: 'event', eventDate, eventLocation: 'Lisbon', attachments: [pdf], thumbnailUrl: '/uploads/BBBBBBBB' })
    expect(E.isRight(await w.commands.edit(owner, item.id, { content: 'Doors open at nine.' }))).to.equal(true)
    expect(w.media.items.get(item.id)).to.deep.equal({ ...item, content: 'Doors open at nine.' })
    expect(E.isRight(await w.commands.edit(owner, item.id, { attachments: [] }))).to.equal(true)
    expect(w.media.items.get(item.id)).to.deep.equal({ ...item, content: 'Doors open at nine.', attachments: [] })
  })

  it('checks the item as it will be: a change of type to event needs a date, and leaving events drops date and place', async () => {
    const w = await mediaWorld('approved')
    const item = await w.anItem('approved')
    await expectRefused(w, () => w.commands.edit(owner, item.id, { type: 'event' }), { _tag: 'InvalidMedia', fieldErrors: { eventDate: 'An event needs a date' } })
    const event = await w.anItem('pending', { type: 'event', eventDate: t0, eventLocation: 'Lisbon' })
    expect(E.isRight(await w.commands.edit(owner, event.id, { type: 'news' }))).to.equal(true)
    expect(w.media.items.get(event.id)).to.include({ type: 'news', eventDate: null, eventLocation: null })
  })

  it('an edit that changes nothing writes nothing: no event, and a published item stays published', async () => {
    const w = await mediaWorld('approved')
    const item = await w.anItem('approved')
    for (const changes of [{}, { title: item.title, content: item.content }, { attachments: [] }]) {
      expect(await w.commands.edit(owner, item.id, changes)).to.deep.equal(E.right(item))
    }
    expect(w.media.items.get(item.id)).to.equal(item)
    expect(w.events.published).to.deep.equal([])
  })

  it("an admin's edit, or any edit while moderation is off, keeps the item's status", async () => {
    const w = await mediaWorld('approved')
    const item = await w.anItem('approved')
    await w.commands.edit(admin, item.id, { title: 'Edited by an admin' })
    expect(w.media.items.get(item.id)).to.include({ status: 'approved', title: 'Edited by an admin' })
    w.settings.with('content', { moderateMediaContent: false })
    await w.commands.edit(owner, item.id, { title: 'Edited by its manager' })
    expect(w.media.items.get(item.id)).to.include({ status: 'approved', title: 'Edited by its manager' })
    expect(w.events.published.map((e) => [e.type, e.actorId, e.payload.resubmitted])).to.deep.equal([['MediaItemEdited', admin.id, undefined], ['MediaItemEdited', owner.id, undefined]])
  })

  it('refuses others: a published item is not theirs; an unpublished one is no item to them, but moderators learn it exists', async () => {
    const w = await mediaWorld('approved')
    const approved = await w.anItem('approved')
    const pending = await w.anItem('pending')
    for (const actor of [otherManager, individual, mediaUser]) await expectRefused(w, () => w.commands.edit(actor, approved.id, { title: 'Taken' }), NOT_MANAGER)
    for (const actor of [otherManager, individual]) await expectRefused(w, () => w.commands.edit(actor, pending.id, { title: 'Taken' }), { _tag: 'MediaNotFound' })
    await expectRefused(w, () => w.commands.edit(mediaUser, pending.id, { title: 'Taken' }), NOT_MANAGER)
    await expectRefused(w, () => w.commands.edit(userWith(owner.id, 'individual'), approved.id, { title: 'Taken' }), NOT_MANAGER)
    await expectRefused(w, () => w.commands.edit(admin, 999, { title: 'Taken' }), { _tag: 'MediaNotFound' })
  })
})

describe('MediaCommands: delete', () => {
  it('its manager and admins delete an item, with a Deleted event by them', async () => {
    for (const actor of [owner, admin, superAdmin]) {
      const w = await mediaWorld('approved')
      const item = await w.anItem('approved')
      expect(await w.commands.delete(actor, item.id)).to.deep.equal(E.right(undefined))
      expect(w.rows()).to.deep.equal([])
      expect(w.events.published.map((e) => [e.type, e.actorId, e.aggregateId])).to.deep.equal([['MediaItemDeleted', actor.id, String(item.id)]])
    }
  })

  it('refuses everyone else and keeps the item', async () => {
    const w = await mediaWorld('approved')
    const approved = await w.anItem('approved')
    const rejected = await w.anItem('rejected')
    for (const actor of [otherManager, individual, mediaUser]) await expectRefused(w, () => w.commands.delete(actor, approved.id), NOT_MANAGER)
    for (const actor of [otherManager, individual]) await expectRefused(w, () => w.commands.delete(actor, rejected.id), { _tag: 'MediaNotFound' })
    await expectRefused(w, () => w.commands.delete(mediaUser, rejected.id), NOT_MANAGER)
    await expectRefused(w, () => w.commands.delete(owner, 999), { _tag: 'MediaNotFound' })
  })
})

describe('MediaCommands: moderate', () => {
  it('media users and admins approve a pending item: published now, an Approved event by them', async () => {
    for (const actor of [mediaUser, admin, superAdmin]) {
      const w = await mediaWorld('approved')
      const item = await w.anItem('pending')
      const r = await w.commands.moderate(actor, item.id, 'approved', null)
      expect(E.isRight(r) && r.right, actor.role).to.include({ status: 'approved' })
      expect(w.media.items.get(item.id)!.publishedAt).to.deep.equal(t0)
      expect(w.events.published.map((e) => [e.type, e.actorId])).to.deep.equal([['MediaItemApproved', actor.id]])
    }
  })

  it('rejects with a reason for the manager; a rejected item may be approved, an approved one rejected', async () => {
    const w = await mediaWorld('approved')
    const item = await w.anItem('pending')
    await w.commands.moderate(mediaUser, item.id, 'rejected', 'Off topic')
    expect(w.media.items.get(item.id)).to.include({ status: 'rejected', rejectionReason: 'Off topic' })
    await w.commands.moderate(mediaUser, item.id, 'approved', null)
    expect(w.media.items.get(item.id)).to.include({ status: 'approved', rejectionReason: null })
    await w.commands.moderate(mediaUser, item.id, 'rejected', ' Wrong picture ')
    expect(w.media.items.get(item.id)).to.include({ status: 'rejected', rejectionReason: 'Wrong picture' })
    expect(w.events.published.map((e) => [e.type, e.payload.reason])).to.deep.equal([
      ['MediaItemRejected', 'Off topic'], ['MediaItemApproved', undefined], ['MediaItemRejected', 'Wrong picture'],
    ])
  })

  it('refuses a rejection without a reason, and leaves the item and the events as they were', async () => {
    const w = await mediaWorld('approved')
    const item = await w.anItem('pending')
    for (const blank of [null, '  ']) {
      await expectRefused(w, () => w.commands.moderate(mediaUser, item.id, 'rejected', blank), { _tag: 'InvalidMedia', fieldErrors: { reason: 'Please give a reason for the rejection' } })
    }
    expect(w.media.items.get(item.id)).to.include({ status: 'pending', rejectionReason: null })
  })

  it('refuses a move to the state the item is in', async () => {
    const w = await mediaWorld('approved')
    for (const status of ['approved', 'rejected'] as const) {
      const item = await w.anItem(status)
      await expectRefused(w, () => w.commands.moderate(mediaUser, item.id, status, 'A reason'), { _tag: 'IllegalModeration', from: status, to: status })
    }
  })

  it('refuses those who do not moderate (its own manager included), and an unknown item', async () => {
    const w = await mediaWorld('approved')
    const item = await w.anItem('pending')
    for (const actor of [owner, otherManager, individual]) await expectRefused(w, () => w.commands.moderate(actor, item.id, 'approved', null), NOT_MODERATOR)
    await expectRefused(w, () => w.commands.moderate(mediaUser, 999, 'approved', null), { _tag: 'MediaNotFound' })
  })
})
