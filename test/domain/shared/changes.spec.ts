// The changes events carry for the audit trail (docs/ubiquitous-language/audit-trail.md): each
// transition computes them from the state before and after, in the pure domain.
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { changeStatus, companyDeleted, createCompany, creationEvents, editCompany, type Company } from '../../../src/domain/company/company'
import { verify } from '../../../src/domain/verification/passport'
import { exhibitionCreated, exhibitionDeleted, exhibitionEdited, type Exhibition } from '../../../src/domain/exhibition/exhibition'
import { decideParticipation, withdraw, type Participation } from '../../../src/domain/exhibition/participation'
import { edit, mediaDeleted, moderate, type MediaItem } from '../../../src/domain/media/media-item'
import { settingChanged } from '../../../src/domain/settings/settings'
import { auditValue, changesBetween, createdFields, deletedFields } from '../../../src/domain/shared/changes'
import type { DomainEvent } from '../../../src/domain/shared/domain-event'
import type { Email } from '../../../src/domain/user/email'
import type { PersonName } from '../../../src/domain/user/person-name'
import { roleChanged } from '../../../src/domain/user/role-change'
import type { User } from '../../../src/domain/user/user'
import { passwordChanged, userDeleted, userUpdated } from '../../../src/domain/user/user-events'
import { aCompany, aProfile } from '../../support/builders/company.builder'

const now = new Date('2026-11-22T12:00:00Z')
const ADMIN = 1
const changesOf = (e: DomainEvent) => e.payload.changes
const right = <A>(r: E.Either<unknown, A>): A => {
  if (E.isLeft(r)) throw new Error(`refused: ${JSON.stringify(r.left)}`)
  return r.right
}

describe('Changes: before and after, field by field', () => {
  it('keeps the fields whose value differs, in the order asked; dates as ISO strings, lists compared by their items', () => {
    const before = { a: 1, b: 'x', at: new Date('2026-01-01T00:00:00Z'), tags: [1, 2], gone: 'y' as string | null }
    const after = { a: 1, b: 'z', at: new Date('2026-01-01T00:00:00Z'), tags: [2, 1], gone: null }
    expect(changesBetween(before, after, ['tags', 'a', 'b', 'at', 'gone'])).to.deep.equal({
      tags: { from: [1, 2], to: [2, 1] }, b: { from: 'x', to: 'z' }, gone: { from: 'y', to: null },
    })
    expect(changesBetween(before, { ...before, at: new Date(before.at.getTime()), tags: [1, 2] }, ['a', 'b', 'at', 'tags', 'gone'])).to.deep.equal({})
  })

  it('tells a creation as every field that holds something, from nothing, and a deletion the other way', () => {
    const record = { name: 'Solar', description: null, tags: [] as string[], size: 0, on: false }
    expect(createdFields(record, ['name', 'description', 'tags', 'size', 'on'])).to.deep.equal({
      name: { from: null, to: 'Solar' }, size: { from: null, to: 0 }, on: { from: null, to: false },
    })
    expect(deletedFields(record, ['name', 'description', 'size'])).to.deep.equal({ name: { from: 'Solar', to: null }, size: { from: 0, to: null } })
  })

  it('writes values as JSON keeps them', () => {
    expect(auditValue(undefined)).to.equal(null)
    expect(auditValue({ at: new Date(0), list: [new Date(0), 'a'] })).to.deep.equal({ at: '1970-01-01T00:00:00.000Z', list: ['1970-01-01T00:00:00.000Z', 'a'] })
  })
})

