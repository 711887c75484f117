import { expect } from 'chai'
import { signedIn } from './support/accounts'
import { Client } from './support/client'
import { type TestApp } from './support/test-app'
import { onFreshApp, type CatalogueIds } from './support/suite'

/**
 * Reasons and notices (issue 19): a company's suspension, a media item's rejection and an
 * application's rejection take a reason like a company's rejection; its manager sees it and gets
 * the email; suspend, reinstate, verify and revoke send emails too; a rejected company may be
 * approved or reopened.
 */
describe('reasons and notices (HTTP)', () => {
  let t: TestApp
  let ids: CatalogueIds
  onFreshApp((app, catalogue) => { t = app; ids = catalogue })

  type Mail = { kind: string; to_address: string; subject: string; body: string }
  const outbox = () => t.sql.all<Mail>('select kind, to_address, subject, body from email_outbox order by id')
  const mailsOf = async (kind: string) => (await outbox()).filter((m) => m.kind === kind)
  const eventTypes = async () => (await t.sql.all<{ type: string }>('select type from domain_events order by id')).map((e) => e.type)

  /** An admin, and a manager (Marco) with a company in the given state (approved and verified by default). */
  const setUp = async (name = 'Hanbit Semiconductor', state: 'pending' | 'approved' = 'approved') => {
    const admin = await signedIn(t, 'admin')
    const manager = await signedIn(t, 'company_manager', { firstName: 'Marco' })
    const company = await manager.client.post('/api/companies', {
      name, description: 'Chips.', countryId: ids.countryId, contactEmail: 'hi@hanbit.example.com', sectorId: ids.sectorId, subsectorId: ids.subsectorId,
    })
    expect(company.status, company.text).to.equal(201)
    const id = company.body.id as number
    if (state === 'approved') {
      expect((await admin.client.patch(`/api/admin/companies/${id}/status`, { status: 'approved' })).status).to.equal(200)
      expect((await admin.client.patch(`/api/admin/companies/${id}/verify`, { verified: true })).status).to.equal(200)
    }
    return { admin, manager, id }
  }
  const status = (c: Client, id: number, body: Record<string, unknown>) => c.patch(`/api/admin/companies/${id}/status`, body)

  describe('a company suspended with a reason', () => {
    it('needs a reason (400 naming it); a refusal writes nothing and sends nothing', async () => {
      const { admin, id } = await setUp()
      const before = { events: await eventTypes(), mails: await outbox() }
      for (const body of [{ status: 'suspended' }, { status: 'suspended', reason: '   ' }, { status: 'suspended', reason: null }]) {
        const r = await status(admin.client, id, body)
        expect([r.status, r.body.fieldErrors?.reason], JSON.stringify(body)).to.deep.equal([400, 'Please give a reason for the suspension'])
      }
      for (const reason of ['x'.repeat(1001), 'Bell \u0007 character', { nested: 'object' }]) {
        const bad = await status(admin.client, id, { status: 'suspended', reason })
        expect([bad.status, Object.keys(bad.body.fieldErrors)]).to.deep.equal([400, ['reason']])
      }
      expect(await eventTypes()).to.deep.equal(before.events)
      expect(await outbox()).to.deep.equal(before.mails)
      expect((await admin.client.get(`/api/admin/companies/${id}`)).body).to.include({ status: 'approved', suspensionReason: null, isVerified: true })
    })

    it('is for admins only: its manager and others get 403, and nothing changes', async () => {
      const { manager, id } = await setUp()
      const media = await signedIn(t, 'media')
      for (const c of [manager.client, media.client]) expect((await status(c, id, { status: 'suspended', reason: 'Mine' })).status).to.equal(403)
      expect((await status(new Client(t.baseUrl), id, { status: 'suspended', reason: 'Mine' })).status).to.equal(401)
      expect(await mailsOf('company_suspended')).to.deep.equal([])
    })

    it('its manager sees the reason on My Companies and on the company page, and gets the email with it; nobody else sees it', async () => {
      const { admin, manager, id } = await setUp()
      const r = await status(admin.client, id, { status: 'suspended', reason: '  Unpaid invoice </script> ]]>\n ' })
      expect(r.status, r.text).to.equal(200)
      expect(r.body).to.include({ status: 'suspended', suspensionReason: 'Unpaid invoice </script> ]]>', rejectionReason: null, isVerified: false })
      const mine = (await manager.client.get('/api/my-companies')).body
      expect(mine[0]).to.include({ id, status: 'suspended', suspensionReason: 'Unpaid invoice </script> ]]>' })
      expect((await manager.client.get(`/api/companies/${id}`)).body).to.include({ suspensionReason: 'Unpaid invoice </script> ]]>' })
      const other = await signedIn(t, 'company_manager', { email: 'other@example.com' })
      expect((await other.client.get(`/api/companies/${id}`)).status).to.equal(404)

      const [mail, ...more] = await mailsOf('company_suspended')
      expect(more).to.deep.equal([])
      expect(mail).to.include({ to_address: manager.email, subject: 'Hanbit Semiconductor has been suspended on Expo Atlas' })
      // Plain-text mail: the reason as written (nothing to escape in text; the names are not markup there).
      expect(mail.body).to.contain('Hello Marco').and.contain('Reason: Unpaid invoice </script> ]]>\n').and.contain('/my-companies')
      // The badge it lost is told by the suspension's mail alone.
      expect(await mailsOf('company_verification_revoked')).to.deep.equal([])
      const audit = await t.sql.one<{ reason: string }>(`select reason from audit_entries where action = 'CompanySuspended'`)
      expect(audit?.reason).to.equal('Unpaid invoice </script> ]]>')
    })

    it('reinstating clears the reason and emails the manager', async () => {
      const { admin, manager, id } = await setUp()
      await status(admin.client, id, { status: 'suspended', reason: 'Unpaid invoice' })
      const r = await status(admin.client, id, { status: 'approved' })
      expect(r.body).to.include({ status: 'approved', suspensionReason: null })
      expect((await manager.client.get('/api/my-companies')).body[0]).to.include({ suspensionReason: null })
      const mails = await mailsOf('company_reinstated')
      expect(mails.map((m) => [m.to_address, m.subject])).to.deep.equal([[manager.email, 'Hanbit Semiconductor is back on Expo Atlas']])
      expect(mails[0].body).to.contain('has been reinstated').and.match(new RegExp(`/companies/${id}\\b`))
    })
  })

  describe('verification', () => {
    it('granting and withdrawing the badge email the manager; setting it to what it is sends nothing', async () => {
      const { admin, manager, id } = await setUp()
      const verified = await mailsOf('company_verified')
      expect(verified.map((m) => [m.to_address, m.subject])).to.deep.equal([[manager.email, 'Hanbit Semiconductor is now verified on Expo Atlas']])
      await admin.client.patch(`/api/admin/companies/${id}/verify`, { verified: true })
      expect(await mailsOf('company_verified')).to.have.length(1)
      await admin.client.patch(`/api/admin/companies/${id}/verify`, { verified: false })
      const revoked = await mailsOf('company_verification_revoked')
      expect(revoked.map((m) => [m.to_address, m.subject])).to.deep.equal([[manager.email, 'Hanbit Semiconductor is no longer verified on Expo Atlas']])
      expect(revoked[0].body).to.contain('cannot apply to new exhibitions')
    })

    it('a refused verification (a pending company) sends nothing', async () => {
      const { admin, id } = await setUp('Vayu Analytics', 'pending')
      expect((await admin.client.patch(`/api/admin/companies/${id}/verify`, { verified: true })).status).to.equal(409)
      expect(await mailsOf('company_verified')).to.deep.equal([])
    })
  })

  describe('a rejected company', () => {
    const rejected = async () => {
      const w = await setUp('Vayu Analytics', 'pending')
      expect((await status(w.admin.client, w.id, { status: 'rejected', reason: 'The logo is missing' })).status).to.equal(200)
      return w
    }

    it('is approved at once: listed, reason cleared, the approval mail sent', async () => {
      const { admin, manager, id } = await rejected()
      const r = await status(admin.client, id, { status: 'approved' })
      expect([r.status, r.body.status, r.body.rejectionReason]).to.deep.equal([200, 'approved', null])
      expect((await new Client(t.baseUrl).get(`/api/companies/${id}`)).status).to.equal(200)
      expect((await mailsOf('company_approved')).map((m) => m.to_address)).to.deep.equal([manager.email])
    })

    it('is reopened for review: pending again, reason cleared, a Reopened entry in its history', async () => {
      const { admin, manager, id } = await rejected()
      const r = await status(admin.client, id, { status: 'pending' })
      expect([r.status, r.body.status, r.body.rejectionReason]).to.deep.equal([200, 'pending', null])
      expect((await manager.client.get('/api/my-companies')).body[0]).to.include({ status: 'pending', rejectionReason: null })
      expect((await admin.client.get('/api/admin/companies?status=pending')).body.companies.map((c: { id: number }) => c.id)).to.include(id)
      const audit = await t.sql.one<{ actor_id: number; changes: unknown }>(`select actor_id, changes from audit_entries where action = 'CompanyReopened'`)
      expect(audit).to.deep.equal({ actor_id: admin.id, changes: { status: { from: 'rejected', to: 'pending' }, rejectionReason: { from: 'The logo is missing', to: null } } })
      // Only a rejected company reopens; only admins reopen.
      expect((await status(admin.client, id, { status: 'pending' })).status).to.equal(409)
      await status(admin.client, id, { status: 'rejected', reason: 'Still no logo' })
      expect((await status(manager.client, id, { status: 'pending' })).status).to.equal(403)
      expect((await admin.client.get(`/api/admin/companies/${id}`)).body).to.include({ status: 'rejected', rejectionReason: 'Still no logo' })
    })
  })

  describe('a media item rejected with a reason', () => {
    const world = async () => {
      const w = await setUp()
      const media = await signedIn(t, 'media')
      const item = await w.manager.client.post(`/api/companies/${w.id}/media`, { title: 'Hanbit <b>opens</b> a fab', content: 'News.', type: 'news' })
      expect(item.status, item.text).to.equal(201)
      return { ...w, media, itemId: item.body.id as number }
    }
    const moderate = (c: Client, id: number, body: Record<string, unknown>) => c.post(`/api/company-media/${id}/approve`, body)

    it('needs a reason; a refusal leaves the item pending and sends nothing', async () => {
      const { media, itemId } = await world()
      const before = await eventTypes()
      for (const body of [{ status: 'rejected' }, { status: 'rejected', reason: ' ' }]) {
        const r = await moderate(media.client, itemId, body)
        expect([r.status, r.body.fieldErrors?.reason]).to.deep.equal([400, 'Please give a reason for the rejection'])
      }
      expect(await eventTypes()).to.deep.equal(before)
      expect(await mailsOf('media_decided')).to.deep.equal([])
    })

    it('its manager sees the reason with the item and gets it by email; an approval clears it', async () => {
      const { media, manager, id, itemId } = await world()
      expect((await moderate(media.client, itemId, { status: 'rejected', reason: ' The photo is blurred ' })).status).to.equal(200)
      const own = (await manager.client.get(`/api/companies/${id}/media`)).body as { id: number; status: string; rejectionReason: string | null }[]
      expect(own.find((i) => i.id === itemId)).to.include({ status: 'rejected', rejectionReason: 'The photo is blurred' })
      expect((await manager.client.get(`/api/company-media/${itemId}`)).body).to.include({ rejectionReason: 'The photo is blurred' })
      const [mail] = await mailsOf('media_decided')
      expect(mail).to.include({ to_address: manager.email, subject: '"Hanbit <b>opens</b> a fab" was rejected' })
      expect(mail.body).to.contain('Reason: The photo is blurred')
      expect((await moderate(media.client, itemId, { status: 'approved' })).body).to.include({ status: 'approved', rejectionReason: null })
    })

    it('a quick approval is undone by returning the item to review (moderators only), which sends no mail', async () => {
      const { media, manager, itemId } = await world()
      await moderate(media.client, itemId, { status: 'approved' })
      expect((await moderate(manager.client, itemId, { status: 'pending' })).status).to.equal(403)
      const undone = await moderate(media.client, itemId, { status: 'pending' })
      expect([undone.status, undone.body.status]).to.deep.equal([200, 'pending'])
      const reader = await signedIn(t, 'individual')
      expect((await reader.client.get(`/api/company-media/${itemId}`)).status).to.equal(404)
      expect((await outbox()).filter((m) => m.kind === 'media_decided').map((m) => m.subject)).to.deep.equal(['"Hanbit <b>opens</b> a fab" was approved'])
      expect((await moderate(media.client, itemId, { status: 'pending' })).status).to.equal(409)
    })
  })

  describe('an application rejected with a reason', () => {
    const world = async () => {
      const w = await setUp()
      const expo = await w.admin.client.post('/api/admin/exhibitions', {
        name: 'Global Tech Expo 2026', description: 'Chips and more.', startDate: '2026-12-01', endDate: '2026-12-03', location: 'Online',
        venue: 'vFairs halls', maxParticipants: 10, registrationFee: '0', registrationDeadline: '2026-11-25', sectorId: ids.sectorId,
        allowedSectors: [ids.sectorId], status: 'upcoming', bannerUrl: '', website: '', vFairsLink: 'https://tech.vfairs.com',
      })
      expect(expo.status, expo.text).to.equal(201)
      const applied = await w.manager.client.post(`/api/exhibitions/${expo.body.id}/participants`, { companyId: w.id })
      expect(applied.status, applied.text).to.equal(201)
      const decide = (c: Client, body: Record<string, unknown>) => c.patch(`/api/admin/exhibitions/${expo.body.id}/participants/${applied.body.id}`, body)
      return { ...w, expoId: expo.body.id as number, participantId: applied.body.id as number, decide }
    }

    it('needs a reason; a refusal leaves it pending and sends nothing; admins only', async () => {
      const { decide, manager, admin, expoId } = await world()
      const before = await eventTypes()
      const r = await decide(admin.client, { status: 'rejected' })
      expect([r.status, r.body.fieldErrors?.reason]).to.deep.equal([400, 'Please give a reason for the rejection'])
      expect((await decide(manager.client, { status: 'rejected', reason: 'Mine' })).status).to.equal(403)
      expect(await eventTypes()).to.deep.equal(before)
      expect(await mailsOf('participation_rejected')).to.deep.equal([])
      expect((await admin.client.get(`/api/admin/exhibitions/${expoId}/participants`)).body[0]).to.include({ status: 'pending', rejectionReason: null })
    })

    it("its manager sees the reason on the exhibition and gets it by email; confirming later clears it", async () => {
      const { decide, manager, admin, expoId, id } = await world()
      const r = await decide(admin.client, { status: 'rejected', reason: 'All booths in this hall are taken' })
      expect(r.body).to.include({ status: 'rejected', rejectionReason: 'All booths in this hall are taken' })
      const panel = (await manager.client.get(`/api/exhibitions/${expoId}/eligible-companies`)).body as { companyId: number; participation: unknown }[]
      expect(panel.find((c) => c.companyId === id)?.participation).to.include({ status: 'rejected', rejectionReason: 'All booths in this hall are taken' })
      const mails = await mailsOf('participation_rejected')
      expect(mails.map((m) => [m.to_address, m.subject])).to.deep.equal([[manager.email, 'Hanbit Semiconductor at Global Tech Expo 2026: application not accepted']])
      expect(mails[0].body).to.contain('Reason: All booths in this hall are taken').and.match(new RegExp(`/exhibitions/${expoId}\\b`))
      expect(await mailsOf('participation_decided')).to.deep.equal([])
      expect((await decide(admin.client, { status: 'approved' })).body).to.include({ status: 'approved', rejectionReason: null })
    })
  })
})
