// A manager's logo (issue 21): upload a wide image, move and zoom the square, save, and see the
// square logo, cut where the manager chose, on the profile and on the directory's card.
import type { Page } from '@playwright/test'
import { png } from '../support/png'
import { demo, expect, expectNoSeriousA11yViolations, live, signInAs, test } from './support'

/** A wide logo: red left third, green middle third, blue right third (900 × 300). */
const WIDE = { name: 'wide-logo.png', mimeType: 'image/png', buffer: png(900, 300) }

/**
 * A loaded image as the page draws it: the file chosen from its srcset (its size is the address's
 * last part), its box in CSS pixels, whether the file is square, and the colour at its middle.
 */
const drawn = (page: Page, selector: string) => page.locator(selector).first().evaluate(async (img: HTMLImageElement) => {
  if (!img.complete || !img.naturalWidth) await new Promise((r) => { img.onload = r })
  const canvas = document.createElement('canvas')
  canvas.width = img.naturalWidth
  canvas.height = img.naturalHeight
  const g = canvas.getContext('2d')!
  g.drawImage(img, 0, 0)
  const [r, gr, b] = g.getImageData(img.naturalWidth / 2, img.naturalHeight / 2, 1, 1).data
  return {
    file: img.currentSrc.replace(/^.*-(\d+)$/, '$1 px'), square: img.naturalWidth === img.naturalHeight,
    box: [img.getBoundingClientRect().width, img.getBoundingClientRect().height],
    colour: r > 150 && gr < 80 && b < 80 ? 'red' : gr > 100 && r < 80 ? 'green' : b > 150 && r < 80 ? 'blue' : `rgb(${r},${gr},${b})`,
  }
})

/** Nothing on the page is wider than the screen. */
const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)

