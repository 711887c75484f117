import { expect, test } from '@playwright/test'
import { DEMO_PASSWORD, demo, uniqueEmail } from './support'

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
})
