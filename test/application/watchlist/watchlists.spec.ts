// Saved searches, follows and notifications (docs/ubiquitous-language/watchlists.md): every command is its
// owner's; a refusal leaves no row behind.
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { InMemoryCompanyRepository } from '../../../src/adapters/in-memory/in-memory-company.repository'
import { InMemoryUnitOfWork } from '../../../src/adapters/in-memory/in-memory-support'
import {
  fixedKeySigner, InMemoryFollowStore, InMemoryNotificationStore, InMemorySavedSearchStore,
} from '../../../src/adapters/in-memory/in-memory-watchlists'
import { Watchlists } from '../../../src/application/watchlist/watchlists'
import { fixedClock } from '../../../src/domain/shared/clock'
import { digestPeriod, MAX_SAVED_SEARCHES, searchWords, tsqueryText } from '../../../src/domain/watchlist/saved-search'
import { addCompany, t0 } from '../support/fixtures'

const ADA = 7
const BOB = 8
const question = { search: 'robots', countries: ['DE'], sort: 'recent' as const }

describe('Watchlists', () => {
  const setUp = async () => {
    const searches = new InMemorySavedSearchStore()
    const follows = new InMemoryFollowStore([20], undefined, [30])
    const notifications = new InMemoryNotificationStore()
    const companies = new InMemoryCompanyRepository()
    const uow = new InMemoryUnitOfWork([searches, follows, notifications])
    const signer = fixedKeySigner()
    const watchlists = new Watchlists(searches, follows, notifications, companies, signer, uow, fixedClock(t0))
    return { searches, follows, notifications, companies, uow, signer, watchlists }
  }
  const rows = (s: InMemorySavedSearchStore) => [...s.rows.byId.values()].map((r) => [r.userId, r.name, r.frequency])

  it('saves a directory question under a trimmed name, digest off unless asked', async () => {
    const { watchlists, searches } = await setUp()
    const saved = await watchlists.save(ADA, { name: '  German robots ', question })
    expect(saved).to.deep.equal(E.right({ id: 1, userId: ADA, name: 'German robots', question, frequency: 'off', lastSeenAt: t0, createdAt: t0 }))
    expect(E.isRight(await watchlists.save(ADA, { name: 'Weekly', question, frequency: 'weekly' }))).to.equal(true)
    expect(rows(searches)).to.deep.equal([[ADA, 'German robots', 'off'], [ADA, 'Weekly', 'weekly']])
  })

  it('refuses a blank or hidden-character name, a taken name (any case), an empty question and the 26th search, keeping nothing', async () => {
    const { watchlists, searches, uow } = await setUp()
    await watchlists.save(ADA, { name: 'Robots', question })
    const refusals = [
      [{ name: '   ', question }, 'SavedSearchNameRefused'],
      [{ name: 'Ro\u202Ebots', question }, 'SavedSearchNameRefused'],
      [{ name: 'x'.repeat(81), question }, 'SavedSearchNameRefused'],
      [{ name: 'ROBOTS', question }, 'SavedSearchNameTaken'],
      [{ name: 'Everything', question: { sort: 'a-z' as const } }, 'SavedSearchQuestionEmpty'],
    ] as const
    for (const [input, tag] of refusals) {
      const r = await watchlists.save(ADA, input)
      expect(E.isLeft(r) && r.left._tag, input.name).to.equal(tag)
    }
    expect(rows(searches)).to.have.length(1)
    expect(uow.outcomes.filter((o) => o === 'rollback')).to.have.length(refusals.length)
    // Another user may use the same name.
    expect(E.isRight(await watchlists.save(BOB, { name: 'robots', question }))).to.equal(true)
    for (let i = 1; i < MAX_SAVED_SEARCHES; i++) await watchlists.save(ADA, { name: `S${i}`, question })
    const over = await watchlists.save(ADA, { name: 'One too many', question })
    expect(over).to.deep.equal(E.left({ _tag: 'SavedSearchLimitReached', max: 25 }))
    expect(rows(searches).filter(([u]) => u === ADA)).to.have.length(25)
  })

  it("answers SavedSearchNotFound for another user's search on every command, and changes nothing", async () => {
    const { watchlists, searches } = await setUp()
    const mine = await watchlists.save(ADA, { name: 'Mine', question })
    const id = E.isRight(mine) ? mine.right.id : 0
    const before = JSON.stringify([...searches.rows.byId.values()])
    const nf = E.left({ _tag: 'SavedSearchNotFound' })
    expect(await watchlists.rename(BOB, id, 'Stolen')).to.deep.equal(nf)
    expect(await watchlists.setFrequency(BOB, id, 'daily')).to.deep.equal(nf)
    expect(await watchlists.markSeen(BOB, id)).to.deep.equal(nf)
    expect(await watchlists.remove(BOB, id)).to.deep.equal(nf)
    expect(await watchlists.remove(ADA, 999)).to.deep.equal(nf)
    expect(JSON.stringify([...searches.rows.byId.values()])).to.equal(before)
  })

  it('renames (refusing a name taken by another of the same user), changes the frequency and deletes', async () => {
    const { watchlists, searches } = await setUp()
    await watchlists.save(ADA, { name: 'One', question })
    await watchlists.save(ADA, { name: 'Two', question })
    expect(await watchlists.rename(ADA, 2, 'one')).to.deep.equal(E.left({ _tag: 'SavedSearchNameTaken' }))
    const renamed = await watchlists.rename(ADA, 2, 'Second')
    expect(E.isRight(renamed) && renamed.right.name).to.equal('Second')
    const daily = await watchlists.setFrequency(ADA, 2, 'daily')
    expect(E.isRight(daily) && daily.right.frequency).to.equal('daily')
    expect(await watchlists.remove(ADA, 1)).to.deep.equal(E.right(undefined))
    expect(rows(searches)).to.deep.equal([[ADA, 'Second', 'daily']])
  })

  it('follows a public company or an existing sector once; a hidden company or unknown sector is not found and nothing is kept', async () => {
    const { watchlists, follows, companies } = await setUp()
    const acme = await addCompany(companies, 2, 'approved')
    const pending = await addCompany(companies, 2, 'pending', 'Pending Co')
    expect(await watchlists.follow(ADA, { kind: 'company', id: acme.id })).to.deep.equal(E.right(undefined))
    expect(await watchlists.follow(ADA, { kind: 'company', id: acme.id })).to.deep.equal(E.right(undefined))
    expect(await watchlists.follow(ADA, { kind: 'sector', id: 20 })).to.deep.equal(E.right(undefined))
    expect(await watchlists.follow(ADA, { kind: 'company', id: pending.id })).to.deep.equal(E.left({ _tag: 'CompanyNotFound' }))
    expect(await watchlists.follow(ADA, { kind: 'sector', id: 99 })).to.deep.equal(E.left({ _tag: 'SectorNotFound' }))
    expect(await follows.list(ADA)).to.deep.equal([{ kind: 'company', id: acme.id, name: `company ${acme.id}` }, { kind: 'sector', id: 20, name: 'sector 20' }])
    await watchlists.unfollow(ADA, { kind: 'company', id: acme.id })
    expect(await follows.list(ADA)).to.deep.equal([{ kind: 'sector', id: 20, name: 'sector 20' }])
  })

  it('follows an existing exhibition once; an unknown one is ExhibitionNotFound and nothing is kept', async () => {
    const { watchlists, follows } = await setUp()
    expect(await watchlists.follow(ADA, { kind: 'exhibition', id: 99 })).to.deep.equal(E.left({ _tag: 'ExhibitionNotFound' }))
    expect(await follows.list(ADA)).to.deep.equal([])
    expect(await watchlists.follow(ADA, { kind: 'exhibition', id: 30 })).to.deep.equal(E.right(undefined))
    expect(await watchlists.follow(ADA, { kind: 'exhibition', id: 30 })).to.deep.equal(E.right(undefined))
    expect(await watchlists.follow(BOB, { kind: 'exhibition', id: 99 })).to.deep.equal(E.left({ _tag: 'ExhibitionNotFound' }))
    expect(follows.rows).to.deep.equal([{ userId: ADA, kind: 'exhibition', id: 30 }])
  })

  it('marks only the caller\'s notifications read', async () => {
    const { watchlists, notifications } = await setUp()
    const add = (userId: number) => notifications.rows.insert((id) => ({ id, userId, kind: 'media_approved' as const, subjectId: 1, savedSearchId: null, title: 't', createdAt: t0, readAt: null }))
    const a = add(ADA)
    const b = add(BOB)
    expect(await watchlists.markRead(ADA, [a.id, b.id])).to.deep.equal(E.right(1))
    expect([await notifications.unreadCount(ADA), await notifications.unreadCount(BOB)]).to.deep.equal([0, 1])
  })

  it('turns a digest off through its signed link, without a session; a wrong token or unknown search changes nothing', async () => {
    const { watchlists, searches, signer } = await setUp()
    await watchlists.save(ADA, { name: 'Daily', question, frequency: 'daily' })
    const token = await signer.sign(1, 'salt-1')
    const bad = E.left({ _tag: 'UnsubscribeLinkNotValid' })
    for (const [id, t] of [[1, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`], [1, ''], [2, token], [1, `${token}]]>`]] as const) {
      expect(await watchlists.unsubscribe(id, t)).to.deep.equal(bad)
    }
    expect(rows(searches)).to.deep.equal([[ADA, 'Daily', 'daily']])
    expect(await watchlists.unsubscribeLink(1, token)).to.deep.equal(E.right({ name: 'Daily', frequency: 'daily' }))
    expect(await watchlists.unsubscribe(1, token)).to.deep.equal(E.right({ name: 'Daily' }))
    expect(rows(searches)).to.deep.equal([[ADA, 'Daily', 'off']])
  })
})

describe('saved search rules', () => {
  it('keys digests by UTC day and by ISO week (its Monday)', () => {
    const friday = new Date('2026-11-27T23:59:00Z')
    expect(digestPeriod('daily', friday)).to.equal('day 2026-11-27')
    expect(digestPeriod('weekly', friday)).to.equal('week 2026-11-23')
    expect(digestPeriod('weekly', new Date('2026-11-23T00:00:00Z'))).to.equal('week 2026-11-23')
    expect(digestPeriod('weekly', new Date('2026-11-29T12:00:00Z'))).to.equal('week 2026-11-23')
  })

  it('reads the words as the directory does, a word of four letters or more standing for the words it begins', () => {
    expect(searchWords('  Solar-PANELS ai ')).to.deep.equal(['solar', 'panels', 'ai'])
    expect(tsqueryText(searchWords('Solar ai'))).to.equal('solar:* & ai')
    expect(tsqueryText(searchWords('</script> ]]>'))).to.equal('script:*')
    expect(tsqueryText([])).to.equal(null)
  })
})
