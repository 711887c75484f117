import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import {
  edit, mediaDeleted, moderate, reserveMediaSlot, submissionEvents, submit, validateContent,
  type MediaContent, type MediaItem,
} from '../../../src/domain/media/media-item'
import type { MediaStatus } from '../../../src/domain/media/media-type'

const created = new Date('2026-11-20T10:00:00Z')
const firstApproval = new Date('2026-11-21T09:00:00Z')
const later = new Date('2026-11-25T16:30:00Z')

const content = (over: Partial<MediaContent> = {}): MediaContent => ({
  title: 'Navigli opens Lisbon office', content: 'We are growing.', type: 'press_release', thumbnailUrl: null,
  eventDate: null, eventLocation: null, attachments: [], ...over,
})
const item = (status: MediaStatus, over: Partial<MediaItem> = {}): MediaItem => ({
  ...content(), id: 7, companyId: 9, status, publishedAt: status === 'approved' ? firstApproval : null,
  rejectionReason: status === 'rejected' ? 'Wrong logo' : null, createdAt: created, ...over,
})
const pdf = { filename: 'Press kit.pdf', fileUrl: '/uploads/AAAAAAAAAAAAAAAAAAAAAAAA', fileType: 'application/pdf', fileSize: 1234 }

/** The decision of a move that must be allowed. */
const moved = (m: MediaItem, to: MediaStatus, at = later, reason: string | null = to === 'rejected' ? 'Off topic' : null) => {
  const r = moderate(m, to, 3, at, reason)
  if (E.isLeft(r)) throw new Error(`${m.status} → ${to} refused: ${JSON.stringify(r.left)}`)
  return r.right
}

describe('MediaItem: submission', () => {
  it('waits for moderation while it is on: pending, not published, one Submitted event', () => {
    const m = { ...submit(9, content(), true, created), id: 7 }
    expect(m).to.include({ companyId: 9, status: 'pending', publishedAt: null, rejectionReason: null, createdAt: created })
    expect(submissionEvents(m, 5).map((e) => [e.type, e.actorId, e.aggregateId])).to.deep.equal([['MediaItemSubmitted', 5, '7']])
  })

  it('is approved and published at once while moderation is off, and says so with an automatic approval', () => {
    const m = { ...submit(9, content(), false, created), id: 7 }
    expect(m).to.include({ status: 'approved', publishedAt: created })
    const events = submissionEvents(m, 5)
    expect(events.map((e) => e.type)).to.deep.equal(['MediaItemSubmitted', 'MediaItemApproved'])
    expect(events[1].payload).to.include({ automatic: true, companyId: 9, title: 'Navigli opens Lisbon office', mediaType: 'press_release' })
  })
})

describe('MediaItem: moderation', () => {
  it('pending → approved publishes it now and clears any reason', () => {
    const d = moved(item('pending'), 'approved', firstApproval)
    expect(d.state).to.include({ status: 'approved', publishedAt: firstApproval, rejectionReason: null })
    expect(d.events.map((e) => [e.type, e.actorId, e.occurredAt])).to.deep.equal([['MediaItemApproved', 3, firstApproval]])
  })

  it('pending → rejected keeps it unpublished, with the reason for the manager', () => {
    const d = moved(item('pending'), 'rejected', later, 'Wrong logo')
    expect(d.state).to.include({ status: 'rejected', publishedAt: null, rejectionReason: 'Wrong logo' })
    expect(d.events.map((e) => e.type)).to.deep.equal(['MediaItemRejected'])
    expect(d.events[0].payload).to.include({ reason: 'Wrong logo' })
  })

  it('approved → rejected takes it down but keeps its first publication date', () => {
    const d = moved(item('approved'), 'rejected', later, 'Outdated')
    expect(d.state).to.include({ status: 'rejected', publishedAt: firstApproval, rejectionReason: 'Outdated' })
  })

  it('rejected → approved publishes it again, clearing the reason', () => {
    const d = moved(item('rejected'), 'approved')
    expect(d.state).to.include({ status: 'approved', rejectionReason: null, publishedAt: later })
  })

  it('publishedAt is set at the first approval only: approve, reject, approve keeps the first date', () => {
    const approved = moved(item('pending'), 'approved', firstApproval).state
    const rejected = moved(approved, 'rejected', later).state
    const again = moved(rejected, 'approved', new Date('2026-12-01T08:00:00Z')).state
    expect(again).to.include({ status: 'approved', publishedAt: firstApproval })
  })

  it('a rejection needs a reason (trimmed); nothing is decided without one', () => {
    for (const blank of [null, '', '   ']) {
      expect(moderate(item('pending'), 'rejected', 3, later, blank)).to.deep.equal(E.left({ _tag: 'InvalidMedia', fieldErrors: { reason: 'Please give a reason for the rejection' } }))
    }
    const d = moved(item('pending'), 'rejected', later, '  Blurry photo ')
    expect(d.state.rejectionReason).to.equal('Blurry photo')
    expect(d.events[0].payload).to.deep.include({ reason: 'Blurry photo' })
  })

  it('approved → pending returns it to review (the undo of a quick approval), keeping its first publication date', () => {
    const d = moved(item('approved'), 'pending')
    expect(d.state).to.include({ status: 'pending', publishedAt: firstApproval, rejectionReason: null })
    expect(d.events.map((e) => [e.type, e.payload.changes])).to.deep.equal([['MediaItemReturnedToReview', { status: { from: 'approved', to: 'pending' } }]])
    expect(moderate(item('rejected'), 'pending', 3, later, null)).to.deep.equal(E.left({ _tag: 'IllegalModeration', from: 'rejected', to: 'pending' }))
    expect(moderate(item('pending'), 'pending', 3, later, null)).to.deep.equal(E.left({ _tag: 'IllegalModeration', from: 'pending', to: 'pending' }))
  })

  const illegal: [MediaStatus, 'approved' | 'rejected'][] = [['approved', 'approved'], ['rejected', 'rejected']]
  for (const [from, to] of illegal) {
    it(`${from} → ${to} is refused as an illegal move, and nothing changes`, () => {
      const m = item(from)
      expect(moderate(m, to, 3, later, 'A reason')).to.deep.equal(E.left({ _tag: 'IllegalModeration', from, to }))
      expect(m.status).to.equal(from)
    })
  }
})

