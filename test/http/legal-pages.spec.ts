// Issue 23: the footer's Privacy Policy and Terms of Service lead to real pages (/privacy, /terms),
// drawn on the server, whose text the super admin edits (Settings › Legal). The text is light
// Markdown shown as text: markup in it (`</script>`, tags) never becomes markup of the page.
// Drawn by the web client's real renderer (web/dist, `npm run build:web`), as page-status.spec.ts.
import { expect } from 'chai'
import { signedIn } from './support/accounts'
import { Client } from './support/client'
import { testApp, type TestApp } from './support/test-app'
import { withRealRenderer } from './support/real-renderer'

describe('legal pages: Privacy Policy and Terms of Service (HTTP, issue 23)', () => {
  let t: TestApp
  withRealRenderer(async () => (t = await testApp()))
  beforeEach(() => t.reset())

  const anonymous = () => new Client(t.baseUrl)
  const page = (p: string) => anonymous().get(p, { Accept: 'text/html' })
  const setting = (c: Client, key: string, value: unknown) => c.patch('/api/admin/settings', { section: 'legal', key, value })
  const HOSTILE = 'Intro </script><script>alert(1)</script> <b>bold</b> ]]> & "quoted"\n\n## Your rights\n- Ask us: [write to us](mailto:privacy@example.com)\n- [evil](javascript:alert(1))'

  it('both pages are public, with their default text a company can start from', async () => {
    const privacy = await anonymous().get('/api/legal/privacy')
    expect([privacy.status, privacy.body.page, privacy.body.title]).to.deep.equal([200, 'privacy', 'Privacy Policy'])
    expect(privacy.body.body).to.include('## Your rights')
    const terms = await anonymous().get('/api/legal/terms')
    expect([terms.status, terms.body.title]).to.deep.equal([200, 'Terms of Service'])
    expect((await anonymous().get('/api/legal/cookies')).status).to.equal(400)
    expect((await anonymous().get('/api/legal/__proto__')).status).to.equal(400)
  })

  it('server-rendered pages titled "Privacy Policy" and "Terms of Service", in the sitemap', async () => {
    const privacy = await page('/privacy')
    expect(privacy.status).to.equal(200)
    expect(privacy.text).to.match(/<title>Privacy Policy[^<]*<\/title>/)
    expect(privacy.text).to.include('<h1')
    expect(privacy.text).to.include('Your rights</h2>')
    const terms = await page('/terms')
    expect(terms.status).to.equal(200)
    expect(terms.text).to.match(/<title>Terms of Service[^<]*<\/title>/)
    expect(terms.text).to.include('Acceptable use</h2>')
    // The terms link the privacy policy (a Markdown link of the default text).
    expect(terms.text).to.match(/<a [^>]*href="\/privacy"[^>]*>Privacy Policy<\/a>/)
    const sitemap = await anonymous().get('/sitemaps/pages.xml')
    expect(sitemap.text).to.include('/privacy</loc>')
    expect(sitemap.text).to.include('/terms</loc>')
  })

  it('only a super admin changes them; the page shows the new text, markup in it as text', async () => {
    const sa = await signedIn(t, 'super_admin')
    const admin = await signedIn(t, 'admin')
    const manager = await signedIn(t, 'company_manager')
    for (const c of [admin.client, manager.client, anonymous()]) {
      expect((await setting(c, 'privacyPolicy', 'Mine now')).status).to.be.oneOf([401, 403])
    }
    expect(await t.sql.all(`select key from settings where section = 'legal'`)).to.deep.equal([])
    const saved = await setting(sa.client, 'privacyPolicy', HOSTILE)
    expect(saved.status).to.equal(200)
    expect(saved.body.legal.privacyPolicy).to.equal(HOSTILE)
    expect((await anonymous().get('/api/legal/privacy')).body.body).to.equal(HOSTILE)
    const res = await page('/privacy')
    expect(res.status).to.equal(200)
    expect(res.text).not.to.include('<script>alert(1)')
    expect(res.text).not.to.include('<b>bold</b>')
    // A javascript: link is shown as its text, never as a link (the raw text is only in the page's JSON seed).
    expect(res.text).not.to.match(/href="javascript:/i)
    expect(res.text).to.match(/<li>evil(<!-- -->)?\)?<\/li>/)
    expect(res.text).to.include('Intro &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;b&gt;bold&lt;/b&gt;')
    expect(res.text).to.include('Your rights</h2>')
    expect(res.text).to.match(/<a [^>]*href="mailto:privacy@example.com"[^>]*>write to us<\/a>/)
    // Every script on the page is one of the page's own: none the text opened.
    expect([...res.text.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((s) => !/type="(application\/ld\+json|application\/json|module)"/.test(s))).to.deep.equal([])
  })

  it('refuses a blank text, a non-text and a text past 20,000 characters (400), and keeps the page as it was', async () => {
    const sa = await signedIn(t, 'super_admin')
    for (const value of ['   ', 42, null, 'x'.repeat(20001)]) {
      const res = await setting(sa.client, 'termsOfService', value)
      expect(res.status, String(value).slice(0, 20)).to.equal(400)
      expect(res.body.fieldErrors.value).to.be.a('string')
    }
    expect(await t.sql.all(`select key from settings where section = 'legal'`)).to.deep.equal([])
    expect((await anonymous().get('/api/legal/terms')).body.body).to.include('## Acceptable use')
    expect((await setting(sa.client, 'termsOfService', 'y'.repeat(20000))).status).to.equal(200)
    expect((await anonymous().get('/api/legal/terms')).body.body).to.equal('y'.repeat(20000))
  })
})
