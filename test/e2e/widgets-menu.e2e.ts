// Issue 20: the row action menu (components/ui/menu.tsx, React Aria's Menu) and the tooltips of
// icon-only buttons (components/ui/icon-button.tsx, icon-tooltip.tsx), with the keyboard.
import type { Locator, Page } from '@playwright/test'
import { demo, expect, expectNoSeriousA11yViolations, signInAs, test } from './support'

/** The element that has focus, marked so that a locator can find it. */
const focusedMark = async (page: Page, mark: string) =>
  page.evaluate((m) => {
    document.querySelectorAll(`[data-test-mark="${m}"]`).forEach((e) => e.removeAttribute('data-test-mark'))
    const el = document.activeElement
    if (!el || el === document.body) return false
    el.setAttribute('data-test-mark', m)
    return true
  }, mark)

/** Tabs forward until `target` has focus (a keyboard user's way there); fails after `max` presses. */
const tabTo = async (page: Page, target: Locator, max = 40) => {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((el) => el === document.activeElement)) return
  }
  throw new Error('tabTo: never reached the target')
}

/**
 * An item whose first letter alone would land on another one (the search starts at the focused first item), with
 * the shortest prefix of two letters or more that lands on it.
 */
const typeaheadPick = (labels: string[]) => {
  const lower = labels.map((l) => l.toLowerCase())
  const firstMatch = (prefix: string) => lower.findIndex((l) => l.startsWith(prefix))
  return lower
    .map((label, i) => {
      if (firstMatch(label[0]) === i) return null
      for (let n = 2; n <= label.length; n++) if (firstMatch(label.slice(0, n)) === i) return { i, prefix: label.slice(0, n) }
      return null
    })
    .find((p) => p !== null)
}

const boxesOverlap = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

test.describe('Row action menu', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, demo.admin)
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/admin/companies?status=active')
  })

  test('opens by keyboard, moves with the arrows, Home, End and typed letters, and closes with Escape and Tab', async ({ page }) => {
    const menu = page.getByRole('menu')
    const items = menu.getByRole('menuitem')
    // A row whose menu has two items starting with the same letter (the rows' items follow their status).
    const triggers = page.getByRole('button', { name: /^Actions for / })
    await expect(triggers.first()).toBeVisible()
    let row = -1
    let labels: string[] = []
    let pick: { i: number; prefix: string } | undefined
    for (let r = 0; r < Math.min(10, await triggers.count()) && !pick; r++) {
      await triggers.nth(r).focus()
      await page.keyboard.press('Enter')
      await expect(menu).toBeVisible()
      labels = (await items.allTextContents()).map((t) => t.trim())
      pick = typeaheadPick(labels)
      row = r
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
    }
    expect(pick, `two items starting with the same letter in ${labels.join(', ')}`).toBeTruthy()
    const trigger = triggers.nth(row)
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')

    // Where Tab goes from the button when the menu is closed: where it must go from the open menu too.
    await trigger.focus()
    await page.keyboard.press('Tab')
    expect(await focusedMark(page, 'after-trigger')).toBe(true)
    const afterTrigger = page.locator('[data-test-mark="after-trigger"]')
    await expect(trigger).not.toBeFocused()

    // Enter opens it on the first item.
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(menu).toBeVisible()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    expect(labels.length).toBeGreaterThanOrEqual(3)
    await expect(items.first()).toBeFocused()

    // Arrows, End and Home.
    await page.keyboard.press('ArrowDown')
    await expect(items.nth(1)).toBeFocused()
    await page.keyboard.press('End')
    await expect(items.last()).toBeFocused()
    await page.keyboard.press('Home')
    await expect(items.first()).toBeFocused()

    // Typeahead of several letters: an item whose first letter alone would land elsewhere, picked by its first letters typed in a row.
    await page.keyboard.type(pick!.prefix)
    await expect(items.nth(pick!.i)).toBeFocused()

    // Escape closes it and gives focus back to the button.
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(trigger).toBeFocused()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')

    // ArrowUp opens it on the last item; Tab closes it and moves on past the button.
    await page.keyboard.press('ArrowUp')
    await expect(menu).toBeVisible()
    await expect(items.last()).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(menu).toBeHidden()
    await expect(afterTrigger).toBeFocused()

    // An item chosen with Enter runs its action: View Details opens the company's record.
    await trigger.focus()
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('menuitem', { name: 'View Details' })).toBeVisible()
    await page.keyboard.type('view')
    await expect(menu.getByRole('menuitem', { name: 'View Details' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/admin\/companies\/\d+$/)
  })

  test('has no serious axe violations with the menu open, and its destructive item stands out', async ({ page }) => {
    const trigger = page.getByRole('button', { name: /^Actions for / }).first()
    await trigger.click()
    const menu = page.getByRole('menu')
    await expect(menu).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    const color = (name: string) => menu.getByRole('menuitem', { name }).evaluate((el) => getComputedStyle(el).color)
    expect(await color('Delete Company')).not.toBe(await color('View Details'))
    // A click outside closes it.
    await page.mouse.click(5, 5)
    await expect(menu).toBeHidden()
  })
})

test.describe('Tooltips of icon-only buttons', () => {
  test('the header menu button on the home page names itself on hover and keyboard focus, loaded on first use, beside the button; Escape hides it', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url())
    })
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Open menu' })
    await expect(button).toBeVisible()
    // Not in the first visit: the tooltip's code comes with the first hover or focus.
    expect(scripts.filter((s) => /icon-tooltip/.test(s))).toEqual([])

    await button.hover()
    const tooltip = page.getByRole('tooltip')
    await expect(tooltip).toHaveText('Open menu')
    expect(scripts.filter((s) => /icon-tooltip/.test(s))).toHaveLength(1)
    const [tip, own] = [await tooltip.boundingBox(), await button.boundingBox()]
    expect(boxesOverlap(tip!, own!)).toBe(false)
    // It takes no focus and no clicks: the button still works under the pointer.
    await page.mouse.move(1, 700)
    await expect(tooltip).toBeHidden()

    // Keyboard focus shows it too, and Escape hides it, focus staying on the button.
    await page.getByRole('banner').getByRole('link').first().focus()
    await tabTo(page, button, 10)
    await expect(tooltip).toHaveText('Open menu')
    await page.keyboard.press('Escape')
    await expect(tooltip).toBeHidden()
    await expect(button).toBeFocused()

    // A press hides it, and the button does its work: the label follows.
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
    await expect(tooltip).toBeHidden()
  })

  test('the footer\'s social links, icons only, name themselves on hover', async ({ page }) => {
    await page.goto('/')
    const link = page.getByRole('contentinfo').getByRole('list', { name: 'Social media' }).getByRole('link').first()
    const name = (await link.getAttribute('aria-label'))!
    await link.hover()
    await expect(page.getByRole('tooltip')).toHaveText(name)
  })

  test('a row menu button names itself on keyboard focus, and the tooltip does not stay in the way of the menu', async ({ page }) => {
    await signInAs(page, demo.admin)
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/admin/companies?status=active')
    const trigger = page.getByRole('button', { name: /^Actions for / }).first()
    const name = (await trigger.getAttribute('aria-label'))!
    // Focus on the link before it in the row, then Tab: keyboard focus.
    const row = page.getByRole('row').filter({ has: trigger })
    await row.getByRole('link').first().focus()
    await tabTo(page, trigger, 5)
    const tooltip = page.getByRole('tooltip')
    await expect(tooltip).toHaveText(name)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menu')).toBeVisible()
    await expect(tooltip).toBeHidden()
    await expectNoSeriousA11yViolations(page)
  })
})
