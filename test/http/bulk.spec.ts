// Bulk actions (issue 19; docs/api.md "Bulk actions", docs/ubiquitous-language/bulk-action.md): one request,
// each row through the single action in its own transaction, the outcome of each row in the answer.
import { expect } from 'chai'
import { companyForm, signedIn } from './support/accounts'
import { type TestApp } from './support/test-app'
import { onFreshApp, type CatalogueIds } from './support/suite'

interface Report {
  action: string
  done: number
  refused: number
  results: ({ id: number; outcome: 'done' } | { id: number; outcome: 'refused'; status: number; message: string })[]
}

describe('bulk actions (HTTP)', () => {
  let t: TestApp
  let ids: CatalogueIds
  onFreshApp((app, catalogue) => { t = app; ids = catalogue })

  const auditOf = async (type: string, id: number) =>
    (await t.sql.all<{ action: string; reason: string | null; actor_id: number }>(`select action, reason, actor_id from audit_entries where target_type = ? and target_id = ? order by id`, [type, String(id)]))
  const statusOf = async (id: number) => (await t.sql.one<{ status: string; is_verified: boolean; rejection_reason: string | null; version: number }>(
    'select status, is_verified, rejection_reason, version from companies where id = ?', [id]))

  /** An admin and companies created by the admin in the given statuses (named Company 1, 2…). */
  const companies = async (...statuses: ('pending' | 'approved' | 'suspended')[]) => {
    const admin = await signedIn(t, 'admin')
    const made: number[] = []
    for (const [i, status] of statuses.entries()) {
      const r = await admin.client.post('/api/admin/companies', companyForm(ids, { name: `Company ${i + 1}`, contactEmail: `c${i + 1}@example.com`, status }))
      expect(r.status, r.text).to.equal(201)
      made.push(r.body.id)
    }
    return { admin, ids: made }
  }

  it('approves the pending companies, refuses the approved one and a missing id for their rows, and writes an audit entry for each company done only', async () => {
    const { admin, ids: [a, b, c] } = await companies('pending', 'approved', 'pending')
    const before = await statusOf(b)
    const auditBefore = await auditOf('company', b)
    const r = await admin.client.post<Report>('/api/admin/companies/bulk', { action: 'approve', ids: [a, b, 999999, c] })
    expect(r.status, r.text).to.equal(200)
    expect(r.body).to.deep.equal({
      action: 'approve', done: 2, refused: 2,
      results: [
        { id: a, outcome: 'done' },
        { id: b, outcome: 'refused', status: 409, message: 'Cannot approve a company that is approved' },
        { id: 999999, outcome: 'refused', status: 404, message: 'Company not found' },
        { id: c, outcome: 'done' },
      ],
    })
    // The single action's words for the same refusal.
    const single = await admin.client.patch(`/api/admin/companies/${b}/status`, { status: 'approved' })
    expect([single.status, single.body.message]).to.deep.equal([409, 'Cannot approve a company that is approved'])
    expect((await statusOf(a))!.status).to.equal('approved')
    expect((await statusOf(c))!.status).to.equal('approved')
    expect(await statusOf(b)).to.deep.equal(before)
    expect((await auditOf('company', a)).map((e) => [e.action, e.actor_id])).to.deep.equal([['CompanyCreated', admin.id], ['CompanyApproved', admin.id]])
    expect((await auditOf('company', c)).map((e) => e.action)).to.deep.equal(['CompanyCreated', 'CompanyApproved'])
    expect(await auditOf('company', b)).to.deep.equal(auditBefore)
    // The public directory follows (the projections ran with each row).
    const directory = await admin.client.get('/api/companies')
    expect(directory.body.map((e: { name: string }) => e.name).sort()).to.deep.equal(['Company 1', 'Company 2', 'Company 3'])
  })

  it('approve refuses a suspended company (its suspension stays); reinstate takes it back', async () => {
    const { admin, ids: [s] } = await companies('suspended')
    const approved = await admin.client.post<Report>('/api/admin/companies/bulk', { action: 'approve', ids: [s] })
    expect(approved.body.results).to.deep.equal([{ id: s, outcome: 'refused', status: 409, message: 'Cannot approve a company that is suspended' }])
    expect((await statusOf(s))!.status).to.equal('suspended')
    const reinstated = await admin.client.post<Report>('/api/admin/companies/bulk', { action: 'reinstate', ids: [s] })
    expect(reinstated.body.done).to.equal(1)
    expect((await auditOf('company', s)).at(-1)!.action).to.equal('CompanyReinstated')
  })

  it('rejects with one reason, which each company and its audit entry keep', async () => {
    const { admin, ids: [a, b] } = await companies('pending', 'pending')
    const r = await admin.client.post<Report>('/api/admin/companies/bulk', { action: 'reject', ids: [a, b], reason: '  Incomplete profile ' })
    expect([r.status, r.body.done]).to.deep.equal([200, 2])
    for (const id of [a, b]) {
      expect(await statusOf(id)).to.include({ status: 'rejected', rejection_reason: 'Incomplete profile' })
      expect((await auditOf('company', id)).at(-1)).to.include({ action: 'CompanyRejected', reason: 'Incomplete profile' })
    }
  })

  it('requires a reason for a rejection and a suspension (400, fieldErrors.reason), within the single action\'s length, and writes nothing', async () => {
    const { admin, ids: [a] } = await companies('pending')
    const entries = await t.sql.one<{ n: number }>('select count(*)::int as n from audit_entries')
    for (const [action, reason, message] of [
      ['reject', undefined, 'Please give a reason for the rejection'],
      ['reject', '   ', 'Please give a reason for the rejection'],
      ['suspend', null, 'Please give a reason for the suspension'],
      ['reject', 'x'.repeat(1001), 'Must be at most 1000 characters'],
    ] as const) {
      const r = await admin.client.post('/api/admin/companies/bulk', { action, ids: [a], reason })
      expect([r.status, r.body.fieldErrors]).to.deep.equal([400, { reason: message }])
    }
    const users = await admin.client.post('/api/admin/users/bulk', { action: 'suspend', ids: [admin.id] })
    expect([users.status, users.body.fieldErrors]).to.deep.equal([400, { reason: 'Please give a reason for the suspension' }])
    expect((await statusOf(a))!.status).to.equal('pending')
    expect(await t.sql.one<{ n: number }>('select count(*)::int as n from audit_entries')).to.deep.equal(entries)
  })

  it('refuses bad selections with field messages: none, too many, repeated, not ids, both ids and matching, an unknown action, nested junk', async () => {
    const { admin, ids: [a] } = await companies('pending')
    const cases: [unknown, Record<string, string>][] = [
      [{ action: 'approve' }, { ids: 'Required: the ids of the rows, or matching (every row the filter matches)' }],
      [{ action: 'approve', ids: [] }, { ids: 'Select at least one row' }],
      [{ action: 'approve', ids: Array.from({ length: 10_000 }, (_, i) => i + 1) }, { ids: 'At most 500 ids at once: send them in several requests, or select all matching the filter' }],
      [{ action: 'approve', ids: [a, a] }, { ids: 'Each id may be given once' }],
      [{ action: 'approve', ids: [a, '2'] }, { ids: 'Each id must be a positive whole number' }],
      [{ action: 'approve', ids: [0] }, { ids: 'Each id must be a positive whole number' }],
      [{ action: 'approve', ids: [[a]] }, { ids: 'Each id must be a positive whole number' }],
      [{ action: 'approve', ids: { 0: a } }, { ids: 'Must be a list of ids' }],
      [{ action: 'approve', ids: [a], matching: {} }, { ids: 'Give either ids or matching, not both' }],
      [{ action: 'publish', ids: [a] }, { action: 'Action must be one of approve, reject, suspend, reinstate, verify, unverify, delete' }],
      [{ action: { $ne: 'x' }, ids: [a] }, { action: 'Action must be one of approve, reject, suspend, reinstate, verify, unverify, delete' }],
      [{ action: 'approve', matching: { search: { $regex: '.*' } } }, { 'matching.search': 'Invalid input' }],
      [{ action: 'approve', matching: { status: 'everything' } }, { 'matching.status': 'Invalid input' }],
      [{ action: 'approve', matching: 'all' }, { matching: 'Invalid input' }],
      [{ action: 'approve', matching: [] }, { matching: 'Invalid input' }],
      [{ action: 'reject', ids: [a], reason: 'a\u0000b' }, { reason: 'Invalid input' }],
    ]
    for (const [body, fieldErrors] of cases) {
      const r = await admin.client.post('/api/admin/companies/bulk', body)
      expect([r.status, r.body.fieldErrors], JSON.stringify(body).slice(0, 80)).to.deep.equal([400, fieldErrors])
    }
    expect((await statusOf(a))!.status).to.equal('pending')
  })

  it('is for admins: a manager or a media user gets 403 and changes nothing', async () => {
    const { ids: [a] } = await companies('pending')
    const manager = await signedIn(t, 'company_manager')
    const media = await signedIn(t, 'media')
    for (const [client, path, status] of [
      [manager.client, '/api/admin/companies/bulk', 403], [manager.client, '/api/admin/users/bulk', 403],
      [media.client, '/api/admin/media/bulk', 403], [manager.client, '/api/admin/exhibitions/1/participants/bulk', 403],
    ] as const) {
      const r = await client.post(path, { action: 'delete', ids: [a] })
      expect([path, r.status]).to.deep.equal([path, status])
    }
    expect((await statusOf(a))!.status).to.equal('pending')
    expect((await auditOf('company', a)).map((e) => e.action)).to.deep.equal(['CompanyCreated'])
  })

  it('matching: the table\'s own filter resolves the rows on the server (page and page size ignored)', async () => {
    const { admin, ids: [a, b, c] } = await companies('pending', 'approved', 'pending')
    await admin.client.patch(`/api/admin/companies/${c}`, { name: 'Other Name' })
    const r = await admin.client.post<Report>('/api/admin/companies/bulk', { action: 'approve', matching: { status: 'pending', search: 'company', page: '3', pageSize: '1' } })
    expect(r.status, r.text).to.equal(200)
    expect(r.body.results).to.deep.equal([{ id: a, outcome: 'done' }])
    expect([(await statusOf(a))!.status, (await statusOf(b))!.status, (await statusOf(c))!.status]).to.deep.equal(['approved', 'approved', 'pending'])
    // Nothing matches: nothing done.
    const none = await admin.client.post<Report>('/api/admin/companies/bulk', { action: 'approve', matching: { status: 'rejected' } })
    expect(none.body).to.deep.equal({ action: 'approve', done: 0, refused: 0, results: [] })
  })

  it('matching beyond 2,000 rows is refused before anything is done', async () => {
    const { admin, ids: [a] } = await companies('pending')
    await t.sql.run(`insert into companies (name, description, country_id, contact_email, sector_id, manager_id, status)
      select 'Bulk ' || g, 'd', ?, 'b' || g || '@example.com', ?, ?, 'pending' from generate_series(1, 2000) g`, [ids.countryId, ids.sectorId, admin.id])
    const r = await admin.client.post('/api/admin/companies/bulk', { action: 'approve', matching: { status: 'pending' } })
    expect([r.status, r.body.fieldErrors]).to.deep.equal([400, { matching: 'The filter matches 2,001 companies: at most 2,000 at once, narrow the filter' }])
    expect((await statusOf(a))!.status).to.equal('pending')
  })

  it('verifies, revokes and deletes companies row by row, with the single actions\' refusals', async () => {
    const { admin, ids: [a, p] } = await companies('approved', 'pending')
    const verified = await admin.client.post<Report>('/api/admin/companies/bulk', { action: 'verify', ids: [a, p] })
    expect(verified.body.results).to.deep.equal([
      { id: a, outcome: 'done' }, { id: p, outcome: 'refused', status: 409, message: 'Only an approved company can be verified (this one is pending)' },
    ])
    const unverified = await admin.client.post<Report>('/api/admin/companies/bulk', { action: 'unverify', ids: [a] })
    expect(unverified.body.done).to.equal(1)
    expect((await auditOf('company', a)).map((e) => e.action)).to.deep.equal(['CompanyCreated', 'CompanyApproved', 'CompanyVerified', 'CompanyVerificationRevoked'])
    const deleted = await admin.client.post<Report>('/api/admin/companies/bulk', { action: 'delete', ids: [a, p] })
    expect(deleted.body.done).to.equal(2)
    expect(await statusOf(a)).to.equal(undefined)
    expect((await auditOf('company', p)).at(-1)!.action).to.equal('CompanyDeleted')
  })

  it('users: suspends the others with the reason and refuses the acting admin\'s own account for its row', async () => {
    const admin = await signedIn(t, 'super_admin')
    const x = await signedIn(t, 'individual')
    const y = await signedIn(t, 'company_manager')
    const r = await admin.client.post<Report>('/api/admin/users/bulk', { action: 'suspend', ids: [x.id, admin.id, y.id], reason: 'Spam' })
    expect(r.body.results).to.deep.equal([
      { id: x.id, outcome: 'done' },
      { id: admin.id, outcome: 'refused', status: 409, message: 'You cannot suspend your own account' },
      { id: y.id, outcome: 'done' },
    ])
    const statusOfUser = async (id: number) => (await t.sql.one<{ status: string }>('select status from users where id = ?', [id]))!.status
    expect([await statusOfUser(x.id), await statusOfUser(admin.id), await statusOfUser(y.id)]).to.deep.equal(['suspended', 'active', 'suspended'])
    expect((await auditOf('user', x.id)).map((e) => [e.action, e.reason])).to.deep.equal([['UserSuspended', 'Spam']])
    expect(await auditOf('user', admin.id)).to.deep.equal([])
    // The suspended user's session has ended.
    expect((await x.client.get('/api/user')).status).to.equal(401)
    // An admin matching the super admins: 403, as the list.
    const plainAdmin = await signedIn(t, 'admin')
    const superAdmins = await plainAdmin.client.post('/api/admin/users/bulk', { action: 'reinstate', matching: { role: 'super_admin' } })
    expect(superAdmins.status).to.equal(403)
    // An admin may not manage another admin: refused for that row, in the single action's words.
    const other = await plainAdmin.client.post<Report>('/api/admin/users/bulk', { action: 'delete', ids: [admin.id] })
    expect(other.body.results).to.deep.equal([{ id: admin.id, outcome: 'refused', status: 403, message: 'You cannot manage this user' }])
  })

  it('participants: confirms this exhibition\'s applications and refuses another exhibition\'s for its row', async () => {
    const admin = await signedIn(t, 'admin')
    const manager = await signedIn(t, 'company_manager')
    const expo = (name: string) => admin.client.post('/api/admin/exhibitions', {
      name, description: 'Software.', startDate: '2026-12-01', endDate: '2026-12-03', location: 'Online', maxParticipants: 10,
      registrationDeadline: '2026-11-25', sectorId: ids.sectorId, allowedSectors: [ids.sectorId], status: 'upcoming',
    })
    const one = (await expo('Expo One')).body.id as number
    const two = (await expo('Expo Two')).body.id as number
    const applied: number[] = []
    for (const [i, exhibition] of [one, one, two].entries()) {
      const company = await manager.client.post('/api/companies', companyForm(ids, { name: `Applicant ${i}`, contactEmail: `a${i}@example.com` }))
      await admin.client.patch(`/api/admin/companies/${company.body.id}/status`, { status: 'approved' })
      await admin.client.patch(`/api/admin/companies/${company.body.id}/verify`, { verified: true })
      const r = await manager.client.post(`/api/exhibitions/${exhibition}/participants`, { companyId: company.body.id })
      expect(r.status, r.text).to.equal(201)
      applied.push(r.body.id)
    }
    const [p1, p2, other] = applied
    const r = await admin.client.post<Report>(`/api/admin/exhibitions/${one}/participants/bulk`, { action: 'confirm', ids: [p1, other, p2] })
    expect(r.body.results).to.deep.equal([
      { id: p1, outcome: 'done' }, { id: other, outcome: 'refused', status: 404, message: 'Application not found' }, { id: p2, outcome: 'done' },
    ])
    const rows = await t.sql.all<{ id: number; status: string }>('select id, status from exhibition_participants where id in (?, ?, ?) order by id', [p1, p2, other])
    expect(rows.map((p) => [p.id, p.status])).to.deep.equal([[p1, 'approved'], [p2, 'approved'], [other, 'pending']])
    expect((await t.sql.one<{ n: number }>(`select count(*)::int as n from audit_entries where action = 'ParticipationConfirmed'`))!.n).to.equal(2)
    const missing = await admin.client.post(`/api/admin/exhibitions/999999/participants/bulk`, { action: 'confirm', ids: [p1] })
    expect([missing.status, missing.body.message]).to.deep.equal([404, 'Exhibition not found'])
    const rejectAll = await admin.client.post<Report>(`/api/admin/exhibitions/${two}/participants/bulk`, { action: 'reject', matching: { status: 'pending' }, reason: 'Full' })
    expect(rejectAll.body.results).to.deep.equal([{ id: other, outcome: 'done' }])
  })

  it('media: approves the pending item and refuses the one already approved, in the single action\'s words', async () => {
    const { admin, ids: [companyId] } = await companies('approved')
    const item = async (title: string) => {
      const r = await admin.client.post(`/api/companies/${companyId}/media`, { title, content: 'Text.', type: 'press_release' })
      expect(r.status, r.text).to.equal(201)
      return r.body.id as number
    }
    const [m1, m2] = [await item('First'), await item('Second')]
    await admin.client.post(`/api/company-media/${m2}/approve`, { status: 'approved' })
    const statusBefore = (await admin.client.get(`/api/admin/media/${m2}`)).body.status
    const r = await admin.client.post<Report>('/api/admin/media/bulk', { action: 'approve', ids: [m1, m2] })
    expect(r.body.results).to.deep.equal([{ id: m1, outcome: 'done' }, { id: m2, outcome: 'refused', status: 409, message: 'This item is already approved' }])
    expect((await admin.client.get(`/api/admin/media/${m2}`)).body.status).to.equal(statusBefore)
    const rejected = await admin.client.post<Report>('/api/admin/media/bulk', { action: 'reject', matching: { tab: 'approved' }, reason: 'Off topic' })
    expect(rejected.body.done).to.equal(2)
    expect((await auditOf('media', m1)).at(-1)).to.include({ action: 'MediaItemRejected', reason: 'Off topic' })
  })
})
