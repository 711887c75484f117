// The contract of MediaRepository (src/domain/media/media.repository.ts), run on every implementation.
import { expect } from 'chai'
import type { UnitOfWork } from '../../src/application/ports/unit-of-work'
import type { Attachment, MediaItem, NewMediaItem } from '../../src/domain/media/media-item'
import type { MediaRepository } from '../../src/domain/media/media.repository'
import { aCompany, refusedAfter, thrownBy, type Owners } from './contract-support'

interface MediaRepositoryFixture extends Owners {
  /** An empty repository. */
  readonly media: MediaRepository
  /** A unit of work over it (and the owners' repositories). */
  readonly uow: UnitOfWork
}

const t0 = new Date('2026-11-01T10:00:00.000Z')
const t1 = new Date('2026-11-03T14:15:00.000Z')

const pdf: Attachment = { filename: 'kit.pdf', fileUrl: '/uploads/AAAAAAAAAAAA', fileType: 'application/pdf', fileSize: 12_345 }
const photo: Attachment = { filename: 'booth.jpg', fileUrl: '/uploads/BBBBBBBBBBBB.jpg', fileType: 'image/jpeg', fileSize: 900 }
const link: Attachment = { filename: 'link', fileUrl: 'https://example.com/press', fileType: 'text/uri-list', fileSize: 0 }

