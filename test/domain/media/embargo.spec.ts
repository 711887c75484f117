// Issue 22: a media item's publication time (embargo), as the domain decides it.
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import {
  announcePublication, edit, isEmbargoed, isPublished, moderate, submit, validateContent, type MediaContent, type MediaItem,
} from '../../../src/domain/media/media-item'

const now = new Date('2026-12-02T10:00:00Z')
const at = (ms: number) => new Date(now.getTime() + ms)
const HOUR = 3600_000

const content = (over: Partial<MediaContent> = {}): MediaContent => ({
  title: 'Results 2026', content: 'Numbers.', type: 'press_release', thumbnailUrl: null, eventDate: null, eventLocation: null, attachments: [], ...over,
})
const pending = (over: Partial<MediaItem> = {}): MediaItem => ({ ...submit(9, content(over), true, at(-HOUR)), id: 7, ...over })
const approved = (m: MediaItem, when = now) => {
  const r = moderate(m, 'approved', 3, when, null)
  if (E.isLeft(r)) throw new Error(JSON.stringify(r.left))
  return r.right
}

describe('MediaItem: publication time (embargo)', () => {
  it('is refused in the past or now, more than a year ahead, and on a press kit; accepted ahead, or unchanged once passed', () => {
    const errorOf = (c: MediaContent, kept: Date | null = null) => {
      const r = validateContent(c, now, kept)
      return E.isLeft(r) && r.left._tag === 'InvalidMedia' ? r.left.fieldErrors.publishAt : undefined
    }
    expect(errorOf(content({ publishAt: at(-1000) }))).to.equal('The publication time must be in the future')
    expect(errorOf(content({ publishAt: now }))).to.equal('The publication time must be in the future')
    expect(errorOf(content({ publishAt: at(367 * 24 * HOUR) }))).to.equal('The publication time can be at most a year ahead')
    expect(errorOf(content({ type: 'press_kit', attachments: [{ filename: 'a.pdf', fileUrl: '/uploads/AAAAAAAA', fileType: 'application/pdf', fileSize: 1 }], publishAt: at(HOUR) })))
      .to.equal('A press kit has no publication time: it is for media professionals only')
    expect(errorOf(content({ publishAt: at(1000) }))).to.equal(undefined)
    expect(errorOf(content({ type: 'event', eventDate: at(48 * HOUR), publishAt: at(HOUR) }))).to.equal(undefined)
    expect(errorOf(content({ publishAt: at(-HOUR) }), at(-HOUR))).to.equal(undefined)
    expect(errorOf(content({ publishAt: null }))).to.equal(undefined)
  })

  it('an approval sets the publication to the later of the approval and the publication time; an embargoed one is told later', () => {
    const embargoed = approved(pending({ publishAt: at(HOUR) }))
    expect([embargoed.state.publishedAt, embargoed.state.publicationAnnounced]).to.deep.equal([at(HOUR), false])
    expect(embargoed.events.map((e) => [e.type, e.payload.embargoUntil])).to.deep.equal([['MediaItemApproved', at(HOUR)]])
    // Its time passed while it waited for moderation: published at the approval, told by it.
    const late = approved(pending({ publishAt: at(HOUR) }), at(2 * HOUR))
    expect([late.state.publishedAt, late.state.publicationAnnounced]).to.deep.equal([at(2 * HOUR), true])
    expect(late.events[0].payload.embargoUntil).to.equal(undefined)
    // None: at once, as before.
    const plain = approved(pending()).state
    expect([plain.publishedAt, plain.publicationAnnounced]).to.deep.equal([now, true])
    // Moderation off: approved at submission, embargoed alike.
    const off = submit(9, content({ publishAt: at(HOUR) }), false, now)
    expect([off.status, off.publishedAt, off.publicationAnnounced]).to.deep.equal(['approved', at(HOUR), false])
  })

  it('is public exactly from its publication time, to the millisecond', () => {
    const m = approved(pending({ publishAt: at(HOUR) })).state
    expect([isPublished(m, at(HOUR - 1)), isEmbargoed(m, at(HOUR - 1))]).to.deep.equal([false, true])
    expect([isPublished(m, at(HOUR)), isEmbargoed(m, at(HOUR))]).to.deep.equal([true, false])
    expect(isPublished(pending({ publishAt: at(HOUR) }), at(2 * HOUR))).to.equal(false)
  })

  it('its publication is told once, by nobody, when its time has come; never before, never for an item that is not approved', () => {
    const m = { ...approved(pending({ publishAt: at(HOUR) })).state, id: 7 }
    expect(announcePublication(m, at(HOUR - 1))).to.equal(undefined)
    const told = announcePublication(m, at(HOUR))!
    expect(told.state.publicationAnnounced).to.equal(true)
    expect(told.events.map((e) => [e.type, e.actorId, e.aggregateId])).to.deep.equal([['MediaItemPublished', null, '7']])
    expect(announcePublication(told.state, at(2 * HOUR))).to.equal(undefined)
    const rejected = moderate(m, 'rejected', 3, now, 'Off topic')
    expect(E.isRight(rejected) && announcePublication(rejected.right.state, at(2 * HOUR))).to.equal(undefined)
  })

  it('taken back before its time (rejected, returned to review, edited under moderation), an embargoed item was never published: its publication is forgotten', () => {
    const m = approved(pending({ publishAt: at(HOUR) })).state
    for (const to of ['rejected', 'pending'] as const) {
      const r = moderate(m, to, 3, now, 'Off topic')
      expect(E.isRight(r) && r.right.state.publishedAt, to).to.equal(null)
    }
    const edited = edit(m, content({ publishAt: at(3 * HOUR) }), 2, true, now)
    expect(edited.state).to.include({ status: 'pending', publishedAt: null })
    expect(edited.state.publishAt).to.deep.equal(at(3 * HOUR))
    // Approved again: the new time counts.
    expect(approved(edited.state).state.publishedAt).to.deep.equal(at(3 * HOUR))
    // A published item keeps its first publication when returned to review, as before.
    const published = approved(pending()).state
    const back = moderate(published, 'pending', 3, at(HOUR), null)
    expect(E.isRight(back) && back.right.state.publishedAt).to.deep.equal(now)
  })

  it('without moderation, a changed publication time of an approved item counts at once', () => {
    const m = approved(pending()).state
    const d = edit(m, content({ publishAt: at(HOUR) }), 1, false, at(1000))
    expect(d.state).to.include({ status: 'approved', publicationAnnounced: false })
    expect(d.state.publishedAt).to.deep.equal(at(HOUR))
    expect(d.events.map((e) => e.type)).to.deep.equal(['MediaItemEdited'])
  })
})
