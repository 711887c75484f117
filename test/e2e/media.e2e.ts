import type { Page } from '@playwright/test'
import { demo, expect, expectNoSeriousA11yViolations, signInAs, test, uniqueEmail } from './support'

/** A tiny but real PDF: the server recognises files by their bytes. */
const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
})

const navigliId = async (page: Page): Promise<number> => {
  const res = await page.request.get('/api/my-companies')
  expect(res.status()).toBe(200)
  const companies = (await res.json()) as { id: number; name: string }[]
  const navigli = companies.find((c) => c.name === 'Navigli Software')
  expect(navigli, 'the demo manager owns Navigli Software').toBeTruthy()
  return navigli!.id
}

const switchUser = async (page: Page, email: string) => {
  await page.context().clearCookies()
  await signInAs(page, email)
}

test.describe('media', () => {
  // Journeys with several users, uploads and axe scans take longer than one screen's check.
  test.describe.configure({ timeout: 60_000 })

  test('a manager publishes a press release with a file, a media user approves it, a visitor reads it', async ({ page, playwright, baseURL }) => {
    const title = `Navigli Flow 2.0 brings shift planning to the shop floor ${Date.now()}`
    await signInAs(page, demo.manager)
    const id = await navigliId(page)

    // The manager's media screen.
    await page.goto(`/companies/${id}/media`)
    await expect(page.getByRole('heading', { level: 1, name: 'Navigli Software' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to My Companies' })).toHaveAttribute('href', '/my-companies')
    await expect(page.getByRole('link', { name: 'View public profile' })).toHaveAttribute('href', `/companies/${id}`)
    await page.getByRole('button', { name: 'New item' }).click()
    const dialog = page.getByRole('dialog', { name: 'New media item' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('Type')).toHaveValue('press_release')
    await dialog.getByLabel('Title').fill(title)
    await dialog.getByLabel('Content').fill('Milan, Italy — Navigli Software today released Navigli Flow 2.0.\n\nShift leads now plan machines and people on one screen.')

    // A file that is not what it claims is refused with the server's message; a real PDF uploads.
    const files = dialog.getByLabel('Add files')
    await files.setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some text') })
    await expect(dialog.getByRole('list', { name: 'Attached files' }).getByText('This type of file is not allowed')).toBeVisible()
    await dialog.getByRole('button', { name: 'Remove fake.pdf' }).click()
    await files.setInputFiles(pdf('navigli-flow-2-fact-sheet.pdf'))
    const attached = dialog.getByRole('list', { name: 'Attached files' }).getByRole('listitem')
    await expect(attached).toHaveCount(1)
    await expect(attached).toContainText('navigli-flow-2-fact-sheet.pdf')
    await expect(attached).toContainText('Uploaded')

    await dialog.getByRole('button', { name: 'Submit for review' }).click()
    await expect(page.getByText('Media item submitted')).toBeVisible()
    await expect(dialog).toBeHidden()
    const mine = page.getByRole('article', { name: title })
    await expect(mine).toBeVisible()
    await expect(mine.getByText('Pending Approval')).toBeVisible()
    await expect(mine.getByRole('link', { name: 'navigli-flow-2-fact-sheet.pdf' })).toBeVisible()
    // While it waits, its file is the manager's (and the moderators'): anyone else is told there is no such file (issue 22).
    const fileUrl = (await mine.getByRole('link', { name: 'navigli-flow-2-fact-sheet.pdf' }).getAttribute('href'))!
    const mineDownloaded = await page.request.get(fileUrl)
    expect([mineDownloaded.status(), mineDownloaded.headers()['cache-control']]).toEqual([200, 'private, no-store'])
    const stranger = await playwright.request.newContext({ baseURL })
    const hidden = await stranger.get(fileUrl)
    expect([hidden.status(), await hidden.json()]).toEqual([404, { message: 'No such file' }])

    // A media user approves it in the media center.
    await switchUser(page, demo.media)
    await page.goto('/media-center')
    await page.getByRole('tab', { name: 'Press Releases' }).click()
    await expect(page).toHaveURL(/tab=press_release/)
    await expect(page.getByRole('tab', { name: 'Press Kits' })).toBeVisible()
    const pending = page.getByRole('article', { name: title })
    await expect(pending.getByText('Pending Approval')).toBeVisible()
    await pending.getByRole('button', { name: /^Approve/ }).click()
    await expect(page.getByText('Press release status updated successfully')).toBeVisible()
    await expect(page.getByRole('article', { name: title }).getByText('Pending Approval')).toHaveCount(0)

    // A visitor reads it in the Press Releases tab, with its file.
    await switchUser(page, demo.visitor)
    await page.goto('/media-center')
    await expect(page.getByRole('tab', { name: 'Press Kits' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Request Media Access' })).toBeVisible()
    await page.getByRole('tab', { name: 'Press Releases' }).click()
    const published = page.getByRole('article', { name: title })
    await expect(published).toBeVisible()
    await expect(published.getByRole('link', { name: 'Navigli Software' })).toHaveAttribute('href', `/companies/${id}`)
    await published.getByRole('button', { name: /^Read more/ }).click()
    const reader = page.getByRole('dialog', { name: title })
    await expect(reader.getByText('Shift leads now plan machines and people on one screen.')).toBeVisible()
    await expect(reader.getByRole('link', { name: 'navigli-flow-2-fact-sheet.pdf' })).toHaveAttribute('href', fileUrl)
    // Published, its file is everybody's, signed in or not.
    for (const request of [page.request, stranger]) {
      const res = await request.get(fileUrl)
      expect([res.status(), res.headers()['content-type'], res.headers()['cache-control']]).toEqual([200, 'application/pdf', 'private, max-age=86400'])
    }
    await stranger.dispose()
    await page.keyboard.press('Escape')
    await expect(reader).toBeHidden()
    await expect(published.getByRole('button', { name: /^Read more/ })).toBeFocused()

    // And on the company profile (the Media & Press tab), which reads the same API.
    const res = await page.request.get(`/api/companies/${id}/media`)
    const items = (await res.json()) as { title: string; status: string; attachments: { fileName: string }[] }[]
    const item = items.find((i) => i.title === title)
    expect(item?.status).toBe('approved')
    expect(item?.attachments.map((a) => a.fileName)).toEqual(['navigli-flow-2-fact-sheet.pdf'])
    await page.goto(`/companies/${id}`)
    await page.getByRole('tab', { name: 'Media & Press' }).click()
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: title })).toBeVisible()
  })

  test('the admin table\'s Published column shows the day an item was published, and "Not published" for one never approved', async ({ page }) => {
    await signInAs(page, demo.admin)
    const published = (tab: string) => page.locator(`#admin-media-panel-${tab} td[data-label="Published"]`)
    await page.goto('/admin/media')
    await expect(page.getByRole('tab', { name: 'Pending Approval' })).toHaveAttribute('aria-selected', 'true')
    const pending = published('pending')
    await expect(pending.first()).toBeVisible()
    const rows = await pending.count()
    expect(rows).toBeGreaterThan(0)
    await expect(pending.filter({ hasText: /^Not published$/ })).toHaveCount(rows)
    await expect(pending.locator('time')).toHaveCount(0)

    await page.getByRole('tab', { name: 'Approved' }).click()
    const approved = published('approved')
    await expect(approved.first().locator('time')).toBeVisible()
    await expect(approved.filter({ hasText: 'Not published' })).toHaveCount(0)
    expect(await approved.locator('time').count()).toBe(await approved.count())
  })

  test('an admin rejects a pending item with a reason; its manager sees the reason', async ({ page }) => {
    await signInAs(page, demo.manager)
    const id = await navigliId(page)
    const itemsRes = await page.request.get(`/api/companies/${id}/media`)
    const pendingItem = ((await itemsRes.json()) as { title: string; status: string }[]).find((i) => i.status === 'pending')
    expect(pendingItem, 'Navigli Software has a pending item in the demo data').toBeTruthy()
    const title = pendingItem!.title

    await switchUser(page, demo.admin)
    await page.goto('/admin/media')
    await expect(page.getByRole('tab', { name: 'Pending Approval' })).toHaveAttribute('aria-selected', 'true')
    await page.getByRole('searchbox', { name: 'Search media items' }).fill('second development centre')
    const row = page.getByRole('row').filter({ hasText: title })
    await expect(row).toHaveCount(1)
    await row.getByRole('button', { name: `Actions for ${title}` }).click()
    await page.getByRole('menuitem', { name: 'View Details' }).click()
    const details = page.getByRole('dialog', { name: title })
    await expect(details.getByText('Pending Approval')).toBeVisible()
    await details.getByRole('button', { name: 'Reject' }).click()
    const reject = page.getByRole('dialog', { name: 'Reject this media item?' })
    await reject.getByLabel('Reason').fill('Please add the address of the Turin office.')
    await reject.getByRole('button', { name: 'Reject' }).click()
    await expect(page.getByText('Media item status updated successfully')).toBeVisible()
    await expect(page.getByText('No media items found.')).toBeVisible()

    await switchUser(page, demo.manager)
    await page.goto(`/companies/${id}/media`)
    const card = page.getByRole('article', { name: title })
    await expect(card.getByText('Rejected', { exact: true })).toBeVisible()
    await expect(card.getByText('Please add the address of the Turin office.')).toBeVisible()
  })

  test('a reader asks for media access and an admin grants it', async ({ page }) => {
    const email = uniqueEmail('reporter')
    const registered = await page.request.post('/api/register', {
      data: { firstName: 'Rita', lastName: 'Reporter', email, password: 'Newsroom1!x', confirmPassword: 'Newsroom1!x', role: 'individual' },
    })
    expect(registered.status()).toBe(201)
    await page.goto('/media-center')
    await page.getByRole('button', { name: 'Request Media Access' }).click()
    const dialog = page.getByRole('dialog', { name: 'Request Media Access' })
    await dialog.getByLabel('Message').fill('I cover industrial software for a trade magazine.')
    await dialog.getByRole('button', { name: 'Send request' }).click()
    await expect(page.getByText('Request pending')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Request Media Access' })).toHaveCount(0)

    await switchUser(page, demo.admin)
    await page.goto('/admin/media?tab=access')
    const row = page.getByRole('row').filter({ hasText: email })
    await expect(row).toContainText('I cover industrial software for a trade magazine.')
    await row.getByRole('button', { name: /^Approve/ }).click()
    await page.getByRole('dialog', { name: 'Grant media access?' }).getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByText('Rita Reporter is now a media user')).toBeVisible()

    // The new media user logs in again and finds the Press Kits tab.
    await page.context().clearCookies()
    await signInAs(page, email, 'Newsroom1!x')
    await page.goto('/media-center')
    await page.getByRole('tab', { name: 'Press Kits' }).click()
    await expect(page.getByRole('article').first().getByRole('link', { name: 'Download all (zip)' })).toBeVisible()
  })

  test('the per-company limit is shown as the server words it', async ({ page }) => {
    await signInAs(page, demo.superAdmin)
    const setLimit = (value: number) => page.request.patch('/api/admin/settings', { data: { section: 'content', key: 'maxMediaItemsPerCompany', value } })
    expect((await setLimit(1)).status()).toBe(200)
    try {
      await switchUser(page, demo.manager)
      const id = await navigliId(page)
      await page.goto(`/companies/${id}/media`)
      await page.getByRole('button', { name: 'New item' }).click()
      const dialog = page.getByRole('dialog', { name: 'New media item' })
      await dialog.getByLabel('Type').selectOption('news')
      await dialog.getByLabel('Title').fill('One item too many')
      await dialog.getByLabel('Content').fill('This one goes over the limit.')
      await dialog.getByRole('button', { name: 'Submit for review' }).click()
      await expect(dialog.getByRole('alert')).toContainText('A company can publish at most 1 media items')
    } finally {
      await switchUser(page, demo.superAdmin)
      expect((await setLimit(10)).status()).toBe(200)
    }
  })

  test('a manager edits a published item, which goes back to review, and deletes it', async ({ page }) => {
    const title = `Navigli Software at Hannover Messe ${Date.now()}`
    await signInAs(page, demo.manager)
    const id = await navigliId(page)
    const created = await page.request.post(`/api/companies/${id}/media`, { data: { type: 'news', title, content: 'Meet us in hall 7.' } })
    expect(created.status()).toBe(201)
    const itemId = ((await created.json()) as { id: number }).id
    await switchUser(page, demo.media)
    expect((await page.request.post(`/api/company-media/${itemId}/approve`, { data: { status: 'approved' } })).status()).toBe(200)

    await switchUser(page, demo.manager)
    await page.goto(`/companies/${id}/media`)
    const card = page.getByRole('article', { name: title })
    await expect(card.getByText('Approved', { exact: true })).toBeVisible()
    await card.getByRole('button', { name: /^Edit/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit media item' })
    await expect(dialog.getByText('This item is published')).toBeVisible()
    await dialog.getByLabel('Content').fill('Meet us in hall 7, stand C12.')
    await dialog.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Changes saved')).toBeVisible()
    await expect(card.getByText('Pending Approval')).toBeVisible()

    await card.getByRole('button', { name: /^Delete/ }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete this media item?' })
    await expect(confirm).toContainText(title)
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByRole('article', { name: title })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Media items' })).toBeFocused()
  })

  test('the media center has no serious accessibility violations', async ({ page }) => {
    await page.goto('/media-center')
    await expect(page.getByRole('heading', { name: 'Please log in' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Log In', exact: true })).toHaveAttribute('href', '/auth?returnTo=%2Fmedia-center')
    await expectNoSeriousA11yViolations(page)

    await signInAs(page, demo.visitor)
    await page.goto('/media-center')
    await expect(page.getByRole('article').first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await switchUser(page, demo.media)
    await page.goto('/media-center?tab=event')
    await expect(page.getByRole('article').first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('the manager\'s media screen and its form have no serious accessibility violations', async ({ page }) => {
    await signInAs(page, demo.manager)
    const id = await navigliId(page)
    await page.goto(`/companies/${id}/media`)
    await expect(page.getByRole('article').first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('button', { name: 'New item' }).click()
    await page.getByRole('dialog', { name: 'New media item' }).getByLabel('Type').selectOption('event')
    await expect(page.getByLabel('Event date')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: 'New item' })).toBeFocused()
  })

  test('the admin media page and its detail dialog have no serious accessibility violations', async ({ page }) => {
    await signInAs(page, demo.admin)
    await page.goto('/admin/media')
    await expect(page.getByRole('row').nth(1)).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('tab', { name: 'All Media' }).click()
    await expect(page.getByText('Every media item of every company, in every status.')).toBeVisible()
    await page.getByRole('button', { name: /^Actions for / }).first().click()
    await page.getByRole('menuitem', { name: 'View Details' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
})
