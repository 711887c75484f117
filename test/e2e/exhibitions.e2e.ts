import fs from 'node:fs/promises'
import type { APIRequestContext, Page } from '@playwright/test'
import { demo, expect, expectNoSeriousA11yViolations, signInAs, test } from './support'

interface ExhibitionRow {
  readonly id: number
  readonly name: string
  readonly allowedSectors: readonly number[]
  readonly registrationOpen: boolean
}

interface EligibleRow {
  readonly name: string
  readonly eligible: boolean
}

const COMPANY = 'Navigli Software'

/**
 * An upcoming exhibition that accepts Technology, has its registration open and to which the demo
 * manager's Navigli Software may apply (found through the API, as the demo dates move with today).
 */
async function findOpenTechExhibition(request: APIRequestContext): Promise<ExhibitionRow> {
  const sectors = (await (await request.get('/api/sectors')).json()) as { id: number; name: string }[]
  const technology = sectors.find((s) => s.name === 'Technology')
  expect(technology, 'the Technology sector').toBeTruthy()
  const upcoming = (await (await request.get('/api/exhibitions?tab=upcoming&limit=100')).json()) as ExhibitionRow[]
  const candidates = upcoming.filter((e) => e.registrationOpen && (e.allowedSectors.length === 0 || e.allowedSectors.includes(technology!.id)))
  for (const e of candidates) {
    const companies = (await (await request.get(`/api/exhibitions/${e.id}/eligible-companies`)).json()) as EligibleRow[]
    if (companies.some((c) => c.name === COMPANY && c.eligible)) return e
  }
  throw new Error('No upcoming exhibition accepts Navigli Software')
}

const toast = (page: Page) => page.getByRole('region', { name: /Notifications/ })

