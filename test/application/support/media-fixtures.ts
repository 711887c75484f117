// Objects the media specs build their cases from: a company with its manager, every kind of user, and
// the media center's stores in memory.
import { InMemoryCompanyRepository } from '../../../src/adapters/in-memory/in-memory-company.repository'
import { InMemoryAttachmentResolver, InMemoryMediaRepository } from '../../../src/adapters/in-memory/in-memory-media.repository'
import { InMemoryEventPublisher, InMemorySettings, InMemoryUnitOfWork } from '../../../src/adapters/in-memory/in-memory-support'
import { MediaCommands, type MediaInput } from '../../../src/application/media/media-commands'
import type { MediaItemView, MediaReadModel } from '../../../src/application/media/media-views'
import { createCompany, type CompanyStatus } from '../../../src/domain/company/company'
import type { MediaItem } from '../../../src/domain/media/media-item'
import type { MediaStatus } from '../../../src/domain/media/media-type'
import { fixedClock } from '../../../src/domain/shared/clock'
import { companyProfile, t0, userWith } from './fixtures'

export const admin = userWith(1, 'admin')
/** The manager of the company of `mediaWorld`. */
export const owner = userWith(2, 'company_manager')
export const otherManager = userWith(3, 'company_manager')
export const superAdmin = userWith(4, 'super_admin')
export const mediaUser = userWith(5, 'media')
export const individual = userWith(6, 'individual')

/** A press release as a manager writes it, without attachments. */
export const mediaInput: MediaInput = {
  title: 'Acme opens a Lisbon office', content: 'We are growing.', type: 'press_release', thumbnailUrl: null,
  eventDate: null, eventLocation: null, attachments: [],
}

/** A PDF the company's manager uploaded (key AAAAAAAA), as the uploads table would know it. */
export const ownersPdf = { fileUrl: '/uploads/AAAAAAAA', filename: null, fileType: null, fileSize: null }

/**
 * One company of `owner` in the given status, the media stores, the unit of work over all of them,
 * and the commands, with media moderation on (the default settings).
 */
export const mediaWorld = async (companyStatus: CompanyStatus = 'approved') => {
  const companies = new InMemoryCompanyRepository()
  const media = new InMemoryMediaRepository()
  const events = new InMemoryEventPublisher()
  const settings = new InMemorySettings()
  const uow = new InMemoryUnitOfWork([companies, media, events])
  const company = await companies.add({ ...createCompany(companyProfile, owner.id, true, t0), status: companyStatus })
  const uploads = new Map([['AAAAAAAA', { filename: 'kit.pdf', contentType: 'application/pdf', size: 1234, uploadedBy: owner.id }]])
  const commands = new MediaCommands(media, companies, new InMemoryAttachmentResolver(uploads), events, uow, settings, fixedClock(t0))
  /** Stores an item of the company directly (no command, no event). */
  const anItem = (status: MediaStatus, over: Partial<MediaItem> = {}) => media.add({
    ...mediaInput, attachments: [], companyId: company.id, status, publishedAt: status === 'approved' ? t0 : null,
    rejectionReason: status === 'rejected' ? 'Off topic' : null, createdAt: t0, ...over,
  })
  /** The stored items, to compare before and after a refusal. */
  const rows = () => [...media.items.values()]
  return { companies, media, events, settings, uow, commands, companyId: company.id, anItem, rows }
}

/**
 * A stand-in for the read model over the in-memory stores, for the specs of who sees what (ViewMedia):
 * details and lists filtered as PgMediaReadModel filters them by status, type and company (items of
 * companies that are not public only with anyCompany), in the order stored. Search, sectors and
 * upcoming events are SQL's (test/http/media.spec.ts): a query asking for them fails here rather than
 * answer unfiltered.
 */
export const inMemoryMediaReads = (media: InMemoryMediaRepository, companies: InMemoryCompanyRepository, clock: { now(): Date } = { now: () => new Date() }): MediaReadModel => {
  const toView = (m: MediaItem): MediaItemView => {
    const embargoed = m.status === 'approved' && !!m.publishedAt && m.publishedAt.getTime() > clock.now().getTime()
    const c = companies.companies.get(m.companyId)!
    return {
      id: m.id, companyId: m.companyId, companyName: c.name, companyLogo: c.logo, company: { id: c.id, name: c.name, logo: c.logo },
      title: m.title, content: m.content, type: m.type, status: m.status, sector: 'Robotics', sectorId: c.sectorId,
      thumbnailUrl: m.thumbnailUrl, eventDate: m.eventDate?.toISOString() ?? null, eventLocation: m.eventLocation,
      publishedAt: m.publishedAt?.toISOString() ?? null, createdAt: m.createdAt.toISOString(), rejectionReason: m.rejectionReason,
      publishAt: m.publishAt?.toISOString() ?? null, embargoUntil: embargoed ? m.publishedAt.toISOString() : null,
      attachments: m.attachments.map((a, i) => ({ ...a, id: i + 1, fileName: a.filename })),
    }
  }
  return {
    detail: async (id) => { const m = media.items.get(id); return m && toView(m) },
    list: async (q) => {
      const unsupported = (['search', 'sectorId', 'sectorName', 'upcomingEventsFrom'] as const).filter((k) => q[k] !== undefined)
      if (unsupported.length) throw new Error(`inMemoryMediaReads does not filter by ${unsupported.join(', ')}: test it on PostgreSQL`)
      const items = [...media.items.values()].filter((m) => q.statuses.includes(m.status) && (!q.types || q.types.includes(m.type))
        && (q.companyId === undefined || m.companyId === q.companyId) && (q.anyCompany || companies.companies.get(m.companyId)?.status === 'approved')
        && (!q.published || (!!m.publishedAt && m.publishedAt.getTime() <= clock.now().getTime())))
      return { items: items.slice((q.page - 1) * q.pageSize, q.page * q.pageSize).map(toView), total: items.length }
    },
    exportItems: () => { throw new Error('inMemoryMediaReads does not export: test it on PostgreSQL') },
  }
}
