// Dialog and AlertDialog on React Aria (issue 20): a keyboard journey through a destructive confirmation and a
// reason dialog on the admin companies table. Tab and Shift+Tab stay inside, F8 (the notifications' shortcut) does
// not take focus out, the page behind is inert (not focusable, not in the accessibility tree), Escape closes and
// focus goes back to the button that opened it; axe finds nothing serious with the dialog open.
import type { Locator, Page } from '@playwright/test'
import { demo, expect, expectNoSeriousA11yViolations, signInAs, test } from './support'

const focusIsIn = (dialog: Locator) => dialog.evaluate((el) => el.contains(document.activeElement))
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '')

/** The names of the nodes of Chromium's accessibility tree that are not ignored. */
const exposedNames = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: { ignored: boolean; name?: { value?: string } }[] }
  await cdp.detach()
  return nodes.filter((n) => !n.ignored).map((n) => n.name?.value ?? '')
}

test.describe('dialogs (React Aria)', () => {
  test('a destructive confirmation is an alertdialog: Tab cycles inside, F8 stays, the page is inert, Escape returns focus', async ({ page }) => {
    await signInAs(page, demo.admin)
    await page.goto('/admin/companies')
    const trigger = page.getByRole('button', { name: /^Actions for / }).first()
    const company = (await trigger.getAttribute('aria-label'))!.replace(/^Actions for /, '')
    expect(await exposedNames(page)).toContain(`Actions for ${company}`)
    await trigger.click()
    await page.getByRole('menuitem', { name: 'Delete Company' }).click()

    const dialog = page.getByRole('alertdialog', { name: 'Delete Company?' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(`This will permanently delete ${company}`)
    // Focus starts on Cancel (the safe answer).
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()

    // Tab and Shift+Tab cycle through the dialog's three buttons and never leave it.
    const seen = new Set<string>()
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      expect(await focusIsIn(dialog)).toBe(true)
      seen.add(await focusedName(page))
    }
    expect([...seen].sort()).toEqual(['Cancel', 'Close dialog', 'Delete'])
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab')
      expect(await focusIsIn(dialog)).toBe(true)
    }

    // F8 (focus the notifications) does not move focus out of the modal.
    const before = await focusedName(page)
    await page.keyboard.press('F8')
    expect(await focusIsIn(dialog)).toBe(true)
    expect(await focusedName(page)).toBe(before)

    // The page behind is inert: not focusable, not in the accessibility tree.
    expect(await page.locator('#root').evaluate((el) => (el as HTMLElement).inert)).toBe(true)
    await trigger.evaluate((el) => (el as HTMLElement).focus())
    expect(await focusIsIn(dialog)).toBe(true)
    // Chromium's own accessibility tree (what a screen reader gets): the row's button is left out.
    const exposed = await exposedNames(page)
    expect(exposed).toContain('Delete Company?')
    expect(exposed).toContain('Cancel')
    expect(exposed).not.toContain(`Actions for ${company}`)
    // The notifications are not part of the page behind: a toast raised while the dialog is open is shown and read.
    expect(exposed).toContain('Notifications (F8)')
    expect(await page.getByRole('region', { name: 'Notifications (F8)' }).evaluate((el) => el.closest('[inert], [aria-hidden="true"]') === null)).toBe(true)

    await expectNoSeriousA11yViolations(page)

    // Escape closes; focus is back on the row's actions button; the page is no longer inert.
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(trigger).toBeFocused()
    expect(await page.locator('#root').evaluate((el) => (el as HTMLElement).inert)).toBe(false)
    // Nothing was deleted.
    await expect(page.getByRole('button', { name: `Actions for ${company}` })).toBeVisible()
  })

  test('a reason dialog is a dialog: focus on the reason, a press outside closes it, focus returns', async ({ page }) => {
    await signInAs(page, demo.admin)
    await page.goto('/admin/companies')
    // A non-destructive confirmation keeps role=dialog; the reason dialog (a form) too.
    const trigger = page.getByRole('button', { name: /^Actions for / }).first()
    await trigger.click()
    const menu = page.getByRole('menu')
    const suspend = menu.getByRole('menuitem', { name: /^(Suspend|Reject)$/ })
    if ((await suspend.count()) === 0) test.skip(true, 'the first company offers neither Suspend nor Reject')
    await suspend.first().click()

    const dialog = page.getByRole('dialog', { name: /^(Suspend This Company|Reject Company)\?$/ })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('Reason')).toBeFocused()
    await page.keyboard.press('F8')
    await expect(dialog.getByLabel('Reason')).toBeFocused()
    await expectNoSeriousA11yViolations(page)

    // A press on the backdrop (outside the panel) closes it.
    await page.mouse.click(5, 5)
    await expect(dialog).toHaveCount(0)
    await expect(trigger).toBeFocused()
  })
})

test.describe('the onboarding overlay (the browser\'s modal <dialog>, no React Aria: the first visit)', () => {
  // An empty browser storage: a first visit (the other suites keep the overlay out of their way).
  test.use({ storageState: { cookies: [], origins: [] } })

  test('the page behind is inert, Tab and F8 stay inside, Escape closes it and the page comes back', async ({ page }) => {
    await page.goto('/')
    const overlay = page.getByRole('dialog', { name: /^Welcome/ })
    await expect(overlay).toBeVisible({ timeout: 10_000 })
    const take = overlay.getByRole('button', { name: 'Take the tour' })
    await expect(take).toBeFocused()

    // The page behind: a script cannot focus it, a screen reader does not get it, the notifications included.
    const skipLink = page.getByRole('link', { name: 'Skip to main content', includeHidden: true })
    await skipLink.evaluate((el) => (el as HTMLElement).focus())
    await expect(take).toBeFocused()
    const exposed = await exposedNames(page)
    expect(exposed).toContain('Take the tour')
    expect(exposed).not.toContain('Skip to main content')
    expect(exposed).not.toContain('Notifications (F8)')
    await page.keyboard.press('F8')
    await expect(take).toBeFocused()
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab')
      expect(await focusIsIn(overlay)).toBe(true)
    }
    await page.keyboard.press('Shift+Tab')
    expect(await focusIsIn(overlay)).toBe(true)

    await page.keyboard.press('Escape')
    await expect(overlay).toHaveCount(0)
    expect(await exposedNames(page)).toContain('Skip to main content')
    // F8 works again once no modal is open.
    await page.keyboard.press('F8')
    await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toBeFocused()
  })
})
