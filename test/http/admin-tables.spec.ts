// The admin tables (issue 19): each list sorts by a whitelist of keys (`name`, `-name`), pages at
// the chosen size, and exports its filter as CSV, streamed in batches.
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { expect } from 'chai'
import { parse } from 'csv-parse/sync'
import { signedIn } from './support/accounts'
import { type TestApp } from './support/test-app'
import { onFreshApp, type CatalogueIds } from './support/suite'

type Csv = Record<string, string>[]
const csvRows = (text: string): Csv => parse(text, { bom: true, columns: true })

describe('the admin tables: sort, page size, CSV export (HTTP)', () => {
  let t: TestApp
  let ids: CatalogueIds
  onFreshApp((app, catalogue) => { t = app; ids = catalogue })

  /** Companies inserted by SQL: [name, status, created at] each. */
  const companies = async (managerId: number, rows: readonly (readonly [string, string, string])[]) => {
    for (const [name, status, createdAt] of rows) {
      // A suspended company holds its reason (the table's check), as the admin's suspension stores it.
      await t.sql.run(`insert into companies (name, description, country_id, contact_email, contact_phone, sector_id, manager_id, status, suspension_reason, created_at)
        values (?, 'About us', ?, ?, '+49 30 1234', ?, ?, ?, ?, ?)`, [name, ids.countryId, `${name.replace(/\W/g, '').toLowerCase() || 'x'}@example.com`, ids.sectorId, managerId, status, status === 'suspended' ? 'Unpaid fees' : null, createdAt])
    }
  }

  describe('companies', () => {
    const seed = async () => {
      const admin = await signedIn(t, 'admin')
      const manager = await signedIn(t, 'company_manager')
      await companies(manager.id, [
        ['beta Works', 'approved', '2026-01-03T00:00:00Z'],
        ['Alpha Labs', 'pending', '2026-01-01T00:00:00Z'],
        ['Gamma Gmbh', 'approved', '2026-01-02T00:00:00Z'],
        ['=HYPERLINK("http://evil.example")', 'approved', '2026-01-04T00:00:00Z'],
        ['Alpha Labs', 'suspended', '2026-01-05T00:00:00Z'],
      ])
      return admin
    }
    const names = (body: { companies: { name: string }[] }) => body.companies.map((c) => c.name)

    it('sorts by a key of the whitelist, both ways, ties broken by id; newest first by default', async () => {
      const admin = await seed()
      const byName = await admin.client.get('/api/admin/companies?sort=name')
      expect(byName.status, byName.text).to.equal(200)
      expect(names(byName.body)).to.deep.equal(['=HYPERLINK("http://evil.example")', 'Alpha Labs', 'Alpha Labs', 'beta Works', 'Gamma Gmbh'])
      const asc = byName.body.companies.filter((c: { name: string }) => c.name === 'Alpha Labs').map((c: { id: number }) => c.id)
      expect(asc[0]).to.be.below(asc[1])
      const desc = await admin.client.get('/api/admin/companies?sort=-name')
      expect(names(desc.body)).to.deep.equal(['Gamma Gmbh', 'beta Works', 'Alpha Labs', 'Alpha Labs', '=HYPERLINK("http://evil.example")'])
      expect(desc.body.companies.filter((c: { name: string }) => c.name === 'Alpha Labs').map((c: { id: number }) => c.id)).to.deep.equal([asc[1], asc[0]])
      expect(names((await admin.client.get('/api/admin/companies')).body)[0]).to.equal('Alpha Labs')
      expect(names((await admin.client.get('/api/admin/companies?sort=createdAt')).body)[0]).to.equal('Alpha Labs')
      expect(names((await admin.client.get('/api/admin/companies?sort=createdAt')).body)[1]).to.equal('Gamma Gmbh')
    })

    it('refuses an unknown sort key or page size with 400 and the field named', async () => {
      const admin = await seed()
      for (const sort of ['password', '--name', 'name;drop table companies', '-']) {
        const r = await admin.client.get(`/api/admin/companies?sort=${encodeURIComponent(sort)}`)
        expect(r.status, sort).to.equal(400)
        expect(r.body.fieldErrors.sort).to.match(/^Sort must be one of name, sector, status, createdAt/)
      }
      expect((await admin.client.get('/api/admin/companies?pageSize=101')).body.fieldErrors.pageSize).to.equal('Must be between 1 and 100')
      expect((await admin.client.get('/api/admin/companies/export?sort=views')).status).to.equal(400)
    })

    it('pages at the chosen size', async () => {
      const admin = await seed()
      const r = await admin.client.get('/api/admin/companies?pageSize=2&page=3&sort=name')
      expect(r.body).to.deep.include({ totalCompanies: 5, totalPages: 3 })
      expect(names(r.body)).to.deep.equal(['Gamma Gmbh'])
    })

    it('exports the filter as CSV: a header line, only the matching rows in the sort, formula cells neutralised', async () => {
      const admin = await seed()
      const r = await admin.client.get('/api/admin/companies/export?status=active&sort=name')
      expect(r.status, r.text).to.equal(200)
      expect(r.headers.get('content-type')).to.equal('text/csv; charset=utf-8')
      expect(r.headers.get('content-disposition')).to.equal('attachment; filename="companies-2026-11-20.csv"')
      expect(r.text.split(/\r?\n/)[0]).to.match(/^\uFEFF?ID,Name,Status,Verified,Sector,Subsector,Contact email/)
      const rows = csvRows(r.text)
      expect(rows.map((row) => row.Name)).to.deep.equal(['\'=HYPERLINK("http://evil.example")', 'beta Works', 'Gamma Gmbh'])
      expect(rows.every((row) => row.Status === 'active')).to.equal(true)
      expect(rows[1]['Contact phone']).to.equal('\'+49 30 1234')
      const searched = csvRows((await admin.client.get('/api/admin/companies/export?search=alpha&sort=-createdAt')).text)
      expect(searched.map((row) => row.Status)).to.deep.equal(['suspended', 'pending'])
    })

    it('an export is for admins only', async () => {
      await seed()
      const manager = await signedIn(t, 'company_manager')
      expect((await manager.client.get('/api/admin/companies/export')).status).to.equal(403)
    })

    it('streams 100 000 companies in batches: every row once, in order, the heap not growing by the file', async function () {
      this.timeout(60_000)
      const admin = await signedIn(t, 'admin')
      const manager = await signedIn(t, 'company_manager')
      await t.sql.run(`insert into companies (name, description, country_id, contact_email, sector_id, manager_id, status, created_at)
        select 'Company ' || lpad(g::text, 6, '0'), 'About us', ?, 'c' || g || '@example.com', ?, ?, 'approved', timestamptz '2026-01-01' + (g % 1000) * interval '1 minute'
        from generate_series(1, 100000) g`, [ids.countryId, ids.sectorId, manager.id])
      // The heap kept (after a full collection) before, and every megabyte or so during, the download.
      setFlagsFromString('--expose-gc')
      const gc = runInNewContext('gc') as () => void
      gc()
      const before = process.memoryUsage().heapUsed
      let peak = before
      let measuredAt = 0
      const res = await fetch(`${t.baseUrl}/api/admin/companies/export?sort=createdAt`, { headers: { Cookie: admin.client.cookieHeader } })
      expect(res.status).to.equal(200)
      let bytes = 0
      let lines = 0
      let tail = ''
      const decoder = new TextDecoder()
      let previous = ''
      let ordered = true
      for await (const chunk of res.body!) {
        bytes += chunk.length
        if (bytes - measuredAt > 1_000_000) {
          measuredAt = bytes
          gc()
          peak = Math.max(peak, process.memoryUsage().heapUsed)
        }
        const text = tail + decoder.decode(chunk, { stream: true })
        const parts = text.split('\n')
        tail = parts.pop()!
        for (const line of parts) {
          lines += 1
          if (lines === 1) continue
          const created = line.split(',').at(-1)!.trim()
          if (created < previous) ordered = false
          previous = created
        }
      }
      expect(lines + (tail.trim() ? 1 : 0)).to.equal(100_001)
      expect(ordered).to.equal(true)
      expect(bytes).to.be.above(10_000_000)
      // The server runs in this process: its heap holds a few batches, never the file.
      expect(peak - before, `${peak - before} bytes kept for a file of ${bytes}`).to.be.below(bytes / 4)
    })
  })
  describe('the other lists', () => {
    /** Two managers' companies (Zeta approved, Acme pending), an exhibition with both applying, and media items. */
    const seed = async () => {
      const admin = await signedIn(t, 'admin')
      const zoe = await signedIn(t, 'company_manager', { firstName: 'Zoe', email: 'zoe@example.com' })
      const abe = await signedIn(t, 'company_manager', { firstName: 'Abe', email: 'abe@example.com' })
      await companies(zoe.id, [['Zeta Tools', 'approved', '2026-01-01T00:00:00Z']])
      await companies(abe.id, [['Acme', 'pending', '2026-01-02T00:00:00Z']])
      const [zeta, acme] = (await t.sql.all<{ id: number }>(`select id from companies order by name desc`)).map((r) => r.id)
      const expo = (await t.sql.one<{ id: number }>(`insert into exhibitions (name, description, start_date, end_date) values
        ('Berlin Expo', 'A fair', '2027-03-01', '2027-03-03'), ('Aachen Fair', 'A fair', '2027-05-01', '2027-05-02'), ('Munich Days', 'A fair', '2027-01-10', '2027-01-12')
        returning id`))!.id
      await t.sql.run(`insert into exhibition_participants (exhibition_id, company_id, status, booth_number, participation_level) values
        (?, ?, 'approved', 'B-12', 'Gold'), (?, ?, 'pending', 'A-01', '@SUM(1+1)')`, [expo, zeta, expo, acme])
      // An approved item has its publication time (a check, issue 22).
      await t.sql.run(`insert into company_media (company_id, title, content, type, status, created_at, published_at) values
        (?, 'Zebra launch', 'x', 'news', 'pending', '2026-02-01', null), (?, 'apple news', 'x', 'press_release', 'pending', '2026-02-02', null),
        (?, 'Old', 'x', 'news', 'approved', '2026-02-03', '2026-02-03')`, [zeta, acme, acme])
      return { admin, expo }
    }

    it('users: sorted by name or email both ways, unknown key 400, exported with the role filter', async () => {
      const { admin } = await seed()
      const names = async (q: string) => ((await admin.client.get(`/api/admin/users?role=company_manager&${q}`)).body.users as { firstName: string }[]).map((u) => u.firstName)
      expect(await names('sort=name')).to.deep.equal(['Abe', 'Zoe'])
      expect(await names('sort=-email')).to.deep.equal(['Zoe', 'Abe'])
      expect((await admin.client.get('/api/admin/users?sort=passwordHash')).status).to.equal(400)
      const r = await admin.client.get('/api/admin/users/export?role=company_manager&sort=-name')
      expect(r.headers.get('content-disposition')).to.equal('attachment; filename="users-2026-11-20.csv"')
      const rows = csvRows(r.text)
      expect(rows.map((u) => u.Email)).to.deep.equal(['zoe@example.com', 'abe@example.com'])
      expect(Object.keys(rows[0])).to.not.include('Password')
      expect((await admin.client.get('/api/admin/users/export?role=super_admin')).status).to.equal(403)
    })

    it('exhibitions: sorted by name or start date, exported with the tab', async () => {
      const { admin } = await seed()
      const names = async (q: string) => ((await admin.client.get(`/api/admin/exhibitions?tab=all&${q}`)).body.exhibitions as { name: string }[]).map((e) => e.name)
      expect(await names('')).to.deep.equal(['Munich Days', 'Berlin Expo', 'Aachen Fair'])
      expect(await names('sort=name')).to.deep.equal(['Aachen Fair', 'Berlin Expo', 'Munich Days'])
      expect(await names('sort=-startDate')).to.deep.equal(['Aachen Fair', 'Berlin Expo', 'Munich Days'])
      expect((await admin.client.get('/api/admin/exhibitions?sort=capacity')).body.fieldErrors).to.have.property('sort')
      const rows = csvRows((await admin.client.get('/api/admin/exhibitions/export?tab=all&search=expo')).text)
      expect(rows.map((e) => e.Name)).to.deep.equal(['Berlin Expo'])
      expect(rows[0]['Confirmed participants']).to.equal('1')
    })

    it('participants: sorted by booth, exported with booth, level and contacts, formula cells neutralised', async () => {
      const { admin, expo } = await seed()
      const companiesOf = async (q: string) => ((await admin.client.get(`/api/admin/exhibitions/${expo}/participants?${q}`)).body as { company: { name: string } }[]).map((p) => p.company.name)
      expect(await companiesOf('sort=booth')).to.deep.equal(['Acme', 'Zeta Tools'])
      expect(await companiesOf('sort=-booth')).to.deep.equal(['Zeta Tools', 'Acme'])
      expect((await admin.client.get(`/api/admin/exhibitions/${expo}/participants?sort=x`)).status).to.equal(400)
      const r = await admin.client.get(`/api/admin/exhibitions/${expo}/participants/export`)
      expect(r.status, r.text).to.equal(200)
      const rows = csvRows(r.text)
      expect(rows.map((p) => [p.Company, p.Booth, p.Level, p['Contact email'], p['Manager email']])).to.deep.equal([
        ['Acme', 'A-01', "'@SUM(1+1)", 'acme@example.com', 'abe@example.com'],
        ['Zeta Tools', 'B-12', 'Gold', 'zetatools@example.com', 'zoe@example.com'],
      ])
      const pending = csvRows((await admin.client.get(`/api/admin/exhibitions/${expo}/participants/export?status=pending`)).text)
      expect(pending.map((p) => p.Company)).to.deep.equal(['Acme'])
      expect((await admin.client.get('/api/admin/exhibitions/999999/participants/export')).status).to.equal(404)
    })

    it('media items: sorted by title, exported with the tab and type', async () => {
      const { admin } = await seed()
      const titles = async (q: string) => ((await admin.client.get(`/api/admin/media?${q}`)).body.mediaItems as { title: string }[]).map((m) => m.title)
      expect(await titles('sort=title')).to.deep.equal(['apple news', 'Zebra launch'])
      expect(await titles('sort=-title')).to.deep.equal(['Zebra launch', 'apple news'])
      // Acme's two items (ties by id), then Zeta's.
      expect(await titles('tab=all&sort=company')).to.deep.equal(['apple news', 'Old', 'Zebra launch'])
      const rows = csvRows((await admin.client.get('/api/admin/media/export?type=news')).text)
      expect(rows.map((m) => m.Title)).to.deep.equal(['Zebra launch'])
      expect((await admin.client.get('/api/admin/media/export?sort=content')).status).to.equal(400)
    })

    it('subsectors: paged, searched by its name or its sector\'s, sorted', async () => {
      const admin = await signedIn(t, 'admin')
      const all = await t.sql.one<{ n: number }>('select count(*)::int as n from subsectors')
      const first = await admin.client.get('/api/admin/subsectors?pageSize=10')
      expect(first.status, first.text).to.equal(200)
      expect(first.body.subsectors).to.have.length(Math.min(10, all!.n))
      expect(first.body.totalSubsectors).to.equal(all!.n)
      const names = first.body.subsectors.map((s: { name: string }) => s.name.toLowerCase())
      expect(names).to.deep.equal([...names].sort())
      const one = await t.sql.one<{ name: string; sector: string }>('select ss.name, s.name as sector from subsectors ss join sectors s on s.id = ss.sector_id order by ss.id limit 1')
      const searched = await admin.client.get(`/api/admin/subsectors?search=${encodeURIComponent(one!.name)}`)
      expect(searched.body.subsectors.map((s: { name: string }) => s.name)).to.include(one!.name)
      const bySector = await admin.client.get(`/api/admin/subsectors?search=${encodeURIComponent(one!.sector)}&pageSize=100`)
      expect(bySector.body.subsectors.every((s: { sector: string; name: string }) => s.sector === one!.sector || s.name.toLowerCase().includes(one!.sector.toLowerCase()))).to.equal(true)
      expect((await admin.client.get('/api/admin/subsectors?sort=id')).status).to.equal(400)
      const manager = await signedIn(t, 'company_manager')
      expect((await manager.client.get('/api/admin/subsectors')).status).to.equal(403)
    })
  })
})
