import { demo, expect, expectNoSeriousA11yViolations, signInAs, test } from './support'

/** The first look at a screen after a navigation: a lazy chunk on a busy 2-core machine can take a while. */
const FIRST_PAINT = { timeout: 15_000 }

test.describe('the audit trail', () => {
  test("an admin edits a company and sees the before and after on the company's history and in the audit trail", async ({ page }) => {
    await signInAs(page, demo.admin)
    // A company of its own, so that the test changes no demo company others read.
    const [country] = (await (await page.request.get('/api/countries')).json()) as { id: number }[]
    const [sector] = (await (await page.request.get('/api/sectors')).json()) as { id: number }[]
    const name = `Halvard Optics ${Date.now() % 100000}`
    const created = await page.request.post('/api/admin/companies', {
      data: { name, description: 'Lenses for industrial cameras.', countryId: country.id, sectorId: sector.id, contactEmail: 'hello@halvard.example.com', city: 'Trondheim' },
    })
    expect(created.status()).toBe(201)
    const { id } = (await created.json()) as { id: number }

    await page.goto(`/admin/companies/${id}`)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(FIRST_PAINT)
    const history = page.getByRole('region', { name: 'History' })
    await expect(history.getByText(`${name} was submitted for review`)).toBeVisible()

    await page.getByRole('link', { name: 'Edit Company' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Company' })).toBeVisible(FIRST_PAINT)
    await page.getByLabel('Contact Email').fill('sales@halvard.example.com')
    await page.getByLabel('Company Name').fill(`${name} AS`)
    await page.getByRole('button', { name: 'Save Changes' }).click()

    // Back on the detail page, the history's newest entry: who, what, and each field before → after.
    await expect(page.getByRole('heading', { level: 1, name: `${name} AS` })).toBeVisible(FIRST_PAINT)
    const edit = history.getByRole('listitem').first()
    await expect(edit).toContainText('Daniel Mensah')
    await expect(edit).toContainText('Company edited')
    await expect(edit.getByRole('term')).toHaveText(['Name', 'Contact email'])
    await expect(edit.getByRole('definition').nth(0)).toHaveText(`from ${name}to ${name} AS`)
    await expect(edit.getByRole('definition').nth(1)).toHaveText('from hello@halvard.example.comto sales@halvard.example.com')

    // The same entry in the audit trail, filtered to this company; the export link keeps the filter.
    await history.getByRole('link', { name: 'Open in the audit trail' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Audit Trail' })).toBeVisible(FIRST_PAINT)
    await expect(page.getByLabel('Target ID')).toHaveValue(String(id))
    const rows = page.getByRole('table', { name: 'Audit trail' }).getByRole('row')
    await expect(rows).toHaveCount(3)
    await expect(rows.nth(1)).toContainText('Company edited')
    await expect(rows.nth(1)).toContainText('hello@halvard.example.com')
    await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', `/api/admin/audit/export?targetType=company&targetId=${id}`)
    const csv = await page.request.get(`/api/admin/audit/export?targetType=company&targetId=${id}`)
    expect(await csv.text()).toContain('contactEmail: hello@halvard.example.com → sales@halvard.example.com')
    await expectNoSeriousA11yViolations(page)
  })

  test('Recent Activity names the actor and is filtered by kind', async ({ page }) => {
    await signInAs(page, demo.admin)
    await page.goto('/admin')
    const recent = page.getByRole('region', { name: 'Recent Activity' })
    await expect(recent.getByRole('listitem').first()).toContainText(/by [A-Z]/, FIRST_PAINT)
    await recent.getByLabel('Show activity of').selectOption('exhibition')
    await expect(recent.getByRole('listitem').first()).toBeVisible()
    for (const link of await recent.getByRole('listitem').getByRole('link').all()) await expect(link).toHaveAttribute('href', /^\/exhibitions\/\d+$/)
  })
})
