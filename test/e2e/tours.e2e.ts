// Guided tours, the first-visit onboarding overlay and the help button (visitor-and-user-side.md §2 "Guided tour and
// help", §4 Tour states, §9). Every test starts from an empty browser storage: no first-visit flag,
// no completed tours (whatever storageState the other suites use to keep tours out of their way).
import type { Browser, Page } from '@playwright/test'
import { expect, expectNoSeriousA11yViolations, live, test, uniqueEmail } from './support'

const COMPLETED_KEY = 'expo-atlas:tours-completed'
const FIRST_VISIT_KEY = 'expo-atlas:first-visit'
const ALL_TOURS_DONE = { '/': true, '/directory': true, '/exhibitions': true, '/media-center': true, '/my-companies': true, '/admin': true }

test.use({ storageState: { cookies: [], origins: [] } })

/** The tour tooltip: a non-modal dialog named by its title and 'Step n of m'. */
const tourTooltip = (page: Page) => page.getByRole('dialog').filter({ hasText: /Step \d+ of \d+/ })
const onboarding = (page: Page) => page.getByRole('dialog', { name: /^Welcome/ })

const completedTours = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, boolean>, COMPLETED_KEY)

/** Before any script of the page runs: a returning visitor (no overlay), optionally with tours done. */
const returningVisitor = async (page: Page, completed: Record<string, boolean> = {}) => {
  await page.addInitScript(
    ([firstVisitKey, completedKey, done]) => {
      if (!localStorage.getItem(firstVisitKey)) localStorage.setItem(firstVisitKey, 'earlier')
      if (!localStorage.getItem(completedKey)) localStorage.setItem(completedKey, JSON.stringify(done))
    },
    [FIRST_VISIT_KEY, COMPLETED_KEY, completed] as const,
  )
}

/**
 * Next, Next, ... Finish from the keyboard, checking 'Step n of m' on the way and that every step
 * puts focus on its main button. Answers the number of steps. (A mouse click on Next is in the
 * 'Take the tour' journey; a key press does not depend on where the tooltip is drawn.)
 */
