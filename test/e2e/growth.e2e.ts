// The admin dashboard's growth charts (issue 19): a range to choose, and each chart's text alternative.
import { demo, expect, expectNoSeriousA11yViolations, test } from './support'

const FIRST_PAINT = { timeout: 15_000 }

test('the dashboard draws growth over the chosen range, each chart with its summary and the numbers as a table', async ({ page }) => {
  await page.request.post('/api/login', { data: { email: demo.admin, password: 'Passw0rd!demo' } })
  const series = await (await page.request.get('/api/admin/stats/growth?range=30d')).json()
  await page.goto('/admin')
  const growth = page.getByRole('region', { name: 'Growth over time' })
  await expect(growth).toBeVisible(FIRST_PAINT)
  // Four figures, each named by its heading and described by a sentence that gives the numbers.
  for (const name of ['Users', 'Companies', 'Media items', 'Company views']) await expect(growth.getByRole('figure', { name })).toBeVisible()
  const users = growth.getByRole('figure', { name: 'Users' })
  const last = series.points.at(-1)
  await expect(users).toHaveAccessibleDescription(new RegExp(`^${last.users.toLocaleString('en-US')} users on `))
  // The drawing itself (recharts' SVG) is there, hidden from assistive technology.
  await expect(users.locator('[aria-hidden="true"] svg').first()).toBeVisible(FIRST_PAINT)
  const totalViews = series.points.reduce((sum: number, p: { views: number }) => sum + p.views, 0)
  await expect(growth.getByRole('figure', { name: 'Company views' })).toHaveAccessibleDescription(new RegExp(`^${totalViews.toLocaleString('en-US')} company views from `))

  await growth.getByText('Show the numbers as a table').click()
  const table = growth.getByRole('table')
  await expect(table.getByRole('row')).toHaveCount(31)
  await expect(table.getByRole('row').nth(1)).toContainText(last.companies.toLocaleString('en-US'))
  await expectNoSeriousA11yViolations(page)

  await growth.getByLabel('Range of the growth charts').selectOption('12m')
  await expect(page).toHaveURL(/\/admin\?range=12m$/)
  await expect(table.getByRole('columnheader', { name: 'Month' })).toBeVisible()
  await expect(table.getByRole('row')).toHaveCount(13)
})
