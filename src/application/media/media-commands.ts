import * as E from 'fp-ts/lib/Either.js'
import type { CompanyRepository } from '../../domain/company/company.repository'
import {
  edit, mediaDeleted, moderate, reserveMediaSlot, submissionEvents, submit, validateContent,
  type Attachment, type MediaContent, type MediaError, type MediaItem, type MediaLimitReached,
} from '../../domain/media/media-item'
import type { MediaRepository } from '../../domain/media/media.repository'
import type { MediaStatus } from '../../domain/media/media-type'
import type { Clock } from '../../domain/shared/clock'
import type { User } from '../../domain/user/user'
import { isAdministrator, type Role } from '../../domain/user/role'
import type { EventPublisher } from '../ports/event-publisher'
import type { UnitOfWork } from '../ports/unit-of-work'
import type { SettingsReader } from '../settings/settings-reader'

const MODERATORS: readonly Role[] = ['media', 'admin', 'super_admin']
export const isModerator = (role: Role): boolean => MODERATORS.includes(role)

/** An attachment as a client names it: an uploaded file (/uploads/…) or a link. */
export interface AttachmentInput {
  readonly filename: string | null
  readonly fileUrl: string
  readonly fileType: string | null
  readonly fileSize: number | null
}

/** Port: turns attachment references into stored facts (type and size of uploads come from the server). */
export interface AttachmentResolver {
  resolve(inputs: readonly AttachmentInput[], actor: User): Promise<E.Either<Record<string, string>, Attachment[]>>
}

export type MediaUseCaseError =
  | MediaError
  | MediaLimitReached
  | { readonly _tag: 'MediaNotFound' }
  | { readonly _tag: 'CompanyNotFound' }
  | { readonly _tag: 'CompanyNotApproved' }
  | { readonly _tag: 'NotAllowed'; readonly reason: string }
  | { readonly _tag: 'EmailNotVerified' }

export type MediaInput = Omit<MediaContent, 'attachments'> & { readonly attachments: readonly AttachmentInput[] }

/** The content an item has now, as an edit starts from it. */
const contentOf = (m: MediaItem): Omit<MediaContent, 'attachments'> => ({
  title: m.title, content: m.content, type: m.type, thumbnailUrl: m.thumbnailUrl, eventDate: m.eventDate, eventLocation: m.eventLocation,
  ...(m.publishAt !== undefined ? { publishAt: m.publishAt } : {}),
})

/** Publishing by company managers, moderation by media users and admins. */
export class MediaCommands {
  constructor(
    private readonly media: MediaRepository,
    private readonly companies: CompanyRepository,
    private readonly attachments: AttachmentResolver,
    private readonly events: EventPublisher,
    private readonly uow: UnitOfWork,
    private readonly settings: SettingsReader,
    private readonly clock: Clock,
  ) {}

  /** The content with its attachments resolved (`stored` when none are given), checked as the domain wants it. */
  private async content(input: Omit<MediaContent, 'attachments'>, attachments: readonly AttachmentInput[] | undefined, stored: readonly Attachment[], actor: User,
    keptPublishAt: Date | null = null): Promise<E.Either<MediaUseCaseError, MediaContent>> {
    const files = attachments === undefined ? E.right([...stored]) : await this.attachments.resolve(attachments, actor)
    if (E.isLeft(files)) return E.left({ _tag: 'InvalidMedia', fieldErrors: files.left })
    return validateContent({ ...input, attachments: files.right }, this.clock.now(), keptPublishAt)
  }

