import { demo, expect, signInAs, test } from './support'

test.describe('route guards', () => {
  for (const path of ['/dashboard', '/my-companies', '/companies/create', '/admin', '/admin/users', '/admin/settings']) {
    test(`a visitor who is not signed in is sent from ${path} to /auth, which will return there`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveURL(`/auth?returnTo=${encodeURIComponent(path)}`)
    })
  }

  test('an individual reaches the dashboard, is offered to become a company manager on manager screens, and is sent home from admin screens', async ({ page }) => {
    await signInAs(page, demo.visitor)
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/dashboard$/)
    for (const path of ['/my-companies', '/companies/create']) {
      await page.goto(path)
      await expect(page, path).toHaveURL(new RegExp(`${path}$`))
      await expect(page.getByRole('heading', { level: 1, name: 'List your company' })).toBeVisible({ timeout: 15_000 })
      await expect(page.getByRole('button', { name: 'Become a company manager' })).toBeVisible()
    }
    for (const path of ['/admin', '/admin/settings']) {
      await page.goto(path)
      await expect(page, path).toHaveURL(/\/$/)
    }
  })

  test('an admin reaches the back office but the settings only say Access Restricted; a super admin reaches both', async ({ page }) => {
    await signInAs(page, demo.admin)
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('navigation', { name: /admin/i }).getByRole('link', { name: 'Settings' })).toHaveCount(0)
    await page.goto('/admin/settings')
    await expect(page).toHaveURL(/\/admin\/settings$/)
    await expect(page.getByText('Access Restricted')).toBeVisible({ timeout: 15_000 })
    await expect(page.getByText('Only super administrators can access system settings.')).toBeVisible()
    await expect(page.getByRole('tab')).toHaveCount(0)
    expect((await page.request.get('/api/admin/settings')).status()).toBe(403)

    await page.request.post('/api/logout')
    await signInAs(page, demo.superAdmin)
    await page.goto('/admin/settings')
    await expect(page).toHaveURL(/\/admin\/settings$/)
    await expect(page.getByRole('navigation', { name: /admin/i }).getByRole('link', { name: 'Settings' })).toBeVisible()
  })

  test('a signed-in user who opens /auth is sent home', async ({ page }) => {
    await signInAs(page, demo.visitor)
    await page.goto('/auth')
    await expect(page).toHaveURL(/\/$/)
  })

  test('when the session check fails, the screen says so and offers Retry', async ({ page }) => {
    let fail = true
    await page.route('**/api/session', (route) => fail ? route.fulfill({ status: 503, body: '{"message":"down"}', contentType: 'application/json' }) : route.fallback())
    await page.goto('/dashboard')
    await expect(page.getByText('Error checking authentication status.')).toBeVisible()
    fail = false
    await page.getByRole('button', { name: 'Retry' }).click()
    await expect(page).toHaveURL('/auth?returnTo=%2Fdashboard')
  })

  test('an unknown route shows Page Not Found', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
  })
})
