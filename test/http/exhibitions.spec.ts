import { expect } from 'chai'
import { signedIn } from './support/accounts'
import { Client } from './support/client'
import { testClock, type TestApp } from './support/test-app'
import { onFreshApp, type CatalogueIds } from './support/suite'

describe('exhibitions (HTTP)', () => {
  let t: TestApp
  let ids: CatalogueIds
  onFreshApp((app, catalogue) => { t = app; ids = catalogue })

  const expo = (over: Record<string, unknown> = {}) => ({
    name: 'Global Tech Expo 2026', description: 'Software and hardware.', startDate: '2026-12-01', endDate: '2026-12-03',
    location: 'Online', venue: 'vFairs halls', maxParticipants: 2, registrationFee: '250.50', registrationDeadline: '2026-11-25',
    sectorId: ids.sectorId, allowedSectors: [ids.sectorId], status: 'upcoming', bannerUrl: '', website: 'tech.example.com',
    vFairsLink: 'https://tech.vfairs.com', ...over,
  })

  /** An admin, an exhibition, and a manager with a verified company in the allowed sector. */
  const setUp = async (over: Record<string, unknown> = {}) => {
    const admin = await signedIn(t, 'admin')
    const manager = await signedIn(t, 'company_manager')
    const created = await admin.client.post('/api/admin/exhibitions', expo(over))
    expect(created.status, created.text).to.equal(201)
    const company = await manager.client.post('/api/companies', {
      name: 'Navigli Software', description: 'ERP.', countryId: ids.countryId, contactEmail: 'hi@navigli.example.com',
      sectorId: ids.sectorId, subsectorId: ids.subsectorId,
    })
    await admin.client.patch(`/api/admin/companies/${company.body.id}/status`, { status: 'approved' })
    await admin.client.patch(`/api/admin/companies/${company.body.id}/verify`, { verified: true })
    return { admin, manager, exhibition: created.body, companyId: company.body.id as number }
  }

  it('an admin creates an exhibition: one field set for both specs, timing derived from the dates', async () => {
    const { exhibition } = await setUp()
    expect(exhibition).to.include({
      name: 'Global Tech Expo 2026', capacity: 2, maxParticipants: 2, boothCost: 250.5, registrationFee: 250.5,
      isVirtual: true, status: 'upcoming', daysToStart: 11, participantCount: 0, website: 'https://tech.example.com/',
    })
    expect(exhibition.startDate).to.equal('2026-12-01T00:00:00.000Z')
    expect(exhibition.sector).to.deep.equal({ name: exhibition.sectorName })
    testClock.set(new Date('2026-12-03T23:59:59.999Z'))
    expect((await new Client(t.baseUrl).get(`/api/exhibitions/${exhibition.id}`)).body.status).to.equal('ongoing')
    testClock.set(new Date('2026-12-04T00:00:00.000Z'))
    expect((await new Client(t.baseUrl).get(`/api/exhibitions/${exhibition.id}`)).body.status).to.equal('ended')
  })

  it('refuses bad exhibitions with field messages and stores nothing', async () => {
    const admin = await signedIn(t, 'admin')
    const res = await admin.client.post('/api/admin/exhibitions', expo({ name: '', endDate: '2026-11-30', registrationDeadline: '2026-12-05', maxParticipants: -3, startDate: '2026-02-30' }))
    expect(res.status).to.equal(400)
    expect(res.body.fieldErrors).to.deep.include({ name: 'Required', startDate: 'Please enter a valid date', maxParticipants: 'Must be at least 0' })
    const order = await admin.client.post('/api/admin/exhibitions', expo({ endDate: '2026-11-30', registrationDeadline: '2026-12-05' }))
    expect(order.body.fieldErrors).to.deep.equal({
      endDate: 'End date cannot be before the start date', registrationDeadline: 'Registration deadline cannot be after the end date',
    })
    const sectors = await admin.client.post('/api/admin/exhibitions', expo({ allowedSectors: [999999] }))
    expect(sectors.body.fieldErrors).to.deep.equal({ allowedSectors: 'Unknown sector: 999999' })
    expect(await t.sql.all('select id from exhibitions')).to.have.length(0)
    const m = await signedIn(t, 'company_manager')
    expect((await m.client.post('/api/admin/exhibitions', expo())).status).to.equal(403)
  })

  it('lists by tab: upcoming, ongoing, past; the public list hides cancelled ones', async () => {
    const admin = await signedIn(t, 'admin')
    for (const [name, start, end] of [['Past', '2026-10-01', '2026-10-03'], ['Now', '2026-11-19', '2026-11-21'], ['Soon', '2026-12-01', '2026-12-02']]) {
      await admin.client.post('/api/admin/exhibitions', expo({ name, startDate: start, endDate: end, registrationDeadline: null }))
    }
    await admin.client.post('/api/admin/exhibitions', expo({ name: 'Called off', status: 'cancelled' }))
    const anon = new Client(t.baseUrl)
    const names = async (qs: string) => ((await anon.get(`/api/exhibitions?${qs}`)).body as { name: string }[]).map((e) => e.name)
    expect(await names('upcoming=true&limit=3')).to.deep.equal(['Soon'])
    expect(await names('status=ongoing')).to.deep.equal(['Now'])
    expect(await names('status=past')).to.deep.equal(['Past'])
    expect(await names('')).to.deep.equal(['Now', 'Soon'])
    expect(await names('includeEnded=true')).to.deep.equal(['Past', 'Now', 'Soon'])
    const adminAll = await admin.client.get('/api/admin/exhibitions?tab=all')
    expect(adminAll.body.totalExhibitions).to.equal(4)
    expect(adminAll.body.exhibitions.find((e: { name: string }) => e.name === 'Called off').status).to.equal('cancelled')
    expect((await anon.get('/api/exhibitions?limit=0')).status).to.equal(400)
  })

  it('a sector filter holds the exhibitions open to that sector, those open to every sector too, in the public and admin lists', async () => {
    const admin = await signedIn(t, 'admin')
    const [s, other] = (await t.sql.all<{ id: number }>('select id from sectors order by id limit 2')).map((r) => r.id)
    for (const [name, sectorId, allowedSectors] of [
      ['Only S', s, [s]], ['Open to all', other, []], ['Shown as S, open to the other', s, [other]], ['Both', other, [s, other]],
    ] as const) {
      expect((await admin.client.post('/api/admin/exhibitions', expo({ name, sectorId, allowedSectors }))).status).to.equal(201)
    }
    const anon = new Client(t.baseUrl)
    const names = (list: { name: string }[]) => list.map((e) => e.name).sort()
    const open = ['Both', 'Only S', 'Open to all']
    const pub = await anon.get(`/api/exhibitions?sectorId=${s}`)
    expect([names(pub.body), pub.headers.get('x-total-count')]).to.deep.equal([open, '3'])
    const adm = (await admin.client.get(`/api/admin/exhibitions?tab=all&sector=${s}`)).body
    expect([names(adm.exhibitions), adm.totalExhibitions]).to.deep.equal([open, 3])
    expect(names((await anon.get(`/api/exhibitions?sectorId=${other}`)).body)).to.deep.equal(['Both', 'Open to all', 'Shown as S, open to the other'])
    expect((await admin.client.get('/api/admin/exhibitions?tab=all&sector=all')).body.totalExhibitions).to.equal(4)
  })

  it('list pages kept in memory follow changes, the time of day and midnight in the platform time zone', async () => {
    const { admin, manager, exhibition, companyId } = await setUp({ name: 'Soon', startDate: '2026-11-21', endDate: '2026-11-21', registrationDeadline: null })
    const anon = new Client(t.baseUrl)
    const list = async (qs: string) => ((await anon.get(`/api/exhibitions?${qs}`)).body as { name: string; status: string; daysToStart: number | null; participantCount: number }[])
      .map((e) => [e.name, e.status, e.daysToStart, e.participantCount])
    expect(await list('status=upcoming')).to.deep.equal([['Soon', 'upcoming', 1, 0]])
    const later = (await admin.client.post('/api/admin/exhibitions', expo({ name: 'Later', startDate: '2026-12-10', endDate: '2026-12-10', registrationDeadline: null }))).body
    expect(await list('status=upcoming')).to.deep.equal([['Soon', 'upcoming', 1, 0], ['Later', 'upcoming', 20, 0]])
    const applied = await manager.client.post(`/api/exhibitions/${exhibition.id}/participants`, { companyId })
    await admin.client.patch(`/api/admin/exhibitions/${exhibition.id}/participants/${applied.body.id}`, { status: 'approved', boothNumber: 'A-1' })
    expect((await list('status=upcoming'))[0]).to.deep.equal(['Soon', 'upcoming', 1, 1])
    await admin.client.patch(`/api/admin/companies/${companyId}/status`, { status: 'suspended', reason: 'Unpaid' })
    expect((await list('status=upcoming'))[0]).to.deep.equal(['Soon', 'upcoming', 1, 0])
    await admin.client.patch(`/api/admin/exhibitions/${later.id}`, { ...later, status: 'cancelled' })
    expect(await list('status=upcoming')).to.deep.equal([['Soon', 'upcoming', 1, 0]])
    // The last instant of the day before, then midnight: 'Soon' opens.
    testClock.set(new Date('2026-11-20T23:59:59.999Z'))
    expect(await list('status=upcoming')).to.deep.equal([['Soon', 'upcoming', 1, 0]])
    // Another time zone for the platform: it is already the 21st in Tokyo, the day 'Soon' opens there.
    const sa = await signedIn(t, 'super_admin')
    const zone = (value: string) => sa.client.patch('/api/admin/settings', { section: 'general', key: 'timezone', value })
    expect((await zone('Asia/Tokyo')).status).to.equal(200)
    expect([await list('status=upcoming'), await list('status=ongoing')]).to.deep.equal([[], [['Soon', 'ongoing', null, 0]]])
    await zone('UTC')
    expect(await list('status=upcoming')).to.deep.equal([['Soon', 'upcoming', 1, 0]])
    testClock.set(new Date('2026-11-21T00:00:00.000Z'))
    expect([await list('status=upcoming'), await list('status=ongoing')]).to.deep.equal([[], [['Soon', 'ongoing', null, 0]]])
  })

  it('daysToStart counts the days to the opening day, rounded up (86,400,000 ms a day): 5 days 9 hours before is 6, exactly 5 days is 5', async () => {
    const sa = await signedIn(t, 'super_admin')
    expect((await sa.client.patch('/api/admin/settings', { section: 'general', key: 'timezone', value: 'Europe/Berlin' })).status).to.equal(200)
    const { admin, exhibition } = await setUp({ startDate: '2026-12-02', endDate: '2026-12-04' })
    // Opens at Berlin's midnight of 2 December, 23:00 UTC on the 1st.
    expect(exhibition.startDate).to.equal('2026-12-01T23:00:00.000Z')
    const anon = new Client(t.baseUrl)
    const told = async () => [
      (await anon.get(`/api/exhibitions/${exhibition.id}`)).body.daysToStart,
      ((await anon.get('/api/exhibitions?status=upcoming')).body as { daysToStart: number }[])[0].daysToStart,
      ((await admin.client.get('/api/admin/exhibitions?tab=upcoming')).body.exhibitions as { daysToStart: number }[])[0].daysToStart,
    ]
    testClock.set(new Date('2026-11-26T14:00:00Z'))
    expect(await told()).to.deep.equal([6, 6, 6])
    testClock.set(new Date('2026-11-26T23:00:00Z'))
    expect(await told()).to.deep.equal([5, 5, 5])
    testClock.set(new Date('2026-12-01T22:59:59.999Z'))
    expect(await told()).to.deep.equal([1, 1, 1])
  })

  it('a manager applies with a verified company; a second application is 409; the admin confirms with a booth', async () => {
    const { admin, manager, exhibition, companyId } = await setUp()
    const eligible = await manager.client.get(`/api/exhibitions/${exhibition.id}/eligible-companies`)
    expect(eligible.body).to.deep.equal([{
      id: companyId, companyId, name: 'Navigli Software', logo: null, sector: eligible.body[0].sector, status: 'approved',
      isVerified: true, eligible: true, reason: null, participation: null,
    }])
    const applied = await manager.client.post(`/api/exhibitions/${exhibition.id}/participants`, { companyId, participationLevel: 'premium' })
    expect(applied.status).to.equal(201)
    expect(applied.body.status).to.equal('pending')
    const again = await manager.client.post(`/api/exhibitions/${exhibition.id}/participants`, { companyId })
    expect(again.status).to.equal(409)
    expect(again.body.message).to.equal('The company has already applied')
    expect((await new Client(t.baseUrl).get(`/api/exhibitions/${exhibition.id}/companies`)).body).to.deep.equal([])
    const confirmed = await admin.client.patch(`/api/admin/exhibitions/${exhibition.id}/participants/${applied.body.id}`, { status: 'approved', boothNumber: 'A-12' })
    expect(confirmed.status).to.equal(200)
    expect(confirmed.body).to.include({ status: 'approved', boothNumber: 'A-12' })
    const exhibitors = await new Client(t.baseUrl).get(`/api/exhibitions/${exhibition.id}/companies`)
    expect(exhibitors.body.map((c: { name: string; boothNumber: string }) => [c.name, c.boothNumber])).to.deep.equal([['Navigli Software', 'A-12']])
    expect((await new Client(t.baseUrl).get(`/api/exhibitions/${exhibition.id}`)).body.participantCount).to.equal(1)
    const profile = await new Client(t.baseUrl).get(`/api/companies/${companyId}`)
    expect(profile.body.exhibitions.map((e: { name: string }) => e.name)).to.deep.equal(['Global Tech Expo 2026'])
    const events = await t.sql.all<{ type: string }>(`select type from domain_events where aggregate_type = 'participation' order by id`)
    expect(events.map((e) => e.type)).to.deep.equal(['ParticipationRequested', 'ParticipationConfirmed'])
  })

  it('names the reason of every refusal', async () => {
    const { admin, manager, exhibition, companyId } = await setUp()
    const apply = (c: Client, id = exhibition.id, company = companyId) => c.post(`/api/exhibitions/${id}/participants`, { companyId: company })
    const other = await signedIn(t, 'company_manager')
    const foreign = await apply(other.client)
    expect([foreign.status, foreign.body.message]).to.deep.equal([403, 'You do not manage this company'])
    await admin.client.patch(`/api/admin/companies/${companyId}/verify`, { verified: false })
    expect((await apply(manager.client)).body.message).to.equal('Only verified companies can exhibit')
    await admin.client.patch(`/api/admin/companies/${companyId}/verify`, { verified: true })
    const closedSector = (await admin.client.post('/api/admin/exhibitions', expo({ name: 'Other sectors', allowedSectors: [ids.sectorId + 1] }))).body
    expect((await apply(manager.client, closedSector.id)).body.message).to.equal("The company's sector is not allowed at this exhibition")
    testClock.set(new Date('2026-11-26T00:00:00Z'))
    const late = await apply(manager.client)
    expect([late.status, late.body.message]).to.deep.equal([409, 'Registration for this exhibition is closed'])
    testClock.set(new Date('2026-11-20T10:00:00Z'))
    const eligible = await manager.client.get(`/api/exhibitions/${closedSector.id}/eligible-companies`)
    expect(eligible.body[0]).to.include({ eligible: false, reason: "The company's sector is not allowed at this exhibition" })
    expect((await apply(manager.client, 999999)).status).to.equal(404)
    expect(await t.sql.all('select id from exhibition_participants')).to.have.length(0)
  })

  it('refuses applications to cancelled and ended exhibitions, and from companies that are not approved', async () => {
    const { admin, manager, exhibition, companyId } = await setUp()
    const apply = (c: Client, id: number) => c.post(`/api/exhibitions/${id}/participants`, { companyId })
    const cancelled = (await admin.client.post('/api/admin/exhibitions', expo({ name: 'Called off', status: 'cancelled' }))).body
    const refused = await apply(manager.client, cancelled.id)
    expect([refused.status, refused.body.message]).to.deep.equal([409, 'This exhibition was cancelled'])
    expect((await apply(admin.client, cancelled.id)).body.message).to.equal('This exhibition was cancelled')
    const eligible = await manager.client.get(`/api/exhibitions/${cancelled.id}/eligible-companies`)
    expect(eligible.body[0]).to.include({ eligible: false, reason: 'This exhibition was cancelled' })

    await admin.client.patch(`/api/admin/companies/${companyId}/status`, { status: 'suspended', reason: 'Unpaid invoice' })
    const suspended = await apply(manager.client, exhibition.id)
    expect([suspended.status, suspended.body.message]).to.deep.equal([409, 'The company is not approved yet'])
    expect((await apply(admin.client, exhibition.id)).body.message).to.equal('The company is not approved yet')
    await admin.client.patch(`/api/admin/companies/${companyId}/status`, { status: 'approved' })

    testClock.set(new Date('2026-12-04T00:00:00Z'))
    const ended = await apply(manager.client, exhibition.id)
    expect([ended.status, ended.body.message]).to.deep.equal([409, 'This exhibition has ended'])
    expect(await t.sql.all('select id from exhibition_participants')).to.have.length(0)
  })

  it('an admin rejects an application, may not reject it twice, and may confirm it later', async () => {
    const { admin, manager, exhibition, companyId } = await setUp()
    const p = (await manager.client.post(`/api/exhibitions/${exhibition.id}/participants`, { companyId })).body
    const decide = (body: Record<string, unknown>) => admin.client.patch(`/api/admin/exhibitions/${exhibition.id}/participants/${p.id}`, body)
    const rejected = await decide({ status: 'rejected', reason: 'Hall full' })
    expect(rejected.status).to.equal(200)
    expect(rejected.body).to.include({ id: p.id, status: 'rejected', boothNumber: null })
    expect(rejected.body.decidedAt).to.be.a('string')
    const twice = await decide({ status: 'rejected', reason: 'Hall full' })
    expect([twice.status, twice.body.message]).to.deep.equal([409, 'The application is already rejected'])
    const again = await manager.client.post(`/api/exhibitions/${exhibition.id}/participants`, { companyId })
    expect([again.status, again.body.message]).to.deep.equal([409, 'The application of this company was rejected'])
    expect((await new Client(t.baseUrl).get(`/api/exhibitions/${exhibition.id}/participants`)).body).to.deep.equal([])

    const confirmed = await decide({ status: 'confirmed', boothNumber: 'B-7' })
    expect(confirmed.status).to.equal(200)
    expect(confirmed.body).to.include({ status: 'approved', boothNumber: 'B-7' })
    const exhibitors = (await new Client(t.baseUrl).get(`/api/exhibitions/${exhibition.id}/participants`)).body
    expect(exhibitors.map((e: { companyId: number; boothNumber: string }) => [e.companyId, e.boothNumber])).to.deep.equal([[companyId, 'B-7']])
    const events = await t.sql.all<{ type: string }>(`select type from domain_events where aggregate_type = 'participation' order by id`)
    expect(events.map((e) => e.type)).to.deep.equal(['ParticipationRequested', 'ParticipationRejected', 'ParticipationConfirmed'])
  })

  it('confirms nobody at a cancelled exhibition (409 with the reason), but still rejects there', async () => {
    const { admin, manager, exhibition, companyId } = await setUp()
    const p = (await manager.client.post(`/api/exhibitions/${exhibition.id}/participants`, { companyId })).body
    await admin.client.patch(`/api/admin/exhibitions/${exhibition.id}`, expo({ status: 'cancelled' }))
    const decide = (body: Record<string, unknown>) => admin.client.patch(`/api/admin/exhibitions/${exhibition.id}/participants/${p.id}`, body)
    const refused = await decide({ status: 'approved', boothNumber: 'A-1' })
    expect([refused.status, refused.body.message]).to.deep.equal([409, 'This exhibition was cancelled'])
    expect((await t.sql.one<{ status: string }>('select status from exhibition_participants where id = ?', [p.id]))!.status).to.equal('pending')
    expect((await decide({ status: 'rejected', reason: 'Hall full' })).body).to.include({ status: 'rejected' })
  })

  it('a decision names an application of that exhibition: another one is 404', async () => {
    const { admin, manager, exhibition, companyId } = await setUp()
    const p = (await manager.client.post(`/api/exhibitions/${exhibition.id}/participants`, { companyId })).body
    const other = (await admin.client.post('/api/admin/exhibitions', expo({ name: 'Other expo' }))).body
    const wrong = await admin.client.patch(`/api/admin/exhibitions/${other.id}/participants/${p.id}`, { status: 'approved' })
    expect([wrong.status, wrong.body.message]).to.deep.equal([404, 'Application not found'])
    expect((await admin.client.patch(`/api/admin/exhibitions/${exhibition.id}/participants/999999`, { status: 'approved' })).status).to.equal(404)
    expect((await t.sql.one<{ status: string }>('select status from exhibition_participants where id = ?', [p.id]))!.status).to.equal('pending')
  })

  it('the public participant list shows confirmed exhibitors without their application; admins read every application in full', async () => {
    const { admin, manager, exhibition, companyId } = await setUp({ maxParticipants: 0 })
    const second = (await admin.client.post('/api/admin/companies', {
      name: 'Second Co', description: 'x', countryId: ids.countryId, contactEmail: 's@example.com', sectorId: ids.sectorId, status: 'active', verified: true,
    })).body
    const p = (await manager.client.post(`/api/exhibitions/${exhibition.id}/participants`, {
      companyId, participationLevel: 'premium', specialRequirements: 'A private meeting room, please.',
    })).body
    const pending = (await admin.client.post(`/api/exhibitions/${exhibition.id}/participants`, { companyId: second.id, specialRequirements: 'Power outlets.' })).body
    await admin.client.patch(`/api/admin/exhibitions/${exhibition.id}/participants/${p.id}`, { status: 'approved', boothNumber: 'A-12' })

    const anon = new Client(t.baseUrl)
    const pub = await anon.get(`/api/exhibitions/${exhibition.id}/participants`)
    expect(pub.status).to.equal(200)
    expect(pub.body).to.deep.equal([{
      id: p.id, exhibitionId: exhibition.id, companyId, status: 'approved', boothNumber: 'A-12',
      company: { id: companyId, name: 'Navigli Software', logo: null, country: pub.body[0].company.country, sector: exhibition.sectorName, isVerified: true },
    }])
    expect(JSON.stringify(pub.body)).not.to.contain('private meeting room')

    for (const path of [`/api/admin/exhibitions/${exhibition.id}/participants`, `/api/admin/exhibitions/participants?exhibitionId=${exhibition.id}`]) {
      const res = await admin.client.get(path)
      expect(res.status, path).to.equal(200)
      expect(res.body.map((r: { id: number; status: string }) => [r.id, r.status]), path).to.deep.equal([[p.id, 'approved'], [pending.id, 'pending']])
      expect(res.body[0]).to.include({
        exhibitionId: exhibition.id, companyId, boothNumber: 'A-12', participationLevel: 'premium',
        specialRequirements: 'A private meeting room, please.', paymentConfirmed: false,
      })
      expect(res.body[0].createdAt).to.be.a('string')
      expect(res.body[0].decidedAt).to.be.a('string')
      expect(res.body[1]).to.include({ companyId: second.id, specialRequirements: 'Power outlets.', decidedAt: null })
      expect(res.body[1].company).to.include({ id: second.id, name: 'Second Co' })
      expect((await manager.client.get(path)).status, path).to.equal(403)
    }
  })

  it('a company that is no longer public leaves the exhibitors and their count; admins still see it', async () => {
    const { admin, manager, exhibition, companyId } = await setUp()
    const p = (await manager.client.post(`/api/exhibitions/${exhibition.id}/participants`, { companyId })).body
    await admin.client.patch(`/api/admin/exhibitions/${exhibition.id}/participants/${p.id}`, { status: 'approved' })
    const anon = new Client(t.baseUrl)
    const publicCount = async () => [
      (await anon.get(`/api/exhibitions/${exhibition.id}`)).body.participantCount,
      (await anon.get('/api/exhibitions')).body[0].participantCount,
      (await anon.get(`/api/exhibitions/${exhibition.id}/participants`)).body.length,
      (await anon.get(`/api/exhibitions/${exhibition.id}/companies`)).body.length,
    ]
    expect(await publicCount()).to.deep.equal([1, 1, 1, 1])
    for (const status of ['suspended', 'rejected']) {
      await admin.client.patch(`/api/admin/companies/${companyId}/status`, { status, reason: 'Checking the rules' })
      expect(await publicCount(), status).to.deep.equal([0, 0, 0, 0])
      expect((await admin.client.get(`/api/admin/exhibitions/${exhibition.id}`)).body.participantCount, status).to.equal(1)
      expect((await admin.client.get('/api/admin/exhibitions?tab=all')).body.exhibitions[0].participantCount, status).to.equal(1)
      expect((await admin.client.get(`/api/admin/exhibitions/${exhibition.id}/participants`)).body.map((r: { id: number }) => r.id), status).to.deep.equal([p.id])
    }
    await admin.client.patch(`/api/admin/companies/${companyId}/status`, { status: 'approved' })
    expect(await publicCount()).to.deep.equal([1, 1, 1, 1])
  })

  it('GET /api/admin/exhibitions/{id}: the admin view with the pending count, which visitors never get', async () => {
    const { admin, manager, exhibition, companyId } = await setUp()
    await manager.client.post(`/api/exhibitions/${exhibition.id}/participants`, { companyId })
    const res = await admin.client.get(`/api/admin/exhibitions/${exhibition.id}`)
    expect(res.status).to.equal(200)
    expect(res.body).to.include({ id: exhibition.id, name: 'Global Tech Expo 2026', status: 'upcoming', participantCount: 0, pendingCount: 1, maxParticipants: 2 })
    expect((await admin.client.get('/api/admin/exhibitions')).body.exhibitions[0]).to.include({ pendingCount: 1 })
    expect(exhibition).to.include({ pendingCount: 0 })
    expect((await admin.client.get('/api/admin/exhibitions/999999')).status).to.equal(404)
    expect((await manager.client.get(`/api/admin/exhibitions/${exhibition.id}`)).status).to.equal(403)
    expect((await new Client(t.baseUrl).get(`/api/admin/exhibitions/${exhibition.id}`)).status).to.equal(401)

    const anon = new Client(t.baseUrl)
    const visitorAnswers = [
      (await anon.get(`/api/exhibitions/${exhibition.id}`)).body,
      ...(await anon.get('/api/exhibitions')).body,
      ...(await anon.get('/api/exhibitions?upcoming=true&limit=3')).body,
      ...(await manager.client.get('/api/exhibitions?includeEnded=true')).body,
    ]
    expect(visitorAnswers).to.have.length(4)
    for (const e of visitorAnswers) expect(e).to.include({ id: exhibition.id }).and.not.to.have.property('pendingCount')
  })

  it('the admin list answers the cancelled ones when asked, and 400 for an unknown tab or status', async () => {
    const admin = await signedIn(t, 'admin')
    await admin.client.post('/api/admin/exhibitions', expo({ name: 'Soon' }))
    await admin.client.post('/api/admin/exhibitions', expo({ name: 'Called off', status: 'cancelled' }))
    await admin.client.post('/api/admin/exhibitions', expo({ name: 'Past and called off', startDate: '2026-10-01', endDate: '2026-10-02', registrationDeadline: null, status: 'cancelled' }))
    const names = async (qs: string) => {
      const res = await admin.client.get(`/api/admin/exhibitions?${qs}`)
      expect(res.status, qs).to.equal(200)
      return [(res.body.exhibitions as { name: string }[]).map((e) => e.name), res.body.totalExhibitions]
    }
    expect(await names('status=cancelled')).to.deep.equal([['Past and called off', 'Called off'], 2])
    expect(await names('tab=cancelled')).to.deep.equal([['Past and called off', 'Called off'], 2])
    expect(await names('')).to.deep.equal([['Soon', 'Called off'], 2])
    expect(await names('status=upcoming')).to.deep.equal([['Soon', 'Called off'], 2])
    for (const qs of ['status=archived', 'tab=cancel', 'tab=Upcoming', 'status=past,all']) {
      const res = await admin.client.get(`/api/admin/exhibitions?${qs}`)
      expect(res.status, qs).to.equal(400)
    }
    expect((await new Client(t.baseUrl).get('/api/exhibitions?status=cancelled')).status).to.equal(400)
  })

  it('holds the capacity: a full exhibition refuses applications and confirmations', async () => {
    const { admin, manager, exhibition, companyId } = await setUp({ maxParticipants: 1 })
    const second = (await admin.client.post('/api/admin/companies', {
      name: 'Second Co', description: 'x', countryId: ids.countryId, contactEmail: 's@example.com', sectorId: ids.sectorId, status: 'active', verified: true,
    })).body
    const a = (await manager.client.post(`/api/exhibitions/${exhibition.id}/participants`, { companyId })).body
    const b = (await admin.client.post(`/api/exhibitions/${exhibition.id}/participants`, { companyId: second.id })).body
    expect((await admin.client.patch(`/api/admin/exhibitions/${exhibition.id}/participants/${a.id}`, { status: 'approved' })).status).to.equal(200)
    const full = await admin.client.patch(`/api/admin/exhibitions/${exhibition.id}/participants/${b.id}`, { status: 'confirmed' })
    expect([full.status, full.body.message]).to.deep.equal([409, 'The exhibition is full (1 exhibitors)'])
  })

  describe('a booth is held by one confirmed exhibitor of an exhibition', () => {
    /** The exhibition with two more verified companies of the sector, each with an application: the first confirmed at D-36. */
    const twoExhibitors = async () => {
      const s = await setUp({ maxParticipants: 0 })
      const company = async (name: string) => (await s.admin.client.post('/api/admin/companies', {
        name, description: 'x', countryId: ids.countryId, contactEmail: 'c@example.com', sectorId: ids.sectorId, status: 'active', verified: true,
      })).body.id as number
      const applyFor = async (companyId: number) => (await s.admin.client.post(`/api/exhibitions/${s.exhibition.id}/participants`, { companyId })).body.id as number
      const hanbit = await applyFor(await company('Hanbit Semiconductor'))
      const vayu = await applyFor(await company('Vayu Analytics'))
      const decide = (id: number, body: Record<string, unknown>) => s.admin.client.patch(`/api/admin/exhibitions/${s.exhibition.id}/participants/${id}`, body)
      expect((await decide(hanbit, { status: 'approved', boothNumber: 'D-36' })).status).to.equal(200)
      const row = (id: number) => t.sql.one<{ status: string; booth_number: string | null }>('select status, booth_number from exhibition_participants where id = ?', [id])
      const events = async () => (await t.sql.all<{ type: string }>(`select type from domain_events where aggregate_type = 'participation' order by id`)).map((e) => e.type)
      return { ...s, hanbit, vayu, decide, row, events }
    }

    it('refuses to confirm another company at a booth held (409 naming the holder), in any case; nothing changes', async () => {
      const { vayu, decide, row, events } = await twoExhibitors()
      const before = await events()
      for (const booth of ['D-36', 'd-36', ' D-36 ']) {
        const res = await decide(vayu, { status: 'approved', boothNumber: booth })
        expect([res.status, res.body.message], booth).to.deep.equal([409, 'Booth D-36 is already held by Hanbit Semiconductor'])
      }
      expect(await row(vayu)).to.deep.equal({ status: 'pending', booth_number: null })
      expect(await events()).to.deep.equal(before)
      // Another booth is fine.
      expect((await decide(vayu, { status: 'approved', boothNumber: 'D-37' })).body).to.include({ status: 'approved', boothNumber: 'D-37' })
    })

    it('refuses to move a confirmed exhibitor to a booth held; a booth freed by a rejection or a move may be given again', async () => {
      const { hanbit, vayu, decide, row } = await twoExhibitors()
      await decide(vayu, { status: 'approved', boothNumber: 'E-1' })
      const moved = await decide(vayu, { status: 'approved', boothNumber: 'd-36' })
      expect([moved.status, moved.body.message]).to.deep.equal([409, 'Booth D-36 is already held by Hanbit Semiconductor'])
      expect(await row(vayu)).to.deep.equal({ status: 'approved', booth_number: 'E-1' })
      // Hanbit moves on: D-36 is free.
      expect((await decide(hanbit, { status: 'approved', boothNumber: 'D-40' })).status).to.equal(200)
      expect((await decide(vayu, { status: 'approved', boothNumber: 'D-36' })).body).to.include({ boothNumber: 'D-36' })
      // Vayu is rejected (its booth stays on record, not held): Hanbit may take D-36 back; Vayu may not, and is confirmed again without a booth.
      expect((await decide(vayu, { status: 'rejected', reason: 'Hall full' })).status).to.equal(200)
      expect(await row(vayu)).to.deep.equal({ status: 'rejected', booth_number: 'D-36' })
      expect((await decide(hanbit, { status: 'approved', boothNumber: 'D-36' })).status).to.equal(200)
      const again = await decide(vayu, { status: 'approved', boothNumber: 'D-36' })
      expect([again.status, again.body.message]).to.deep.equal([409, 'Booth D-36 is already held by Hanbit Semiconductor'])
      expect(await row(vayu)).to.deep.equal({ status: 'rejected', booth_number: 'D-36' })
      expect((await decide(vayu, { status: 'approved' })).body).to.include({ status: 'approved', boothNumber: null })
    })

    it('the database holds the rule too: a second confirmed exhibitor at the same booth is refused', async () => {
      const { exhibition, vayu } = await twoExhibitors()
      const err = await t.sql.run(`update exhibition_participants set status = 'approved', booth_number = 'd-36' where id = ?`, [vayu]).then(() => null, (e: Error) => e)
      expect(err?.message).to.contain('exhibition_participants_booth_unique')
      // Another exhibition may have its own D-36.
      const other = (await t.sql.one<{ id: number }>(`insert into exhibitions (name, description, start_date, end_date) select name || ' 2', description, start_date, end_date from exhibitions where id = ? returning id`, [exhibition.id]))!.id
      await t.sql.run(`update exhibition_participants set exhibition_id = ?, status = 'approved', booth_number = 'D-36' where id = ?`, [other, vayu])
    })
  })

  it('refuses a new capacity below the confirmed exhibitors (400 naming them); nothing changes', async () => {
    const { admin, manager, exhibition, companyId } = await setUp({ maxParticipants: 0 })
    const second = (await admin.client.post('/api/admin/companies', {
      name: 'Second Co', description: 'x', countryId: ids.countryId, contactEmail: 's@example.com', sectorId: ids.sectorId, status: 'active', verified: true,
    })).body
    for (const id of [companyId, second.id]) {
      const p = (await (id === companyId ? manager : admin).client.post(`/api/exhibitions/${exhibition.id}/participants`, { companyId: id })).body
      expect((await admin.client.patch(`/api/admin/exhibitions/${exhibition.id}/participants/${p.id}`, { status: 'approved' })).status).to.equal(200)
    }
    const before = await t.sql.one('select * from exhibitions where id = ?', [exhibition.id])
    const events = async () => (await t.sql.all<{ type: string }>(`select type from domain_events where aggregate_type = 'exhibition' order by id`)).map((e) => e.type)
    const eventsBefore = await events()
    for (const body of [{ maxParticipants: 1 }, { capacity: 1 }, expo({ maxParticipants: 1, name: 'Kept out' })]) {
      const res = await admin.client.patch(`/api/admin/exhibitions/${exhibition.id}`, body)
      expect([res.status, res.body.fieldErrors], JSON.stringify(body)).to.deep.equal([400, { maxParticipants: 'Must be at least 2: 2 exhibitors are confirmed (0 means no limit)' }])
    }
    expect(await t.sql.one('select * from exhibitions where id = ?', [exhibition.id])).to.deep.equal(before)
    expect(await events()).to.deep.equal(eventsBefore)
    const shown = (await admin.client.get(`/api/admin/exhibitions/${exhibition.id}`)).body
    expect([shown.participantCount, shown.maxParticipants]).to.deep.equal([2, 0])
    // As many as confirmed, or no limit, is fine; a full exhibition closes to new confirmations.
    expect((await admin.client.patch(`/api/admin/exhibitions/${exhibition.id}`, { maxParticipants: 2 })).body).to.include({ maxParticipants: 2, participantCount: 2 })
    expect((await admin.client.patch(`/api/admin/exhibitions/${exhibition.id}`, { maxParticipants: 0 })).body).to.include({ maxParticipants: 0 })
  })

  it('a manager withdraws a pending application and may apply again', async () => {
    const { manager, exhibition, companyId } = await setUp()
    const p = (await manager.client.post(`/api/exhibitions/${exhibition.id}/participants`, { companyId })).body
    const other = await signedIn(t, 'company_manager')
    expect((await other.client.delete(`/api/exhibitions/${exhibition.id}/participants/${p.id}`)).status).to.equal(404)
    expect((await manager.client.delete(`/api/exhibitions/${exhibition.id}/participants/${p.id}`)).status).to.equal(204)
    expect((await manager.client.get('/api/my-applications')).body[0].status).to.equal('withdrawn')
    expect((await manager.client.post(`/api/exhibitions/${exhibition.id}/participants`, { companyId })).status).to.equal(201)
  })

  it('serves an .ics for an exhibition and a feed of upcoming ones', async () => {
    const { exhibition } = await setUp()
    const ics = await new Client(t.baseUrl).get(`/api/exhibitions/${exhibition.id}/calendar.ics`)
    expect(ics.status).to.equal(200)
    expect(ics.headers.get('content-type')).to.match(/text\/calendar/)
    expect(ics.text).to.contain('DTSTART;VALUE=DATE:20261201').and.contain('DTEND;VALUE=DATE:20261204').and.contain('SUMMARY:Global Tech Expo 2026')
    const feed = await new Client(t.baseUrl).get('/api/exhibitions/calendar.ics')
    expect(feed.text.match(/BEGIN:VEVENT/g)).to.have.length(1)
  })

  it('the .ics tells the days the page and its countdown count: all-day events (no time of day is known) on the platform\'s days, its opening hours in words', async () => {
    const sa = await signedIn(t, 'super_admin')
    expect((await sa.client.patch('/api/admin/settings', { section: 'general', key: 'timezone', value: 'Europe/Berlin' })).status).to.equal(200)
    const { exhibition } = await setUp({ startDate: '2026-12-02', endDate: '2026-12-04' })
    // Berlin's midnight of 2 December is 23:00 UTC on the 1st: the days are Berlin's, not UTC's.
    expect(exhibition.startDate).to.equal('2026-12-01T23:00:00.000Z')
    const ics = (await new Client(t.baseUrl).get(`/api/exhibitions/${exhibition.id}/calendar.ics`)).text
    const event = ics.slice(ics.indexOf('BEGIN:VEVENT'), ics.indexOf('END:VEVENT'))
    expect(event).to.contain('DTSTART;VALUE=DATE:20261202').and.contain('DTEND;VALUE=DATE:20261205')
    expect(event).not.to.match(/DTSTART(;TZID=[^:]+)?:\d{8}T/)
    expect(event.replace(/\r\n[ \t]/g, '')).to.contain('From 2026-12-02 00:00 to 2026-12-04 23:59 (Europe/Berlin)')
    const page = (await new Client(t.baseUrl).get(`/api/exhibitions/${exhibition.id}`)).body
    expect(page.startDate).to.equal('2026-12-01T23:00:00.000Z')
  })

  describe('PATCH /api/admin/exhibitions/{id} is partial', () => {
    const exhibitionEvents = async () => (await t.sql.all<{ type: string }>(`select type from domain_events where aggregate_type = 'exhibition' order by id`)).map((e) => e.type)
    const storedRow = async (id: number) => t.sql.one('select * from exhibitions where id = ?', [id])

    it('changes the fields sent and keeps every other one as stored', async () => {
      const { admin, exhibition } = await setUp()
      const res = await admin.client.patch(`/api/admin/exhibitions/${exhibition.id}`, { name: 'Renamed Expo' })
      expect(res.status, res.text).to.equal(200)
      expect(res.body).to.deep.equal({ ...exhibition, name: 'Renamed Expo' })
      const fee = await admin.client.patch(`/api/admin/exhibitions/${exhibition.id}`, { registrationFee: 99 })
      // Neither the deadline, the link, the virtual flag, the sectors nor the name sent before is erased by their absence.
      expect(fee.body).to.deep.equal({ ...exhibition, name: 'Renamed Expo', boothCost: 99, registrationFee: 99 })
      expect(await exhibitionEvents()).to.deep.equal(['ExhibitionCreated', 'ExhibitionUpdated', 'ExhibitionUpdated'])
    })

    it('cancels with the status alone, and reads a date sent alone as a day of the platform time zone', async () => {
      const { admin, exhibition } = await setUp()
      const cancelled = await admin.client.patch(`/api/admin/exhibitions/${exhibition.id}`, { status: 'cancelled' })
      expect(cancelled.body).to.deep.equal({ ...exhibition, cancelled: true, status: 'cancelled', daysToStart: null, registrationOpen: false })
      const moved = await admin.client.patch(`/api/admin/exhibitions/${exhibition.id}`, { endDate: '2026-12-05' })
      expect(moved.body).to.include({ endDate: '2026-12-05T00:00:00.000Z', startDate: exhibition.startDate, cancelled: true })
      expect(await exhibitionEvents()).to.deep.equal(['ExhibitionCreated', 'ExhibitionCancelled', 'ExhibitionUpdated'])
    })

    it('checks a start date sent alone against the stored end date: 400, and nothing changed', async () => {
      const { admin, exhibition } = await setUp()
      const before = await storedRow(exhibition.id)
      const res = await admin.client.patch(`/api/admin/exhibitions/${exhibition.id}`, { startDate: '2026-12-04' })
      expect(res.status).to.equal(400)
      expect(res.body.fieldErrors).to.deep.equal({ endDate: 'End date cannot be before the start date' })
      const sameDay = await admin.client.patch(`/api/admin/exhibitions/${exhibition.id}`, { endDate: '2026-12-01T00:00:00.000Z', startDate: '2026-12-01T10:00:00.000Z' })
      expect([sameDay.status, sameDay.body.fieldErrors]).to.deep.equal([400, { endDate: 'End date cannot be before the start date' }])
      expect(await storedRow(exhibition.id)).to.deep.equal(before)
      expect(await exhibitionEvents()).to.deep.equal(['ExhibitionCreated'])
    })

    it('refuses a bad field with its message (400), and changes nothing', async () => {
      const { admin, exhibition } = await setUp()
      const before = await storedRow(exhibition.id)
      for (const [body, fieldErrors] of [
        [{ name: '' }, { name: 'Required' }],
        [{ name: null }, { name: 'Required' }],
        [{ description: '   ', venue: 'Hall 1' }, { description: 'Required' }],
        [{ startDate: '2026-02-30' }, { startDate: 'Please enter a valid date' }],
        [{ endDate: null }, { endDate: 'Required' }],
        [{ maxParticipants: -3, name: 'Kept out' }, { maxParticipants: 'Must be at least 0' }],
        [{ status: 'archived' }, { status: 'Invalid input' }],
        [{ allowedSectors: [999999] }, { allowedSectors: 'Unknown sector: 999999' }],
      ] as const) {
        const res = await admin.client.patch(`/api/admin/exhibitions/${exhibition.id}`, body)
        expect(res.status, JSON.stringify(body)).to.equal(400)
        expect(res.body.fieldErrors, JSON.stringify(body)).to.deep.equal(fieldErrors)
      }
      for (const body of [[{ name: 'x' }], 'name=x']) {
        expect((await admin.client.patch(`/api/admin/exhibitions/${exhibition.id}`, body)).status, JSON.stringify(body)).to.equal(400)
      }
      expect(await storedRow(exhibition.id)).to.deep.equal(before)
      expect(await exhibitionEvents()).to.deep.equal(['ExhibitionCreated'])
    })

    it('writes nothing for a PATCH that changes nothing, and answers 404 for an unknown exhibition', async () => {
      const { admin, exhibition } = await setUp()
      const before = await storedRow(exhibition.id)
      testClock.set(new Date('2026-11-20T11:00:00Z'))
      for (const body of [{}, { name: exhibition.name }, { startDate: '2026-12-01', maxParticipants: 2, unknownField: 'ignored' }]) {
        const res = await admin.client.patch(`/api/admin/exhibitions/${exhibition.id}`, body)
        expect(res.status, JSON.stringify(body)).to.equal(200)
      }
      expect(await storedRow(exhibition.id)).to.deep.equal(before)
      expect(await exhibitionEvents()).to.deep.equal(['ExhibitionCreated'])
      expect((await admin.client.patch('/api/admin/exhibitions/999999', { name: 'Nowhere' })).status).to.equal(404)
    })
  })

  it('admins edit (cancel) and delete; deleting removes the participants', async () => {
    const { admin, manager, exhibition, companyId } = await setUp()
    await manager.client.post(`/api/exhibitions/${exhibition.id}/participants`, { companyId })
    const edited = await admin.client.patch(`/api/admin/exhibitions/${exhibition.id}`, expo({ name: 'Renamed', status: 'cancelled' }))
    expect(edited.body).to.include({ name: 'Renamed', status: 'cancelled', cancelled: true })
    expect((await admin.client.delete(`/api/admin/exhibitions/${exhibition.id}`)).status).to.equal(204)
    expect(await t.sql.all('select id from exhibition_participants')).to.have.length(0)
    expect((await new Client(t.baseUrl).get(`/api/exhibitions/${exhibition.id}`)).status).to.equal(404)
  })
})
