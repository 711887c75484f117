import { expect } from 'chai'
import { catalogueIds, companyForm, signedIn } from './support/accounts'
import { Client } from './support/client'
import { parseFeed } from './support/feed'
import { testApp, type TestApp } from './support/test-app'

/** Issue 22: a company's media contact and its newsroom (a public page of its public items, and its feed). */
describe('newsroom and media contact (HTTP)', () => {
  let t: TestApp
  let ids: Awaited<ReturnType<typeof catalogueIds>>
  before(async () => { t = await testApp(); ids = await catalogueIds(t) })
  beforeEach(() => t.reset())

  const anyone = () => new Client(t.baseUrl)

  /** A manager with an approved company, an admin and a media user. */
  const world = async () => {
    const [admin, manager, media] = [await signedIn(t, 'admin'), await signedIn(t, 'company_manager'), await signedIn(t, 'media')]
    const { id } = (await manager.client.post('/api/companies', companyForm(ids, { name: 'Navigli Software', contactEmail: 'hi@navigli.example.com' }))).body
    expect((await admin.client.patch(`/api/admin/companies/${id}/status`, { status: 'approved' })).status).to.equal(200)
    return { admin, manager, media, companyId: id as number }
  }

  /** What the database holds of a company's media contact, and how many events it has. */
  const stored = async (id: number) => ({
    row: await t.sql.one('select media_contact_name, media_contact_email, media_contact_phone, version from companies where id = ?', [id]),
    events: (await t.sql.one<{ n: number }>(`select count(*)::int as n from domain_events where aggregate_type = 'company' and aggregate_id = ?`, [String(id)]))!.n,
  })

  it('the manager sets the media contact (trimmed, the email lower-cased), the profile answers it, and a blank value clears it', async () => {
    const { manager, companyId } = await world()
    const set = await manager.client.patch(`/api/companies/${companyId}`, {
      mediaContactName: '  Giulia Bianchi ', mediaContactEmail: 'Press@Navigli.example.com', mediaContactPhone: '+39 02 1234 5678',
    })
    expect(set.status).to.equal(200)
    const profile = await anyone().get(`/api/companies/${companyId}`)
    expect(profile.body).to.include({ mediaContactName: 'Giulia Bianchi', mediaContactEmail: 'press@navigli.example.com', mediaContactPhone: '+39 02 1234 5678' })
    // Existing fields keep their names and values.
    expect(profile.body).to.include({ name: 'Navigli Software', contactEmail: 'hi@navigli.example.com' })
    expect((await stored(companyId)).row).to.include({ media_contact_name: 'Giulia Bianchi', media_contact_email: 'press@navigli.example.com' })
    const cleared = await manager.client.patch(`/api/companies/${companyId}`, { mediaContactName: '', mediaContactPhone: null })
    expect(cleared.status).to.equal(200)
    expect((await stored(companyId)).row).to.include({ media_contact_name: null, media_contact_email: 'press@navigli.example.com', media_contact_phone: null })
    expect((await anyone().get(`/api/companies/${companyId}/news`)).body.mediaContact).to.deep.equal({ name: null, email: 'press@navigli.example.com', phone: null })
  })

  it('an admin sets it in the admin form', async () => {
    const { admin, companyId } = await world()
    expect((await admin.client.patch(`/api/admin/companies/${companyId}`, { mediaContactName: 'Press office' })).status).to.equal(200)
    expect((await stored(companyId)).row).to.include({ media_contact_name: 'Press office' })
  })

  it('another manager cannot set it (403, as for any edit of a public company), and nothing is written', async () => {
    const { companyId } = await world()
    const other = await signedIn(t, 'company_manager')
    const before = await stored(companyId)
    const refused = await other.client.patch(`/api/companies/${companyId}`, { mediaContactName: 'Hijacked' })
    expect(refused.status).to.equal(403)
    expect(await stored(companyId)).to.deep.equal(before)
  })

  for (const [field, value, message] of [
    ['mediaContactEmail', 'not-an-email', 'Please enter a valid email'],
    ['mediaContactEmail', 'a@b.example.com\u0000', undefined],
    ['mediaContactPhone', 'call me maybe', 'Please enter a valid phone number'],
    ['mediaContactPhone', '1'.repeat(31), undefined],
    ['mediaContactName', 'Giulia\u0007Bianchi', undefined],
    ['mediaContactName', 'x'.repeat(201), 'Must be at most 200 characters'],
    ['mediaContactName', 42, undefined],
  ] as const) {
    it(`a bad ${field} (${JSON.stringify(value).slice(0, 30)}) answers 400 naming it, and leaves no row and no event`, async () => {
      const { manager, companyId } = await world()
      const before = await stored(companyId)
      const refused = await manager.client.patch(`/api/companies/${companyId}`, { mediaContactName: 'Fine', [field]: value })
      expect(refused.status).to.equal(400)
      expect(refused.body.fieldErrors).to.have.property(field)
      if (message) expect(refused.body.fieldErrors[field]).to.equal(message)
      expect(await stored(companyId)).to.deep.equal(before)
    })
  }

  it('the database refuses what the form refuses (its checks hold the rules)', async () => {
    const { companyId } = await world()
    for (const [column, value] of [['media_contact_email', 'nope'], ['media_contact_phone', 'abc'], ['media_contact_name', 'a\u0001b'], ['media_contact_name', '']]) {
      let failed = false
      try { await t.sql.run(`update companies set ${column} = ? where id = ?`, [value, companyId]) } catch { failed = true }
      expect(failed, `${column} = ${JSON.stringify(value)}`).to.equal(true)
    }
  })

  it('the newsroom lists only public items (approved, no press kits), newest first, a page at a time; the RSS holds the same', async () => {
    const { manager, media, companyId } = await world()
    const publish = async (title: string, type = 'news', approve = true) => {
      const { id } = (await manager.client.post(`/api/companies/${companyId}/media`, { title, content: 'Text.', type })).body
      if (approve) await media.client.post(`/api/company-media/${id}/approve`, { status: 'approved' })
      return id as number
    }
    const first = await publish('First news')
    await publish('Second news', 'press_release')
    await publish('Waiting news', 'news', false)
    await publish('Kit', 'press_kit')
    const rejected = await publish('Rejected news', 'news', false)
    await media.client.post(`/api/company-media/${rejected}/approve`, { status: 'rejected', reason: 'No.' })
    await t.sql.run(`update company_media set published_at = now() - interval '1 day' where id = ?`, [first])
    const room = await anyone().get(`/api/companies/${companyId}/news`)
    expect(room.status).to.equal(200)
    expect(room.body.company).to.deep.equal({ id: companyId, name: 'Navigli Software', logo: null })
    expect(room.body.mediaContact).to.equal(null)
    expect(room.body.items.map((i: { title: string }) => i.title)).to.deep.equal(['Second news', 'First news'])
    expect(room.body.total).to.equal(2)
    expect(room.headers.get('x-total-count')).to.equal('2')
    // A media user reading it sees the same: the page is public, whoever asks.
    expect((await media.client.get(`/api/companies/${companyId}/news`)).body.items).to.have.length(2)
    const page2 = await anyone().get(`/api/companies/${companyId}/news?page=2&pageSize=1`)
    expect(page2.body.items.map((i: { title: string }) => i.title)).to.deep.equal(['First news'])
    expect(page2.body.total).to.equal(2)
    expect((await anyone().get(`/api/companies/${companyId}/news?pageSize=51`)).status).to.equal(400)
    expect((await anyone().get(`/api/companies/${companyId}/news?page=0`)).status).to.equal(400)

    const rss = await anyone().get(`/api/companies/${companyId}/media/rss.xml`)
    const feed = parseFeed(rss.text)
    expect(feed.items.map((i) => i.title)).to.deep.equal(['Second news (Press Release, Navigli Software)', 'First news (News, Navigli Software)'])
    expect(feed.channel.link).to.match(new RegExp(`/companies/${companyId}/news$`))
    expect(feed.channel).not.to.have.property('managingEditor')
  })

  it('an unknown company, or one that is not public, has no newsroom (404), not even for its manager', async () => {
    const { admin, manager, companyId } = await world()
    expect((await anyone().get('/api/companies/999999/news')).status).to.equal(404)
    expect((await anyone().get('/api/companies/abc/news')).status).to.be.oneOf([400, 404])
    await admin.client.patch(`/api/admin/companies/${companyId}/status`, { status: 'suspended', reason: 'Unpaid' })
    const gone = await anyone().get(`/api/companies/${companyId}/news`)
    expect(gone.status).to.equal(404)
    expect(gone.body.message).to.equal('Company not found')
    expect((await manager.client.get(`/api/companies/${companyId}/news`)).status).to.equal(404)
    expect((await anyone().get(`/api/companies/${companyId}/media/rss.xml`)).status).to.equal(404)
  })

  it('</script> and ]]> in the contact name stay text: escaped in the JSON the page reads and in the feed, which stays valid XML', async () => {
    const { manager, companyId } = await world()
    const name = 'Press </script><script>alert(1)</script> ]]> & Co'
    expect((await manager.client.patch(`/api/companies/${companyId}`, { mediaContactName: name, mediaContactEmail: 'press@navigli.example.com' })).status).to.equal(200)
    expect((await anyone().get(`/api/companies/${companyId}/news`)).body.mediaContact.name).to.equal(name)
    const rss = await anyone().get(`/api/companies/${companyId}/media/rss.xml`)
    expect(rss.text).not.to.contain('</script>').and.not.to.contain(']]>')
    expect(rss.text).to.contain('<managingEditor>press@navigli.example.com (Press &lt;/script&gt;&lt;script&gt;alert1&lt;/script&gt; ]]&gt; &amp; Co)</managingEditor>')
    expect(parseFeed(rss.text).channel.managingEditor).to.equal('press@navigli.example.com (Press </script><script>alert1</script> ]]> & Co)')
  })
})