test.describe('a manager\'s logo', () => {
  test('upload and crop a logo: a wide image, the square moved and zoomed, saved, square on the profile and the card', async ({ browser }) => {
    const page = live(await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage())
    await signInAs(page, demo.manager)
    const mine = (await (await page.request.get('/api/my-companies')).json()) as { id: number; name: string; status: string; logo: string | null }[]
    const company = mine.find((c) => c.status === 'approved')!
    try {
      await page.goto(`/companies/${company.id}/edit`)
      await page.getByLabel(/^(Upload a logo|Replace logo)$/).setInputFiles(WIDE)
      const dialog = page.getByRole('dialog', { name: "Choose the logo's square" })
      await expect(dialog.getByText('Uploaded.')).toBeVisible()
      const square = dialog.getByRole('img', { name: /The logo's square/ })
      // It starts as the largest centred square: the green middle third.
      await expect(square).toHaveAccessibleName("The logo's square: 300 pixels at 300, 0 of 900 × 300")
      await expectNoSeriousA11yViolations(page)

      // Zoom in twice with the keyboard, then move the square to the left edge: the red third.
      await square.focus()
      await page.keyboard.press('+')
      await page.keyboard.press('+')
      await expect(square).toHaveAccessibleName("The logo's square: 248 pixels at 326, 26 of 900 × 300")
      for (let i = 0; i < 6; i++) await page.keyboard.press('Shift+ArrowLeft')
      await expect(square).toHaveAccessibleName("The logo's square: 248 pixels at 0, 26 of 900 × 300")
      // The zoom slider moves with it and works too.
      const zoom = dialog.getByRole('slider', { name: 'Zoom' })
      await expect(zoom).toHaveValue(/^1\.2/)
      await dialog.getByRole('button', { name: 'Use this square' }).click()
      await expect(dialog).toBeHidden()

      // The form previews it as the profile and a card will show it.
      const preview = page.getByRole('group', { name: 'Logo' })
      await expect(preview.locator('img')).toHaveCount(2)
      expect(await drawn(page, '[aria-label="Preview"] figure:first-child img')).toEqual({ file: '128 px', square: true, box: [96, 96], colour: 'red' })
      await expect(page.getByLabel('Logo URL')).toHaveCount(0)
      await page.getByRole('button', { name: 'Save Changes' }).click()
      await expect(page).toHaveURL(/\/my-companies$/)

      const saved = (await (await page.request.get(`/api/companies/${company.id}`)).json()) as { logo: string }
      expect(saved.logo).toMatch(/^\/uploads\/[0-9a-f]{32}-256$/)

      // The profile: 96 px, from the 128 px file (at 1x), square and red.
      await page.goto(`/companies/${company.id}`)
      const header = page.locator(`img[srcset*="${saved.logo.replace(/-256$/, '-64')} 64w"]`)
      await expect(header.first()).toHaveAttribute('width', '96')
      expect(await drawn(page, `img[srcset*="${saved.logo.replace(/-256$/, '')}"][width="96"]`)).toEqual({ file: '128 px', square: true, box: [96, 96], colour: 'red' })

      // The directory's card, for a visitor (a browser that holds no larger size already): 52 px, from the 64 px file, square and red.
      const visitor = live(await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage())
      await visitor.goto(`/directory?search=${encodeURIComponent(company.name)}`)
      const card = `img[srcset*="${saved.logo.replace(/-256$/, '')}"][width="52"]`
      await expect(visitor.locator(card).first()).toBeVisible()
      expect(await drawn(visitor, card)).toEqual({ file: '64 px', square: true, box: [52, 52], colour: 'red' })
      expect(await visitor.locator(card).first().evaluate((img) => getComputedStyle(img).objectFit)).toBe('contain')
    } finally {
      await page.request.patch(`/api/companies/${company.id}`, { data: { logo: company.logo ?? '' } })
    }
  })

  test('the logo field and its square fit a 360 px screen and a 1280 px one, where the square is dragged', async ({ browser }) => {
    for (const width of [360, 1280]) {
      const page = live(await (await browser.newContext({ viewport: { width, height: 800 } })).newPage())
      await signInAs(page, demo.manager)
      const mine = (await (await page.request.get('/api/my-companies')).json()) as { id: number; status: string }[]
      await page.goto(`/companies/${mine[0].id}/edit`)
      await expect(page.getByRole('group', { name: 'Logo' })).toBeVisible()
      expect(await fitsTheScreen(page), `the form at ${width} px`).toBe(true)
      await page.getByLabel(/^(Upload a logo|Replace logo)$/).setInputFiles(WIDE)
      const dialog = page.getByRole('dialog', { name: "Choose the logo's square" })
      await expect(dialog.getByText('Uploaded.')).toBeVisible()
      const frame = await dialog.getByRole('img', { name: /The logo's square/ }).boundingBox()
      expect(frame!.width).toBe(220)
      expect(frame!.x).toBeGreaterThanOrEqual(0)
      expect(frame!.x + frame!.width).toBeLessThanOrEqual(width)
      expect(await fitsTheScreen(page), `the square at ${width} px`).toBe(true)
      // Dragging the image 44 px to the left moves the square 60 pixels of the image right (220 px show 300).
      const [cx, cy] = [frame!.x + frame!.width / 2, frame!.y + frame!.height / 2]
      await page.mouse.move(cx, cy)
      await page.mouse.down()
      await page.mouse.move(cx - 44, cy, { steps: 4 })
      await page.mouse.up()
      await expect(dialog.getByRole('img', { name: /The logo's square/ })).toHaveAccessibleName("The logo's square: 300 pixels at 360, 0 of 900 × 300")
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await expect(dialog).toBeHidden()
      await page.context().close()
    }
  })

  test('a file that is no image is refused with a message, before any upload', async ({ browser }) => {
    const page = live(await (await browser.newContext()).newPage())
    await signInAs(page, demo.manager)
    const mine = (await (await page.request.get('/api/my-companies')).json()) as { id: number }[]
    await page.goto(`/companies/${mine[0].id}/edit`)
    await page.getByLabel(/^(Upload a logo|Replace logo)$/).setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') })
    await expect(page.getByRole('alert').filter({ hasText: 'Choose a PNG, JPEG or WebP image.' })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})
