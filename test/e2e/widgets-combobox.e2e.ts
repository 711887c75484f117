// The country combo box (components/ui/combo-box.tsx, React Aria): type to filter, arrow keys,
// Enter picks, Escape puts the chosen name back; the form saves the id and shows the server's
// error on the field; the directory's country filter found by typing; axe with the list open.
import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from '@playwright/test'
import { demo, expect, managerWithCompany, signInAs, test } from './support'

/**
 * axe on the whole page with the list open. While it is open React Aria hides the rest of the page
 * from screen readers (aria-hidden, so that VoiceOver's swipe stays in the input and the list), which
 * axe's aria-hidden-focus reports for the links and buttons under it; but that content cannot get
 * focus while it is hidden: Tab, a click or Escape closes the list first, and the journeys below check
 * that the page is no longer hidden then. So that one rule is left out here, and only here.
 */
const expectNoSeriousViolationsWithListOpen = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).disableRules(['aria-hidden-focus']).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([])
}

/** The page around the combo box, hidden from screen readers while the list is open. */
const pageHidden = (page: Page) => page.locator('header[aria-hidden="true"], header [aria-hidden="true"] a, [aria-hidden="true"] header')

test.describe('the country combo box', () => {
  test('typed, moved with the arrows, picked with Enter, Escape restores, saved and shown on the profile', async ({ browser }) => {
    const name = `Lumen Optics ${Date.now() % 100000}`
    const { manager: page, id } = await managerWithCompany(browser, name, { approved: true })
    await page.goto(`/companies/${id}/edit`)

    const country = page.getByRole('combobox', { name: 'Country' })
    await expect(country).toHaveValue('Portugal')
    await expect(country).toHaveAttribute('aria-expanded', 'false')

    // Typing opens the list, filtered from the start of the words: "Ger" finds Germany, not Algeria or Niger.
    await country.click()
    await country.fill('')
    await country.pressSequentially('Ger')
    const list = page.getByRole('listbox')
    await expect(list).toBeVisible()
    await expect(country).toHaveAttribute('aria-expanded', 'true')
    await expect(list.getByRole('option')).toHaveText(['Germany'])
    await expectNoSeriousViolationsWithListOpen(page)
    await expect(pageHidden(page)).not.toHaveCount(0)

    // The focus stays in the input; the arrow moves the active option (aria-activedescendant).
    await country.press('ArrowDown')
    await expect(country).toBeFocused()
    const active = await country.getAttribute('aria-activedescendant')
    expect(active).toBeTruthy()
    await expect(page.locator(`[id="${active}"]`)).toHaveText('Germany')
    await country.press('Enter')
    await expect(list).toBeHidden()
    await expect(country).toHaveValue('Germany')
    await expect(country).toBeFocused()

    // Escape closes the list and puts back the chosen name.
    await country.fill('Fra')
    await expect(list.getByRole('option', { name: 'France' })).toBeVisible()
    await country.press('Escape')
    await expect(list).toBeHidden()
    await expect(country).toHaveValue('Germany')

    // The chevron opens the whole list; nothing typed that matches says so.
    await country.press('ArrowDown')
    await expect(list.getByRole('option').nth(100)).toBeAttached()
    await country.press('Escape')
    await expect(list).toBeHidden()
    await page.getByRole('button', { name: /Show the list/ }).click()
    await expect(list.getByRole('option').nth(100)).toBeAttached()
    await expect(list.getByRole('option', { name: 'Germany' })).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Escape')
    await country.fill('Qqq')
    await expect(page.getByText('No country of that name')).toBeVisible()
    await country.press('Escape')
    await expect(country).toHaveValue('Germany')

    // Tab from an open list closes it, keeps the choice, moves on, and the page is no longer hidden.
    await country.fill('Ital')
    await expect(list).toBeVisible()
    await country.press('Tab')
    await expect(list).toBeHidden()
    await expect(country).not.toBeFocused()
    await expect(country).toHaveValue('Germany')
    await expect(pageHidden(page)).toHaveCount(0)

    // The form saves the chosen country; the profile shows it.
    await page.getByRole('button', { name: /Save/ }).click()
    await expect(page).toHaveURL(/\/my-companies$/)
    const saved = (await (await page.request.get(`/api/companies/${id}`)).json()) as { country: string }
    expect(saved.country).toBe('Germany')
    await page.goto(`/companies/${id}`)
    await expect(page.getByRole('main').getByText('Germany').first()).toBeVisible()
  })

  /** A new company's edit form whose save the server refuses with an error on the country. */
  const editRefusedOnCountry = async (browser: Browser, name: string) => {
    const { manager: page, id } = await managerWithCompany(browser, `${name} ${Date.now() % 100000}`, { approved: true })
    await page.route(`**/api/companies/${id}`, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: 'Invalid input', fieldErrors: { countryId: 'Country not found' } }) })
        : route.fallback())
    await page.goto(`/companies/${id}/edit`)
    const country = page.getByRole('combobox', { name: 'Country' })
    await expect(country).toHaveValue('Portugal')
    return { page, country }
  }

  test("the server's error on the country is shown on the field, which gets focus", async ({ browser }) => {
    const { page, country } = await editRefusedOnCountry(browser, 'Borealis Glass')
    await page.getByRole('button', { name: /Save/ }).click()
    await expect(page.getByText('Country not found')).toBeVisible()
    await expect(country).toHaveAttribute('aria-invalid', 'true')
    await expect(country).toHaveAccessibleDescription(/Country not found/)
    await expect(country).toBeFocused()
  })

  test("the server's error gets focus also when a frame comes before React draws it (a slow phone)", async ({ browser }) => {
    const { page, country } = await editRefusedOnCountry(browser, 'Corvid Glass')
    // The next frame is due at once: its callbacks run before React's scheduler draws the errors.
    await page.evaluate(() => {
      window.requestAnimationFrame = (cb) => {
        queueMicrotask(() => cb(performance.now()))
        return 0
      }
    })
    await page.getByRole('button', { name: /Save/ }).click()
    await expect(country).toHaveAttribute('aria-invalid', 'true')
    await expect(country).toBeFocused()
  })

  test('an admin picks an exhibition country in the dialog; Escape closes the list, not the dialog', async ({ page }) => {
    await signInAs(page, demo.admin)
    await page.goto('/admin/exhibitions')
    await page.getByRole('button', { name: /Create Exhibition/ }).first().click()
    const dialog = page.getByRole('dialog')
    const country = dialog.getByRole('combobox', { name: /Country/ })
    await expect(country).toHaveValue('No country (international)')
    await country.fill('united k')
    await expect(page.getByRole('option', { name: 'United Kingdom' })).toBeVisible()
    await country.press('ArrowDown')
    await country.press('Enter')
    await expect(country).toHaveValue('United Kingdom')
    await country.fill('Jap')
    await expect(page.getByRole('option', { name: 'Japan' })).toBeVisible()
    await expectNoSeriousViolationsWithListOpen(page)
    await country.press('Escape')
    await expect(page.getByRole('listbox')).toBeHidden()
    await expect(dialog).toBeVisible()
    await expect(country).toHaveValue('United Kingdom')
  })

  test("the directory's country filter: found by typing, ticked in the list, filtering the results", async ({ page }) => {
    const facets = (await (await page.request.get('/api/companies/facets')).json()) as { countries: { code: string; name: string; count: number }[] }
    const target = facets.countries.find((c) => facets.countries.filter((o) => o.name.toLowerCase().startsWith(c.name.slice(0, 3).toLowerCase())).length === 1)!
    const typed = target.name.slice(0, 3)

    await page.goto('/directory')
    // What is typed filters the countries that have companies.
    const finder = page.getByRole('combobox', { name: 'Find a country' })
    await finder.focus()
    await finder.pressSequentially(typed)
    const list = page.getByRole('listbox')
    await expect(list.getByRole('option')).toHaveCount(1)
    await expect(list.getByRole('option')).toContainText(target.name)
    await expect(list.getByRole('option')).toContainText(`${target.count}`)
    await expectNoSeriousViolationsWithListOpen(page)
    await finder.press('ArrowDown')
    await finder.press('Enter')
    await expect(list).toBeHidden()
    await expect(finder).toHaveValue('')
    await expect(finder).toBeFocused()
    await expect(page).toHaveURL(new RegExp(`country=${target.code}`))
    await expect(page.getByRole('group', { name: 'Countries' }).getByRole('checkbox', { name: new RegExp(target.name) })).toBeChecked()
    await expect(page.locator('#main-content article')).toHaveCount(Math.min(target.count, 12))
  })
})
