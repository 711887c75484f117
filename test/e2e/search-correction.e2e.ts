// Issue 23, in a browser: a misspelt search shows what the right word finds, says which word it searched
// ("Showing results for freight"), and offers the typed word exactly ("Search instead for frieght"), with
// the other filters kept; on a 360 px phone, nothing is wider than the screen.
import type { Page } from '@playwright/test'
import { expect, test } from './support'

const cards = (page: Page) => page.getByRole('main').getByRole('article')

const searchFor = async (page: Page, words: string) => {
  const box = page.getByRole('searchbox', { name: 'Search companies' })
  await box.fill(words)
  await box.press('Enter')
}

for (const width of [1280, 360]) {
  test(`a misspelt search is corrected, and the typed word can be searched exactly (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    // What the right word finds (the demo's two, and any freight company other browser tests added meanwhile).
    const right = (await (await page.request.get('/api/companies?search=freight&pageSize=12')).json()) as { name: string }[]
    expect(right.map((c) => c.name)).toEqual(expect.arrayContaining(['Elbe Freight Solutions', 'Havenstad Logistics']))
    await page.goto('/directory')
    await searchFor(page, 'frieght')
    const notice = page.getByText('Showing results for freight')
    await expect(notice).toBeVisible()
    await expect(notice.locator('em')).toHaveText('freight')
    await expect(cards(page)).toHaveCount(right.length)
    expect((await cards(page).getByRole('heading').allTextContents()).sort()).toEqual(right.map((c) => c.name).sort())
    await expect(page.getByRole('status').filter({ hasText: `Showing 1–${right.length} of ${right.length} compan` })).toBeVisible()
    // Nothing wider than the screen, the notice and its link included.
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(wide, 'sideways scrolling').toBe(0)
    const link = page.getByRole('link', { name: 'Search instead for frieght' })
    const box = await link.boundingBox()
    expect(box && box.x + box.width <= width).toBe(true)

    await link.click()
    await expect(page).toHaveURL(/[?&]exact=true/)
    await expect(page.getByText('No companies found').first()).toBeVisible()
    await expect(cards(page)).toHaveCount(0)
    await expect(page.getByText('Showing results for')).toHaveCount(0)
    // A new search is corrected again.
    const logistics = (await (await page.request.get('/api/companies?search=logistics&pageSize=12')).json()) as { name: string }[]
    await searchFor(page, 'logistcs')
    await expect(page.getByText('Showing results for logistics')).toBeVisible()
    await expect(page).not.toHaveURL(/exact=true/)
    await expect(cards(page)).toHaveCount(logistics.length)
  })
}

test('the link keeps the other filters, and the server-rendered page already shows the correction and hydrates cleanly', async ({ page }) => {
  const problems: string[] = []
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`) })
  page.on('pageerror', (e) => problems.push(e.message))
  const res = await page.goto('/directory?search=frieght&verified=true')
  expect(await res?.text()).toContain('Showing results for <em>freight</em>')
  await expect(page.getByText('Showing results for freight')).toBeVisible()
  expect(problems, 'hydration of the corrected page').toEqual([])
  await page.getByRole('link', { name: 'Search instead for frieght' }).click()
  await expect(page).toHaveURL(/verified=true/)
  await expect(page).toHaveURL(/exact=true/)
  await expect(page.getByText('No companies found').first()).toBeVisible()
})
