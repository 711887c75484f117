import { demo, expect, expectNoSeriousA11yViolations, signInAs, test } from './support'

/** The first look at a screen after a navigation: a lazy chunk on a busy 2-core machine can take a while. */
const FIRST_PAINT = { timeout: 15_000 }

test.describe('bulk actions', () => {
  test('an admin selects two pending companies and approves them in one action', async ({ page }) => {
    await signInAs(page, demo.admin)
    // Two pending companies of their own, so that the test changes no demo company others read.
    const [country] = (await (await page.request.get('/api/countries')).json()) as { id: number }[]
    const [sector] = (await (await page.request.get('/api/sectors')).json()) as { id: number }[]
    const tag = `Bulkvale ${Date.now() % 100000}`
    const names = [`${tag} Alpha`, `${tag} Beta`]
    const ids: number[] = []
    for (const name of names) {
      const created = await page.request.post('/api/admin/companies', {
        data: { name, description: 'Waiting for review.', countryId: country.id, sectorId: sector.id, contactEmail: 'review@bulkvale.example.com', status: 'pending' },
      })
      expect(created.status()).toBe(201)
      ids.push(((await created.json()) as { id: number }).id)
    }

    await page.goto(`/admin/companies?status=pending&search=${encodeURIComponent(tag)}`)
    const table = page.getByRole('table', { name: 'Companies' })
    await expect(table.getByRole('row')).toHaveCount(3, FIRST_PAINT)
    await expect(table.getByText('Pending')).toHaveCount(2)

    for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check()
    const selected = page.getByRole('region', { name: 'Selection' })
    await expect(selected).toContainText('2 companies selected')
    const bar = page.getByRole('region', { name: 'Bulk actions on the selected companies' })
    await bar.getByRole('button', { name: 'Approve', exact: true }).click()

    const dialog = page.getByRole('dialog', { name: 'Approve 2 companies?' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click()

    // The result, announced politely; the selection is cleared and the table shows both approved.
    await expect(bar.getByRole('status')).toContainText('2 approved')
    await expect(bar.getByRole('status')).not.toContainText('refused')
    await expect(selected).toBeHidden()
    await expect(table.getByText('Pending')).toHaveCount(0)
    for (const id of ids) {
      const company = (await (await page.request.get(`/api/admin/companies/${id}`)).json()) as { status: string }
      expect(company.status).toBe('approved')
    }
    await page.goto(`/admin/companies?search=${encodeURIComponent(tag)}`)
    await expect(table.getByText('Active')).toHaveCount(2, FIRST_PAINT)
    await expectNoSeriousA11yViolations(page)
  })
})
