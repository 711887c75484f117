import { expect } from 'chai'
import { InMemoryAttachmentCarriers } from '../../../src/adapters/in-memory/in-memory-media.repository'
import { ReadUpload, uploadAccess, type UploadAccess } from '../../../src/application/media/upload-access'
import { PreviewTokens } from '../../../src/application/media/preview-links'
import { fixedTextSigner } from '../../../src/adapters/in-memory/in-memory-watchlists'
import type { CompanyStatus } from '../../../src/domain/company/company'
import type { MediaStatus } from '../../../src/domain/media/media-type'
import type { User } from '../../../src/domain/user/user'
import { userWith } from '../support/fixtures'
import { admin, individual, mediaUser, mediaWorld, otherManager, owner, superAdmin } from '../support/media-fixtures'

const pdf = { filename: 'kit.pdf', fileUrl: '/uploads/AAAAAAAA', fileType: 'application/pdf', fileSize: 1234 }

/** The company of `owner` in that status, with one item per status given, each carrying the PDF; and who reads it how. */
const world = async (companyStatus: CompanyStatus, statuses: readonly MediaStatus[]) => {
  const w = await mediaWorld(companyStatus)
  for (const status of statuses) await w.anItem(status, { attachments: [pdf] })
  const read = new ReadUpload(new InMemoryAttachmentCarriers(w.media, w.companies), new PreviewTokens(fixedTextSigner()), { now: () => new Date() })
  const before = w.rows()
  /** Each viewer's access, by name. */
  const accessOf = async (viewers: Record<string, User | undefined>) => {
    const out: Record<string, UploadAccess> = {}
    for (const [name, viewer] of Object.entries(viewers)) out[name] = await read.access(viewer, 'AAAAAAAA')
    // Reading decides, it never changes anything.
    expect(w.rows()).to.deep.equal(before)
    expect(w.events.published).to.deep.equal([])
    return out
  }
  return { ...w, read, accessOf }
}

const outsiders = { visitor: undefined, individual, otherManager, formerOwner: userWith(99, 'company_manager') }
const insiders = { owner, mediaUser, admin, superAdmin }
const all = { ...outsiders, ...insiders }
const each = (names: object, access: UploadAccess) => Object.fromEntries(Object.keys(names).map((n) => [n, access]))

describe('ReadUpload: who may download an uploaded file (issue 22)', () => {
  for (const status of ['pending', 'rejected'] as const) {
    it(`a ${status} item's attachment: private to its manager and moderators, hidden from anyone else`, async () => {
      const { accessOf } = await world('approved', [status])
      expect(await accessOf(all)).to.deep.equal({ ...each(outsiders, 'hidden'), ...each(insiders, 'private') })
    })
  }

  it("an approved item's attachment of a public company is public to everybody", async () => {
    const { accessOf } = await world('approved', ['approved'])
    expect(await accessOf(all)).to.deep.equal(each(all, 'public'))
  })

  it('public wins: a file carried by an approved item and a pending or rejected one is public', async () => {
    const { accessOf } = await world('approved', ['pending', 'approved', 'rejected'])
    expect(await accessOf(all)).to.deep.equal(each(all, 'public'))
  })

  for (const companyStatus of ['pending', 'suspended', 'rejected'] as const) {
    it(`an approved item of a ${companyStatus} company is not public: its attachment is private`, async () => {
      const { accessOf } = await world(companyStatus, ['approved'])
      expect(await accessOf(all)).to.deep.equal({ ...each(outsiders, 'hidden'), ...each(insiders, 'private') })
    })
  }

  it('a file no item carries (a logo, a thumbnail, an upload not yet saved) is public, as before', async () => {
    const { accessOf } = await world('approved', [])
    expect(await accessOf(all)).to.deep.equal(each(all, 'public'))
  })

  it('the manager of another company carrying the same file reads it too, never through an item of a company he does not manage', () => {
    const theirs = { id: 1, status: 'pending' as const, publishedAt: null, companyPublic: true, companyManagerId: otherManager.id }
    const mine = { id: 2, status: 'rejected' as const, publishedAt: null, companyPublic: true, companyManagerId: owner.id }
    const now = new Date()
    expect([uploadAccess([theirs, mine], otherManager, now), uploadAccess([theirs, mine], owner, now), uploadAccess([mine], otherManager, now)]).to.deep.equal(['private', 'private', 'hidden'])
  })
})
