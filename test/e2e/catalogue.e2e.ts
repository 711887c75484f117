import type { Page } from '@playwright/test'
import { demo, expect, expectNoSeriousA11yViolations, signInAs, test } from './support'

/** A sector made through the API, with a company in it and an exhibition open to it when asked; answers its id. */
const aSector = async (page: Page, name: string, used: boolean) => {
  const sector = await page.request.post('/api/sectors', { data: { name } })
  expect(sector.status()).toBe(201)
  const { id } = (await sector.json()) as { id: number }
  if (used) {
    const countries = (await (await page.request.get('/api/countries')).json()) as { id: number }[]
    const company = await page.request.post('/api/admin/companies', {
      data: { name: `${name} Works`, description: 'Freight by air.', countryId: countries[0].id, contactEmail: 'hi@zeppelin.example.com', sectorId: id, status: 'active' },
    })
    expect(company.status()).toBe(201)
    const expo = await page.request.post('/api/admin/exhibitions', {
      data: { name: `${name} Week`, description: 'x', startDate: '2030-01-10', endDate: '2030-01-11', location: 'Online', allowedSectors: [id] },
    })
    expect(expo.status()).toBe(201)
  }
  return id
}

const openDelete = async (page: Page, name: string) => {
  await page.getByRole('button', { name: `Actions for ${name}` }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  return page.getByRole('dialog', { name: 'Delete Sector?' })
}

test.describe('categories and sectors', () => {
  test('deleting a sector in use offers to move its companies and exhibitions to another sector, then deletes it in one action', async ({ page }) => {
    await signInAs(page, demo.admin)
    const id = await aSector(page, 'Zeppelin Freight', true)
    await page.goto('/admin/categories')
    const dialog = await openDelete(page, 'Zeppelin Freight')
    await expect(dialog.getByText('1 company and 1 exhibition use “Zeppelin Freight”.', { exact: false })).toBeVisible()
    await expect(dialog.getByText(/remove all associated subsectors, products and services/)).toHaveCount(0)
    const target = dialog.getByLabel('Move them to')
    await expect(target.locator('option', { hasText: /^Zeppelin Freight$/ })).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)

    // Nothing chosen: said, nothing sent.
    await dialog.getByRole('button', { name: 'Move and Delete' }).click()
    await expect(dialog.getByText('Choose the sector to move them to')).toBeVisible()
    await expect(target).toBeFocused()
    expect((await (await page.request.get(`/api/admin/sectors/${id}/usage`)).json())).toEqual({ companies: 1, exhibitions: 1 })

    await target.selectOption({ label: 'Technology' })
    await dialog.getByRole('button', { name: 'Move and Delete' }).click()
    await expect(page.getByText('Sector deleted: 1 company and 1 exhibition moved to Technology')).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('table', { name: 'Sectors' }).getByText('Zeppelin Freight', { exact: true })).toHaveCount(0)
    const companies = (await (await page.request.get('/api/admin/companies?search=Zeppelin')).json()) as { companies: { name: string; sector: string }[] }
    expect(companies.companies.map((c) => [c.name, c.sector])).toEqual([['Zeppelin Freight Works', 'Technology']])
  })

  test('a sector nothing uses is deleted with its subsectors and categories, as the dialog says', async ({ page }) => {
    await signInAs(page, demo.admin)
    await aSector(page, 'Airship Tours', false)
    await page.goto('/admin/categories')
    const dialog = await openDelete(page, 'Airship Tours')
    await expect(dialog.getByText(/permanently delete the sector “Airship Tours” and also remove its subsectors and its product and service categories/)).toBeVisible()
    await expect(dialog.getByLabel('Move them to')).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(page.getByText('Sector deleted successfully')).toBeVisible()
    await expect(page.getByRole('table', { name: 'Sectors' }).getByText('Airship Tours', { exact: true })).toHaveCount(0)
  })
})
