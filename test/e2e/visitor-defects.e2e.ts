// Issue 23, the visitor-side defects at 360 px (and 1280 px where said): the directory's filters as a
// modal sheet with 'Show N results', the mobile menu as a modal, one help button that covers nothing,
// a pager on one row, and the legal pages with the sign-up form's consent line. Each test failed before
// the fix: the filters were an inline panel above the results (no dialog, no Escape, no count), Tab left
// the open menu, 'Need Help?' and 'Start Tour' floated over the cards' buttons and badges, 'Next' wrapped
// to its own row, and the footer's legal links led to /.
import type { Page } from '@playwright/test'
import { demo, expect, signInAs, test } from './support'

test.use({ viewport: { width: 360, height: 780 } })

const whereFocus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    return { inDialog: !!el?.closest('[role="dialog"]'), inMenu: !!el?.closest('#mobile-menu') || el?.getAttribute('aria-controls') === 'mobile-menu', tag: el?.tagName ?? '' }
  })

test.describe('visitor-side defects at 360 px (issue 23)', () => {
  test('the directory filters: a modal sheet; Escape and Close close it, focus back on Filters; "Show N results" shows them', async ({ page }) => {
    await page.goto('/directory')
    await page.waitForLoadState('networkidle')
    const filters = page.getByRole('button', { name: /^Filters/ })
    // Closed: no country list in the page's flow above the results.
    await expect(page.getByRole('group', { name: 'Countries' })).toBeHidden()

    await filters.click()
    const sheet = page.getByRole('dialog', { name: 'Filters' })
    await expect(sheet).toBeVisible()
    await expect(sheet.getByRole('group', { name: 'Countries' })).toBeVisible()
    // The results stay where they were: the sheet overlays them.
    const heading = page.getByRole('heading', { name: 'Companies', level: 2 })
    expect((await heading.boundingBox())!.y).toBeLessThan(780)
    // The page behind is inert: Tab stays in the sheet.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab')
      expect((await whereFocus(page)).inDialog, `Tab ${i + 1}`).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(sheet).toHaveCount(0)
    await expect(filters).toBeFocused()

    await filters.click()
    await sheet.getByRole('button', { name: 'Close filters' }).click()
    await expect(sheet).toHaveCount(0)
    await expect(filters).toBeFocused()

    // Choose a sector: the sticky button counts the results live, then shows them.
    await filters.click()
    const sector = sheet.getByLabel('Sector', { exact: true })
    const option = (await sector.locator('option').nth(1).textContent())!
    const count = Number(option.match(/\(([\d,]+)\)$/)![1].replace(/,/g, ''))
    await sector.selectOption({ index: 1 })
    const show = sheet.getByRole('button', { name: count === 1 ? 'Show 1 result' : `Show ${count.toLocaleString('en-US')} results` })
    // ('Show results' while the new count loads.)
    await expect(show).toBeVisible({ timeout: 20_000 })
    // Sticky: at the bottom of the screen whatever the sheet holds.
    const box = (await show.boundingBox())!
    expect(box.y + box.height).toBeGreaterThan(700)
    expect(box.y + box.height).toBeLessThanOrEqual(780)
    await show.click()
    await expect(sheet).toHaveCount(0)
    await expect(heading).toBeFocused()
    await expect(page.getByText(new RegExp(`of ${count.toLocaleString('en-US')} compan`))).toBeVisible()
  })

  test('the open mobile menu keeps focus; Escape closes it and focus returns to the menu button', async ({ page }) => {
    await page.goto('/directory')
    await page.waitForLoadState('networkidle')
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await toggle.click()
    await expect(page.locator('#mobile-menu')).toBeVisible()
    await expect(page.locator('#main-content')).toHaveAttribute('inert', '')
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab')
      expect((await whereFocus(page)).inMenu, `Tab ${i + 1}`).toBe(true)
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab')
      expect((await whereFocus(page)).inMenu, `Shift+Tab ${i + 1}`).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(page.locator('#mobile-menu')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
    await expect(page.locator('#main-content')).not.toHaveAttribute('inert', '')
  })

  test('the pager fits one row at 360 and 320 px: first, current ±1, last; Previous and Next as named icons', async ({ page }) => {
    for (const width of [360, 320]) {
      await page.setViewportSize({ width, height: 780 })
      for (const p of [1, 3]) {
        await page.goto(`/directory?page=${p}`)
        const pager = page.getByRole('navigation', { name: 'Directory pages' })
        const buttons = pager.getByRole('button')
        await expect(pager.getByRole('button', { name: 'Next' })).toBeVisible()
        await expect(pager.getByRole('button', { name: 'Previous' })).toBeVisible()
        await expect(pager.getByRole('button', { name: `Page ${p}` })).toHaveAttribute('aria-current', 'page')
        const tops = await buttons.evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => Math.round(e.getBoundingClientRect().top)))
        expect(tops.length, `${width} px, page ${p}`).toBeGreaterThanOrEqual(4)
        expect(Math.max(...tops) - Math.min(...tops), `${width} px, page ${p}: ${tops.join(', ')}`).toBeLessThanOrEqual(2)
        // Inside the screen.
        const right = await buttons.evaluateAll((els) => Math.max(...els.map((e) => e.getBoundingClientRect().right)))
        expect(right).toBeLessThanOrEqual(width)
      }
    }
  })

  test('the footer links real Privacy Policy and Terms of Service pages; no Company link leads home', async ({ page }) => {
    await page.goto('/directory')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: 'About' })).toHaveCount(0)
    await expect(footer.getByRole('link', { name: 'FAQ' })).toHaveCount(0)
    expect(await footer.locator('nav a[href="/"]').count()).toBe(0)
    await footer.getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page).toHaveURL(/\/privacy$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
    await expect(page).toHaveTitle(/^Privacy Policy/)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Acceptable use' })).toBeVisible()
  })

  test('sign-up: the consent line links the terms and the policy in a new tab, the form keeps what was typed', async ({ page }) => {
    await page.goto('/auth?tab=register')
    const register = page.getByRole('tabpanel')
    await register.getByLabel('First name').fill('Ada')
    // The sentence, its two links saying to assistive technology that they open a new tab.
    const consent = register.locator('p', { hasText: 'By creating an account you agree to our' })
    await expect(consent).toBeVisible()
    await expect(consent).toHaveText('By creating an account you agree to our Terms of Service (opens in a new tab) and Privacy Policy (opens in a new tab).')
    const terms = register.getByRole('link', { name: /Terms of Service/ })
    await expect(terms).toHaveAttribute('href', '/terms')
    await expect(terms).toHaveAttribute('target', '_blank')
    const [tab] = await Promise.all([page.context().waitForEvent('page'), register.getByRole('link', { name: /Privacy Policy/ }).click()])
    await expect(tab.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
    await tab.close()
    await expect(register.getByLabel('First name')).toHaveValue('Ada')
  })
})

