// Issue 20: the tabs, the switch and the toast region, by keyboard (WAI-ARIA Authoring Practices).
import type { Page } from '@playwright/test'
import { demo, expect, expectNoSeriousA11yViolations, signInAs, test } from './support'

/** The first look at a screen after a navigation: a lazy chunk on a busy 2-core machine can take a while. */
const FIRST_PAINT = { timeout: 15_000 }

const focusedIsBody = (page: Page) => page.evaluate(() => document.activeElement === document.body || document.activeElement === null)

test.describe('tabs, switch and toasts by keyboard', () => {
  test('company profile: the arrow keys, Home and End move between the tabs and select them', async ({ page, request }) => {
    const [company] = (await (await request.get('/api/companies?featured=true&limit=1')).json()) as { id: number; name: string }[]
    await page.goto(`/companies/${company.id}`)
    const tabs = page.getByRole('tablist', { name: 'Company profile sections' })
    const overview = tabs.getByRole('tab', { name: 'Overview' })
    await expect(overview).toHaveAttribute('aria-selected', 'true', FIRST_PAINT)
    // Only the selected tab is in the tab order.
    await expect(tabs.getByRole('tab', { name: 'Contact' })).toHaveAttribute('tabindex', '-1')
    await overview.focus()
    await page.keyboard.press('ArrowRight')
    const offerings = tabs.getByRole('tab', { name: 'Products & Services' })
    await expect(offerings).toBeFocused()
    await expect(offerings).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel', { name: 'Products & Services' })).toBeVisible()
    await page.keyboard.press('End')
    const contact = tabs.getByRole('tab', { name: 'Contact' })
    await expect(contact).toBeFocused()
    await expect(contact).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel', { name: 'Contact' })).toBeVisible()
    await page.keyboard.press('Home')
    await expect(overview).toBeFocused()
    await expect(overview).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowLeft')
    await expect(contact).toBeFocused()
    // Tab leaves the row for the panel's content, not the next tab.
    await page.keyboard.press('Tab')
    await expect(contact).not.toBeFocused()
    await expect(offerings).not.toBeFocused()
    await expectNoSeriousA11yViolations(page)
  })

  test('media center: the arrow keys move between the tabs and the address follows', async ({ page }) => {
    await signInAs(page, demo.media)
    await page.goto('/media-center')
    const news = page.getByRole('tab', { name: 'Company News' })
    await expect(news).toHaveAttribute('aria-selected', 'true', FIRST_PAINT)
    await news.focus()
    await page.keyboard.press('ArrowRight')
    const releases = page.getByRole('tab', { name: 'Press Releases' })
    await expect(releases).toBeFocused()
    await expect(releases).toHaveAttribute('aria-selected', 'true')
    await expect(page).toHaveURL(/tab=press_release/)
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: 'Upcoming Events' })).toBeFocused()
    await expect(page).toHaveURL(/tab=event/)
    await page.keyboard.press('Home')
    await expect(news).toBeFocused()
    await expect(page).not.toHaveURL(/tab=/)
    // Back in history restores the tab.
    await page.goBack()
    await expect(page.getByRole('tab', { name: 'Upcoming Events' })).toHaveAttribute('aria-selected', 'true')
    await expectNoSeriousA11yViolations(page)
  })

  test('settings: a switch toggled by Space, its change told politely (role status)', async ({ page }) => {
    await signInAs(page, demo.superAdmin)
    const setComments = (value: boolean) => page.request.patch('/api/admin/settings', { data: { section: 'content', key: 'allowComments', value } })
    expect((await setComments(false)).status()).toBe(200)
    try {
      await page.goto('/admin/settings?tab=content')
      const toggle = page.getByRole('switch', { name: 'Allow comments' })
      await expect(toggle).toBeVisible(FIRST_PAINT)
      await expect(toggle).not.toBeChecked()
      await expect(toggle).toHaveAccessibleDescription('Stored for the comments feature, which does not exist yet.')
      await toggle.focus()
      await page.keyboard.press('Space')
      await expect(toggle).toBeChecked()
      const region = page.getByRole('region', { name: 'Notifications (F8)' })
      await expect(region.getByRole('status')).toContainText('Settings updated successfully')
      await expect(region.getByRole('alert')).toBeEmpty()
      await expect(toggle).toBeFocused()
      await expectNoSeriousA11yViolations(page)
      await page.keyboard.press('Space')
      await expect(toggle).not.toBeChecked()
      await expect.poll(async () => (await (await page.request.get('/api/admin/settings')).json()).content.allowComments).toBe(false)
    } finally {
      await setComments(false)
    }
  })

  test('a toast: an error is an alert; paused while focused; Escape closes it; the focus goes back, never to <body>', async ({ page }) => {
    await page.goto('/auth')
    const form = page.getByRole('form', { name: 'Log in' })
    await form.getByLabel('Email').fill(demo.visitor)
    await form.getByLabel('Password', { exact: true }).fill('not-the-password')
    await form.getByRole('button', { name: 'Log in' }).click()
    const region = page.getByRole('region', { name: 'Notifications (F8)' })
    const alert = region.getByRole('alert')
    await expect(alert).toContainText('Login failed', FIRST_PAINT)
    await expect(region.getByRole('status')).toBeEmpty()
    const password = form.getByLabel('Password', { exact: true })
    await password.focus()

    // F8 takes the focus into the toast; while it is there the toast stays past its 5 s.
    await page.keyboard.press('F8')
    const toast = alert.locator('[tabindex="-1"]').first()
    await expect(toast).toBeFocused()
    await expectNoSeriousA11yViolations(page)
    await page.keyboard.press('Tab')
    await expect(alert.getByRole('button', { name: 'Close notification' })).toBeFocused()
    await page.waitForTimeout(6_000)
    await expect(alert).toContainText('Login failed')

    // Escape closes the focused toast; the focus goes back to where it was before F8.
    await page.keyboard.press('Escape')
    await expect(alert).toBeEmpty()
    await expect(password).toBeFocused()
  })

  test('a toast under the pointer is paused too, and closing it by its button never leaves the focus on <body>', async ({ page }) => {
    await page.goto('/auth')
    const form = page.getByRole('form', { name: 'Log in' })
    await form.getByLabel('Email').fill(demo.visitor)
    await form.getByLabel('Password', { exact: true }).fill('not-the-password')
    await form.getByRole('button', { name: 'Log in' }).click()
    const alert = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('alert')
    await expect(alert).toContainText('Login failed', FIRST_PAINT)
    await alert.getByText('Login failed').hover()
    await page.waitForTimeout(6_000)
    await expect(alert).toContainText('Login failed')
    await alert.getByRole('button', { name: 'Close notification' }).click()
    await expect(alert).toBeEmpty()
    expect(await focusedIsBody(page)).toBe(false)
    // Without focus or pointer, it closes by itself.
    await form.getByRole('button', { name: 'Log in' }).click()
    await expect(alert).toContainText('Login failed')
    await page.mouse.move(0, 0)
    await expect(alert).toBeEmpty({ timeout: 8_000 })
  })
})
