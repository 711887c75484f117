// The admin tables (issue 19): a column sorted on the server (aria-sort and the order), the page
// size, the CSV export of a filtered list, and row selection with "Select all N matching".
import fs from 'node:fs'
import { parse } from 'csv-parse/sync'
import { demo, expect, expectNoSeriousA11yViolations, signInAs, test } from './support'

const FIRST_PAINT = { timeout: 15_000 }

interface CompanyPage { companies: { id: number; name: string }[]; totalCompanies: number }

test.describe('the admin tables', () => {
  test('a column header sorts the companies on the server, both ways, and says so (aria-sort)', async ({ page }) => {
    await signInAs(page, demo.admin)
    await page.goto('/admin/companies')
    const table = page.getByRole('table', { name: 'Companies' })
    const header = table.getByRole('columnheader', { name: 'Company' })
    await expect(header).toHaveAttribute('aria-sort', 'none', FIRST_PAINT)

    await header.getByRole('button', { name: 'Company' }).click()
    await expect(header).toHaveAttribute('aria-sort', 'ascending')
    await expect(page).toHaveURL(/[?&]sort=name(&|$)/)
    const ascending = (await (await page.request.get('/api/admin/companies?sort=name&pageSize=10')).json()) as CompanyPage
    await expect(table.getByRole('row').nth(1)).toContainText(ascending.companies[0].name)
    await expect(table.getByRole('row').nth(10)).toContainText(ascending.companies[9].name)

    await header.getByRole('button', { name: 'Company' }).click()
    await expect(header).toHaveAttribute('aria-sort', 'descending')
    await expect(page).toHaveURL(/[?&]sort=-name(&|$)/)
    const descending = (await (await page.request.get('/api/admin/companies?sort=-name&pageSize=10')).json()) as CompanyPage
    await expect(table.getByRole('row').nth(1)).toContainText(descending.companies[0].name)
    expect(descending.companies[0].name).not.toBe(ascending.companies[0].name)
    await expect(table.getByRole('columnheader', { name: 'Created' })).toHaveAttribute('aria-sort', 'none')

    // The sort survives a reload (it is in the URL) and the page size changes the rows shown.
    await page.reload()
    await expect(table.getByRole('columnheader', { name: 'Company' })).toHaveAttribute('aria-sort', 'descending', FIRST_PAINT)
    await page.getByLabel('Rows per page').selectOption('25')
    await expect(page).toHaveURL(/[?&]pageSize=25(&|$)/)
    const all = (await (await page.request.get('/api/admin/companies?sort=-name&pageSize=25')).json()) as CompanyPage
    await expect(table.getByRole('row')).toHaveCount(Math.min(25, all.totalCompanies) + 1)
    await expect(page.getByText(`Showing ${Math.min(25, all.totalCompanies)} of`)).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('Export CSV downloads the list as filtered: only the matching companies', async ({ page }) => {
    await signInAs(page, demo.admin)
    await page.goto('/admin/companies?status=pending')
    const table = page.getByRole('table', { name: 'Companies' })
    await expect(table.getByRole('row').nth(1)).toBeVisible(FIRST_PAINT)
    const expected = (await (await page.request.get('/api/admin/companies?status=pending&pageSize=100')).json()) as CompanyPage
    expect(expected.totalCompanies).toBeGreaterThan(0)

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()])
    expect(download.suggestedFilename()).toMatch(/^companies-\d{4}-\d{2}-\d{2}\.csv$/)
    const rows: Record<string, string>[] = parse(fs.readFileSync(await download.path(), 'utf8'), { bom: true, columns: true })
    expect(rows.map((r) => Number(r.ID)).sort((a, b) => a - b)).toEqual(expected.companies.map((c) => c.id).sort((a, b) => a - b))
    expect(new Set(rows.map((r) => r.Status))).toEqual(new Set(['pending']))
  })

  test('selecting rows shows the selection bar; a whole page offers "Select all N matching"', async ({ page }) => {
    await signInAs(page, demo.admin)
    await page.goto('/admin/companies')
    const table = page.getByRole('table', { name: 'Companies' })
    await expect(table.getByRole('row').nth(1)).toBeVisible(FIRST_PAINT)
    const first = (await (await page.request.get('/api/admin/companies?pageSize=10')).json()) as CompanyPage

    await table.getByRole('checkbox', { name: `Select ${first.companies[0].name}` }).check()
    const bar = page.getByRole('region', { name: 'Selection' })
    await expect(bar).toContainText('1 company selected')
    await expect(bar.getByRole('button', { name: 'Clear selection' })).toBeVisible()

    await table.getByRole('checkbox', { name: 'Select all on this page' }).check()
    await expect(bar).toContainText('10 companies selected')
    await expect(page.getByText('All 10 companies on this page are selected.')).toBeVisible()
    await page.getByRole('button', { name: `Select all ${first.totalCompanies} matching` }).click()
    await expect(bar).toContainText(`${first.totalCompanies} companies selected`)

    // Unticking a row goes back to rows picked by hand; Clear selection empties it.
    await table.getByRole('checkbox', { name: `Select ${first.companies[1].name}` }).uncheck()
    await expect(bar).toContainText('9 companies selected')
    await bar.getByRole('button', { name: 'Clear selection' }).click()
    await expect(bar).toBeHidden()
    await expect(table.getByRole('checkbox', { name: 'Select all on this page' })).not.toBeChecked()

    // A new filter starts a new selection.
    await table.getByRole('checkbox', { name: 'Select all on this page' }).check()
    await page.getByLabel('Filter by status').selectOption('pending')
    await expect(page.getByRole('region', { name: 'Selection' })).toBeHidden()
  })

  test('the Subsectors tab pages and searches on the server', async ({ page }) => {
    await signInAs(page, demo.admin)
    await page.goto('/admin/categories?tab=subsectors')
    const table = page.getByRole('table', { name: 'Subsectors' })
    await expect(table.getByRole('row')).toHaveCount(11, FIRST_PAINT)
    const { subsectors } = (await (await page.request.get('/api/admin/subsectors?pageSize=100')).json()) as { subsectors: { name: string }[] }
    const target = subsectors[subsectors.length - 1].name
    await page.getByLabel('Search subsectors').fill(target)
    await expect(table.getByRole('row').nth(1)).toContainText(target)
    await expect(page).toHaveURL(/[?&]search=/)
  })

  test('Import CSV: choose a file, read the dry run report, then import the valid rows', async ({ page }) => {
    await signInAs(page, demo.admin)
    const [sector] = (await (await page.request.get('/api/sectors')).json()) as { name: string }[]
    // Letters as well as digits: the admin search also reads phone numbers, where a number of six digits can be found.
    const stamp = `q${Date.now().toString(36)}`
    const csv = ['name,description,sector,country,email,city',
      `Fjord Import One ${stamp},"Valves, pumps",${sector.name},NO,one@fjord.example.com,Bergen`,
      `Fjord Import Two ${stamp},Seals,${sector.name},Norway,two@fjord.example.com,`,
      `Fjord Import Bad ${stamp},Nothing,Underwater Basket Weaving,NO,bad@fjord.example.com,`].join('\r\n')
    await page.goto('/admin/companies')
    await page.getByRole('button', { name: 'Import CSV' }).click(FIRST_PAINT)
    const dialog = page.getByRole('dialog', { name: 'Import Companies' })
    await dialog.getByLabel('CSV file').setInputFiles({ name: 'companies.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await expect(dialog.getByText('2 rows can be imported; 1 row is refused.')).toBeVisible()
    const report = dialog.getByRole('table', { name: 'Import report' })
    await expect(report.getByRole('row')).toHaveCount(4)
    await expect(report.getByRole('row').nth(3)).toContainText('sector: Unknown sector "Underwater Basket Weaving"')
    // The dry run wrote nothing.
    const found = async () => ((await (await page.request.get(`/api/admin/companies?search=${stamp}`)).json()) as CompanyPage).totalCompanies
    expect(await found()).toBe(0)

    await dialog.getByRole('button', { name: 'Import 2 companies' }).click()
    await expect(dialog.getByText('Imported 2 companies. 1 row was left out.')).toBeVisible()
    expect(await found()).toBe(2)
    await dialog.getByRole('button', { name: 'Close' }).first().click()
    await page.getByLabel('Search companies').fill(stamp)
    await expect(page.getByRole('table', { name: 'Companies' }).getByRole('row')).toHaveCount(3)
  })
})
