// The profile's Contact tab (spec: visitor-and-user-side.md §2 "Company profile"; rule in docs/decisions.md): a signed-in user writes to a public company.
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { InMemoryCompanyRepository } from '../../../src/adapters/in-memory/in-memory-company.repository'
import { InMemoryMailer } from '../../../src/adapters/in-memory/in-memory-mail'
import { InMemorySettings, InMemoryUnitOfWork } from '../../../src/adapters/in-memory/in-memory-support'
import { ContactCompanyHandler } from '../../../src/application/company/commands/contact-company'
import type { CompanyStatus } from '../../../src/domain/company/company'
import { addCompany, t0, userWith } from '../support/fixtures'

const sender = userWith(7, 'individual')

describe('ContactCompanyHandler', () => {
  const setUp = async () => {
    const companies = new InMemoryCompanyRepository()
    let now = t0
    const mailer = new InMemoryMailer({ now: () => now })
    const uow = new InMemoryUnitOfWork([companies, mailer])
    const settings = new InMemorySettings()
    const handler = new ContactCompanyHandler(companies, mailer, uow, { now: () => now }, settings)
    const acme = await addCompany(companies, 2, 'approved')
    return { companies, mailer, uow, handler, acme, settings, at: (minutes: number) => { now = new Date(t0.getTime() + minutes * 60_000) } }
  }

  it('enqueues the message to the company\'s contact email, replying to the sender, who is named in it', async () => {
    const { handler, mailer, acme } = await setUp()
    expect(await handler.execute(sender, acme.id, 'Pricing', 'How much is a welding robot?')).to.deep.equal(E.right(undefined))
    expect(mailer.outbox).to.deep.equal([{
      kind: 'company_contact', to: 'hello@acme.example', replyTo: sender.email, senderUserId: sender.id, createdAt: t0,
      subject: '[Expo Atlas] Pricing',
      body: `How much is a welding robot?\n\n--\nSent by Grace Hopper <${sender.email}> through the Acme Robotics profile on Expo Atlas.`,
    }])
  })

  it('names the site as the Site name setting says', async () => {
    const { handler, mailer, acme, settings } = await setUp()
    settings.with('general', { siteName: 'Nordic Industry Fair' })
    expect(E.isRight(await handler.execute(sender, acme.id, 'Pricing', 'How much?'))).to.equal(true)
    expect(mailer.outbox[0]).to.include({
      subject: '[Nordic Industry Fair] Pricing',
      body: `How much?\n\n--\nSent by Grace Hopper <${sender.email}> through the Acme Robotics profile on Nordic Industry Fair.`,
    })
  })

  it('answers CompanyNotFound for a company that is not public or not there, and sends nothing', async () => {
    const { handler, companies, mailer, uow } = await setUp()
    for (const status of ['pending', 'rejected', 'suspended'] as CompanyStatus[]) {
      const hidden = await addCompany(companies, 2, status, `Hidden ${status}`)
      expect(await handler.execute(sender, hidden.id, 'Hi', 'Hello'), status).to.deep.equal(E.left({ _tag: 'CompanyNotFound' }))
    }
    expect(await handler.execute(sender, 999, 'Hi', 'Hello')).to.deep.equal(E.left({ _tag: 'CompanyNotFound' }))
    expect(mailer.outbox).to.deep.equal([])
    expect(uow.outcomes).to.deep.equal(['rollback', 'rollback', 'rollback', 'rollback'])
  })

  it('lets a user send five messages an hour, to any companies, then refuses the sixth until the first is an hour old', async () => {
    const { handler, companies, mailer, uow, acme, at } = await setUp()
    const other = await addCompany(companies, 3, 'approved', 'Other Co')
    for (let i = 0; i < 5; i++) {
      at(i)
      expect(E.isRight(await handler.execute(sender, i % 2 ? other.id : acme.id, `Message ${i}`, 'Hello'))).to.equal(true)
    }
    at(59)
    expect(await handler.execute(sender, acme.id, 'Sixth', 'Hello')).to.deep.equal(E.left({ _tag: 'TooManyMessages', retryAfterSeconds: 3600 }))
    expect(mailer.outbox).to.have.length(5)
    expect(uow.outcomes.at(-1)).to.equal('rollback')
    // Another user has a quota of their own.
    expect(E.isRight(await handler.execute(userWith(8, 'media'), acme.id, 'Mine', 'Hello'))).to.equal(true)
    at(60)
    expect(E.isRight(await handler.execute(sender, acme.id, 'Sixth', 'Hello'))).to.equal(true)
    expect(mailer.outbox.map((m) => m.subject).at(-1)).to.equal('[Expo Atlas] Sixth')
  })
})
