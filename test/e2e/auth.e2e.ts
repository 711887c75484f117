import { demo, DEMO_PASSWORD, expect, live, signInAs, test, uniqueEmail } from './support'

test.describe('accounts', () => {
  test('sign up, log out and log in again', async ({ page }) => {
    const email = uniqueEmail('ada')
    await page.goto('/auth?tab=register')
    await expect(page.getByRole('tab', { name: 'Sign up' })).toHaveAttribute('aria-selected', 'true')
    await page.getByLabel('Company manager').check()
    await page.getByLabel('First name').fill('Ada')
    await page.getByLabel('Last name').fill('Lovelace')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill('Analytical1!')
    await page.getByLabel('Confirm password').fill('Analytical1!')
    await page.getByRole('button', { name: 'Create account' }).click()

    await expect(page).toHaveURL(/\/directory$/)
    await expect(page.getByText('Registration successful')).toBeVisible()
    await expect(page.getByText('Welcome, Ada!')).toBeVisible()
    const header = page.getByRole('banner')
    await expect(header.getByText('Ada Lovelace')).toBeVisible()
    await expect(header.getByRole('link', { name: 'My Companies' })).toBeVisible()
    await expect(header.getByRole('link', { name: 'Admin' })).toHaveCount(0)

    await header.getByRole('button', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByText('Logged out successfully')).toBeVisible()
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible()
    await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveCount(0)

    await header.getByRole('link', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/\/auth$/)
    await page.getByLabel('Email').fill(email.toUpperCase())
    await page.getByLabel('Password').fill('Analytical1!')
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page).toHaveURL(/\/directory$/)
    await expect(page.getByText('Login successful')).toBeVisible()
    await expect(page.getByText('Welcome back, Ada!')).toBeVisible()
  })

  test('the forms show the spec\'s messages', async ({ page }) => {
    await page.goto('/auth')
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page.getByText('Please enter a valid email')).toBeVisible()
    await expect(page.getByText('Password is required')).toBeVisible()

    await page.getByRole('tab', { name: 'Sign up' }).click()
    await page.getByLabel('Email').fill('someone@example.com')
    await page.getByLabel('Password', { exact: true }).fill('short')
    await page.getByLabel('Confirm password').fill('other')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible()
    await expect(page.getByText("Passwords don't match")).toBeVisible()
  })

  test('a wrong password shows the Login failed toast and stays on /auth', async ({ page }) => {
    await page.goto('/auth')
    await page.getByLabel('Email').fill(demo.visitor)
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page.getByText('Login failed')).toBeVisible()
    await expect(page.getByText('Invalid email or password')).toBeVisible()
    await expect(page).toHaveURL(/\/auth$/)
  })

  test('a duplicate email shows the server\'s message', async ({ page }) => {
    await page.goto('/auth?tab=register')
    await page.getByLabel('First name').fill('Emily')
    await page.getByLabel('Last name').fill('Again')
    await page.getByLabel('Email').fill(demo.visitor)
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByLabel('Confirm password').fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByText('Registration failed')).toBeVisible()
    await expect(page.getByText('An account with this email already exists')).toBeVisible()
  })

  test('with registration turned off, the Sign up tab says it is closed instead of showing the form', async ({ page, browser }) => {
    const adminContext = await browser.newContext()
    const admin = live(await adminContext.newPage())
    await signInAs(admin, demo.superAdmin)
    const allow = (value: boolean) => admin.request.patch('/api/admin/settings', { data: { section: 'registration', key: 'allowRegistration', value } })
    try {
      expect((await allow(false)).status()).toBe(200)
      // The server's page already says so (no form to fill in before the script runs).
      const html = await (await page.request.get('/auth?tab=register')).text()
      expect(html).toContain('Registration is currently closed')
      expect(html).not.toContain('Create account')

      await page.goto('/auth?tab=register')
      const panel = page.getByRole('tabpanel')
      await expect(panel.getByText('Registration is currently closed')).toBeVisible()
      await expect(page.getByRole('form', { name: 'Sign up' })).toHaveCount(0)
      await expect(page.getByLabel('First name')).toHaveCount(0)
      await panel.getByRole('button', { name: 'I have an account: log in' }).click()
      await expect(page.getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByText('New accounts cannot be created right now.')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Create an account' })).toHaveCount(0)
      // No way in leads to the closed form: the header and the home page offer no sign-up.
      await page.goto('/')
      await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible()
      await expect(page.getByRole('link', { name: 'Sign up' })).toHaveCount(0)
      await expect(page.getByRole('link', { name: 'Create an Account' })).toHaveCount(0)
      // The server's refusal stays.
      const refused = await page.request.post('/api/register', { data: { firstName: 'A', lastName: 'B', email: uniqueEmail('closed'), password: 'Analytical1!', confirmPassword: 'Analytical1!' } })
      expect(refused.status()).toBe(403)

      expect((await allow(true)).status()).toBe(200)
      await page.goto('/auth?tab=register')
      await expect(page.getByRole('form', { name: 'Sign up' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Sign up' }).first()).toBeVisible()
    } finally {
      await allow(true)
      await adminContext.close()
    }
  })
})

test.describe('return to where you were', () => {
  test('Save on a profile sends a visitor to log in; signed in, the company is saved and they are back on it', async ({ page }) => {
    await page.goto('/directory')
    await page.getByRole('link', { name: /View Profile/ }).first().click()
    await expect(page).toHaveURL(/\/companies\/\d+$/)
    const profile = new URL(page.url()).pathname
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Please log in to save companies to favorites')).toBeVisible()
    await expect(page).toHaveURL(`/auth?returnTo=${encodeURIComponent(profile)}`)
    await page.getByLabel('Email').fill(demo.visitor)
    await page.getByLabel('Password').fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL(profile)
    await expect(page.getByText('Added to favorites')).toBeVisible()
    const saved = page.getByRole('button', { name: 'Saved', exact: true })
    await expect(saved).toHaveAttribute('aria-pressed', 'true')
    // Put the demo data back.
    await saved.click()
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveAttribute('aria-pressed', 'false')
  })

  test('a protected page returns after log-in; an address of another site is never followed', async ({ page }) => {
    await page.goto('/dashboard')
    await expect(page).toHaveURL('/auth?returnTo=%2Fdashboard')
    await page.getByRole('link', { name: 'Sign up' }).first().click()
    await expect(page).toHaveURL('/auth?tab=register&returnTo=%2Fdashboard')
    await page.getByRole('tab', { name: 'Log in' }).click()
    await expect(page).toHaveURL('/auth?returnTo=%2Fdashboard')
    await page.getByLabel('Email').fill(demo.visitor)
    await page.getByLabel('Password').fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL('/dashboard')

    for (const evil of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      await page.goto(`/auth?returnTo=${encodeURIComponent(evil)}`)
      await expect(page).toHaveURL('/')
    }
    await page.goto(`/auth?returnTo=${encodeURIComponent('/exhibitions?tab=upcoming')}`)
    await expect(page).toHaveURL('/exhibitions?tab=upcoming')
  })
})
