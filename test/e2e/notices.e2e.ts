import type { Browser, Page } from '@playwright/test'
import { demo, expect, live, managerWithCompany, signInAs, test } from './support'

const adminPage = async (browser: Browser): Promise<Page> => {
  const admin = live(await (await browser.newContext()).newPage())
  await signInAs(admin, demo.admin)
  return admin
}

test.describe('reasons and notices', () => {
  test('an admin suspends a company with a reason, and its manager sees the reason', async ({ browser }) => {
    const name = `Hanbit Power ${Date.now() % 100000}`
    const { manager, id } = await managerWithCompany(browser, name)
    const admin = await adminPage(browser)
    expect((await admin.request.patch(`/api/admin/companies/${id}/status`, { data: { status: 'approved' } })).status()).toBe(200)

    await admin.goto(`/admin/companies?search=${encodeURIComponent(name)}`)
    await admin.getByRole('button', { name: `Actions for ${name}` }).click()
    await admin.getByRole('menuitem', { name: 'Suspend' }).click()
    const dialog = admin.getByRole('dialog', { name: 'Suspend This Company?' })
    await expect(dialog).toContainText(name)
    // The reason is required: the dialog says so and stays open.
    await dialog.getByRole('button', { name: 'Suspend Company' }).click()
    await expect(dialog.getByText('Please give a reason for the suspension')).toBeVisible()
    await dialog.getByLabel('Reason').fill('The phone number on the profile is out of service.')
    await dialog.getByRole('button', { name: 'Suspend Company' }).click()
    await expect(admin.getByText('Company status updated').first()).toBeVisible()
    await expect(dialog).toBeHidden()

    await manager.goto('/my-companies')
    const card = manager.getByRole('article').filter({ hasText: name })
    await expect(card.getByText('Suspension reason')).toBeVisible()
    await expect(card.getByText('The phone number on the profile is out of service.')).toBeVisible()
    await manager.goto(`/companies/${id}`)
    await expect(manager.getByText('Reason: The phone number on the profile is out of service.')).toBeVisible()
  })

  test('an admin approves a rejected company after a confirmation dialog that names it', async ({ browser }) => {
    const name = `Vayu Grid ${Date.now() % 100000}`
    const { manager, id } = await managerWithCompany(browser, name)
    const admin = await adminPage(browser)
    expect((await admin.request.patch(`/api/admin/companies/${id}/status`, { data: { status: 'rejected', reason: 'The website does not load' } })).status()).toBe(200)

    await admin.goto(`/admin/companies?search=${encodeURIComponent(name)}`)
    const actions = admin.getByRole('button', { name: `Actions for ${name}` })
    await actions.click()
    // A rejected company can be approved at once or reopened for review.
    await expect(admin.getByRole('menuitem', { name: 'Reopen for Review' })).toBeVisible()
    await admin.getByRole('menuitem', { name: 'Approve' }).click()
    const confirm = admin.getByRole('dialog', { name: `Approve ${name}?` })
    await expect(confirm).toBeVisible()
    // Cancel changes nothing, and the focus goes back to the row's menu button.
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toBeHidden()
    await expect(actions).toBeFocused()
    expect(((await (await admin.request.get(`/api/admin/companies/${id}`)).json()) as { status: string }).status).toBe('rejected')

    // From the keyboard this time: the menu opens with Enter, the dialog confirms with Enter on its button.
    await actions.press('Enter')
    await admin.getByRole('menuitem', { name: 'Approve' }).press('Enter')
    await confirm.getByRole('button', { name: 'Approve' }).focus()
    await admin.keyboard.press('Enter')
    await expect(admin.getByText('Company status updated').first()).toBeVisible()
    const after = (await (await admin.request.get(`/api/admin/companies/${id}`)).json()) as { status: string; rejectionReason: string | null }
    expect(after).toMatchObject({ status: 'approved', rejectionReason: null })

    await manager.goto('/my-companies')
    await expect(manager.getByRole('article').filter({ hasText: name }).getByText('Rejection reason')).toHaveCount(0)
  })

  test('a quick approval of a media item offers Undo in its toast, which returns the item to review', async ({ browser }) => {
    const name = `Kestrel Optics ${Date.now() % 100000}`
    const title = `Kestrel opens a lab ${Date.now() % 100000}`
    const { manager, id } = await managerWithCompany(browser, name)
    const admin = await adminPage(browser)
    expect((await admin.request.patch(`/api/admin/companies/${id}/status`, { data: { status: 'approved' } })).status()).toBe(200)
    const posted = await manager.request.post(`/api/companies/${id}/media`, { data: { title, content: 'A new optics lab in Porto.', type: 'news' } })
    expect(posted.status()).toBe(201)
    const itemId = ((await posted.json()) as { id: number; status: string }).id

    await admin.goto('/admin/media')
    await admin.getByRole('searchbox', { name: 'Search media items' }).fill(title)
    const row = admin.getByRole('row').filter({ hasText: title })
    await expect(row).toHaveCount(1)
    await row.getByRole('button', { name: `Approve ${title}` }).click()
    const toast = admin.getByRole('region', { name: 'Notifications (F8)' })
    await expect(toast.getByText(`“${title}” was approved and published.`)).toBeVisible()
    const statusOf = async () => ((await (await admin.request.get(`/api/company-media/${itemId}`)).json()) as { status: string }).status
    expect(await statusOf()).toBe('approved')
    // The undo is reachable from the keyboard: F8 moves to the notifications, Tab to the button.
    await admin.keyboard.press('F8')
    await admin.keyboard.press('Tab')
    await expect(toast.getByRole('button', { name: 'Undo' })).toBeFocused()
    await admin.keyboard.press('Enter')
    await expect(toast.getByText(`“${title}” is back in Pending Approval.`)).toBeVisible()
    expect(await statusOf()).toBe('pending')
    await expect(admin.getByRole('row').filter({ hasText: title })).toHaveCount(1)
  })
})