const completeTour = async (page: Page): Promise<number> => {
  const tooltip = tourTooltip(page)
  await expect(tooltip).toContainText(/Step 1 of \d+/, { timeout: 15_000 })
  const total = Number((await tooltip.textContent())?.match(/Step 1 of (\d+)/)?.[1])
  expect(total).toBeGreaterThanOrEqual(4) // a welcome and at least 3 steps on the page
  for (let step = 1; step < total; step++) {
    await expect(tooltip).toContainText(`Step ${step} of ${total}`)
    if (step > 1) await expect(tooltip.getByRole('button', { name: 'Back' })).toBeVisible()
    await expect(tooltip.getByRole('button', { name: 'Skip tour' })).toBeVisible()
    await expect(tooltip.getByRole('button', { name: 'Next' })).toBeFocused()
    await page.keyboard.press('Enter')
  }
  await expect(tooltip).toContainText(`Step ${total} of ${total}`)
  await expect(tooltip.getByRole('button', { name: 'Finish' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(tooltip).toHaveCount(0)
  return total
}

test.describe('guided tours and onboarding', () => {
  test('a first-time visitor sees the onboarding overlay, then the directory tour runs once', async ({ page }) => {
    test.setTimeout(90_000)
    await page.goto('/')

    // The overlay: an accessible modal, role-specific (a visitor counts as individual).
    const overlay = onboarding(page)
    await expect(overlay).toBeVisible({ timeout: 10_000 })
    await expect(overlay).toHaveAttribute('aria-modal', 'true')
    await expect(overlay).toContainText('Save your favourite companies')
    const take = overlay.getByRole('button', { name: 'Take the tour' })
    await expect(take).toBeFocused()
    await expectNoSeriousA11yViolations(page)

    // Focus stays in the dialog while it is open.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab')
      expect(await overlay.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    // The home tour does not start under the overlay.
    await expect(tourTooltip(page)).toHaveCount(0)

    // Escape closes it (as Skip): no tour on this page now, the flag is set.
    await page.keyboard.press('Escape')
    await expect(overlay).toHaveCount(0)
    await page.waitForTimeout(1500)
    await expect(tourTooltip(page)).toHaveCount(0)
    expect(await page.evaluate((k) => localStorage.getItem(k), FIRST_VISIT_KEY)).not.toBeNull()

    // On to the directory: its tour runs by itself.
    await page.getByRole('banner').getByRole('link', { name: 'Directory', exact: true }).click()
    await expect(page).toHaveURL(/\/directory$/)
    await expect(tourTooltip(page)).toContainText('The company directory', { timeout: 15_000 })
    await completeTour(page)

    await expect(page.getByText('Tour completed!')).toBeVisible()
    await expect(page.getByText('You can restart the tour anytime with the ? button at the top of the page.')).toBeVisible()
    expect(await completedTours(page)).toMatchObject({ '/directory': true })

    // Recorded: a reload does not run it again, and the overlay does not come back.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Start Tour' })).toBeVisible({ timeout: 10_000 })
    await page.waitForTimeout(2500)
    await expect(tourTooltip(page)).toHaveCount(0)
    await expect(onboarding(page)).toHaveCount(0)
  })

  test("'Take the tour' runs the page's tour; it never traps focus and Escape skips it", async ({ page }) => {
    test.setTimeout(60_000)
    await page.goto('/')
    await onboarding(page).getByRole('button', { name: 'Take the tour' }).click()
    const tooltip = tourTooltip(page)
    await expect(tooltip).toContainText('Welcome to Expo Atlas', { timeout: 15_000 })
    await expect(tooltip).toContainText(/Step 1 of \d+/)
    await expect(tooltip.getByRole('button', { name: 'Next' })).toBeFocused()
    await expectNoSeriousA11yViolations(page)

    await tooltip.getByRole('button', { name: 'Next' }).click()
    await expect(tooltip).toContainText(/Step 2 of \d+/)
    await expect(tooltip.getByRole('button', { name: 'Next' })).toBeFocused()
    // Shift+Tab out of the tooltip reaches the page: no focus trap.
    await tooltip.getByRole('button', { name: 'Skip tour' }).focus()
    await page.keyboard.press('Shift+Tab')
    expect(await tooltip.evaluate((el) => el.contains(document.activeElement))).toBe(false)

    await page.keyboard.press('Escape')
    await expect(tooltip).toHaveCount(0)
    await expect(page.getByText('Tour completed!')).toHaveCount(0)
    expect(await completedTours(page)).toMatchObject({ '/': true }) // skipping records the route too
    await expect(page.getByRole('button', { name: 'Start Tour' })).toBeVisible()

    // Start Tour restarts it at any time; Back goes back.
    await page.getByRole('button', { name: 'Start Tour' }).click()
    await expect(tooltip).toContainText(/Step 1 of \d+/, { timeout: 15_000 })
    await tooltip.getByRole('button', { name: 'Next' }).click()
    await tooltip.getByRole('button', { name: 'Back' }).click()
    await expect(tooltip).toContainText(/Step 1 of \d+/)
    await tooltip.getByRole('button', { name: 'Skip tour' }).click()
    await expect(tooltip).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Start Tour' })).toBeFocused()
  })

  test('one help button, in the header: it starts the tour, and the tour ends on it (issue 23)', async ({ page }) => {
    test.setTimeout(60_000)
    await returningVisitor(page, ALL_TOURS_DONE)
    await page.goto('/exhibitions')
    const start = page.getByRole('banner').getByRole('button', { name: 'Start Tour' })
    await expect(start).toBeVisible({ timeout: 10_000 })
    // No second, floating 'Need Help?' button, also after the 5 seconds it used to wait.
    await page.waitForTimeout(5500)
    await expect(page.getByRole('button', { name: /Need Help/ })).toHaveCount(0)
    await expect(page.getByRole('button', { name: /Start Tour|Need Help/ })).toHaveCount(1)
    // A completed tour does not run by itself; the button starts it.
    await expect(tourTooltip(page)).toHaveCount(0)
    await start.click()
    const tooltip = tourTooltip(page)
    await expect(tooltip).toContainText('Virtual exhibitions', { timeout: 15_000 })
    const total = Number((await tooltip.textContent())?.match(/Step 1 of (\d+)/)?.[1])
    for (let step = 1; step < total; step++) await tooltip.getByRole('button', { name: 'Next' }).click()
    // The last step: the help button, which exists, with copy that says so.
    await expect(tooltip).toContainText(`Step ${total} of ${total}`)
    await expect(tooltip).toContainText('See this tour again')
    await expect(tooltip).toContainText('Press the ? button at the top of the page')
    await expect(start).toBeVisible()
    await tooltip.getByRole('button', { name: 'Finish' }).click()
    await expect(page.getByText('You can restart the tour anytime with the ? button at the top of the page.')).toBeVisible()
    await expect(start).toBeFocused()
  })

  test('on a phone the tooltip fits the screen and the help button stays small', async ({ page }) => {
    test.setTimeout(60_000)
    await page.setViewportSize({ width: 375, height: 667 })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await returningVisitor(page)
    await page.goto('/directory')
    const tooltip = tourTooltip(page)
    await expect(tooltip).toContainText(/Step 1 of \d+/, { timeout: 15_000 })
    const total = Number((await tooltip.textContent())?.match(/Step 1 of (\d+)/)?.[1])
    for (let step = 1; step <= total; step++) {
      await expect(tooltip).toContainText(`Step ${step} of ${total}`)
      await page.waitForTimeout(250) // positioned
      const box = await tooltip.boundingBox()
      expect(box).not.toBeNull()
      expect(box!.x).toBeGreaterThanOrEqual(0)
      expect(box!.y).toBeGreaterThanOrEqual(0)
      expect(box!.x + box!.width).toBeLessThanOrEqual(375)
      expect(box!.y + box!.height).toBeLessThanOrEqual(667)
      await tooltip.getByRole('button', { name: step === total ? 'Finish' : 'Next' }).click()
    }
    const start = page.getByRole('button', { name: 'Start Tour' })
    await expect(start).toBeVisible()
    const size = await start.boundingBox()
    expect(size!.width).toBeLessThanOrEqual(48)
    expect(size!.height).toBeLessThanOrEqual(48)
    // In the header (issue 23), not floating over the page: a tap on it starts the tour.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Start Tour' })).toBeVisible()
    await start.click()
    await expect(tooltip).toContainText(/Step 1 of \d+/, { timeout: 15_000 })
  })

  test('a signed-in user who finished the directory tour does not get it again in a fresh browser', async ({ browser }) => {
    test.setTimeout(90_000)
    const email = uniqueEmail('tourist')
    const password = 'Wanderer1!x'

    const first = await newUserPage(browser)
    const registered = await first.request.post('/api/register', {
      data: { firstName: 'Tia', lastName: 'Tourist', email, password, confirmPassword: password, role: 'individual' },
    })
    expect(registered.status()).toBe(201)
    await returningVisitor(first)
    await first.goto('/directory')
    await completeTour(first)
    await expect(first.getByText('Tour completed!')).toBeVisible()
    await expect.poll(async () => (await (await first.request.get('/api/user/tours')).json()).completed).toMatchObject({ '/directory': true })
    await first.context().close()

    // Another device: empty storage, same account.
    const second = await newUserPage(browser)
    expect((await second.request.post('/api/login', { data: { email, password } })).status()).toBe(200)
    // First visit here: the overlay opens on a page without a tour; close it.
    await second.goto('/dashboard')
    await expect(onboarding(second)).toContainText('Welcome, Tia!', { timeout: 10_000 })
    await onboarding(second).getByRole('button', { name: 'Skip' }).click()
    await second.goto('/directory')
    await expect(second.getByRole('button', { name: 'Start Tour' })).toBeVisible({ timeout: 10_000 })
    await second.waitForTimeout(3000)
    await expect(tourTooltip(second)).toHaveCount(0)
    expect(await completedTours(second)).toMatchObject({ '/directory': true })
    // A tour not finished anywhere still runs by itself here.
    await second.goto('/exhibitions')
    await expect(tourTooltip(second)).toContainText(/Step 1 of \d+/, { timeout: 15_000 })
    await second.context().close()
  })
})

/** A separate browser context (another device): empty storage, the project's base URL. */
async function newUserPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, storageState: { cookies: [], origins: [] } })
  return live(await context.newPage())
}
