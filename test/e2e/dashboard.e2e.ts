import { demo, expect, expectNoSeriousA11yViolations, signInAs, test, uniqueEmail } from './support'

/** The first look at a screen after a navigation: a lazy chunk on a busy 2-core machine can take a while. */
const FIRST_PAINT = { timeout: 15_000 }

test.describe('dashboard', () => {
  test('a visitor sees the greeting, the counts and their favourites', async ({ page }) => {
    await signInAs(page, demo.visitor)
    const upcoming = await page.request.get('/api/exhibitions?upcoming=true&limit=1')
    const upcomingTotal = upcoming.headers()['x-total-count']
    expect(upcomingTotal).toBeTruthy()

    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Emily!' })).toBeVisible(FIRST_PAINT)
    await expect(page.getByText('Manage your account, companies, and exhibition participations.')).toBeVisible()

    const summary = page.getByRole('region', { name: 'Summary' })
    await expect(summary.getByRole('listitem').filter({ hasText: 'My Favorites' })).toContainText('3')
    await expect(summary.getByRole('listitem').filter({ hasText: 'Upcoming Exhibitions' })).toContainText(upcomingTotal)
    await expect(summary.getByRole('listitem').filter({ hasText: 'My Companies' })).toContainText('0')

    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true')
    const favorites = page.getByRole('region', { name: 'Favorites' })
    for (const name of ['Coral Coast Resorts', 'Maison Lavande Cosmétiques', 'Navigli Software']) {
      await expect(favorites.getByRole('link', { name })).toBeVisible()
    }
    await expect(favorites.getByRole('link', { name: 'Browse Directory' })).toHaveAttribute('href', '/directory')
    await expect(favorites.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/favorites')

    const exhibitions = page.getByRole('region', { name: 'Upcoming Exhibitions' })
    await expect(exhibitions.getByRole('listitem')).toHaveCount(Math.min(3, Number(upcomingTotal)))
    await expect(exhibitions.getByText(/^(Virtual|Physical)$/).first()).toBeVisible()
    await expect(exhibitions.getByRole('link', { name: 'View All Exhibitions' })).toHaveAttribute('href', '/exhibitions')

    // An individual manages no companies: no My Companies card in the overview.
    await expect(page.getByRole('region', { name: 'My Companies' })).toHaveCount(0)
    const recommended = page.getByRole('region', { name: 'Recommended for you' })
    await expect(recommended.getByText(/Because you saved|Popular on/).first()).toBeVisible()
    // An exhibition among them: Navigli Software, a favourite, exhibits at Global Tech Expo.
    await expect(recommended.getByRole('link', { name: 'Global Tech Expo 2026' })).toHaveAttribute('href', /^\/exhibitions\/\d+$/)
    await expect(recommended.getByText('Navigli Software, which you saved, exhibits there')).toBeVisible()
  })

  test('a manager sees their companies and the quota', async ({ page }) => {
    await signInAs(page, demo.manager)
    await page.goto('/dashboard')
    const summary = page.getByRole('region', { name: 'Summary' })
    await expect(summary).toBeVisible(FIRST_PAINT)
    await expect(summary.getByRole('listitem').filter({ hasText: 'My Companies' })).toContainText('2')
    await expect(summary.getByText('You can create 1 more.')).toBeVisible()
    const companies = page.getByRole('region', { name: 'My Companies' })
    await expect(companies.getByRole('listitem')).toHaveCount(2)
    await expect(companies.getByText(/^(Approved|Pending approval|Rejected|Suspended)$/).first()).toBeVisible()
    await expect(companies.getByRole('link', { name: 'Add Company' })).toHaveAttribute('href', '/companies/create')
    await expect(companies.getByRole('link', { name: 'View All Companies' })).toHaveAttribute('href', '/my-companies')
  })

  test('a visitor edits their mobile number in the profile', async ({ page }) => {
    await signInAs(page, demo.visitor)
    const before = await (await page.request.get('/api/user')).json()
    try {
      await page.goto('/dashboard')
      await expect(page.getByRole('tab', { name: 'Profile' })).toBeVisible(FIRST_PAINT)
      await page.getByRole('tab', { name: 'Profile' }).click()
      await expect(page.getByText('individual', { exact: true }).first()).toBeVisible()
      await expect(page.getByText('Active', { exact: true })).toBeVisible()
      await expect(page.getByText('Verified', { exact: true })).toBeVisible()

      // The dialog closes on Escape and gives focus back to its button.
      const edit = page.getByRole('button', { name: 'Edit Profile' })
      await edit.click()
      const dialog = page.getByRole('dialog', { name: 'Edit Profile' })
      await expect(dialog.getByLabel('First name')).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(edit).toBeFocused()

      await edit.click()
      await dialog.getByLabel('Mobile number').fill('+1 415 555 0199')
      await dialog.getByRole('button', { name: 'Save Changes' }).click()
      await expect(page.getByText('Profile updated')).toBeVisible()
      await expect(dialog).toBeHidden()
      await expect(page.getByRole('tabpanel').getByText('+1 415 555 0199')).toBeVisible()

      // A bad number gets the server's message next to the input.
      await edit.click()
      await dialog.getByLabel('Mobile number').fill('call me maybe')
      await dialog.getByRole('button', { name: 'Save Changes' }).click()
      await expect(dialog.getByText('Please enter a valid phone number')).toBeVisible()
      await dialog.getByRole('button', { name: 'Cancel' }).click()
    } finally {
      await page.request.patch('/api/user', { data: { firstName: before.firstName, lastName: before.lastName, mobileNumber: before.mobileNumber ?? '' } })
    }
  })

  test('a visitor sees their own activity', async ({ page }) => {
    await signInAs(page, demo.visitor)
    await page.goto('/dashboard')
    await expect(page.getByRole('tab', { name: 'Activity' })).toBeVisible(FIRST_PAINT)
    await page.getByRole('tab', { name: 'Activity' }).click()
    const panel = page.getByRole('tabpanel')
    await expect(panel.getByText('Emily Carter saved Navigli Software to favorites')).toBeVisible()
    await expect(panel.getByText('Emily Carter created an account')).toBeVisible()
    await expect(panel.locator('time').first()).toHaveAttribute('datetime', /\d{4}-\d{2}-\d{2}T/)
  })

  test('a finished welcome tour shows once in the Activity tab', async ({ page }) => {
    const password = 'Wanderer1!x'
    const registered = await page.request.post('/api/register', {
      data: { firstName: 'Tia', lastName: 'Tourist', email: uniqueEmail('tia'), password, confirmPassword: password, role: 'individual' },
    })
    expect(registered.status()).toBe(201)
    // What the tour host sends when a tour ends (finished or skipped), here twice.
    for (let i = 0; i < 2; i++) expect((await page.request.post('/api/user/tours', { data: { route: '/' } })).status()).toBe(200)
    await page.goto('/dashboard')
    await expect(page.getByRole('tab', { name: 'Activity' })).toBeVisible(FIRST_PAINT)
    await page.getByRole('tab', { name: 'Activity' }).click()
    const panel = page.getByRole('tabpanel')
    await expect(panel.getByText('Tia Tourist created an account')).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Welcome tour completed' })).toHaveAttribute('href', '/')
    await expect(panel.getByText('Welcome tour completed')).toHaveCount(1)
  })

  test('the verification link outcome is shown once', async ({ page }) => {
    await signInAs(page, demo.visitor)
    await page.goto('/dashboard?verification=expired')
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Emily!' })).toBeVisible(FIRST_PAINT)
    await expect(page.getByText('Verification link expired')).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('the dashboard has no serious accessibility violations', async ({ page }) => {
    // Several axe scans: give them room on a busy machine.
    test.setTimeout(90_000)
    await signInAs(page, demo.manager)
    await page.goto('/dashboard')
    await expect(page.getByRole('region', { name: 'My Companies' }).getByRole('listitem').first()).toBeVisible(FIRST_PAINT)
    await expect(page.getByRole('region', { name: 'Recommended for you' }).getByRole('listitem').first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('tab', { name: 'Profile' }).click()
    await page.getByRole('button', { name: 'Change Password' }).click()
    await expect(page.getByRole('dialog', { name: 'Change Password' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
})