test.describe('exhibitions', () => {
  test('a manager applies, an admin confirms with a booth, and a visitor sees the exhibitor and downloads the .ics', async ({ page }) => {
    // Three sign-ins (bcrypt) and three screens: give the journey more than the default 30 s.
    test.slow()
    await signInAs(page, demo.manager)
    const exhibition = await findOpenTechExhibition(page.request)

    // The manager applies with Navigli Software.
    await page.goto(`/exhibitions/${exhibition.id}`)
    await expect(page.getByRole('heading', { level: 1, name: exhibition.name })).toBeVisible()
    const panel = page.getByRole('region', { name: 'Apply to exhibit' })
    await panel.getByRole('button', { name: `Apply with ${COMPANY}` }).click()
    const apply = page.getByRole('dialog', { name: `Apply with ${COMPANY}` })
    await apply.getByLabel('Participation level').selectOption({ label: 'Premium' })
    await apply.getByLabel('Special requirements').fill('A corner booth near the main stage, please.')
    await apply.getByRole('button', { name: 'Submit application' }).click()
    await expect(toast(page).getByText('Application submitted')).toBeVisible()
    await expect(apply).toBeHidden()
    await expect(panel.getByText('Pending')).toBeVisible()
    await expect(panel.getByRole('button', { name: `Withdraw the application of ${COMPANY}` })).toBeVisible()

    // An admin confirms it with a booth.
    await page.request.post('/api/logout')
    await signInAs(page, demo.admin)
    await page.goto(`/admin/exhibitions/${exhibition.id}/participants`)
    await expect(page.getByRole('heading', { level: 1, name: 'Participants' })).toBeVisible()
    const row = page.getByRole('row', { name: new RegExp(COMPANY) })
    await expect(row.getByText('Pending')).toBeVisible()
    await expect(row.getByText('Premium')).toBeVisible()
    await row.getByRole('button', { name: `Confirm ${COMPANY}` }).click()
    const confirm = page.getByRole('dialog', { name: `Confirm ${COMPANY}?` })
    await confirm.getByLabel('Booth number').fill('T-42')
    await confirm.getByRole('button', { name: 'Confirm Participant' }).click()
    await expect(toast(page).getByText('Participant confirmed')).toBeVisible()
    await expect(row.getByText('Confirmed')).toBeVisible()
    await expect(row.getByText('T-42')).toBeVisible()

    // A visitor who is not signed in sees Navigli Software among the exhibitors.
    await page.request.post('/api/logout')
    await page.context().clearCookies()
    await page.goto(`/exhibitions/${exhibition.id}`)
    await expect(page.getByRole('heading', { level: 1, name: exhibition.name })).toBeVisible()
    await expect(page.getByText('Company managers can apply')).toBeVisible()
    await page.getByRole('tab', { name: 'Exhibitors' }).click()
    const exhibitors = page.getByRole('tabpanel')
    await expect(exhibitors.getByRole('link', { name: COMPANY })).toHaveAttribute('href', /\/companies\/\d+$/)
    await expect(exhibitors.getByText('Booth T-42')).toBeVisible()

    // ... and adds it to a calendar.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Add to calendar' }).click()])
    const ics = await fs.readFile((await download.path()), 'utf8')
    expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true)
    expect(ics).toContain(exhibition.name)
  })

  test('the confirm dialog says which company holds a booth, before sending it and when the server refuses it', async ({ page }) => {
    await signInAs(page, demo.admin)
    // An exhibition with a pending application and a confirmed exhibitor with a booth (demo data).
    type Participant = { id: number; status: string; boothNumber: string | null; company: { name: string } }
    const all = (await (await page.request.get('/api/admin/exhibitions?tab=all&pageSize=100')).json()) as { exhibitions: { id: number; pendingCount: number; status: string }[] }
    let found: { id: number; pending: Participant; held: Participant; other: Participant } | undefined
    for (const e of all.exhibitions.filter((x) => x.pendingCount > 0 && x.status !== 'cancelled')) {
      const list = (await (await page.request.get(`/api/admin/exhibitions/${e.id}/participants`)).json()) as Participant[]
      const confirmed = list.filter((p) => p.status === 'approved' && p.boothNumber)
      const pending = list.find((p) => p.status === 'pending')
      if (pending && confirmed.length >= 2) found = { id: e.id, pending, held: confirmed[0], other: confirmed[1] }
      if (found) break
    }
    expect(found, 'an exhibition with a pending application and two booths given').toBeTruthy()
    const { id, pending, held, other } = found!

    await page.goto(`/admin/exhibitions/${id}/participants`)
    const row = page.getByRole('row', { name: new RegExp(pending.company.name) })
    await row.getByRole('button', { name: `Confirm ${pending.company.name}` }).click()
    const dialog = page.getByRole('dialog', { name: `Confirm ${pending.company.name}?` })
    const booth = dialog.getByLabel('Booth number')
    await booth.fill(held.boothNumber!.toLowerCase())
    await expect(booth).toHaveAccessibleDescription(new RegExp(`Booth ${held.boothNumber} is already held by ${held.company.name}`))
    await dialog.getByRole('button', { name: 'Confirm Participant' }).click()
    await expect(dialog).toBeVisible()
    await expect(row.getByText('Pending')).toBeVisible()

    // Meanwhile another admin gives booth Z-99 to another exhibitor: the server refuses it, and the dialog says who holds it.
    const moved = await page.request.patch(`/api/admin/exhibitions/${id}/participants/${other.id}`, { data: { status: 'approved', boothNumber: 'Z-99' } })
    expect(moved.status()).toBe(200)
    await booth.fill('Z-99')
    await expect(booth).not.toHaveAttribute('aria-invalid', 'true')
    await dialog.getByRole('button', { name: 'Confirm Participant' }).click()
    await expect(dialog.getByText(`Booth Z-99 is already held by ${other.company.name}`)).toBeVisible()
    await expect(booth).toBeFocused()
    await expect(booth).toHaveAttribute('aria-invalid', 'true')

    // Another booth confirms it.
    await booth.fill('Z-100')
    await dialog.getByRole('button', { name: 'Confirm Participant' }).click()
    await expect(dialog).toBeHidden()
    await expect(row.getByText('Z-100')).toBeVisible()
  })

  test('the admin sector filter says what it holds: the exhibitions open to the sector, those open to every sector too', async ({ page }) => {
    await signInAs(page, demo.admin)
    const sectors = (await (await page.request.get('/api/sectors')).json()) as { id: number; name: string }[]
    const technology = sectors.find((s) => s.name === 'Technology')!
    type Row = { name: string; allowedSectors: number[] }
    const list = async (qs: string) => ((await (await page.request.get(`/api/admin/exhibitions?tab=all&${qs}`)).json()) as { exhibitions: Row[] }).exhibitions
    // The first page the screen shows, filtered, holds one open to every sector; another exhibition is closed to Technology.
    const openToAll = (await list(`sector=${technology.id}&page=1&pageSize=10`)).find((e) => e.allowedSectors.length === 0)
    const closed = (await list('pageSize=100')).find((e) => e.allowedSectors.length > 0 && !e.allowedSectors.includes(technology.id))
    expect(openToAll && closed, 'an exhibition open to every sector and one closed to Technology').toBeTruthy()

    await page.goto('/admin/exhibitions?tab=all')
    await page.getByLabel('Filter by the sector an exhibition is open to').selectOption({ label: 'Open to Technology' })
    await expect(page).toHaveURL(new RegExp(`sector=${technology.id}`))
    await expect(page.getByText('Exhibitions open to Technology companies: those that allow Technology, and those open to every sector.')).toBeVisible()
    const table = page.getByRole('table')
    await expect(table.getByRole('link', { name: openToAll!.name, exact: true })).toBeVisible()
    await expect(table.getByRole('link', { name: closed!.name, exact: true })).toHaveCount(0)
  })

  test('the tabs follow the URL; cards show the status and the confirmed exhibitors', async ({ page }) => {
    await page.goto('/exhibitions')
    await expect(page.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByText(/^Starts in \d+ days?$/).first()).toBeVisible()
    await expect(page.getByText(/^\d+ Compan(y|ies)$/).first()).toBeVisible()
    await expect(page.getByText('500+ Visitors')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Subscribe to calendar' })).toHaveAttribute('href', '/api/exhibitions/calendar.ics')

    await page.getByRole('tab', { name: 'Past' }).click()
    await expect(page).toHaveURL(/\?tab=past$/)
    await expect(page.getByText('Completed').first()).toBeVisible()

    await page.goto('/exhibitions?tab=ongoing')
    await expect(page.getByRole('tab', { name: 'Ongoing' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByText('Ongoing', { exact: true }).first()).toBeVisible()
  })

  test('an exhibition tells its time once: "Starts in N days" counts the days to the opening day (rounded up), the countdown the exact time to the opening it writes', async ({ page, request }) => {
    const [e] = (await (await request.get('/api/exhibitions?upcoming=true&limit=1')).json()) as { id: number }[]
    await page.goto(`/exhibitions/${e.id}`)
    // "Opens in", not "Starts in": the badge above says "Starts in 6 days" while the figures show 5 Days 09 Hours.
    const countdown = page.getByRole('region', { name: 'Opens in' })
    await expect(page.getByRole('region', { name: 'Starts in' })).toHaveCount(0)
    const opensLine = countdown.getByText(/^Opens [A-Z][a-z]{2} \d{1,2}, \d{4}, 00:00 \(UTC\)$/)
    await expect(opensLine).toBeVisible()
    await expect(page.getByText('Times in UTC')).toBeVisible()
    const [days, hours, minutes, seconds] = (await countdown.locator('strong').allTextContents()).map(Number)
    const today = await page.evaluate(() => new Date().toISOString().slice(0, 10))
    const openingDay = new Date(`${(await opensLine.textContent())!.replace(/^Opens (.*), 00:00 \(UTC\)$/, '$1')} UTC`)
    // N = the countdown's days, plus one for any hours, minutes or seconds left = the calendar days from today to the opening day.
    const n = days + (hours || minutes || seconds ? 1 : 0)
    expect(n).toBeGreaterThanOrEqual(1)
    if (hours || minutes) expect((openingDay.getTime() - Date.parse(`${today}T00:00:00Z`)) / 86_400_000).toBe(n)
    await expect(page.getByText(/^Starts in /).first()).toHaveText(hours || minutes ? `Starts in ${n} ${n === 1 ? 'day' : 'days'}` : /^Starts in \d+ days?$/)
    // The badges are beside the name, not drawn over the poster.
    const poster = (await page.locator('img[width="1200"]').first().boundingBox())!
    const badge = (await page.getByText(/^Starts in /).first().boundingBox())!
    const overlaps = badge.x < poster.x + poster.width && badge.x + badge.width > poster.x && badge.y < poster.y + poster.height && badge.y + badge.height > poster.y
    expect(overlaps).toBe(false)
  })

  test('an unknown exhibition shows Exhibition Not Found with a way back (HTTP 404)', async ({ page }) => {
    expect((await page.goto('/exhibitions/987654'))?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Exhibition Not Found' })).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Back to Exhibitions' }).last().click()
    await expect(page).toHaveURL(/\/exhibitions$/)
  })

  test('an admin creates an exhibition with the spec\'s checks, then deletes it from the row menu', async ({ page }) => {
    await signInAs(page, demo.admin)
    await page.goto('/admin/exhibitions')
    await page.getByRole('button', { name: 'Create Exhibition' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create Exhibition' })
    await dialog.getByRole('button', { name: 'Create Exhibition' }).click()
    await expect(dialog.getByText('Required', { exact: true })).toHaveCount(6)
    await expect(dialog.getByLabel('Name')).toBeFocused()

    const name = `Playwright Expo ${Date.now()}`
    await dialog.getByLabel('Name').fill(name)
    await dialog.getByLabel('Description').fill('A test exhibition.')
    await dialog.getByLabel('Start Date').fill('2030-05-10')
    await dialog.getByLabel('End Date').fill('2030-05-08')
    await dialog.getByLabel('Location', { exact: true }).fill('Online')
    await dialog.getByLabel('Primary Sector').selectOption({ label: 'Technology' })
    // Every sector ticked means every sector, also those added later: sent as [] (decisions.md).
    await dialog.getByRole('button', { name: 'Select All', exact: true }).click()
    await expect(dialog.getByRole('checkbox', { name: 'Technology' })).toBeChecked()
    await expect(dialog.getByText('All sectors', { exact: true })).toBeVisible()
    await dialog.getByRole('button', { name: 'Create Exhibition' }).click()
    await expect(dialog.getByText('End date cannot be before the start date')).toBeVisible()
    await dialog.getByLabel('End Date').fill('2030-05-12')
    await dialog.getByLabel('Max Participants').fill('')
    await dialog.getByRole('button', { name: 'Create Exhibition' }).click()
    await expect(toast(page).getByText('Exhibition created successfully')).toBeVisible()
    await expect(dialog).toBeHidden()

    const created = (await (await page.request.get(`/api/admin/exhibitions?tab=all&search=${encodeURIComponent(name)}`)).json()) as { exhibitions: ExhibitionRow[] }
    expect(created.exhibitions.map((e) => e.allowedSectors)).toEqual([[]])

    await page.getByRole('search').getByLabel('Search exhibitions').fill(name)
    const row = page.getByRole('row', { name: new RegExp(name) })
    await expect(row.getByText('Technology')).toBeVisible()
    await expect(row.getByText(/days to go$/)).toBeVisible()

    // The row menu works from the keyboard.
    const menuButton = row.getByRole('button', { name: `Actions for ${name}` })
    await menuButton.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menuitem', { name: 'View Details' })).toBeFocused()
    await page.keyboard.press('End')
    await expect(page.getByRole('menuitem', { name: 'Delete Exhibition' })).toBeFocused()
    await page.keyboard.press('Enter')
    const confirm = page.getByRole('alertdialog', { name: 'Delete Exhibition?' })
    await expect(confirm).toContainText('all participant data will be lost')
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(toast(page).getByText('Exhibition deleted successfully')).toBeVisible()
    await expect(row).toHaveCount(0)
  })
})

test.describe('exhibitions accessibility (axe-core)', () => {
  test('/exhibitions has no serious or critical violations', async ({ page }) => {
    await page.goto('/exhibitions')
    await expect(page.getByRole('link', { name: /^Learn more/ }).first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expectNoSeriousA11yViolations(page)
  })

  test('an exhibition detail page has no serious or critical violations', async ({ page }) => {
    const [first] = (await (await page.request.get('/api/exhibitions?tab=ongoing&limit=1')).json()) as ExhibitionRow[]
    expect(first, 'an ongoing exhibition').toBeTruthy()
    await page.goto(`/exhibitions/${first.id}`)
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expectNoSeriousA11yViolations(page)
  })

  test('/admin/exhibitions has no serious or critical violations, nor its Create Exhibition and participants dialogs', async ({ page }) => {
    await signInAs(page, demo.admin)
    await page.goto('/admin/exhibitions')
    await expect(page.getByRole('button', { name: /^Actions for / }).first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('button', { name: 'Create Exhibition' }).click()
    const create = page.getByRole('dialog', { name: 'Create Exhibition' })
    await expect(create.getByRole('checkbox').first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    // With the spec's checks showing.
    await create.getByRole('button', { name: 'Create Exhibition' }).click()
    await expect(create.getByText('Required', { exact: true }).first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.keyboard.press('Escape')
    await expect(create).toBeHidden()

    await page.getByRole('tab', { name: 'All' }).click()
    await page.getByRole('button', { name: /participants of / }).first().click()
    const participants = page.getByRole('dialog', { name: 'Participants' })
    await expect(participants.getByRole('link', { name: 'Manage Participants' })).toBeVisible()
    await expect(participants.getByRole('status')).not.toHaveText(/Loading/)
    await expectNoSeriousA11yViolations(page)
  })

  test('an admin exhibition page and its participants page have no serious or critical violations', async ({ page }) => {
    await signInAs(page, demo.admin)
    const { exhibitions } = (await (await page.request.get('/api/admin/exhibitions?tab=all&pageSize=100')).json()) as { exhibitions: (ExhibitionRow & { participantCount: number; pendingCount: number })[] }
    const busy = exhibitions.find((e) => e.participantCount > 0 && e.pendingCount > 0) ?? exhibitions.find((e) => e.participantCount > 0)
    expect(busy, 'an exhibition with participants').toBeTruthy()

    await page.goto(`/admin/exhibitions/${busy!.id}`)
    await expect(page.getByRole('heading', { level: 1, name: busy!.name })).toBeVisible()
    await expect(page.getByText('Loading participants...')).toHaveCount(0)
    await page.waitForLoadState('networkidle')
    await expectNoSeriousA11yViolations(page)

    await page.goto(`/admin/exhibitions/${busy!.id}/participants`)
    await expect(page.getByRole('heading', { level: 1, name: 'Participants' })).toBeVisible()
    await expect(page.getByRole('row').nth(1)).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expectNoSeriousA11yViolations(page)
  })

  test('the Apply to exhibit panel and its dialog have no serious or critical violations', async ({ page }) => {
    await signInAs(page, demo.manager)
    const exhibition = await findOpenTechExhibition(page.request)
    await page.goto(`/exhibitions/${exhibition.id}`)
    const panel = page.getByRole('region', { name: 'Apply to exhibit' })
    const apply = panel.getByRole('button', { name: `Apply with ${COMPANY}` })
    await expect(apply).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expectNoSeriousA11yViolations(page)

    await apply.click()
    const dialog = page.getByRole('dialog', { name: `Apply with ${COMPANY}` })
    await expect(dialog.getByLabel('Participation level')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
  })
})
