import { demo, expect, expectNoSeriousA11yViolations, signInAs, test } from './support'

test.describe('app shell', () => {
  test('the header links depend on the role', async ({ page }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    for (const name of ['Directory', 'Exhibitions', 'Media Center', 'Log in', 'Sign up']) {
      await expect(header.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await signInAs(page, demo.admin)
    await page.reload()
    for (const name of ['Dashboard', 'My Companies', 'Admin']) {
      await expect(header.getByRole('link', { name, exact: true })).toBeVisible()
    }
    // An admin's crowded row names them by their first name (the full name is read out and is the chip's title).
    await expect(header.getByTitle('Daniel Mensah')).toContainText('Daniel')
    await expect(header.getByTitle('Daniel Mensah')).toBeVisible()
  })

  test('the footer has every column of the spec', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    for (const name of ['Platform', 'Company', 'Contact']) await expect(footer.getByRole('heading', { name })).toBeVisible()
    for (const name of ['For Companies', 'Privacy Policy', 'Terms of Service', 'Support', 'Partnerships', 'Expo Inquiries']) {
      await expect(footer.getByRole('link', { name })).toBeVisible()
    }
    await expect(footer.getByRole('link', { name: 'For Companies' })).toHaveAttribute('href', '/my-companies')
    // Issue 23: the legal pages are real pages; About and FAQ, which do not exist, are not linked; Contact writes to the contact email.
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms')
    for (const name of ['About', 'FAQ']) await expect(footer.getByRole('link', { name, exact: true })).toHaveCount(0)
    await expect(footer.getByRole('link', { name: 'Support' })).toHaveAttribute('href', 'mailto:hello@expo-atlas.test?subject=Support')
  })

  test('on a 375 px phone the menu opens, repeats the links, and closes on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/')
    const open = page.getByRole('button', { name: 'Open menu' })
    await expect(open).toBeVisible()
    await expect(open).toHaveAttribute('aria-expanded', 'false')
    await open.click()
    const close = page.getByRole('button', { name: 'Close menu' })
    await expect(close).toHaveAttribute('aria-expanded', 'true')
    const menu = page.locator(`#${await close.getAttribute('aria-controls')}`)
    for (const name of ['Directory', 'Exhibitions', 'Media Center', 'Log in', 'Sign up']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await menu.getByRole('link', { name: 'Exhibitions', exact: true }).click()
    await expect(page).toHaveURL(/\/exhibitions$/)
    await expect(menu).toBeHidden()
    // Nothing overflows sideways on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })

  test('the mobile menu closes on Escape and gives focus back', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
  })

  test('the logged-out visitor sees the media center\'s Please log in card', async ({ page }) => {
    await page.goto('/media-center')
    await expect(page.getByText('Please log in')).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Log In' }).click()
    await expect(page).toHaveURL('/auth?returnTo=%2Fmedia-center')
  })

  test('F8 focuses the notification area', async ({ page }) => {
    await page.goto('/')
    await page.keyboard.press('F8')
    await expect(page.getByRole('region', { name: /Notifications/ })).toBeFocused()
  })
})

test.describe('accessibility (axe-core)', () => {
  for (const [name, path] of [['home', '/'], ['auth', '/auth'], ['sign-up', '/auth?tab=register'], ['not found', '/no-such-page']] as const) {
    test(`${name} has no serious or critical violations`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.waitForLoadState('networkidle')
      await expectNoSeriousA11yViolations(page)
    })
  }
})