/** The help controls (any button named Start Tour or Need Help), and every visible button, link, badge or status one overlaps. */
const helpOverlaps = (page: Page) =>
  page.evaluate(() => {
    const helps = [...document.querySelectorAll('button')].filter((b) => /^(Start Tour|Need Help\?)$/.test((b.getAttribute('aria-label') ?? b.textContent ?? '').trim()))
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect()
      return r.width > 1 && r.height > 1 && el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })
    }
    const overlaps: string[] = []
    for (const help of helps.filter(visible)) {
      const h = help.getBoundingClientRect()
      // The sticky header a button sits in covers what scrolls under it anyway: not the button's doing.
      const header = help.closest('header')
      const underHeader = (el: Element) => !!header && !header.contains(el) && el.getBoundingClientRect().top < header.getBoundingClientRect().bottom
      const helpBox = help.closest('aside') ?? help
      overlaps.push(...[...document.querySelectorAll('a[href], button, input, select, textarea, [role="button"], [role="tab"], [class*="badge" i], [role="status"]')]
        .filter((el) => !helpBox.contains(el) && !el.contains(help) && visible(el) && !underHeader(el))
        .filter((el) => {
          const r = el.getBoundingClientRect()
          return r.left < h.right && r.right > h.left && r.top < h.bottom && r.bottom > h.top
        })
        .map((el) => `${(help.getAttribute('aria-label') ?? help.textContent ?? '').trim()} over <${el.tagName.toLowerCase()}> ${(el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim().slice(0, 40)}`))
    }
    return { found: helps.some(visible), overlaps }
  })

test.describe('the help button covers nothing (issue 23)', () => {
  for (const width of [360, 1280]) {
    test(`at ${width} px: the directory, a profile, the media center and My Companies`, async ({ page }) => {
      test.setTimeout(90_000)
      await page.setViewportSize({ width, height: 800 })
      await signInAs(page, demo.manager)
      const [company] = (await (await page.request.get('/api/companies?featured=true&limit=1')).json()) as { id: number }[]
      for (const path of ['/directory', `/companies/${company.id}`, '/media-center', '/my-companies']) {
        await page.goto(path)
        await page.waitForLoadState('networkidle')
        // The top of the page, then scrolled to the middle and to the bottom.
        for (const at of [0, 0.5, 1]) {
          await page.evaluate((at) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * at), at)
          await page.waitForTimeout(150)
          const { found, overlaps } = await helpOverlaps(page)
          expect(overlaps, `${path} at ${width} px, scrolled ${at * 100}%`).toEqual([])
          if (path !== `/companies/${company.id}`) expect(found, `${path}: a help button`).toBe(true)
        }
        await expect(page.getByRole('button', { name: /Need Help|Start Tour/ })).toHaveCount(path === `/companies/${company.id}` ? 0 : 1)
      }
    })
  }
})

test('the header holds the help button without cutting the site name, from 360 px to 1440 px (issue 23)', async ({ page }) => {
  test.setTimeout(60_000)
  for (const who of [null, demo.manager, demo.admin]) {
    if (who) await signInAs(page, who)
    await page.goto('/directory')
    await page.waitForLoadState('networkidle')
    for (const width of [360, 400, 640, 768, 784, 800, 1024, 1100, 1180, 1199, 1200, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 })
      await expect(page.getByRole('banner').getByRole('button', { name: 'Start Tour' })).toBeVisible()
      const cut = await page.evaluate(() => {
        const brand = document.querySelector('header a[href="/"]')!
        return Math.max(0, ...[...brand.querySelectorAll('*')].map((e) => e.scrollWidth - e.clientWidth))
      })
      expect(cut, `${who ?? 'visitor'} at ${width} px`).toBe(0)
    }
  }
})
