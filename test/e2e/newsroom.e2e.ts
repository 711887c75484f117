import { demo, expect, expectNoSeriousA11yViolations, live, managerWithCompany, signInAs, test } from './support'

// Issue 22: a company's media contact, and its newsroom (its public items, its contact, its feed).
test.describe('newsroom', () => {
  test.describe.configure({ timeout: 60_000 })

  test('a manager sets the media contact; a visitor opens the newsroom from the profile and sees the contact and the items', async ({ browser }) => {
    const name = `Lumen Press Works ${Date.now()}`
    const { manager, id } = await managerWithCompany(browser, name, { approved: true })

    // Two items: one approved (public), one waiting (not public).
    const publish = async (title: string) => {
      const res = await manager.request.post(`/api/companies/${id}/media`, { data: { title, content: 'Lisbon, Portugal — a new line of power modules.', type: 'news' } })
      expect(res.status()).toBe(201)
      return ((await res.json()) as { id: number }).id
    }
    const publicId = await publish('Lumen opens its Porto plant')
    await publish('Lumen draft about next year')
    const admin = await browser.newContext()
    const adminPage = live(await admin.newPage())
    await signInAs(adminPage, demo.admin)
    expect((await adminPage.request.post(`/api/company-media/${publicId}/approve`, { data: { status: 'approved' } })).status()).toBe(200)
    await admin.close()

    // The manager's form: a bad email is refused on the field, then the contact is saved.
    await manager.goto(`/companies/${id}/edit`)
    await manager.getByLabel('Media Contact Name').fill('Inês Duarte')
    await manager.getByLabel('Media Email').fill('not-an-email')
    await manager.getByRole('button', { name: 'Save Changes' }).click()
    await expect(manager.getByText('Please enter a valid email')).toBeVisible()
    await manager.getByLabel('Media Email').fill('press@lumen.example.com')
    await manager.getByLabel('Media Phone').fill('+351 21 123 4567')
    await manager.getByRole('button', { name: 'Save Changes' }).click()
    await expect.poll(async () => ((await (await manager.request.get(`/api/companies/${id}`)).json()) as { mediaContactName: string | null }).mediaContactName).toBe('Inês Duarte')

    // A visitor: the profile's Media & Press tab shows the contact and leads to the newsroom.
    const visitor = live(await (await browser.newContext()).newPage())
    await visitor.goto(`/companies/${id}`)
    await visitor.getByRole('tab', { name: 'Media & Press' }).click()
    await expect(visitor.getByRole('heading', { name: 'Media contact' })).toBeVisible()
    await expect(visitor.getByRole('link', { name: 'press@lumen.example.com' })).toHaveAttribute('href', 'mailto:press@lumen.example.com')
    await visitor.setViewportSize({ width: 360, height: 800 })
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), 'the tab: no sideways scroll at 360 px').toBe(true)
    await visitor.screenshot({ path: 'test-results/profile-media-tab-360.png', fullPage: true })
    await visitor.setViewportSize({ width: 1280, height: 800 })
    await visitor.getByRole('link', { name: 'Open the newsroom' }).click()
    await expect(visitor).toHaveURL(new RegExp(`/companies/${id}/news$`))
    await expect(visitor.getByRole('heading', { level: 1, name: `${name} Newsroom` })).toBeVisible()
    const contact = visitor.getByRole('complementary', { name: 'Media contact' })
    await expect(contact).toContainText('Inês Duarte')
    await expect(contact.getByRole('link', { name: '+351 21 123 4567' })).toHaveAttribute('href', 'tel:+351211234567')
    await expect(visitor.getByRole('link', { name: 'Lumen opens its Porto plant' })).toHaveAttribute('href', `/media/${publicId}`)
    await expect(visitor.getByText('Lumen draft about next year')).toHaveCount(0)
    await expect(visitor.getByText('1 published item')).toBeVisible()
    await expect(visitor.getByRole('link', { name: /RSS feed/ })).toHaveAttribute('href', `/api/companies/${id}/media/rss.xml`)
    await expectNoSeriousA11yViolations(visitor)

    // On a phone and on a laptop: nothing wider than the screen.
    for (const width of [360, 1280]) {
      await visitor.setViewportSize({ width, height: 800 })
      await expect(visitor.getByRole('heading', { level: 1, name: `${name} Newsroom` })).toBeVisible()
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), `no sideways scroll at ${width} px`).toBe(true)
      await visitor.screenshot({ path: `test-results/newsroom-${width}.png`, fullPage: true })
    }

    // Served from the server too (no script needed to read it).
    const html = await (await visitor.request.get(`/companies/${id}/news`)).text()
    expect(html).toContain('Lumen opens its Porto plant')
    expect(html).toContain('Inês Duarte')
  })

  test('</script> and ]]> in the contact name stay text: escaped in the server-rendered page, shown as typed, never run', async ({ browser }) => {
    const { manager, id } = await managerWithCompany(browser, `Script Proof ${Date.now()}`, { approved: true })
    const name = 'Press </script><script>window.__pwned = 1</script> ]]> & Co'
    expect((await manager.request.patch(`/api/companies/${id}`, { data: { mediaContactName: name } })).status()).toBe(200)
    const visitor = live(await (await browser.newContext()).newPage())
    const html = await (await visitor.request.get(`/companies/${id}/news`)).text()
    expect(html).not.toContain('<script>window.__pwned')
    expect(html).toContain('Press &lt;/script&gt;&lt;script&gt;window.__pwned = 1&lt;/script&gt; ]]&gt; &amp; Co')
    await visitor.goto(`/companies/${id}/news`)
    await expect(visitor.getByRole('complementary', { name: 'Media contact' })).toContainText(name)
    expect(await visitor.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
  })

  test('a company that does not exist has no newsroom: Company Not Found (HTTP 404), its profile neither', async ({ page }) => {
    expect((await page.goto('/companies/999999/news'))?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Company Not Found' })).toBeVisible()
    expect((await page.goto('/companies/999999'))?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Company Not Found' })).toBeVisible()
  })
})
