import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Browser, type Page } from '@playwright/test'

export { expect }

/**
 * After `goto` and `reload`, waits until the app is live (`html[data-app-ready]`, set once the page
 * is rendered or hydrated). A server-rendered page is on screen before its code runs, and a click
 * on a button before then does nothing: tests act on the page as a visitor would once it works.
 */
export const live = (page: Page): Page => {
  const ready = () => page.waitForSelector('html[data-app-ready]', { state: 'attached' })
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (...args) => {
    const res = await goto(...args)
    await ready()
    return res
  }
  page.reload = async (...args) => {
    const res = await reload(...args)
    await ready()
    return res
  }
  return page
}

/** Playwright's `test` with live pages (see `live`). */
export const test = base.extend({
  page: async ({ page }, use) => {
    await use(live(page))
  },
})

export const DEMO_PASSWORD = 'Passw0rd!demo'
export const demo = {
  superAdmin: 'superadmin@expo-atlas.test',
  admin: 'admin@expo-atlas.test',
  media: 'media@expo-atlas.test',
  manager: 'manager@expo-atlas.test',
  visitor: 'visitor@expo-atlas.test',
}

/** Signs in through the API (the browser context keeps the cookie), for tests about other screens. */
export const signInAs = async (page: Page, email: string, password = DEMO_PASSWORD) => {
  const res = await page.request.post('/api/login', { data: { email, password } })
  expect(res.status()).toBe(200)
}

/** An axe-core scan: no serious or critical violations (WCAG 2.1 A and AA rules). */
export const expectNoSeriousA11yViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([])
}

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

/**
 * A new company manager (signed in on their own page) and their new company in Portugal, created through the
 * API: pending, or approved by an admin when `approved`.
 */
export const managerWithCompany = async (browser: Browser, name: string, opts: { approved?: boolean } = {}): Promise<{ manager: Page; id: number }> => {
  const manager = live(await (await browser.newContext()).newPage())
  const reg = await manager.request.post('/api/register', {
    data: { firstName: 'Mara', lastName: 'Maker', email: uniqueEmail('maker'), password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD, role: 'company_manager' },
  })
  expect(reg.status()).toBe(201)
  const sectors = (await (await manager.request.get('/api/sectors')).json()) as { id: number; name: string }[]
  const sector = sectors.find((s) => s.name === 'Technology') ?? sectors[0]
  const subsectors = (await (await manager.request.get(`/api/sectors/${sector.id}/subsectors`)).json()) as { id: number }[]
  const countries = (await (await manager.request.get('/api/countries')).json()) as { id: number; name: string }[]
  const created = await manager.request.post('/api/companies', {
    data: {
      name, description: 'Power semiconductors for electric vehicles.', contactEmail: 'hello@example.com',
      countryId: countries.find((c) => c.name === 'Portugal')!.id, sectorId: sector.id, subsectorId: subsectors[0].id,
    },
  })
  expect(created.status()).toBe(201)
  const id = ((await created.json()) as { id: number }).id
  if (opts.approved) {
    const admin = await browser.newContext()
    const adminPage = await admin.newPage()
    await signInAs(adminPage, demo.admin)
    expect((await adminPage.request.patch(`/api/admin/companies/${id}/status`, { data: { status: 'approved' } })).status()).toBe(200)
    await admin.close()
  }
  return { manager, id }
}

