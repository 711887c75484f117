// Issue 23, in a browser: an unknown address is the Page Not Found page with HTTP 404; a page past the
// end of the directory lands on its last page (from the server, and when the browser navigates there);
// a profile opened in a new browser adds exactly one view, a reload none, another browser one more,
// a crawler none.
import type { APIRequestContext } from '@playwright/test'
import { expect, live, test } from './support'

/**
 * A browser of a visitor of its own: without a cookie a visitor is their address and User-Agent of the
 * day, and every browser of these tests has the same address (and, by default, the same User-Agent).
 */
const aBrowserAgent = (name: string) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 ${name}/${Date.now()}`
const CRAWLER = { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }

/** A company's views as a crawler reads them (never counted). */
const viewsOf = async (request: APIRequestContext, id: number): Promise<number> =>
  ((await (await request.get(`/api/companies/${id}`, { headers: CRAWLER })).json()) as { views: number }).views

test.describe('page statuses and views (issue 23)', () => {
  test('an unknown address answers 404 with the Page Not Found page, not to be indexed, and its way home', async ({ page }) => {
    const res = await page.goto('/this-does-not-exist')
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
    await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1)
    await page.getByRole('link', { name: 'Back to Home' }).click()
    await expect(page).toHaveURL('/')
    // A screen of the app the browser draws (a deep link of a signed-in page) is no 404.
    expect((await page.goto('/dashboard'))?.status()).toBe(200)
  })

  test('the directory past its last page lands on the last page, with a range that reads forwards', async ({ page, request }) => {
    const total = Number((await request.get('/api/companies?pageSize=12', { headers: CRAWLER })).headers()['x-total-count'])
    const last = Math.max(1, Math.ceil(total / 12))
    const first = (last - 1) * 12 + 1
    const summary = `Showing ${first.toLocaleString('en-US')}–${total.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} companies`
    const res = await page.goto('/directory?page=99')
    expect(res?.status()).toBe(200)
    await expect(page).toHaveURL(last > 1 ? `/directory?page=${last}` : '/directory')
    await expect(page.getByText(summary)).toBeVisible()
    await expect(page.getByText('No companies found')).toHaveCount(0)
    await expect(page.getByRole('navigation', { name: 'Directory pages' }).getByRole('button', { name: `Page ${last}` })).toHaveAttribute('aria-current', 'page')
    // The browser going there itself (back and forward through an old entry): the same.
    await page.goto('/directory?sort=a-z')
    await page.evaluate(() => {
      window.history.pushState(null, '', '/directory?sort=a-z&page=77')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page).toHaveURL(last > 1 ? `/directory?sort=a-z&page=${last}` : '/directory?sort=a-z')
    await expect(page.getByText(summary)).toBeVisible()
  })

  test('a profile in a new browser adds one view; a reload none; another browser one; a crawler none', async ({ browser, request, baseURL }) => {
    const [company] = (await (await request.get('/api/companies?featured=true&limit=1', { headers: CRAWLER })).json()) as { id: number }[]
    const id = company.id
    const before = await viewsOf(request, id)
    /** A profile load in a browser of its own (a new visitor, or a crawler): then the views, read as a crawler. */
    const visit = async (userAgent: string, reload = false) => {
      const context = await browser.newContext({ baseURL, userAgent, storageState: { cookies: [], origins: [{ origin: baseURL!, localStorage: [{ name: 'expo-atlas:first-visit', value: 'earlier' }] }] } })
      try {
        const page = live(await context.newPage())
        const seen: number[] = []
        for (const load of reload ? [() => page.goto(`/companies/${id}`), () => page.reload()] : [() => page.goto(`/companies/${id}`)]) {
          await load()
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
          await page.waitForLoadState('networkidle')
          seen.push(await viewsOf(request, id))
        }
        return seen
      } finally {
        await context.close()
      }
    }
    expect(await visit(aBrowserAgent('First'), true)).toEqual([before + 1, before + 1])
    expect(await visit(aBrowserAgent('Second'))).toEqual([before + 2])
    expect(await visit(CRAWLER['User-Agent'])).toEqual([before + 2])
  })
})
