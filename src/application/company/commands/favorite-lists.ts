import * as E from 'fp-ts/lib/Either.js'
import {
  favoriteListEvent, favoriteNote, listName, MAX_FAVORITE_LISTS, nameTaken,
  type FavoriteList, type FavoriteListError, type FavoriteListRepository, type FavoriteRepository,
} from '../../../domain/company/favorite'
import type { Clock } from '../../../domain/shared/clock'
import type { User } from '../../../domain/user/user'
import type { EventPublisher } from '../../ports/event-publisher'
import type { UnitOfWork } from '../../ports/unit-of-work'

export type FavoriteListUseCaseError = FavoriteListError | { readonly _tag: 'ListNotFound' } | { readonly _tag: 'FavoriteNotFound' }
type Result<A> = Promise<E.Either<FavoriteListUseCaseError, A>>

/** What a change of a favourite sends: its list (null: the default list) and its note, each optional. */
export interface FavoriteChange {
  readonly listId?: number | null
  readonly note?: string | null
}

const LIST_NOT_FOUND = { _tag: 'ListNotFound' } as const

/**
 * A user's lists of favourites and the place and note of each favourite. A list or a favourite of
 * another user is not found. Every refusal leaves nothing behind: no row, no event.
 */
export class FavoriteListCommands {
  constructor(
    private readonly lists: FavoriteListRepository,
    private readonly favorites: FavoriteRepository,
    private readonly events: EventPublisher,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  create(user: User, rawName: string): Result<FavoriteList> {
    return this.uow.run(async () => {
      const name = listName(rawName)
      if (E.isLeft(name)) return name
      const own = await this.lists.of(user.id)
      if (nameTaken(own, name.right)) return E.left({ _tag: 'ListNameTaken' } as const)
      if (own.length >= MAX_FAVORITE_LISTS) return E.left({ _tag: 'TooManyLists' } as const)
      const now = this.clock.now()
      const list = await this.lists.add(user.id, name.right, now)
      if (!list) return E.left({ _tag: 'ListNameTaken' } as const)
      await this.events.publish([favoriteListEvent('FavoriteListCreated', list, now)])
      return E.right(list)
    })
  }

  rename(user: User, id: number, rawName: string): Result<FavoriteList> {
    return this.uow.run(async () => {
      const list = await this.lists.byId(user.id, id)
      if (!list) return E.left(LIST_NOT_FOUND)
      const name = listName(rawName)
      if (E.isLeft(name)) return name
      if (name.right === list.name) return E.right(list)
      if (nameTaken(await this.lists.of(user.id), name.right, list.id)) return E.left({ _tag: 'ListNameTaken' } as const)
      if (!(await this.lists.rename(list, name.right))) return E.left({ _tag: 'ListNameTaken' } as const)
      const renamed = { ...list, name: name.right }
      await this.events.publish([favoriteListEvent('FavoriteListRenamed', renamed, this.clock.now(), { previousName: list.name })])
      return E.right(renamed)
    })
  }

  /** Deletes a list of the user's; its companies go back to the default list (they stay saved). */
  delete(user: User, id: number): Result<{ readonly moved: number }> {
    return this.uow.run(async () => {
      const list = await this.lists.byId(user.id, id)
      if (!list) return E.left(LIST_NOT_FOUND)
      const moved = await this.favorites.unlist(user.id, list.id)
      await this.lists.remove(list)
      await this.events.publish([favoriteListEvent('FavoriteListDeleted', list, this.clock.now(), { moved })])
      return E.right({ moved })
    })
  }

  /**
   * Moves a saved company to another list of the user's (null: the default list) and sets or clears its
   * private note; what the change leaves out stays. The note is never in an event: it is its owner's only.
   */
  change(user: User, companyId: number, change: FavoriteChange): Result<void> {
    return this.uow.run(async () => {
      const saved = await this.favorites.find(user.id, companyId)
      if (!saved) return E.left({ _tag: 'FavoriteNotFound' } as const)
      let listId = saved.listId
      if (change.listId !== undefined) {
        if (change.listId !== null && !(await this.lists.byId(user.id, change.listId))) return E.left(LIST_NOT_FOUND)
        listId = change.listId
      }
      let note = saved.note
      if (change.note !== undefined) {
        const checked = favoriteNote(change.note)
        if (E.isLeft(checked)) return checked
        note = checked.right
      }
      if (listId === saved.listId && note === saved.note) return E.right(undefined)
      await this.favorites.place(user.id, companyId, { listId, note })
      const now = this.clock.now()
      const aggregateId = `${user.id}:${companyId}`
      await this.events.publish([
        ...(listId !== saved.listId ? [{ type: 'FavoriteMoved', aggregateType: 'favorite', aggregateId, actorId: user.id, occurredAt: now, payload: { companyId, fromListId: saved.listId, toListId: listId } }] : []),
        ...(note !== saved.note ? [{ type: 'FavoriteNoteChanged', aggregateType: 'favorite', aggregateId, actorId: user.id, occurredAt: now, payload: { companyId, hasNote: note !== null } }] : []),
      ])
      return E.right(undefined)
    })
  }
}
