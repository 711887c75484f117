// Every screen on a small phone (360 CSS px wide): nothing is wider than the screen (no sideways
// scrolling of the page), and every visible link, button and field is a target of at least 24 × 24
// CSS px (WCAG 2.2, 2.5.8 Target Size (Minimum)).
//
// WCAG's exceptions that this test applies, and only these:
// - **Inline**: a link (`<a>`) drawn inline (computed `display: inline`) inside running text, its
//   size set by the line of text it sits in: the nearest enclosing block holds text of its own,
//   outside every link (a link in a sentence, "… write to support@… if …").
// - A link stretched over its card (an absolutely positioned `::after` or `::before` at inset 0, the
//   pattern of components/ui/surface.tsx's cards) has the card's box as its target: the nearest
//   positioned ancestor's.
// - A checkbox or radio button's target is the box together with its `<label>` (a click on either
//   toggles it), the union of both boxes.
// - Text for screen readers only (clipped to 1 × 1 px, components/ui/visually-hidden.tsx) and
//   anything hidden (display, visibility, opacity 0, `inert`, `aria-hidden`) is not a visible target.
import type { Page } from '@playwright/test'
import { demo, expect, signInAs, test } from './support'

test.use({ viewport: { width: 360, height: 780 }, isMobile: false, hasTouch: true })

/** What is wrong with the page as it is now: sideways overflow and targets under 24 × 24. */
const problemsOf = (page: Page, within = 'body'): Promise<string[]> =>
  page.evaluate((within) => {
    const MIN = 24
    const problems: string[] = []
    const describe = (el: Element) => {
      const name = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? el.getAttribute('placeholder') ?? el.getAttribute('name') ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)
      const cls = typeof el.className === 'string' ? el.className.split(' ').filter(Boolean).slice(-1)[0] ?? '' : ''
      return `<${el.tagName.toLowerCase()}${el.getAttribute('role') ? ` role=${el.getAttribute('role')}` : ''}${cls ? ` .${cls}` : ''}> "${name}"`
    }
    const root = document.documentElement
    if (root.scrollWidth > root.clientWidth) {
      // The outermost elements that reach past the right edge, to say what overflows.
      const wide = [...document.body.querySelectorAll('*')].filter((el) => {
        const r = el.getBoundingClientRect()
        return r.width > 0 && r.right > root.clientWidth + 0.5 && !(el.parentElement && el.parentElement.getBoundingClientRect().right > root.clientWidth + 0.5)
      })
      problems.push(`page is ${root.scrollWidth} px wide on a ${root.clientWidth} px screen: ${wide.slice(0, 4).map((el) => `${describe(el)} (right ${Math.round(el.getBoundingClientRect().right)})`).join(', ')}`)
    }
    const hidden = (el: Element) => {
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return true
      if (el.closest('[inert], [aria-hidden="true"]')) return true
      const r = el.getBoundingClientRect()
      return r.width <= 1 || r.height <= 1
    }
    const blockOf = (el: Element): Element => {
      let at = el.parentElement
      while (at && getComputedStyle(at).display.startsWith('inline')) at = at.parentElement
      return at ?? document.body
    }
    /** WCAG's Inline exception: an inline link in a block that holds text of its own, outside any link. */
    const inline = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false
      const walker = document.createTreeWalker(blockOf(el), NodeFilter.SHOW_TEXT)
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (n.textContent?.trim() && !n.parentElement?.closest('a, button')) return true
      }
      return false
    }
    const targets = document.querySelector(within)!.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"], [role="option"], [tabindex]:not([tabindex="-1"])',
    )
    for (const el of targets) {
      if (hidden(el)) continue
      let box = el.getBoundingClientRect()
      for (const pseudo of ['::after', '::before']) {
        const p = getComputedStyle(el, pseudo)
        if (p.content === 'none' || p.position !== 'absolute' || [p.top, p.right, p.bottom, p.left].some((v) => v !== '0px')) continue
        let holder = el.parentElement
        while (holder && getComputedStyle(holder).position === 'static') holder = holder.parentElement
        if (holder) box = holder.getBoundingClientRect()
      }
      let [left, top, right, bottom] = [box.left, box.top, box.right, box.bottom]
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
        for (const label of el.labels ?? []) {
          const l = label.getBoundingClientRect()
          ;[left, top, right, bottom] = [Math.min(left, l.left), Math.min(top, l.top), Math.max(right, l.right), Math.max(bottom, l.bottom)]
        }
      }
      const [w, h] = [right - left, bottom - top]
      if ((w >= MIN - 0.5 && h >= MIN - 0.5) || inline(el)) continue
      problems.push(`${describe(el)} is ${w.toFixed(1)} × ${h.toFixed(1)} px`)
    }
    return problems
  }, within)

