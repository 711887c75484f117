// Account states from the admin Users page (issue 19): suspend and reinstate, and an invitation
// accepted through the link read in the super admin's outbox; account recovery (issue 21) through the same outbox.
import type { Page } from '@playwright/test'
import { demo, DEMO_PASSWORD, expect, expectNoSeriousA11yViolations, live, signInAs, test, uniqueEmail } from './support'

/** The first look at a screen after a navigation: a lazy chunk on a busy 2-core machine can take a while. */
const FIRST_PAINT = { timeout: 15_000 }

const findUser = async (page: Page, lastName: string) => {
  await page.goto('/admin/users')
  await expect(page.getByRole('searchbox', { name: 'Search users' })).toBeVisible(FIRST_PAINT)
  await page.getByRole('searchbox', { name: 'Search users' }).fill(lastName)
  await expect(page.getByText('Showing 1 of 1 users')).toBeVisible()
  return page.getByRole('row').filter({ hasText: lastName })
}

test.describe('account states', () => {
  test('an admin suspends a user with a reason, who is signed out and cannot sign in, then reinstates them', async ({ page, browser }) => {
    await signInAs(page, demo.admin)
    const lastName = `Suspended${Date.now().toString(36)}`
    const email = uniqueEmail('ada')
    const created = await page.request.post('/api/admin/users', { data: { firstName: 'Ada', lastName, email, role: 'individual', password: 'Analytical1!' } })
    expect(created.status()).toBe(201)
    // The user is signed in elsewhere.
    const theirs = await browser.newContext()
    const their = live(await theirs.newPage())
    await signInAs(their, email, 'Analytical1!')

    const row = await findUser(page, lastName)
    await expect(row.getByText('Active', { exact: true })).toBeVisible()
    await row.getByRole('button', { name: `Actions for Ada ${lastName}` }).click()
    await page.getByRole('menuitem', { name: 'Suspend User' }).click()
    const dialog = page.getByRole('dialog', { name: 'Suspend User?' })
    await expect(dialog).toContainText(`Ada ${lastName} will be signed out everywhere`)
    await dialog.getByRole('button', { name: 'Suspend User' }).click()
    await expect(dialog.getByText('Please give a reason for the suspension')).toBeVisible()
    await dialog.getByLabel('Reason').fill('Spam in company descriptions')
    await expectNoSeriousA11yViolations(page)
    await dialog.getByRole('button', { name: 'Suspend User' }).click()
    await expect(page.getByText(`Ada ${lastName} is suspended`)).toBeVisible()
    await expect(row.getByText('Suspended', { exact: true })).toBeVisible()

    // Their session is gone, and signing in tells them why.
    expect((await their.request.get('/api/user')).status()).toBe(401)
    await their.goto('/auth')
    await their.getByLabel('Email').fill(email)
    await their.getByLabel('Password').fill('Analytical1!')
    await their.getByRole('button', { name: 'Log in' }).click()
    await expect(their.getByText('Your account is suspended. Reason: Spam in company descriptions')).toBeVisible()

    // The user's page says since when and why, and reinstates.
    await row.getByRole('link', { name: `Ada ${lastName}` }).click()
    await expect(page.getByRole('heading', { level: 1, name: `Ada ${lastName}` })).toBeVisible(FIRST_PAINT)
    await expect(page.getByText('Reason: Spam in company descriptions')).toBeVisible()
    await page.getByRole('button', { name: 'Reinstate User' }).click()
    await page.getByRole('dialog', { name: `Reinstate Ada ${lastName}?` }).getByRole('button', { name: 'Reinstate' }).click()
    await expect(page.getByText(`Ada ${lastName} is active again`)).toBeVisible()
    await expect(page.getByText('Reason: Spam in company descriptions')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Suspend User' })).toBeVisible()

    await their.getByRole('button', { name: 'Log in' }).click()
    await expect(their.getByText('Login successful')).toBeVisible()
    await theirs.close()
  })

  test('a super admin invites a user, who sets a password through the link of the email in the outbox', async ({ page, browser }) => {
    await signInAs(page, demo.superAdmin)
    const lastName = `Invited${Date.now().toString(36)}`
    const email = uniqueEmail('katherine')
    await page.goto('/admin/users')
    await page.getByRole('button', { name: 'Invite User' }).click(FIRST_PAINT)
    const dialog = page.getByRole('dialog', { name: 'Invite User' })
    await expect(dialog.getByLabel('Password')).toHaveCount(0)
    await dialog.getByLabel('First name').fill('Katherine')
    await dialog.getByLabel('Last name').fill(lastName)
    await dialog.getByLabel('Email').fill(email)
    await dialog.getByLabel('Role').selectOption('media')
    await dialog.getByRole('button', { name: 'Send Invitation' }).click()
    await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible()
    const row = await findUser(page, lastName)
    await expect(row.getByText('Invited', { exact: true })).toBeVisible()
    await expect(row.getByText('Never')).toBeVisible()

    // The outbox shows the invitation queued; its body holds the link.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Outbox' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible(FIRST_PAINT)
    await expect(page.getByText('No mail server is configured')).toBeVisible()
    const mail = page.getByRole('row').filter({ hasText: email })
    await expect(mail.getByText('Queued')).toBeVisible()
    await mail.getByRole('button', { name: /invited you to/ }).click()
    const view = page.getByRole('dialog', { name: /invited you to/ })
    const body = await view.getByLabel('Email body').innerText()
    const link = /https?:\/\/\S+\/accept-invitation#token=[\w-]+/.exec(body)?.[0]
    expect(link).toBeTruthy()
    await expectNoSeriousA11yViolations(page)
    await page.keyboard.press('Escape')
    await expect(view).toHaveCount(0)

    const theirs = await browser.newContext()
    const their = live(await theirs.newPage())
    await their.goto(new URL(link!).pathname + new URL(link!).hash)
    await expect(their.getByRole('heading', { level: 1, name: 'Welcome, Katherine!' })).toBeVisible(FIRST_PAINT)
    await expect(their.getByText(email)).toBeVisible()
    // The token left the address bar at once.
    expect(new URL(their.url()).hash).toBe('')
    await expectNoSeriousA11yViolations(their)
    await their.getByLabel('Password', { exact: true }).fill('Orbital-1962')
    await their.getByLabel('Confirm password').fill('Orbital-1962')
    await their.getByRole('button', { name: 'Set password and sign in' }).click()
    await expect(their).toHaveURL(/\/dashboard$/)
    expect((await (await their.request.get('/api/user')).json()).email).toBe(email)

    // The link worked once.
    const again = live(await theirs.newPage())
    await again.goto(new URL(link!).pathname + new URL(link!).hash)
    await expect(again.getByRole('heading', { level: 1, name: 'Invitation link not valid' })).toBeVisible(FIRST_PAINT)
    await theirs.close()

    const active = await findUser(page, lastName)
    await expect(active.getByText('Active', { exact: true })).toBeVisible()
  })
})

test.describe('account recovery', () => {
  test('"Forgot password?" mails a link (read in the outbox) that sets a new password, once', async ({ page, browser }) => {
    const email = uniqueEmail('forgetful')
    const visitor = live(await (await browser.newContext()).newPage())
    const reg = await visitor.request.post('/api/register', { data: { firstName: 'Fern', lastName: 'Forgetful', email, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD, role: 'individual' } })
    expect(reg.status()).toBe(201)
    await visitor.request.post('/api/logout')

    await visitor.goto('/auth')
    await visitor.getByRole('link', { name: 'Forgot password?' }).click()
    await expect(visitor.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible(FIRST_PAINT)
    await expectNoSeriousA11yViolations(visitor)
    await visitor.getByRole('button', { name: 'Send reset link' }).click()
    await expect(visitor.getByText('Please enter a valid email')).toBeVisible()
    await visitor.getByLabel('Email').fill(email)
    await visitor.getByRole('button', { name: 'Send reset link' }).click()
    await expect(visitor.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible()
    await expect(visitor.getByText('If an account exists for this email, we have sent a link to reset its password.')).toBeVisible()

    // The super admin's outbox holds the mail and its link.
    await signInAs(page, demo.superAdmin)
    await page.goto('/admin/outbox')
    const mail = page.getByRole('row').filter({ hasText: email })
    await mail.getByRole('button', { name: 'Reset your Expo Atlas password' }).click(FIRST_PAINT)
    const body = await page.getByRole('dialog', { name: 'Reset your Expo Atlas password' }).getByLabel('Email body').innerText()
    const link = new URL(/https?:\/\/\S+\/reset-password#token=[\w-]+/.exec(body)![0])

    await visitor.goto(link.pathname + link.hash)
    await expect(visitor.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible(FIRST_PAINT)
    await expect(visitor.getByText(email)).toBeVisible()
    expect(new URL(visitor.url()).hash).toBe('')
    await visitor.getByLabel('Password', { exact: true }).fill('Orbital-1962')
    await visitor.getByLabel('Confirm password').fill('Orbital-1963')
    await visitor.getByRole('button', { name: 'Set new password' }).click()
    await expect(visitor.getByText("Passwords don't match")).toBeVisible()
    await visitor.getByLabel('Confirm password').fill('Orbital-1962')
    await visitor.getByRole('button', { name: 'Set new password' }).click()
    await expect(visitor).toHaveURL(/\/dashboard$/)
    await expect(visitor.getByText('Password changed')).toBeVisible()
    expect((await visitor.request.post('/api/login', { data: { email, password: DEMO_PASSWORD } })).status()).toBe(401)
    expect((await visitor.request.post('/api/login', { data: { email, password: 'Orbital-1962' } })).status()).toBe(200)

    await visitor.goto(link.pathname + link.hash)
    await expect(visitor.getByRole('heading', { level: 1, name: 'Reset link not valid' })).toBeVisible(FIRST_PAINT)
    await expect(visitor.getByRole('link', { name: 'Ask for a new link' })).toBeVisible()
  })
})

test.describe('change of email address', () => {
  test('a user asks for a new address on the Profile tab and confirms it through the link read in the outbox', async ({ page, browser }) => {
    const email = uniqueEmail('mover')
    const newEmail = uniqueEmail('moved')
    const user = live(await (await browser.newContext()).newPage())
    const reg = await user.request.post('/api/register', { data: { firstName: 'Mona', lastName: 'Mover', email, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD, role: 'individual' } })
    expect(reg.status()).toBe(201)
    await user.goto('/dashboard')
    await user.getByRole('tab', { name: 'Profile' }).click(FIRST_PAINT)
    await user.getByRole('button', { name: 'Change Email' }).click()
    const dialog = user.getByRole('dialog', { name: 'Change Email' })
    await expect(dialog).toBeVisible()
    await expectNoSeriousA11yViolations(user)
    // The form's own checks, then the server's: a wrong password is named next to its field.
    await dialog.getByLabel('New email address').fill(email.toUpperCase())
    await dialog.getByRole('button', { name: 'Send confirmation link' }).click()
    await expect(dialog.getByText('This is already your email address')).toBeVisible()
    await dialog.getByLabel('New email address').fill(newEmail)
    await dialog.getByLabel('Current password').fill('Not-my-password-1')
    await dialog.getByRole('button', { name: 'Send confirmation link' }).click()
    await expect(dialog.getByText('Current password is incorrect')).toBeVisible()
    await dialog.getByLabel('Current password').fill(DEMO_PASSWORD)
    await dialog.getByRole('button', { name: 'Send confirmation link' }).click()
    await expect(dialog).toBeHidden()
    // Said by the toast, and kept on the Profile tab while the link works.
    await expect(user.getByText(`We sent a confirmation link to ${newEmail}`)).toHaveCount(2)
    // Nothing changes until the link is opened.
    expect((await (await user.request.get('/api/user')).json()).email).toBe(email)

    // The super admin's outbox: the link went to the new address, a notice to the old one.
    await signInAs(page, demo.superAdmin)
    await page.goto('/admin/outbox')
    await expect(page.getByRole('row').filter({ hasText: email }).getByRole('button', { name: 'A change of your Expo Atlas email address was requested' })).toBeVisible(FIRST_PAINT)
    await page.getByRole('row').filter({ hasText: newEmail }).getByRole('button', { name: 'Confirm your new email address for Expo Atlas' }).click()
    const body = await page.getByRole('dialog', { name: 'Confirm your new email address for Expo Atlas' }).getByLabel('Email body').innerText()
    const link = new URL(/https?:\/\/\S+\/confirm-email#token=[\w-]+/.exec(body)![0])

    await user.goto(link.pathname + link.hash)
    await expect(user.getByRole('heading', { level: 1, name: 'Confirm your new email address' })).toBeVisible(FIRST_PAINT)
    await expect(user.getByText(newEmail)).toBeVisible()
    expect(new URL(user.url()).hash).toBe('')
    await expectNoSeriousA11yViolations(user)
    await user.getByRole('button', { name: 'Confirm new address' }).click()
    await expect(user.getByRole('heading', { level: 1, name: 'Email address changed' })).toBeVisible()
    await expect(user.getByText(`Your email address is now ${newEmail}.`)).toBeVisible()
    // Signed out here too; the new address signs in, the old one no longer.
    expect((await user.request.get('/api/user')).status()).toBe(401)
    await user.locator('#main-content').getByRole('link', { name: 'Log in' }).click()
    await expect(user).toHaveURL(/\/auth\?returnTo=%2Fdashboard$/)
    expect((await user.request.post('/api/login', { data: { email, password: DEMO_PASSWORD } })).status()).toBe(401)
    expect((await user.request.post('/api/login', { data: { email: newEmail, password: DEMO_PASSWORD } })).status()).toBe(200)

    await user.goto(link.pathname + link.hash)
    await expect(user.getByRole('heading', { level: 1, name: 'Confirmation link not valid' })).toBeVisible(FIRST_PAINT)
  })

  test('the Profile tab shows a pending change of address until it is confirmed or called off; "Cancel change" voids its link', async ({ browser }) => {
    const email = uniqueEmail('waverer')
    const newEmail = uniqueEmail('maybe')
    const user = live(await (await browser.newContext({ viewport: { width: 360, height: 780 } })).newPage())
    expect((await user.request.post('/api/register', { data: { firstName: 'Wanda', lastName: 'Waverer', email, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD, role: 'individual' } })).status()).toBe(201)
    await user.goto('/dashboard')
    await user.getByRole('tab', { name: 'Profile' }).click(FIRST_PAINT)
    await expect(user.getByText('Change of email address pending.')).toHaveCount(0)
    await user.getByRole('button', { name: 'Change Email' }).click()
    const dialog = user.getByRole('dialog', { name: 'Change Email' })
    await dialog.getByLabel('New email address').fill(newEmail)
    await dialog.getByLabel('Current password').fill(DEMO_PASSWORD)
    await dialog.getByRole('button', { name: 'Send confirmation link' }).click()
    await expect(dialog).toBeHidden()
    const note = user.getByRole('status').filter({ hasText: 'Change of email address pending.' })
    await expect(note).toContainText(`We sent a confirmation link to ${newEmail}`)
    await expect(note).toContainText(/It works until [A-Z][a-z]{2} \d{1,2}, \d{4}/)
    // At 360 px the long address wraps inside the note: no sideways scroll.
    expect(await user.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await expectNoSeriousA11yViolations(user)
    // Still there after a reload (it is the server's), then called off.
    await user.reload()
    await user.getByRole('tab', { name: 'Profile' }).click(FIRST_PAINT)
    await note.getByRole('button', { name: 'Cancel change' }).click()
    await expect(user.getByText(`The change to ${newEmail} was called off. Its link no longer works.`)).toBeVisible()
    await expect(note).toHaveCount(0)
    expect((await (await user.request.get('/api/user/email-change')).json())).toEqual({ pending: null })
    expect((await (await user.request.get('/api/user')).json()).email).toBe(email)
  })
})

test.describe('become a company manager', () => {
  test('an individual turns their account into a company manager\'s from the dashboard and goes on to create a company', async ({ page }) => {
    const email = uniqueEmail('upgrader')
    const reg = await page.request.post('/api/register', { data: { firstName: 'Ursula', lastName: 'Upgrade', email, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD, role: 'individual' } })
    expect(reg.status()).toBe(201)
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ursula!' })).toBeVisible(FIRST_PAINT)
    await page.getByRole('button', { name: 'Become a company manager' }).click()
    const dialog = page.getByRole('dialog', { name: 'Become a company manager?' })
    await expect(dialog).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    expect((await (await page.request.get('/api/user')).json()).role).toBe('individual')
    await page.getByRole('button', { name: 'Become a company manager' }).click()
    await dialog.getByRole('button', { name: 'Become a company manager' }).click()
    await expect(page).toHaveURL(/\/companies\/create$/)
    await expect(page.getByText('You are now a company manager')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Create Company' })).toBeVisible(FIRST_PAINT)
    await expect(page.getByRole('banner').getByRole('link', { name: 'My Companies' })).toBeVisible()
    expect((await (await page.request.get('/api/user')).json()).role).toBe('company_manager')
  })
})