export const describeMediaRepositoryContract = (name: string, makeFixture: () => Promise<MediaRepositoryFixture>) =>
  describe(`MediaRepository contract: ${name}`, () => {
    let f: MediaRepositoryFixture
    let companyId: number
    beforeEach(async () => {
      f = await makeFixture()
      companyId = (await aCompany(f, { status: 'approved' })).id
    })

    const anItem = (over: Partial<NewMediaItem> = {}): NewMediaItem => ({
      companyId, title: 'Nordlicht opens a Lisbon office', content: 'We are growing.', type: 'press_release', thumbnailUrl: null,
      eventDate: null, eventLocation: null, status: 'pending', publishedAt: null, rejectionReason: null, createdAt: t0, attachments: [],
      publishAt: null, publicationAnnounced: true, ...over,
    })
    const add = (over: Partial<NewMediaItem> = {}) => f.media.add(anItem(over))

    describe('add and byId', () => {
      it('stores an item with an id and its attachments in the order given, and answers it as given', async () => {
        const input = anItem({
          type: 'event', thumbnailUrl: '/uploads/CCCCCCCCCCCC.png', eventDate: new Date('2026-12-02T18:00:00.000Z'), eventLocation: 'Hamburg',
          status: 'approved', publishedAt: t1, attachments: [photo, pdf, link],
        })
        const m = await f.media.add(input)
        expect(m.id).to.be.a('number')
        expect(m).to.deep.equal({ ...input, id: m.id })
        expect(await f.media.byId(m.id)).to.deep.equal(m)
      })

      it('stores an item without attachments, and a rejected one with its reason', async () => {
        const bare = await add()
        expect((await f.media.byId(bare.id))?.attachments).to.deep.equal([])
        const rejected = await add({ status: 'rejected', rejectionReason: 'Off topic' })
        expect(await f.media.byId(rejected.id)).to.include({ status: 'rejected', rejectionReason: 'Off topic' })
      })

      it('keeps the same file attached twice as two attachments', async () => {
        const m = await add({ attachments: [pdf, pdf] })
        expect((await f.media.byId(m.id))?.attachments).to.deep.equal([pdf, pdf])
      })

      it('gives every item its own id, and answers undefined for an id not stored', async () => {
        const a = await add()
        const b = await add()
        expect(a.id).to.not.equal(b.id)
        expect(await f.media.byId(b.id + 1000)).to.equal(undefined)
      })
    })

    describe('save', () => {
      it('saves the content, the status, the dates and the reason', async () => {
        const m = await add({ attachments: [pdf] })
        const changed: MediaItem = {
          ...m, title: 'Renamed', content: 'New words.', type: 'event', thumbnailUrl: '/uploads/DDDDDDDDDDDD.png',
          eventDate: new Date('2027-02-01T10:00:00.000Z'), eventLocation: 'Bremen', status: 'rejected', publishedAt: t1, rejectionReason: 'Blurry',
        }
        await f.media.save(changed)
        expect(await f.media.byId(m.id)).to.deep.equal(changed)
        await f.media.save({ ...changed, status: 'approved', rejectionReason: null, eventDate: null, eventLocation: null, thumbnailUrl: null })
        expect(await f.media.byId(m.id)).to.include({ status: 'approved', rejectionReason: null, eventDate: null, eventLocation: null, thumbnailUrl: null })
      })

      it('replaces, reorders or empties the attachments', async () => {
        const m = await add({ attachments: [pdf, photo] })
        await f.media.save({ ...m, attachments: [photo, link, pdf] })
        expect((await f.media.byId(m.id))?.attachments).to.deep.equal([photo, link, pdf])
        await f.media.save({ ...m, attachments: [link] })
        expect((await f.media.byId(m.id))?.attachments).to.deep.equal([link])
        await f.media.save({ ...m, attachments: [] })
        expect((await f.media.byId(m.id))?.attachments).to.deep.equal([])
      })

      it('keeps the company and the creation date: a save does not move an item, nor date it anew', async () => {
        const m = await add()
        const other = await aCompany(f)
        await f.media.save({ ...m, companyId: other.id, createdAt: t1, title: 'Renamed' })
        expect(await f.media.byId(m.id)).to.deep.equal({ ...m, title: 'Renamed' })
        expect(await f.media.countForCompanyLocked(other.id)).to.equal(0)
      })

      it('leaves the other items alone', async () => {
        const a = await add({ attachments: [pdf] })
        const b = await add({ attachments: [photo] })
        await f.media.save({ ...a, title: 'Changed', attachments: [] })
        expect(await f.media.byId(b.id)).to.deep.equal(b)
      })

      it('throws for an item not stored (it was removed since it was read), with or without attachments, and stores nothing', async () => {
        const m = await add()
        await f.media.remove(m.id)
        expect(await thrownBy(() => f.media.save({ ...m, title: 'Too late' })), 'without attachments').to.be.instanceOf(Error)
        expect(await thrownBy(() => f.media.save({ ...m, attachments: [pdf] })), 'with attachments').to.be.instanceOf(Error)
        expect(await f.media.byId(m.id)).to.equal(undefined)
      })
    })

    describe('countForCompanyLocked', () => {
      it("counts the company's items in every status, and no other company's", async () => {
        const other = await aCompany(f)
        expect(await f.media.countForCompanyLocked(companyId)).to.equal(0)
        for (const status of ['pending', 'approved', 'rejected'] as const) await add({ status, publishedAt: status === 'approved' ? t1 : null })
        await add({ companyId: other.id })
        expect(await f.media.countForCompanyLocked(companyId)).to.equal(3)
        expect(await f.media.countForCompanyLocked(other.id)).to.equal(1)
      })

      it('answers 0 for an id that is no company', async () => {
        expect(await f.media.countForCompanyLocked(companyId + 1000)).to.equal(0)
      })
    })

    describe('publication (issue 22)', () => {
      it('keeps the publication time asked for and whether the publication is told', async () => {
        const m = await add({ status: 'approved', publishAt: t1, publishedAt: t1, publicationAnnounced: false })
        expect(await f.media.byId(m.id)).to.include({ publicationAnnounced: false })
        expect((await f.media.byId(m.id))!.publishAt).to.deep.equal(t1)
        await f.media.save({ ...m, publishAt: null, publicationAnnounced: true })
        expect(await f.media.byId(m.id)).to.include({ publishAt: null, publicationAnnounced: true })
      })

      it('refuses an approved item without its publication time (the table\'s check)', async () => {
        expect(await thrownBy(() => add({ status: 'approved', publishedAt: null }))).to.be.instanceOf(Error)
        const m = await add()
        expect(await thrownBy(() => f.media.save({ ...m, status: 'approved', publishedAt: null }))).to.be.instanceOf(Error)
      })

      it('answers the approved items whose publication is due and not told, oldest first, at most `limit`', async () => {
        const at = (min: number) => new Date(t1.getTime() + min * 60_000)
        const late = await add({ status: 'approved', publishedAt: at(5), publicationAnnounced: false })
        const early = await add({ status: 'approved', publishedAt: at(1), publicationAnnounced: false })
        await add({ status: 'approved', publishedAt: at(2), publicationAnnounced: true })
        await add({ status: 'approved', publishedAt: at(60), publicationAnnounced: false })
        await add({ status: 'rejected', publishedAt: null, publicationAnnounced: false })
        expect((await f.media.duePublications(at(10), 10)).map((m) => m.id)).to.deep.equal([early.id, late.id])
        expect((await f.media.duePublications(at(10), 1)).map((m) => m.id)).to.deep.equal([early.id])
        expect(await f.media.duePublications(at(0), 10)).to.deep.equal([])
      })
    })

    describe('remove', () => {
      it('removes the item with its attachments, and nothing else', async () => {
        const a = await add({ attachments: [pdf] })
        const b = await add({ attachments: [pdf] })
        await f.media.remove(a.id)
        expect(await f.media.byId(a.id)).to.equal(undefined)
        expect(await f.media.byId(b.id)).to.deep.equal(b)
        expect(await f.media.countForCompanyLocked(companyId)).to.equal(1)
      })

      it('does nothing for an id not stored', async () => {
        const m = await add()
        await f.media.remove(m.id + 1000)
        expect(await f.media.byId(m.id)).to.deep.equal(m)
      })
    })

    it('a unit of work that refuses takes back its items and attachments, added, saved or removed', async () => {
      const kept = await add({ attachments: [pdf] })
      const gone = await add()
      let added: MediaItem | undefined
      await refusedAfter(f.uow, async () => {
        added = await add({ attachments: [photo] })
        await f.media.save({ ...kept, status: 'approved', publishedAt: t1, attachments: [link] })
        await f.media.remove(gone.id)
      })
      expect(await f.media.byId(added!.id)).to.equal(undefined)
      expect(await f.media.byId(kept.id)).to.deep.equal(kept)
      expect(await f.media.byId(gone.id)).to.deep.equal(gone)
    })
  })
