// Issue 22: every approved media item has its own public page, /media/{id}/{slug}: opened from the media
// center's "Open page", and by its address by a signed-out visitor (server-rendered), at 360 and 1280 px.
import type { Page } from '@playwright/test'
import { demo, expect, expectNoSeriousA11yViolations, signInAs, test } from './support'

/** The page is as wide as the screen: nothing sticks out sideways. */
const fitsTheScreen = async (page: Page) => {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }))
  expect(scroll, 'no horizontal scrolling').toBeLessThanOrEqual(client)
}

test.describe('media item pages', () => {
  test.describe.configure({ timeout: 60_000 })

  test('a reader opens an item\'s page from the media center; a signed-out visitor opens it by its address, at 360 and 1280 px', async ({ page, browser }) => {
    await signInAs(page, demo.visitor)
    await page.goto('/media-center')
    const card = page.getByRole('article').first()
    await expect(card).toBeVisible()
    const title = (await card.getByRole('heading').first().textContent())!.trim()
    // The modal stays: Read more still opens the item in a dialog.
    await card.getByRole('button', { name: /^Read more/ }).click()
    await expect(page.getByRole('dialog', { name: title })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()

    await card.getByRole('link', { name: /^Open page/ }).click()
    await expect(page).toHaveURL(/\/media\/\d+\/[a-z0-9-]+$/)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page).toHaveTitle(`${title} | Expo Atlas`)
    const address = new URL(page.url()).pathname

    // Signed out, by its address: drawn by the server (the text is in the HTML), with its company's link.
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } })
    const visitor = await context.newPage()
    try {
      const res = await visitor.goto(address)
      expect(res!.status()).toBe(200)
      const html = await res!.text()
      expect(html).toContain('application/ld+json')
      expect(html).toContain('<meta property="og:title"')
      await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(visitor.getByText('Issued by')).toBeVisible()
      await expect(visitor.getByRole('link', { name: 'Back to Media Center' })).toBeVisible()
      await fitsTheScreen(visitor)
      await visitor.screenshot({ path: test.info().outputPath('media-page-360.png'), fullPage: true })
      await visitor.setViewportSize({ width: 1280, height: 900 })
      await fitsTheScreen(visitor)
      await visitor.screenshot({ path: test.info().outputPath('media-page-1280.png'), fullPage: true })
      await expectNoSeriousA11yViolations(visitor)

      // A wrong slug is sent to the one address; an unknown item is the Not Found page.
      await visitor.goto(address.replace(/\/[^/]+$/, '/old-title'))
      await expect(visitor).toHaveURL(new RegExp(`${address}$`))
      const missing = await visitor.goto('/media/99999999/nothing')
      expect(missing!.status()).toBe(404)
      await expect(visitor.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
    } finally {
      await context.close()
    }
  })
})