/** Every tab row of the page is one row (sideways scrolling when it must), each label on one line. */
const tabRowsOf = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[role="tablist"]')].filter((l) => l.checkVisibility()).map((list) => {
      const tabs = [...list.querySelectorAll('[role="tab"]')].map((t) => t.getBoundingClientRect())
      return { rows: new Set(tabs.map((r) => Math.round(r.top))).size, heights: new Set(tabs.map((r) => Math.round(r.height))).size }
    }),
  )

/** The height of a page's primary action, in CSS px. */
const heightOf = async (page: Page, name: RegExp | string) => (await page.getByRole('button', { name, exact: typeof name === 'string' }).or(page.getByRole('link', { name, exact: typeof name === 'string' })).first().boundingBox())?.height ?? 0

/** Opens a screen, waits for its lists, and checks it. */
const check = async (page: Page, path: string, ready?: (page: Page) => Promise<void>) => {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  await ready?.(page)
  expect.soft(await problemsOf(page), `${path} at 360 px`).toEqual([])
}

test.describe('small screens (360 px): no sideways scrolling, targets of at least 24 × 24 px', () => {
  test('the public screens', async ({ page, request }) => {
    const [company] = (await (await request.get('/api/companies?featured=true&limit=1')).json()) as { id: number }[]
    const [exhibition] = (await (await request.get('/api/exhibitions?upcoming=true&limit=1')).json()) as { id: number }[]
    await check(page, '/')
    await check(page, '/directory')
    await check(page, `/companies/${company.id}`, async (p) => {
      // The flag is an image that loaded (a flag-icons SVG, 20 × 15), not an emoji; the server's HTML has it already.
      const flag = p.locator('h1 ~ p img[src$=".svg"]').first()
      await expect.poll(() => flag.evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth > 0, img.width, img.height, img.alt])).toEqual([true, true, 20, 15, ''])
      expect(await (await request.get(`/companies/${company.id}`)).text()).toMatch(/<img [^>]*src="\/assets\/[a-z]{2}-[\w-]+\.svg"/)
      expect(await tabRowsOf(p)).toEqual([{ rows: 1, heights: 1 }])
    })
    await check(page, '/exhibitions')
    expect(await tabRowsOf(page)).toEqual([{ rows: 1, heights: 1 }])
    await check(page, `/exhibitions/${exhibition.id}`)
    expect(await tabRowsOf(page)).toEqual([{ rows: 1, heights: 1 }])
    // Primary actions are 44 px tall on a phone.
    expect(await heightOf(page, 'Add to calendar')).toBeGreaterThanOrEqual(44)
    await check(page, '/media-center')
    await check(page, '/auth')
    expect(await page.locator('form button[type="submit"]').first().evaluate((b) => b.getBoundingClientRect().height)).toBeGreaterThanOrEqual(44)
    await check(page, '/forgot-password')
    await check(page, '/reset-password')
    await check(page, '/confirm-email')
  })

  test('the screens of a signed-in company manager', async ({ page }) => {
    await signInAs(page, demo.manager)
    await check(page, '/media-center')
    expect(await tabRowsOf(page)).toEqual([{ rows: 1, heights: 1 }])
    // A media item: its detail dialog.
    await page.getByRole('button', { name: /^Read more/ }).first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    // What is in the dialog (the page behind it is to be inert: another step makes it so).
    expect.soft(await problemsOf(page, '[role="dialog"]'), 'a media item at 360 px').toEqual([])
    await page.keyboard.press('Escape')
    await check(page, '/my-companies')
    // "Apply to an exhibition" from a company's card: the exhibitions open to the demo manager's first company.
    const [own] = (await (await page.request.get('/api/my-companies')).json()) as { id: number }[]
    await check(page, `/exhibitions?applyAs=${own.id}`, (p) => expect(p.getByRole('heading', { level: 1, name: 'Apply to an exhibition' })).toBeVisible())
    await check(page, '/dashboard')
    await page.getByRole('tab', { name: 'Profile' }).click()
    await page.getByRole('button', { name: 'Change Email' }).click()
    await expect(page.getByRole('dialog', { name: 'Change Email' })).toBeVisible()
    expect.soft(await problemsOf(page, '[role="dialog"]'), 'Change Email at 360 px').toEqual([])
    await page.keyboard.press('Escape')
    await check(page, '/companies/create')
  })

  test('the favourites of a signed-in visitor', async ({ page }) => {
    await signInAs(page, demo.visitor)
    await check(page, '/favorites')
  })

  test('the main admin screens', async ({ page }) => {
    await signInAs(page, demo.superAdmin)
    for (const path of ['/admin', '/admin/users', '/admin/companies', '/admin/exhibitions', '/admin/media', '/admin/categories', '/admin/audit', '/admin/settings']) {
      await check(page, path)
    }
  })
})
