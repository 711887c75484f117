// Favourites worth having (issue 21): a returning visitor saves two companies, opens their favourites
// from the header, makes a list of their own, moves a company into it, writes a private note, exports
// the list as CSV, and narrows the directory to what they saved.
import fs from 'node:fs'
import { demo, DEMO_PASSWORD, expect, expectNoSeriousA11yViolations, live, signInAs, test, uniqueEmail } from './support'

const FIRST_PAINT = { timeout: 20_000 }

test.describe('favourites page', () => {
  test('save two companies, create a list, move one, add a note, export CSV, filter the directory to saved', async ({ browser }) => {
    const page = live(await (await browser.newContext()).newPage())
    const reg = await page.request.post('/api/register', {
      data: { firstName: 'Fay', lastName: 'Favourite', email: uniqueEmail('fav'), password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD, role: 'individual' },
    })
    expect(reg.status()).toBe(201)
    const idOf = async (name: string) => {
      const found = (await (await page.request.get(`/api/companies?search=${encodeURIComponent(name)}`)).json()) as { id: number; name: string }[]
      return found.find((c) => c.name === name)!.id
    }
    const companies = ['Navigli Software', 'Kaizen Robotics']
    for (const name of companies) {
      await page.goto(`/companies/${await idOf(name)}`)
      await page.getByRole('button', { name: 'Save' }).click()
      await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible()
    }

    // From the header to the page: both in the default list.
    await page.getByRole('link', { name: 'Favorites' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible(FIRST_PAINT)
    const lists = page.getByRole('complementary', { name: 'Lists' })
    await expect(lists.getByRole('button', { name: /^Saved\s*2 companies$/ })).toBeVisible()
    for (const name of companies) await expect(page.getByRole('heading', { level: 3, name })).toBeVisible()

    // A list of one's own; a duplicate name is refused where it was typed.
    await lists.getByLabel('New list').fill('Suppliers')
    await lists.getByRole('button', { name: 'Create list' }).click()
    await expect(lists.getByRole('button', { name: /^Suppliers\s*0 companies$/ })).toBeVisible()
    await lists.getByRole('button', { name: /^All favorites/ }).click()
    await lists.getByLabel('New list').fill('suppliers')
    await lists.getByRole('button', { name: 'Create list' }).click()
    await expect(lists.getByText('You already have a list of that name')).toBeVisible()

    // Move Navigli into it; write a note on Kaizen.
    await page.getByLabel('List of Navigli Software').selectOption({ label: 'Suppliers' })
    await expect(lists.getByRole('button', { name: /^Suppliers\s*1 company$/ })).toBeVisible()
    await page.getByLabel('Private note on Kaizen Robotics').fill('Met them at the fair. </script> =1+1')
    await page.getByRole('button', { name: 'Save note on Kaizen Robotics' }).click()
    await expect(page.getByText('Note saved')).toBeVisible()
    await page.reload()
    await expect(page.getByLabel('Private note on Kaizen Robotics')).toHaveValue('Met them at the fair. </script> =1+1')

    // One list: only its company; its export holds it, with the list.
    await lists.getByRole('button', { name: /^Suppliers/ }).click()
    await expect(page.getByRole('heading', { level: 3, name: 'Navigli Software' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: 'Kaizen Robotics' })).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export this list (CSV)' }).click()])
    expect(download.suggestedFilename()).toMatch(/^favorites-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '').trim().split('\n')
    expect(csv[0]).toBe('Company,Sector,Country,Verified,List,Note,Saved,Company ID')
    expect(csv).toHaveLength(2)
    expect(csv[1]).toMatch(/^Navigli Software,.*,Suppliers,,/)
    // The whole export: the note as text, its formula neutralised.
    const all = await (await page.request.get('/api/favorites/export')).text()
    expect(all).toContain('Met them at the fair. </script> =1+1')

    // The directory narrowed to the saved companies.
    await page.goto('/directory')
    // (the switch follows the URL, which changes right after the click)
    await page.getByRole('switch', { name: 'Saved only' }).click()
    await expect(page).toHaveURL(/saved=true/)
    await expect(page.getByRole('switch', { name: 'Saved only' })).toBeChecked()
    for (const name of companies) await expect(page.getByRole('heading', { name, exact: true })).toBeVisible()
    await expect(page.getByText('Showing 1–2 of 2 companies')).toBeVisible()
    // The filters' counts are those of the saved companies too.
    await expect(page.getByRole('checkbox', { name: /^Italy 1 company$/ })).toBeVisible()
    await expect(page.getByRole('checkbox', { name: /^France/ })).toHaveCount(0)

    // Deleting the list puts Navigli back in Saved.
    await page.goto('/favorites')
    await lists.getByText('Rename or delete a list').click()
    await lists.getByRole('button', { name: 'Delete Suppliers' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete list' }).click()
    await expect(lists.getByRole('button', { name: /^Saved\s*2 companies$/ })).toBeVisible()

    // Signed out, a link to the saved filter shows the whole directory (no error).
    await page.request.post('/api/logout')
    await page.goto('/directory?saved=true')
    await expect(page.getByText(/^Showing 1–\d+ of \d+ companies$/)).toBeVisible(FIRST_PAINT)
    await expect(page.getByText('Showing 1–2 of 2 companies')).toHaveCount(0)
    await page.context().close()
  })

  for (const [who, account, width, lastLink] of [['an admin', demo.superAdmin, 1280, 'Admin'], ['a manager', demo.manager, 1024, 'My Companies'], ['a manager', demo.manager, 1280, 'My Companies']] as const) {
  test(`${who}'s header row at ${width} px (five or six links and the bell) has no heart, so the site's name stays whole; the mobile menu has Favorites`, async ({ browser }) => {
    const page = live(await (await browser.newContext({ viewport: { width, height: 700 } })).newPage())
    await signInAs(page, account)
    await page.goto('/dashboard')
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('link', { name: lastLink })).toBeVisible(FIRST_PAINT)
    await expect(banner.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible()
    const brand = banner.getByRole('link', { name: 'Expo Atlas' })
    expect(await brand.evaluate((a) => [...a.querySelectorAll('*')].every((el) => el.scrollWidth <= el.clientWidth)), 'the site name is not cut').toBe(true)
    await expect(banner.getByRole('link', { name: 'Favorites' })).toHaveCount(0)
    await page.setViewportSize({ width: 375, height: 700 })
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('link', { name: 'Favorites' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible()
    await page.context().close()
  })
  }

  for (const width of [360, 1280]) {
    test(`the favourites page at ${width} px`, async ({ browser }) => {
      const page = live(await (await browser.newContext({ viewport: { width, height: 900 } })).newPage())
      await page.request.post('/api/register', {
        data: { firstName: 'Wes', lastName: 'Width', email: uniqueEmail('width'), password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD, role: 'individual' },
      })
      const found = (await (await page.request.get('/api/companies?search=Navigli')).json()) as { id: number }[]
      await page.request.post('/api/favorites', { data: { companyId: found[0].id } })
      await page.request.post('/api/favorite-lists', { data: { name: 'Suppliers with a rather long list name' } })
      await page.goto('/favorites')
      await expect(page.getByRole('heading', { level: 3, name: 'Navigli Software' })).toBeVisible(FIRST_PAINT)
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await page.screenshot({ path: `test-results/favorites-${width}.png`, fullPage: true })
      await page.context().close()
    })
  }
})