describe('Changes carried by the events of the records admins oversee', () => {
  describe('company', () => {
    const approved = (over: Partial<Company> = {}) => aCompany().approved().verified().with(over).build()

    it('an edit carries each profile field that changed, and only those', () => {
      const c = approved()
      const d = editCompany(c, aProfile({ name: c.name, description: 'New words', products: ['Cobot arm', 'Vision kit'], city: null }), ADMIN, 'admin', now)
      expect(d.events.map((e) => e.type)).to.deep.equal(['CompanyEdited'])
      expect(changesOf(d.events[0])).to.deep.equal({
        description: { from: 'Industrial robots for small factories.', to: 'New words' },
        city: { from: 'Hamburg', to: null },
        products: { from: ['Cobot arm'], to: ['Cobot arm', 'Vision kit'] },
      })
      expect(changesOf(editCompany(c, aProfile(), ADMIN, 'admin', now).events[0])).to.deep.equal({})
    })

    it("a manager's edit of a rejected company resubmits it: the edit, then the status and the cleared reason", () => {
      const c = aCompany().rejected('No website').build()
      const d = editCompany(c, aProfile({ website: 'https://new.example.com' }), 3, 'company_manager', now)
      expect(d.events.map((e) => [e.type, changesOf(e)])).to.deep.equal([
        ['CompanyEdited', { website: { from: 'https://nordlicht.example.com', to: 'https://new.example.com' } }],
        ['CompanyResubmitted', { status: { from: 'rejected', to: 'pending' }, rejectionReason: { from: 'No website', to: null } }],
      ])
    })

    it('a status change carries the status and the reason; losing the badge is its own event with its own change', () => {
      const d = right(changeStatus(approved(), 'suspended', ADMIN, now, 'Unpaid invoices'))
      expect(d.events.map((e) => [e.type, e.payload.reason, changesOf(e)])).to.deep.equal([
        ['CompanySuspended', 'Unpaid invoices', { status: { from: 'approved', to: 'suspended' }, suspensionReason: { from: null, to: 'Unpaid invoices' } }],
        ['CompanyVerificationRevoked', undefined, { isVerified: { from: true, to: false } }],
      ])
      const rejected = right(changeStatus(aCompany().pending().build(), 'rejected', ADMIN, now, 'Website does not work'))
      expect(changesOf(rejected.events[0])).to.deep.equal({ status: { from: 'pending', to: 'rejected' }, rejectionReason: { from: null, to: 'Website does not work' } })
    })

    it('verification carries the badge before and after', () => {
      const d = verify(aCompany().approved().build(), undefined, [{ kind: 'address' }], 12, ADMIN, now)
      expect(E.isRight(d) && changesOf(d.right.events[0])).to.deep.equal({ isVerified: { from: false, to: true } })
    })

    it('a creation carries what the company was created with; a deletion what it was', () => {
      const c: Company = { ...createCompany(aProfile(), 3, true, now), id: 9, version: 1 }
      expect(changesOf(creationEvents(c, 3)[0])).to.deep.include({
        name: { from: null, to: 'Nordlicht Robotics' }, status: { from: null, to: 'pending' }, products: { from: null, to: ['Cobot arm'] },
      })
      const gone = changesOf(companyDeleted(approved(), ADMIN, now)) as Record<string, unknown>
      expect(gone).to.deep.include({ name: { from: 'Nordlicht Robotics', to: null }, status: { from: 'approved', to: null }, isVerified: { from: true, to: null } })
      expect(gone).not.to.have.property('logo')
    })
  })

  describe('exhibition', () => {
    const expo: Exhibition = {
      id: 4, name: 'Global Tech Expo', description: 'Tech.', posterImage: null, startDate: new Date('2026-12-01T00:00:00Z'),
      endDate: new Date('2026-12-03T00:00:00Z'), location: 'Online', venue: null, countryId: null, sectorId: 1, allowedSectors: [1, 2],
      registrationDeadline: null, vFairsLink: null, website: null, capacity: 2, boothCostCents: 0, isVirtual: true, cancelled: false, createdById: 1, createdAt: now,
    }

    it('an edit carries the fields that changed; a cancellation is told as such, with its other changes', () => {
      expect(changesOf(exhibitionEdited(expo, { ...expo, capacity: 5, allowedSectors: [1] }, ADMIN, now))).to.deep.equal({
        allowedSectors: { from: [1, 2], to: [1] }, capacity: { from: 2, to: 5 },
      })
      const cancelled = exhibitionEdited(expo, { ...expo, cancelled: true, name: 'Global Tech Expo (off)' }, ADMIN, now)
      expect([cancelled.type, cancelled.payload.exhibitionName, changesOf(cancelled)]).to.deep.equal(['ExhibitionCancelled', 'Global Tech Expo (off)', {
        name: { from: 'Global Tech Expo', to: 'Global Tech Expo (off)' }, cancelled: { from: false, to: true },
      }])
    })

    it('a creation and a deletion carry its fields', () => {
      expect(changesOf(exhibitionCreated(expo, ADMIN, now))).to.deep.include({ startDate: { from: null, to: '2026-12-01T00:00:00.000Z' }, capacity: { from: null, to: 2 } })
      expect(changesOf(exhibitionDeleted(expo, ADMIN, now))).to.deep.include({ name: { from: 'Global Tech Expo', to: null }, allowedSectors: { from: [1, 2], to: null } })
    })
  })

  describe('participation', () => {
    const expo = { id: 4, name: 'Global Tech Expo', cancelled: false, capacity: 0 } as Exhibition
    const p: Participation = {
      id: 3, exhibitionId: 4, companyId: 9, status: 'pending', boothNumber: null, participationLevel: null, specialRequirements: null,
      paymentConfirmed: false, rejectionReason: null, decidedAt: null, createdAt: now,
    }

    it('a decision carries the status and the booth; another booth only the booth; a withdrawal the status', () => {
      const confirmed = right(decideParticipation(p, expo, 'Navigli', 'approved', 'D-36', 0, ADMIN, now))
      expect(changesOf(confirmed.events[0])).to.deep.equal({ status: { from: 'pending', to: 'approved' }, boothNumber: { from: null, to: 'D-36' } })
      const moved = right(decideParticipation(confirmed.state, expo, 'Navigli', 'approved', 'D-37', 0, ADMIN, now))
      expect([moved.events[0].type, changesOf(moved.events[0])]).to.deep.equal(['ParticipationBoothAssigned', { boothNumber: { from: 'D-36', to: 'D-37' } }])
      expect(changesOf(right(withdraw(p, { exhibitionName: 'x', companyName: 'y' }, 5, now)).events[0])).to.deep.equal({ status: { from: 'pending', to: 'withdrawn' } })
    })
  })

  describe('media item', () => {
    const item: MediaItem = {
      id: 7, companyId: 9, title: 'Lisbon office', content: 'We are growing.', type: 'news', thumbnailUrl: null, eventDate: null, eventLocation: null,
      attachments: [{ filename: 'Photo.jpg', fileUrl: '/uploads/AAAA', fileType: 'image/jpeg', fileSize: 10 }],
      status: 'approved', publishedAt: new Date('2026-11-01T00:00:00Z'), rejectionReason: null, createdAt: now,
    }

    it('an edit carries the content that changed (files by name) and the way back to review', () => {
      const d = edit(item, { ...item, title: 'Lisbon and Porto offices', attachments: [] }, 5, true, now)
      expect(changesOf(d.events[0])).to.deep.equal({
        title: { from: 'Lisbon office', to: 'Lisbon and Porto offices' }, attachments: { from: ['Photo.jpg'], to: [] }, status: { from: 'approved', to: 'pending' },
      })
    })

    it('a moderation carries the status, the reason and the first publication', () => {
      const rejected = right(moderate(item, 'rejected', 2, now, 'Blurry photo'))
      expect([rejected.events[0].payload.reason, changesOf(rejected.events[0])]).to.deep.equal(['Blurry photo', {
        status: { from: 'approved', to: 'rejected' }, rejectionReason: { from: null, to: 'Blurry photo' },
      }])
      const first = right(moderate({ ...item, status: 'pending', publishedAt: null }, 'approved', 2, now, null))
      expect(changesOf(first.events[0])).to.deep.equal({ status: { from: 'pending', to: 'approved' }, publishedAt: { from: null, to: now.toISOString() } })
    })

    it('a deletion carries what the item was', () => {
      expect(changesOf(mediaDeleted(item, 2, now))).to.deep.include({ title: { from: 'Lisbon office', to: null }, attachments: { from: ['Photo.jpg'], to: null } })
    })
  })

  describe('user and settings', () => {
    const user: User = {
      id: 8, email: 'grace@example.com' as Email, passwordHash: '$2b$hash', firstName: 'Grace' as PersonName, lastName: 'Hopper' as PersonName,
      mobileNumber: null, role: 'individual', isEmailVerified: true, status: { kind: 'active' }, createdAt: now,
    }

    it('an account edit carries its fields but the role (its own event) and never the password or its hash', () => {
      const after: User = { ...user, email: 'g@example.com' as Email, isEmailVerified: false, role: 'media', passwordHash: '$2b$other' }
      const edited = userUpdated(user, after, true, ADMIN, now)
      expect(changesOf(edited)).to.deep.equal({
        email: { from: 'grace@example.com', to: 'g@example.com' }, isEmailVerified: { from: true, to: false }, password: { from: '(hidden)', to: '(hidden)' },
      })
      expect(changesOf(roleChanged(after, 'individual', ADMIN, now))).to.deep.equal({ role: { from: 'individual', to: 'media' } })
      for (const e of [edited, userDeleted(user, ADMIN, now), passwordChanged(user, now)]) expect(JSON.stringify(e)).not.to.include('$2b$')
      expect(changesOf(userDeleted(user, ADMIN, now))).to.deep.include({ email: { from: 'grace@example.com', to: null }, role: { from: 'individual', to: null } })
    })

    it('a setting carries its value before and after; a secret reads hidden both ways', () => {
      expect(changesOf(settingChanged('general', 'siteName', 'Expo Atlas', 'Atlas Expo', ADMIN, now))).to.deep.equal({ siteName: { from: 'Expo Atlas', to: 'Atlas Expo' } })
      const secret = settingChanged('security', 'recaptchaSecretKey', 'old-key', 'new-key', ADMIN, now)
      expect(changesOf(secret)).to.deep.equal({ recaptchaSecretKey: { from: '(hidden)', to: '(hidden)' } })
      expect(JSON.stringify(secret)).not.to.match(/old-key|new-key/)
    })
  })
})
