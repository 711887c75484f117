import type { Page } from '@playwright/test'
import { demo, DEMO_PASSWORD, expect, expectNoSeriousA11yViolations, live, signInAs, test, uniqueEmail } from './support'

/** The first look at a screen after a navigation: a lazy chunk on a busy 2-core machine can take a while. */
const FIRST_PAINT = { timeout: 15_000 }

/** A fresh individual made through the API, so that the test does not depend on demo data it changes. */
const createIndividual = async (page: Page, lastName: string) => {
  const res = await page.request.post('/api/admin/users', {
    data: { firstName: 'Ada', lastName, email: uniqueEmail('ada'), role: 'individual', password: 'Analytical1!', mobileNumber: '' },
  })
  expect(res.status()).toBe(201)
  return (await res.json()) as { id: number; email: string }
}

const setMaintenance = (page: Page, value: boolean) =>
  page.request.patch('/api/admin/settings', { data: { section: 'general', key: 'maintenanceMode', value } })

test.describe('admin back office', () => {
  test('the dashboard shows the stats, pending approvals and insights', async ({ page }) => {
    await signInAs(page, demo.admin)
    const stats = await (await page.request.get('/api/admin/stats')).json()
    await page.goto('/admin')
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Daniel!' })).toBeVisible(FIRST_PAINT)
    const figures = page.getByRole('region', { name: 'Platform figures' })
    await expect(figures.getByRole('listitem').filter({ hasText: 'Total Users' })).toContainText(String(stats.users.total))
    await expect(figures.getByRole('listitem').filter({ hasText: 'Media Items' })).toContainText(`${stats.mediaItems.pending} pending approval`)
    const pending = page.getByRole('region', { name: 'Pending Approvals' })
    await expect(pending.getByText(`${stats.mediaItems.pending} pending media`)).toBeVisible()
    await expect(pending.getByRole('link', { name: /^Review / }).first()).toHaveAttribute('href', /^\/admin\/(media|companies)\/\d+$/)
    const insights = page.getByRole('region', { name: 'Platform Insights' })
    await expect(insights.getByText(stats.topCompany)).toBeVisible()
  })

  test('an admin finds a user, makes them a company manager, and sees it in Recent Activity', async ({ page }) => {
    await signInAs(page, demo.admin)
    const lastName = `Lovelace${Date.now().toString(36)}`
    await createIndividual(page, lastName)

    await page.goto('/admin/users')
    await expect(page.getByRole('searchbox', { name: 'Search users' })).toBeVisible(FIRST_PAINT)
    await page.getByRole('searchbox', { name: 'Search users' }).fill(lastName)
    const row = page.getByRole('row').filter({ hasText: `Ada ${lastName}` })
    await expect(row).toHaveCount(1)
    await expect(page.getByText('Showing 1 of 1 users')).toBeVisible()
    await expect(row.getByText('Individual')).toBeVisible()

    await row.getByRole('button', { name: `Actions for Ada ${lastName}` }).click()
    await page.getByRole('menuitem', { name: 'Edit User' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit User' })
    await expect(dialog.getByText('Leave blank to keep unchanged.')).toBeVisible()
    // An admin may give only these three roles.
    await expect(dialog.getByLabel('Role').locator('option')).toHaveText(['Individual', 'Company Manager', 'Media'])
    await dialog.getByLabel('Role').selectOption('company_manager')
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText('User updated successfully')).toBeVisible()
    await expect(row.getByText('Company Manager')).toBeVisible()

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click()
    const activity = page.getByRole('region', { name: 'Recent Activity' })
    await expect(activity.getByText(`Ada ${lastName} is now company manager`)).toBeVisible(FIRST_PAINT)
  })

  test('an admin creates and deletes a user, and cannot manage admins', async ({ page }) => {
    await signInAs(page, demo.admin)
    await page.goto('/admin/users')
    await expect(page.getByLabel('Filter by role')).toBeVisible(FIRST_PAINT)
    await expect(page.getByLabel('Filter by role').locator('option')).toHaveText(['All Roles', 'Individual', 'Company Manager', 'Media', 'Admin'])

    const lastName = `Hopper${Date.now().toString(36)}`
    await page.getByRole('button', { name: 'Create User' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create User' })
    await dialog.getByRole('button', { name: 'Create User' }).click()
    await expect(dialog.getByText('Password is required')).toBeVisible()
    await dialog.getByLabel('First name').fill('Grace')
    await dialog.getByLabel('Last name').fill(lastName)
    await dialog.getByLabel('Email').fill(uniqueEmail('grace'))
    await dialog.getByLabel('Role').selectOption('media')
    await dialog.getByLabel('Password').fill('Compiler1!')
    await dialog.getByRole('button', { name: 'Create User' }).click()
    await expect(page.getByText('User created successfully')).toBeVisible()

    await page.getByRole('searchbox', { name: 'Search users' }).fill(lastName)
    const row = page.getByRole('row').filter({ hasText: `Grace ${lastName}` })
    await expect(row.getByText('Media')).toBeVisible()
    await row.getByRole('button', { name: `Actions for Grace ${lastName}` }).click()
    await page.getByRole('menuitem', { name: 'Delete User' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' })
    await expect(confirm).toContainText(`This will permanently delete the user Grace ${lastName}. This action cannot be undone.`)
    await confirm.getByRole('button', { name: 'Delete User' }).click()
    await expect(page.getByText('User deleted successfully')).toBeVisible()
    await expect(page.getByText('No users found.')).toBeVisible()

    // Another admin's row offers View Details only.
    await page.getByRole('searchbox', { name: 'Search users' }).fill(demo.superAdmin)
    await page.getByRole('button', { name: /^Actions for / }).click()
    await expect(page.getByRole('menuitem')).toHaveText(['View Details'])
    await page.keyboard.press('Escape')
  })

  test('the user detail shows the account and activity, and ends the user\'s sessions', async ({ page, browser }) => {
    await signInAs(page, demo.admin)
    const lastName = `Curie${Date.now().toString(36)}`
    const user = await createIndividual(page, lastName)
    // The user signs in elsewhere.
    const elsewhere = await browser.newContext()
    try {
      const other = live(await elsewhere.newPage())
      expect((await other.request.post('/api/login', { data: { email: user.email, password: 'Analytical1!' } })).status()).toBe(200)

      await page.goto(`/admin/users/${user.id}`)
      await expect(page.getByRole('heading', { level: 1, name: `Ada ${lastName}` })).toBeVisible(FIRST_PAINT)
      await expect(page.getByRole('region', { name: 'Account' }).getByText('Individual')).toBeVisible()
      await expect(page.getByRole('region', { name: 'Recent Activity' }).getByText(`Ada ${lastName} was added by an admin`)).toBeVisible()
      const sessions = page.getByRole('region', { name: 'Sessions' })
      await expect(sessions).toContainText('1 active session')
      await sessions.getByRole('button', { name: 'End all sessions' }).click()
      await page.getByRole('alertdialog', { name: 'End all sessions?' }).getByRole('button', { name: 'End all sessions' }).click()
      await expect(page.getByText('1 session ended')).toBeVisible()
      await expect(sessions).toContainText('0 active sessions')
      expect((await other.request.get('/api/user')).status()).toBe(401)
    } finally {
      await elsewhere.close()
    }
  })

  test('a super admin switches maintenance mode on and off', async ({ page, browser }) => {
    await signInAs(page, demo.superAdmin)
    const visitorContext = await browser.newContext()
    try {
      // A visitor signed in before maintenance began.
      const visitor = live(await visitorContext.newPage())
      await signInAs(visitor, demo.visitor)
      await page.goto('/admin/settings')
      const toggle = page.getByRole('switch', { name: 'Maintenance mode' })
      await expect(toggle).toBeVisible(FIRST_PAINT)
      await expect(toggle).not.toBeChecked()
      await expect(page.getByText(/only administrators can access the site/)).toBeVisible()
      // Turning it on asks first; Cancel leaves it off, with the focus back on the switch.
      await toggle.click()
      const ask = page.getByRole('alertdialog', { name: 'Turn On Maintenance Mode?' })
      await ask.getByRole('button', { name: 'Cancel' }).click()
      await expect(toggle).not.toBeChecked()
      await expect(toggle).toBeFocused()
      await toggle.click()
      await ask.getByRole('button', { name: 'Turn On' }).click()
      await expect(page.getByText('Settings updated successfully')).toBeVisible()
      await expect(toggle).toBeChecked()

      // The visitor (signed in, not an admin) is shut out: the API and the pages answer 503, and signing in again too.
      const api = await visitor.request.get('/api/companies')
      expect(api.status()).toBe(503)
      expect(await api.json()).toMatchObject({ maintenance: true })
      const response = await visitor.goto('/directory')
      expect(response?.status()).toBe(503)
      // The MaintenanceGate (mounted in the site layout) shows the maintenance page.
      await expect(visitor.getByRole('heading', { level: 1, name: "We'll be back soon" })).toBeVisible()
      await expect(visitor.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth')
      // The sign-in page stays open (for admins); a visitor's sign-in is refused.
      expect((await visitor.goto('/auth'))?.status()).toBe(200)
      const login = await visitor.request.post('/api/login', { data: { email: demo.visitor, password: DEMO_PASSWORD } })
      expect([login.status(), (await login.json()).maintenance]).toEqual([503, true])

      // The admin still works.
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click()
      await expect(page.getByRole('region', { name: 'Recent Activity' })).toBeVisible()
      await page.goBack()
      await page.getByRole('switch', { name: 'Maintenance mode' }).uncheck()
      await expect(page.getByText('Settings updated successfully')).toBeVisible()
      // The earlier toast may still show: wait for the change itself.
      await expect.poll(async () => (await visitor.request.get('/api/companies')).status()).toBe(200)
      await visitor.goto('/directory')
      await expect(visitor.getByRole('heading', { level: 1, name: "We'll be back soon" })).toHaveCount(0)
    } finally {
      await setMaintenance(page, false)
      await visitorContext.close()
    }
  })

  test('the Site name reaches the page titles, server-rendered and in the browser, the header, the footer and the admin sidebar', async ({ page, browser }) => {
    await signInAs(page, demo.superAdmin)
    const setName = (value: string) => page.request.patch('/api/admin/settings', { data: { section: 'general', key: 'siteName', value } })
    const visitorContext = await browser.newContext()
    try {
      await page.goto('/admin/settings')
      const field = page.getByLabel('Site name')
      await expect(field).toBeVisible(FIRST_PAINT)
      await field.fill('Nordic Industry Fair')
      await field.press('Enter')
      await expect(page.getByText('Settings updated successfully')).toBeVisible()
      // The admin's own screen follows at once: its title and the sidebar's brand.
      await expect(page).toHaveTitle('System Settings · Admin | Nordic Industry Fair')
      await expect(page.getByRole('complementary', { name: 'Admin sidebar' }).getByRole('link', { name: 'Nordic Industry Fair' })).toBeVisible()

      // A visitor: the server's HTML names the site, and so does the browser after navigating.
      const html = await (await visitorContext.request.get('/directory')).text()
      expect(html).toContain('<title>Directory | Nordic Industry Fair</title>')
      expect(html).toContain('<meta property="og:site_name" content="Nordic Industry Fair" />')
      expect(html).not.toContain('<title>Directory | Expo Atlas</title>')
      const visitor = live(await visitorContext.newPage())
      await visitor.goto('/')
      await expect(visitor).toHaveTitle('Nordic Industry Fair')
      await expect(visitor.getByRole('banner').getByRole('link', { name: 'Nordic Industry Fair' })).toBeVisible()
      await expect(visitor.getByRole('contentinfo')).toContainText('Nordic Industry Fair. All rights reserved.')
      await visitor.getByRole('banner').getByRole('link', { name: 'Exhibitions' }).first().click()
      await expect(visitor).toHaveTitle(/ \| Nordic Industry Fair$/)
    } finally {
      expect((await setName('Expo Atlas')).status()).toBe(200)
      await visitorContext.close()
    }
  })

  test('a number outside its bounds is refused with the server\'s reason, and the field shows the stored value again', async ({ page }) => {
    await signInAs(page, demo.superAdmin)
    await page.goto('/admin/settings')
    const field = page.getByLabel('Maximum upload size (MB)')
    await expect(field).toBeVisible(FIRST_PAINT)
    await expect(field).toHaveAttribute('max', '50')
    for (const refused of ['99', '0', '500']) {
      await field.fill(refused)
      await field.press('Enter')
      await expect(page.getByText('Failed to update settings: maxUploadSize must be a whole number from 1 to 50').first()).toBeVisible()
      // Not what was refused: what is stored, marked invalid with what was refused and why.
      await expect(field).toHaveValue('5')
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(field).toHaveAccessibleDescription(new RegExp(`“${refused}” was not saved: maxUploadSize must be a whole number from 1 to 50`))
    }
    const settings = await (await page.request.get('/api/admin/settings')).json()
    expect(settings.general.maxUploadSize).toBe(5)
    // A text too: the site name may not be blank.
    const name = page.getByLabel('Site name')
    await name.fill('')
    await name.press('Enter')
    await expect(name).toHaveValue('Expo Atlas')
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await page.reload()
    await expect(field).toHaveValue('5')
  })

  test('the reCAPTCHA keys show only when it is enabled, and the secret is never shown', async ({ page }) => {
    await signInAs(page, demo.superAdmin)
    await page.goto('/admin/settings?tab=security')
    await expect(page.getByRole('switch', { name: 'Enable reCAPTCHA' })).toBeVisible(FIRST_PAINT)
    await expect(page.getByLabel('reCAPTCHA site key')).toHaveCount(0)
    try {
      await page.getByRole('switch', { name: 'Enable reCAPTCHA' }).check()
      await expect(page.getByText('Settings updated successfully')).toBeVisible()
      const secret = page.getByLabel('reCAPTCHA secret key')
      await expect(secret).toHaveAttribute('type', 'password')
      await expect(page.getByText(/Currently not set/)).toBeVisible()
      await secret.fill('a-secret-for-the-test')
      await secret.press('Enter')
      await expect(page.getByText(/Currently set\./)).toBeVisible()
      await expect(secret).toHaveValue('')
      const settings = await (await page.request.get('/api/admin/settings')).json()
      expect(settings.security.recaptchaSecretKey).not.toContain('a-secret')
    } finally {
      await page.request.patch('/api/admin/settings', { data: { section: 'security', key: 'recaptchaSecretKey', value: '' } })
      await page.request.patch('/api/admin/settings', { data: { section: 'security', key: 'recaptchaEnabled', value: false } })
    }
  })

  test('the system tab shows real figures and guards its actions', async ({ page }) => {
    await signInAs(page, demo.superAdmin)
    const system = await (await page.request.get('/api/admin/system')).json()
    await page.goto('/admin/settings?tab=system')
    await expect(page.getByText(system.database)).toBeVisible(FIRST_PAINT)
    await page.getByRole('button', { name: 'Clear Logs' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Confirm Action' })
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toBeHidden()
    await page.getByRole('button', { name: 'Clear Logs' }).click()
    await confirm.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByText('System logs cleared successfully')).toBeVisible()
  })

  test('the back office has no serious accessibility violations', async ({ page }) => {
    // Several axe scans: give them room on a busy machine.
    test.setTimeout(90_000)
    await signInAs(page, demo.superAdmin)
    await page.goto('/admin')
    await expect(page.getByRole('region', { name: 'Recent Activity' }).getByRole('listitem').first()).toBeVisible(FIRST_PAINT)
    await expect(page.getByRole('region', { name: 'Pending Approvals' }).getByRole('link').first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await page.goto('/admin/users')
    await expect(page.getByText(/Showing \d+ of \d+ users/)).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await page.goto('/admin/settings')
    await expect(page.getByRole('switch', { name: 'Maintenance mode' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('tab', { name: 'System' }).click()
    await expect(page.getByRole('heading', { name: 'System logs' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
})
