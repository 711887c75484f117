// Issue 22: embargo, preview links and the publication job at the handlers, in memory. Every refusal leaves
// no row and no event.
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { fixedTextSigner } from '../../../src/adapters/in-memory/in-memory-watchlists'
import { MediaCommands } from '../../../src/application/media/media-commands'
import { MediaPublications } from '../../../src/application/media/media-publications'
import { PreviewLinks, PreviewTokens } from '../../../src/application/media/preview-links'
import { ViewMedia } from '../../../src/application/media/view-media'
import { InMemoryAttachmentResolver } from '../../../src/adapters/in-memory/in-memory-media.repository'
import { t0 } from '../support/fixtures'
import { admin, individual, inMemoryMediaReads, mediaInput, mediaUser, mediaWorld, otherManager, owner } from '../support/media-fixtures'

const HOUR = 3600_000

/** The media world with a clock that moves, the preview links, the publication job and the page view. */
const world = async () => {
  const w = await mediaWorld()
  let now = t0
  const clock = { now: () => new Date(now.getTime()) }
  const tokens = new PreviewTokens(fixedTextSigner())
  const commands = new MediaCommands(w.media, w.companies, new InMemoryAttachmentResolver(), w.events, w.uow, w.settings, clock)
  const previews = new PreviewLinks(w.media, w.companies, tokens, w.events, w.uow, clock)
  const job = new MediaPublications(w.media, w.events, w.uow, clock)
  const view = new ViewMedia(inMemoryMediaReads(w.media, w.companies, clock), w.companies, clock, tokens)
  /** An approved item embargoed until `until`. */
  const embargoed = async (until: Date) => {
    const created = await commands.publish(owner, w.companyId, { ...mediaInput, publishAt: until })
    if (E.isLeft(created)) throw new Error(JSON.stringify(created.left))
    const approved = await commands.moderate(admin, created.right.id, 'approved', null)
    if (E.isLeft(approved)) throw new Error(JSON.stringify(approved.left))
    return approved.right
  }
  return { ...w, clock, setNow: (d: Date) => { now = d }, tokens, commands, previews, job, view, embargoed }
}

describe('embargo at the handlers (in memory, issue 22)', () => {
  it('a publication time in the past is refused: no item, no event', async () => {
    const w = await world()
    const r = await w.commands.publish(owner, w.companyId, { ...mediaInput, publishAt: new Date(t0.getTime() - 1000) })
    expect(r).to.deep.equal(E.left({ _tag: 'InvalidMedia', fieldErrors: { publishAt: 'The publication time must be in the future' } }))
    expect([w.rows(), w.events.published]).to.deep.equal([[], []])
  })

  it('preview links are refused to readers, other managers, for items not embargoed or unknown: nothing recorded', async () => {
    const w = await world()
    const item = await w.embargoed(new Date(t0.getTime() + HOUR))
    const published = await w.anItem('approved', { publishedAt: t0 })
    const pending = await w.anItem('pending')
    const before = [w.rows(), [...w.events.published]]
    expect(await w.previews.create(individual, item.id)).to.deep.equal(E.left({ _tag: 'NotAllowed', reason: "Preview links are for the company's managers and media professionals" }))
    expect(await w.previews.create(otherManager, item.id)).to.deep.equal(E.left({ _tag: 'NotAllowed', reason: "Preview links are for the company's managers and media professionals" }))
    expect(await w.previews.create(mediaUser, published.id)).to.deep.equal(E.left({ _tag: 'NotEmbargoed' }))
    expect(await w.previews.create(mediaUser, pending.id)).to.deep.equal(E.left({ _tag: 'NotEmbargoed' }))
    expect(await w.previews.create(mediaUser, 999)).to.deep.equal(E.left({ _tag: 'MediaNotFound' }))
    expect([w.rows(), w.events.published]).to.deep.equal(before)
  })

  it('a preview link opens the embargoed page until it expires (then PreviewExpired), never another item; after publication the page is public', async () => {
    const w = await world()
    const until = new Date(t0.getTime() + 100 * HOUR)
    const item = await w.embargoed(until)
    const other = await w.embargoed(until)
    const link = await w.previews.create(mediaUser, item.id)
    if (E.isLeft(link)) throw new Error(JSON.stringify(link.left))
    expect(link.right.expiresAt).to.deep.equal(new Date(t0.getTime() + 72 * HOUR))
    expect(w.events.published.at(-1)).to.deep.include({ type: 'MediaPreviewLinkCreated', actorId: mediaUser.id })
    const tag = async (id: number, token?: string) => { const r = await w.view.page(undefined, id, token); return E.isLeft(r) ? r.left._tag : r.right.embargoUntil }
    expect(await tag(item.id)).to.equal('MediaNotFound')
    expect(await tag(item.id, link.right.token)).to.equal(until.toISOString())
    expect(await tag(other.id, link.right.token)).to.equal('MediaNotFound')
    expect(await tag(item.id, link.right.token.replace(/\.\d+$/, (e) => `.${Number(e.slice(1)) + 1}`))).to.equal('MediaNotFound')
    w.setNow(new Date(t0.getTime() + 72 * HOUR))
    expect(await tag(item.id, link.right.token)).to.equal('PreviewExpired')
    // Its company's manager and moderators open it without a link.
    expect(E.isRight(await w.view.page(owner, item.id))).to.equal(true)
    expect(E.isRight(await w.view.page(mediaUser, item.id))).to.equal(true)
    w.setNow(until)
    expect(await tag(item.id, link.right.token)).to.equal(null)
    expect(await tag(item.id)).to.equal(null)
  })

  it('the publication job tells each due publication once, however often it runs', async () => {
    const w = await world()
    const until = new Date(t0.getTime() + HOUR)
    const item = await w.embargoed(until)
    expect(await w.job.runOnce()).to.equal(0)
    w.setNow(until)
    expect(await w.job.runOnce()).to.equal(1)
    expect(await w.job.runOnce()).to.equal(0)
    expect(w.events.published.filter((e) => e.type === 'MediaItemPublished').map((e) => [e.aggregateId, e.actorId])).to.deep.equal([[String(item.id), null]])
  })
})
