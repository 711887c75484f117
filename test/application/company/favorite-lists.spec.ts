// Favourites worth having (issue 21): a user's own lists beside the default one, moving a saved company
// between them, and a private note per saved company. Every refusal leaves no row and no event.
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { InMemoryCompanyRepository } from '../../../src/adapters/in-memory/in-memory-company.repository'
import { InMemoryFavoriteListRepository, InMemoryFavoriteRepository } from '../../../src/adapters/in-memory/in-memory-favorites'
import { InMemoryEventPublisher, InMemoryUnitOfWork } from '../../../src/adapters/in-memory/in-memory-support'
import { FavoriteListCommands } from '../../../src/application/company/commands/favorite-lists'
import { FavoriteCommands } from '../../../src/application/company/commands/favorites'
import { MAX_FAVORITE_LISTS, NOTE_MAX } from '../../../src/domain/company/favorite'
import { fixedClock } from '../../../src/domain/shared/clock'
import { addCompany, t0, userWith } from '../support/fixtures'

const ada = userWith(7, 'individual')
const bob = userWith(8, 'company_manager')

describe('FavoriteListCommands', () => {
  const setUp = async () => {
    const companies = new InMemoryCompanyRepository()
    const favorites = new InMemoryFavoriteRepository()
    const lists = new InMemoryFavoriteListRepository()
    const events = new InMemoryEventPublisher()
    const uow = new InMemoryUnitOfWork([companies, favorites, lists, events])
    const saves = new FavoriteCommands(companies, favorites, events, uow, fixedClock(t0))
    const commands = new FavoriteListCommands(lists, favorites, events, uow, fixedClock(t0))
    const acme = await addCompany(companies, 2, 'approved')
    const zeta = await addCompany(companies, 2, 'approved', 'Zeta Tools')
    await saves.add(ada, acme.id)
    await saves.add(ada, zeta.id)
    events.published.length = 0
    uow.outcomes.length = 0
    return { favorites, lists, events, uow, commands, acme, zeta }
  }
  const created = async (commands: FavoriteListCommands, name: string, user = ada) => {
    const r = await commands.create(user, name)
    if (E.isLeft(r)) throw new Error(r.left._tag)
    return r.right
  }

  it('creates a list with its name trimmed, with FavoriteListCreated', async () => {
    const { commands, lists, events } = await setUp()
    const list = await created(commands, '  Suppliers  ')
    expect(list).to.deep.equal({ id: 1, userId: 7, name: 'Suppliers' })
    expect(lists.all).to.deep.equal([list])
    expect(events.published).to.deep.equal([{
      type: 'FavoriteListCreated', aggregateType: 'favorite_list', aggregateId: '1', actorId: 7, occurredAt: t0, payload: { listId: 1, listName: 'Suppliers' },
    }])
  })

  it('refuses a blank, too long, control-character or "Saved" name, and a name the user has already whatever its case; leaving nothing', async () => {
    const { commands, lists, events, uow } = await setUp()
    await created(commands, 'Suppliers')
    events.published.length = 0
    uow.outcomes.length = 0
    const refusals: [string, string][] = [
      ['   ', 'ListNameInvalid'], ['x'.repeat(61), 'ListNameInvalid'], ['A\u0000B', 'ListNameInvalid'], ['line\nbreak', 'ListNameInvalid'],
      ['saved', 'ListNameInvalid'], [' SAVED ', 'ListNameInvalid'], ['suppliers', 'ListNameTaken'], ['SUPPLIERS ', 'ListNameTaken'],
    ]
    for (const [name, tag] of refusals) {
      const r = await commands.create(ada, name)
      expect(E.isLeft(r) && r.left._tag, JSON.stringify(name)).to.equal(tag)
    }
    expect(lists.all.map((l) => l.name)).to.deep.equal(['Suppliers'])
    expect(events.published).to.deep.equal([])
    expect(uow.outcomes.every((o) => o === 'rollback')).to.equal(true)
    // Another user may use the same name.
    expect((await created(commands, 'suppliers', bob)).name).to.equal('suppliers')
  })

  it(`keeps at most ${MAX_FAVORITE_LISTS} lists per user: the next one is refused and leaves nothing`, async () => {
    const { commands, lists, events } = await setUp()
    for (let i = 1; i <= MAX_FAVORITE_LISTS; i++) await created(commands, `List ${i}`)
    const before = events.published.length
    expect(await commands.create(ada, 'One too many')).to.deep.equal(E.left({ _tag: 'TooManyLists' }))
    expect(lists.all).to.have.length(MAX_FAVORITE_LISTS)
    expect(events.published).to.have.length(before)
  })

  it("renames a list of the user's; another user's list is not found, and a refused rename leaves the name", async () => {
    const { commands, lists, events } = await setUp()
    const list = await created(commands, 'Suppliers')
    await created(commands, 'Clients')
    events.published.length = 0
    expect(await commands.rename(bob, list.id, 'Mine now')).to.deep.equal(E.left({ _tag: 'ListNotFound' }))
    expect(await commands.rename(ada, 999, 'Nowhere')).to.deep.equal(E.left({ _tag: 'ListNotFound' }))
    expect(await commands.rename(ada, list.id, 'clients')).to.deep.equal(E.left({ _tag: 'ListNameTaken' }))
    expect(events.published).to.deep.equal([])
    expect(await commands.rename(ada, list.id, 'Key suppliers')).to.deep.equal(E.right({ id: list.id, userId: 7, name: 'Key suppliers' }))
    expect(lists.all.map((l) => l.name)).to.deep.equal(['Key suppliers', 'Clients'])
    expect(events.published.map((e) => [e.type, e.payload.previousName])).to.deep.equal([['FavoriteListRenamed', 'Suppliers']])
  })

  it('moves a saved company to a list and back to the default list; a list or favourite of another user is not found', async () => {
    const { commands, favorites, events, uow, acme, zeta } = await setUp()
    const list = await created(commands, 'Suppliers')
    const bobs = await created(commands, 'Bob\'s', bob)
    events.published.length = 0
    uow.outcomes.length = 0
    expect(await commands.change(ada, acme.id, { listId: bobs.id })).to.deep.equal(E.left({ _tag: 'ListNotFound' }))
    expect(await commands.change(bob, acme.id, { listId: bobs.id })).to.deep.equal(E.left({ _tag: 'FavoriteNotFound' }))
    expect(await commands.change(ada, 999, { listId: list.id })).to.deep.equal(E.left({ _tag: 'FavoriteNotFound' }))
    expect(favorites.places.map((p) => p.listId)).to.deep.equal([null, null])
    expect(events.published).to.deep.equal([])
    expect(uow.outcomes).to.deep.equal(['rollback', 'rollback', 'rollback'])

    expect(await commands.change(ada, acme.id, { listId: list.id })).to.deep.equal(E.right(undefined))
    expect(favorites.places).to.deep.equal([
      { userId: 7, companyId: acme.id, listId: list.id, note: null }, { userId: 7, companyId: zeta.id, listId: null, note: null },
    ])
    expect(await commands.change(ada, acme.id, { listId: null })).to.deep.equal(E.right(undefined))
    expect(favorites.places[0].listId).to.equal(null)
    expect(events.published.map((e) => [e.type, e.payload.fromListId, e.payload.toListId])).to.deep.equal([['FavoriteMoved', null, list.id], ['FavoriteMoved', list.id, null]])
  })

  it('writes a private note, trimmed; never in an event; a blank note clears it; a note too long or with control characters is refused and leaves the old one', async () => {
    const { commands, favorites, events, acme } = await setUp()
    expect(await commands.change(ada, acme.id, { note: '  Met at the fair.\nCall in May.  ' })).to.deep.equal(E.right(undefined))
    expect(favorites.places[0].note).to.equal('Met at the fair.\nCall in May.')
    expect(JSON.stringify(events.published)).not.to.include('Met at the fair')
    expect(events.published.map((e) => [e.type, e.payload.hasNote])).to.deep.equal([['FavoriteNoteChanged', true]])
    for (const note of ['x'.repeat(NOTE_MAX + 1), 'bell\u0007', 'nul\u0000']) {
      expect(await commands.change(ada, acme.id, { note }), note.slice(0, 10)).to.deep.equal(E.left({ _tag: 'NoteInvalid', message: note.length > NOTE_MAX ? `At most ${NOTE_MAX} characters` : 'Must not contain control characters' }))
    }
    expect(await commands.change(ada, acme.id, { note: 'x'.repeat(NOTE_MAX) })).to.deep.equal(E.right(undefined))
    expect(await commands.change(ada, acme.id, { note: '   ' })).to.deep.equal(E.right(undefined))
    expect(favorites.places[0].note).to.equal(null)
    // The same note again changes nothing.
    const count = events.published.length
    expect(await commands.change(ada, acme.id, { note: null })).to.deep.equal(E.right(undefined))
    expect(events.published).to.have.length(count)
  })

  it('deletes a list: its companies stay saved, back in the default list; another user cannot', async () => {
    const { commands, favorites, lists, events, acme, zeta } = await setUp()
    const list = await created(commands, 'Suppliers')
    await commands.change(ada, acme.id, { listId: list.id, note: 'Keep' })
    await commands.change(ada, zeta.id, { listId: list.id })
    events.published.length = 0
    expect(await commands.delete(bob, list.id)).to.deep.equal(E.left({ _tag: 'ListNotFound' }))
    expect(lists.all).to.have.length(1)
    expect(events.published).to.deep.equal([])
    expect(await commands.delete(ada, list.id)).to.deep.equal(E.right({ moved: 2 }))
    expect(lists.all).to.deep.equal([])
    expect(favorites.places).to.deep.equal([
      { userId: 7, companyId: acme.id, listId: null, note: 'Keep' }, { userId: 7, companyId: zeta.id, listId: null, note: null },
    ])
    expect(events.published.map((e) => [e.type, e.payload.moved])).to.deep.equal([['FavoriteListDeleted', 2]])
  })
})