  /** Only a manager of an approved company (or an admin) publishes for it, within the per-company limit. */
  publish(actor: User, companyId: number, input: MediaInput): Promise<E.Either<MediaUseCaseError, MediaItem>> {
    return this.uow.run(async () => {
      const company = await this.companies.byId(companyId)
      const admin = isAdministrator(actor.role)
      if (!company || (!admin && company.managerId !== actor.id && company.status !== 'approved')) return E.left({ _tag: 'CompanyNotFound' } as const)
      if (!admin && (company.managerId !== actor.id || actor.role !== 'company_manager')) return E.left({ _tag: 'NotAllowed', reason: 'You do not manage this company' } as const)
      if (company.status !== 'approved') return E.left({ _tag: 'CompanyNotApproved' } as const)
      const settings = await this.settings.current()
      if (!admin && settings.registration.requireEmailVerification && !actor.isEmailVerified) return E.left({ _tag: 'EmailNotVerified' } as const)
      const content = await this.content(input, input.attachments, [], actor)
      if (E.isLeft(content)) return content
      const slot = reserveMediaSlot(await this.media.countForCompanyLocked(companyId), settings.content.maxMediaItemsPerCompany)
      if (E.isLeft(slot)) return slot
      const stored = await this.media.add(submit(companyId, content.right, settings.content.moderateMediaContent, this.clock.now()))
      await this.events.publish(submissionEvents(stored, actor.id))
      return E.right(stored)
    })
  }

  private async loadForChange(id: number, actor: User): Promise<E.Either<MediaUseCaseError, MediaItem>> {
    const item = await this.media.byId(id)
    if (!item) return E.left({ _tag: 'MediaNotFound' })
    if (isAdministrator(actor.role)) return E.right(item)
    const company = await this.companies.byId(item.companyId)
    if (company && company.managerId === actor.id && actor.role === 'company_manager') return E.right(item)
    // Others may not even learn that an item they cannot see exists.
    return E.left(item.status === 'approved' || isModerator(actor.role) ? { _tag: 'NotAllowed', reason: 'You do not manage this company' } : { _tag: 'MediaNotFound' })
  }

  /**
   * An edit by its manager (or an admin): the fields given replace the stored ones, the others keep
   * their value (a PATCH), and the whole is checked again. Back to review when it had been decided
   * and moderation is on; an edit that changes nothing writes nothing.
   */
  edit(actor: User, id: number, changes: Partial<MediaInput>): Promise<E.Either<MediaUseCaseError, MediaItem>> {
    return this.uow.run(async () => {
      const item = await this.loadForChange(id, actor)
      if (E.isLeft(item)) return item
      const { attachments, ...fields } = changes
      const content = await this.content({ ...contentOf(item.right), ...fields }, attachments, item.right.attachments, actor, item.right.publishAt ?? null)
      if (E.isLeft(content)) return content
      const moderateOn = (await this.settings.current()).content.moderateMediaContent && !isAdministrator(actor.role)
      const d = edit(item.right, content.right, actor.id, moderateOn, this.clock.now())
      if (d.events.length === 0) return E.right(d.state)
      await this.media.save(d.state)
      await this.events.publish(d.events)
      return E.right(d.state)
    })
  }

  delete(actor: User, id: number): Promise<E.Either<MediaUseCaseError, void>> {
    return this.uow.run(async () => {
      const item = await this.loadForChange(id, actor)
      if (E.isLeft(item)) return item
      await this.media.remove(id)
      await this.events.publish([mediaDeleted(item.right, actor.id, this.clock.now())])
      return E.right(undefined)
    })
  }

  /** Media users and admins approve or reject: pending → approved | rejected, approved → rejected, rejected → approved. */
  moderate(actor: User, id: number, to: MediaStatus, reason: string | null): Promise<E.Either<MediaUseCaseError, MediaItem>> {
    return this.uow.run(async () => {
      if (!isModerator(actor.role)) return E.left({ _tag: 'NotAllowed', reason: 'Only media users and admins moderate' } as const)
      const item = await this.media.byId(id)
      if (!item) return E.left({ _tag: 'MediaNotFound' } as const)
      const d = moderate(item, to, actor.id, this.clock.now(), reason)
      if (E.isLeft(d)) return d
      await this.media.save(d.right.state)
      await this.events.publish(d.right.events)
      return E.right(d.right.state)
    })
  }
}
