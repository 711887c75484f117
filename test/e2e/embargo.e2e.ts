// Issue 22: embargo and preview links in the browser. A manager gives a release a publication time ("Publish at",
// in the site's time zone) and an admin approves it: a visitor sees it nowhere until its time, then in the media
// center and at its own page. A media user gets a preview link under "Under embargo" and opens it: the banner.
import type { Page } from '@playwright/test'
import { demo, expect, expectNoSeriousA11yViolations, managerWithCompany, signInAs, test } from './support'

/** A datetime-local input's value for an instant, in a time zone. */
const wallTime = (at: Date, timeZone: string) => {
  const p = Object.fromEntries(new Intl.DateTimeFormat('en-CA', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
  }).formatToParts(at).map((x) => [x.type, x.value]))
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`
}

/** The media center's press releases searched for a word: the cards shown (the list, or its empty state, drawn first). */
const centerTitles = async (page: Page, search: string) => {
  await page.goto(`/media-center?tab=press_release&search=${encodeURIComponent(search)}`)
  await expect(page.getByRole('searchbox', { name: 'Search press releases' })).toHaveValue(search)
  await expect(page.getByText('No press releases found').or(page.getByRole('status').filter({ hasText: /^Showing/ }))).toBeVisible()
  return page.getByRole('article').allTextContents()
}

test.describe('media embargo', () => {
  test.describe.configure({ timeout: 150_000 })

  test('a release with a publication time: approved, it is nowhere until its time, then in the media center and at its page; a media user previews it', async ({ page, browser }) => {
    const stamp = Date.now()
    const { manager, id: companyId } = await managerWithCompany(browser, `Embargo Works ${stamp}`, { approved: true })
    const timeZone = ((await (await manager.request.get('/api/settings/public')).json()) as { timezone: string }).timezone

    // The form: "Publish at" in the site's time zone; a past time is refused with the server's words.
    await manager.goto(`/companies/${companyId}/media`)
    await manager.getByRole('button', { name: 'New item' }).first().click() // the header's (an empty list offers one too)
    const dialog = manager.getByRole('dialog', { name: 'New media item' })
    await dialog.getByLabel('Title').fill(`Scheduled results ${stamp}`)
    await dialog.getByLabel('Content').fill('Our results, under embargo until the time given.')
    const publishAt = dialog.getByLabel('Publish at')
    await expect(dialog.getByText(/Time zone: /)).toBeVisible()
    await publishAt.fill(wallTime(new Date(Date.now() - 3600_000), timeZone))
    await dialog.getByRole('button', { name: 'Submit for review' }).click()
    await expect(dialog.getByText('The publication time must be in the future')).toBeVisible()
    const later = new Date(Math.ceil((Date.now() + 2 * 86_400_000) / 60_000) * 60_000)
    await publishAt.fill(wallTime(later, timeZone))
    const created = manager.waitForResponse((r) => r.url().endsWith(`/api/companies/${companyId}/media`) && r.request().method() === 'POST')
    await dialog.getByRole('button', { name: 'Submit for review' }).click()
    const scheduled = (await (await created).json()) as { id: number; publishAt: string }
    expect(scheduled.publishAt).toBe(later.toISOString())
    await expect(dialog).toBeHidden()

    // A second release, its time a few seconds ahead (an exact instant, as an API client may give it).
    const soon = new Date(Date.now() + 25_000)
    const quick = await manager.request.post(`/api/companies/${companyId}/media`, {
      data: { title: `Results at noon ${stamp}`, content: 'Figures of the quarter.', type: 'press_release', publishAt: soon.toISOString() },
    })
    expect(quick.status()).toBe(201)
    const item = (await quick.json()) as { id: number }

    // An admin approves both: the manager sees them "Embargoed until …".
    const adminContext = await browser.newContext()
    const admin = await adminContext.newPage()
    await signInAs(admin, demo.admin)
    for (const id of [scheduled.id, item.id]) expect((await admin.request.post(`/api/company-media/${id}/approve`, { data: { status: 'approved' } })).status()).toBe(200)
    await adminContext.close()
    await manager.reload()
    await expect(manager.getByRole('article', { name: `Scheduled results ${stamp}` }).getByText(/Embargoed until/)).toBeVisible()

    // A visitor sees neither: not in the media center, not at its address.
    await signInAs(page, demo.visitor)
    expect((await centerTitles(page, String(stamp))).join(' ')).not.toContain(String(stamp))
    const hidden = await page.goto(`/media/${item.id}/results-at-noon-${stamp}`)
    expect(hidden!.status()).toBe(404)

    // A media user finds it under embargo (no text), gets a preview link and opens it: the banner, not indexed.
    const mediaContext = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] })
    const media = await mediaContext.newPage()
    await signInAs(media, demo.media)
    await media.goto('/media-center')
    const embargo = media.getByRole('region', { name: 'Under embargo' })
    const row = embargo.getByRole('listitem').filter({ hasText: `Results at noon ${stamp}` })
    await expect(row).toContainText('Embargoed until')
    await expect(embargo).not.toContainText('Figures of the quarter.')
    await row.getByRole('button', { name: 'Get preview link' }).click()
    await expect(row.getByRole('status')).toHaveText(/Preview link copied to the clipboard|Copy the preview link below/)
    const url = await row.getByRole('textbox').inputValue()
    await expectNoSeriousA11yViolations(media)
    expect(url).toMatch(new RegExp(`/media/${item.id}/results-at-noon-${stamp}\\?preview=`))
    const preview = await media.goto(new URL(url).pathname + new URL(url).search)
    expect(preview!.headers()['cache-control']).toBe('private, no-store')
    await expect(media.getByText(/Embargoed until .* do not publish before then/)).toBeVisible()
    await expect(media.getByRole('heading', { level: 1, name: `Results at noon ${stamp}` })).toBeVisible()
    await expect(media.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expectNoSeriousA11yViolations(media)
    await media.screenshot({ path: test.info().outputPath('embargo-preview-1280.png'), fullPage: true })
    await media.setViewportSize({ width: 360, height: 800 })
    await media.screenshot({ path: test.info().outputPath('embargo-preview-360.png'), fullPage: true })
    await mediaContext.close()

    // Its time comes: it is in the media center and at its own page, with nothing done.
    await page.waitForTimeout(Math.max(0, soon.getTime() - Date.now() + 1000))
    expect((await centerTitles(page, String(stamp))).join(' ')).toContain(`Results at noon ${stamp}`)
    const shown = await page.goto(`/media/${item.id}/results-at-noon-${stamp}`)
    expect(shown!.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: `Results at noon ${stamp}` })).toBeVisible()
    await expect(page.getByText('do not publish before then')).toHaveCount(0)
    // The other one waits for its own time.
    expect((await page.goto(`/media/${scheduled.id}/scheduled-results-${stamp}`))!.status()).toBe(404)
  })
})