describe('MediaItem: edits', () => {
  for (const from of ['approved', 'rejected'] as const) {
    it(`an edit of a${from === 'approved' ? 'n' : ''} ${from} item sends it back to pending while moderation is on`, () => {
      const d = edit(item(from), content({ title: 'Navigli opens Porto office' }), 5, true, later)
      expect(d.state).to.include({ status: 'pending', title: 'Navigli opens Porto office', rejectionReason: null })
      expect(d.events.map((e) => [e.type, e.payload.resubmitted, e.payload.title])).to.deep.equal([['MediaItemEdited', true, 'Navigli opens Porto office']])
    })
  }

  it('an edit keeps the first publication date, so a later approval does not move it', () => {
    const back = edit(item('approved'), content({ title: 'Porto' }), 5, true, later).state
    expect(back.publishedAt).to.equal(firstApproval)
    expect(moved(back, 'approved', new Date('2026-12-01T08:00:00Z')).state.publishedAt).to.equal(firstApproval)
  })

  it('an edit of a pending item leaves it pending', () => {
    const d = edit(item('pending'), content({ content: 'More words.' }), 5, true, later)
    expect(d.state).to.include({ status: 'pending', content: 'More words.' })
    expect(d.events[0].payload).not.to.have.property('resubmitted')
  })

  for (const from of ['approved', 'rejected', 'pending'] as const) {
    it(`while moderation is off, an edit of a${from === 'approved' ? 'n' : ''} ${from} item keeps its status`, () => {
      const d = edit(item(from), content({ title: 'Porto' }), 5, false, later)
      expect(d.state).to.include({ status: from, title: 'Porto', rejectionReason: item(from).rejectionReason, publishedAt: item(from).publishedAt })
    })
  }

  it('an edit replaces the content but never the identity, company or creation date', () => {
    const d = edit(item('approved'), content({ type: 'news', thumbnailUrl: '/uploads/BBBBBBBBBBBBBBBBBBBBBBBB' }), 5, true, later)
    expect(d.state).to.include({ id: 7, companyId: 9, createdAt: created, type: 'news', thumbnailUrl: '/uploads/BBBBBBBBBBBBBBBBBBBBBBBB' })
  })

  it('a deletion is told by a MediaItemDeleted event', () => {
    const e = mediaDeleted(item('approved'), 5, later)
    expect([e.type, e.aggregateType, e.aggregateId, e.actorId, e.occurredAt]).to.deep.equal(['MediaItemDeleted', 'media', '7', 5, later])
  })
})

describe('MediaItem: content rules', () => {
  const fieldErrors = (c: MediaContent) => {
    const r = validateContent(c)
    return E.isLeft(r) && r.left._tag === 'InvalidMedia' ? r.left.fieldErrors : undefined
  }

  it('an event needs a date; its place is optional and kept', () => {
    expect(fieldErrors(content({ type: 'event' }))).to.deep.equal({ eventDate: 'An event needs a date' })
    expect(fieldErrors(content({ type: 'event', eventLocation: 'Lisbon' }))).to.deep.equal({ eventDate: 'An event needs a date' })
    const date = new Date('2026-12-02T09:00:00Z')
    expect(validateContent(content({ type: 'event', eventDate: date }))).to.deep.equal(E.right(content({ type: 'event', eventDate: date })))
    expect(validateContent(content({ type: 'event', eventDate: date, eventLocation: 'Lisbon' })))
      .to.deep.equal(E.right(content({ type: 'event', eventDate: date, eventLocation: 'Lisbon' })))
  })

  it('an item that is not an event carries no event date or place', () => {
    for (const type of ['news', 'press_release'] as const) {
      const r = validateContent(content({ type, eventDate: new Date('2026-12-02T09:00:00Z'), eventLocation: 'Lisbon' }))
      expect(r).to.deep.equal(E.right(content({ type })))
    }
  })

  it('a press kit needs at least one file', () => {
    expect(fieldErrors(content({ type: 'press_kit' }))).to.deep.equal({ attachments: 'A press kit needs at least one file' })
    expect(validateContent(content({ type: 'press_kit', attachments: [pdf] }))).to.deep.equal(E.right(content({ type: 'press_kit', attachments: [pdf] })))
  })

  it('news and press releases may have files, or none', () => {
    expect(E.isRight(validateContent(content({ type: 'news' })))).to.equal(true)
    expect(E.isRight(validateContent(content({ attachments: [pdf] })))).to.equal(true)
  })
})

describe('MediaItem: the per-company limit', () => {
  it('allows a new item below the limit and refuses one at it', () => {
    expect(reserveMediaSlot(0, 10)).to.deep.equal(E.right(undefined))
    expect(reserveMediaSlot(9, 10)).to.deep.equal(E.right(undefined))
    expect(reserveMediaSlot(10, 10)).to.deep.equal(E.left({ _tag: 'MediaLimitReached', limit: 10 }))
    expect(reserveMediaSlot(11, 10)).to.deep.equal(E.left({ _tag: 'MediaLimitReached', limit: 10 }))
  })
})
