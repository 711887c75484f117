import { demo, DEMO_PASSWORD, expect, expectNoSeriousA11yViolations, live, managerWithCompany, signInAs, test, uniqueEmail } from './support'

test.describe('companies', () => {
  test('a manager creates a company, an admin approves and verifies it, a visitor finds it by a misspelt name and saves it', async ({ browser }) => {
    const name = `Zefyr Quantum ${Date.now() % 100000}`
    const managerEmail = uniqueEmail('maker')

    // A new company manager signs up and creates a company.
    const manager = live(await (await browser.newContext()).newPage())
    const reg = await manager.request.post('/api/register', { data: { firstName: 'Mara', lastName: 'Maker', email: managerEmail, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD, role: 'company_manager' } })
    expect(reg.status()).toBe(201)
    await manager.goto('/companies/create')
    await manager.getByLabel('Company Name').fill(name)
    await manager.getByLabel('Description').fill('Quantum-safe encryption for banks and hospitals.')
    await manager.getByLabel('Sector', { exact: true }).selectOption({ label: 'Technology' })
    const subsector = manager.getByLabel('Subsector')
    await expect(subsector).toBeEnabled()
    await subsector.selectOption({ index: 1 })
    await manager.getByRole('combobox', { name: 'Country' }).fill('Portu')
    await manager.getByRole('option', { name: 'Portugal' }).click()
    await manager.getByLabel('Contact Email').fill('hello@zefyr.example.com')
    await manager.getByLabel('Products', { exact: true }).fill('Post-quantum VPN')
    await manager.getByRole('button', { name: 'Add product' }).click()
    await manager.getByRole('button', { name: 'Create Company' }).click()
    await expect(manager.getByText('Company created successfully. It will be reviewed by our team.')).toBeVisible()
    await expect(manager).toHaveURL(/\/my-companies$/)
    await expect(manager.getByRole('heading', { name })).toBeVisible()

    // Not public yet.
    const anonymous = live(await (await browser.newContext()).newPage())
    const before = await anonymous.request.get(`/api/companies?search=${encodeURIComponent(name)}`)
    expect(await before.json()).toEqual([])

    // An admin approves and verifies it from the companies table.
    const admin = live(await (await browser.newContext()).newPage())
    await signInAs(admin, 'admin@expo-atlas.test')
    await admin.goto(`/admin/companies?search=${encodeURIComponent(name)}`)
    await admin.getByRole('button', { name: `Actions for ${name}` }).click()
    await admin.getByRole('menuitem', { name: 'Approve' }).click()
    await admin.getByRole('dialog', { name: `Approve ${name}?` }).getByRole('button', { name: 'Approve' }).click()
    await expect(admin.getByText('Company status updated').first()).toBeVisible()
    await admin.getByRole('button', { name: `Actions for ${name}` }).click()
    await admin.getByRole('menuitem', { name: 'Verify Company' }).click()
    await expect(admin.getByRole('dialog', { name: 'Verify This Company?' })).toBeVisible()
    // The domain check says whether the manager proved the domain, from the table as on the detail screen.
    await expect(admin.getByRole('dialog').getByText('Not proven by the manager yet: they can prove it from their company\'s edit page.')).toBeVisible()
    // The passport's checklist: one check at least (issue 22).
    await admin.getByRole('dialog').getByRole('checkbox', { name: 'Street address' }).check()
    await admin.getByRole('dialog').getByRole('button', { name: 'Verify', exact: true }).click()
    await expect(admin.getByText('Company verification status updated').first()).toBeVisible()

    // A visitor (a new one: the demo visitor's favourites are counted by other journeys) finds it by a misspelt name and saves it.
    const visitor = live(await (await browser.newContext()).newPage())
    const visitorEmail = uniqueEmail('finder')
    expect((await visitor.request.post('/api/register', { data: { firstName: 'Finn', lastName: 'Finder', email: visitorEmail, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD } })).status()).toBe(201)
    await visitor.goto('/directory')
    await visitor.getByLabel('Search companies').fill(name.replace('Quantum', 'Quantom'))
    await expect(visitor).toHaveURL(/search=/)
    const card = visitor.getByRole('article').filter({ hasText: name })
    await expect(card).toBeVisible()
    await expect(card.getByText('Expo Eligible')).toBeVisible()
    await card.getByRole('link', { name: /View Profile/ }).click()
    await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible()
    await visitor.getByRole('button', { name: 'Save' }).click()
    await expect(visitor.getByRole('button', { name: 'Saved' })).toBeVisible()
    const favorites = await (await visitor.request.get('/api/favorites')).json() as { company: { name: string } }[]
    expect(favorites.map((f) => f.company.name)).toContain(name)
  })

  for (const [title, path] of [['directory', '/directory'], ['a company profile', '/companies/1'], ['my companies', '/my-companies'], ['create company', '/companies/create'], ['admin companies', '/admin/companies'], ['categories', '/admin/categories']] as const) {
    test(`${title} has no serious or critical accessibility violations`, async ({ page }) => {
      await signInAs(page, path.startsWith('/admin') ? 'admin@expo-atlas.test' : 'manager@expo-atlas.test')
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.waitForLoadState('networkidle')
      await expectNoSeriousA11yViolations(page)
    })
  }
})

test('a manager withdraws a company still in review from its card, which frees its slot', async ({ browser }) => {
  const name = `Withdrawn Works ${Date.now() % 100000}`
  const { manager } = await managerWithCompany(browser, name)
  await manager.goto('/my-companies')
  await expect(manager.getByRole('heading', { name })).toBeVisible({ timeout: 15_000 })
  await manager.getByRole('button', { name: `Withdraw ${name}` }).click()
  const dialog = manager.getByRole('alertdialog', { name: 'Withdraw this company?' })
  await expect(dialog).toContainText('This frees one of your 3 company slots.')
  await dialog.getByRole('button', { name: 'Withdraw' }).click()
  await expect(manager.getByText('Company deleted')).toBeVisible()
  await expect(manager.getByRole('heading', { name })).toHaveCount(0)
  expect((await (await manager.request.get('/api/my-companies')).json()) as unknown[]).toEqual([])
})


test('"Apply to an exhibition" on a company card lists the exhibitions open to it and applies with it; a card says why when it cannot', async ({ browser }) => {
  test.slow()
  const name = `Applying Works ${Date.now() % 100000}`
  const { manager, id } = await managerWithCompany(browser, name)
  // Pending: the card says why it cannot apply, and offers no way to.
  await manager.goto('/my-companies')
  const card = manager.getByRole('article').filter({ has: manager.getByRole('heading', { name }) })
  await expect(card.getByText('It can apply to exhibitions once it is approved.')).toBeVisible({ timeout: 15_000 })
  await expect(card.getByRole('link', { name: /Apply to an exhibition/ })).toHaveCount(0)

  const admin = await browser.newContext()
  const adminPage = await admin.newPage()
  await signInAs(adminPage, demo.admin)
  expect((await adminPage.request.patch(`/api/admin/companies/${id}/status`, { data: { status: 'approved' } })).status()).toBe(200)
  await manager.reload()
  await expect(card.getByText('It can apply to exhibitions once it is verified: only verified companies can exhibit.')).toBeVisible({ timeout: 15_000 })
  expect((await adminPage.request.patch(`/api/admin/companies/${id}/verify`, { data: { verified: true } })).status()).toBe(200)
  await admin.close()

  await manager.reload()
  await card.getByRole('link', { name: `Apply to an exhibition with ${name}` }).click({ timeout: 15_000 })
  await expect(manager).toHaveURL(new RegExp(`/exhibitions\\?applyAs=${id}$`))
  await expect(manager.getByRole('heading', { level: 1, name: 'Apply to an exhibition' })).toBeVisible()
  const list = manager.getByRole('list', { name: `Exhibitions open to ${name}` })
  await expect(list).toBeVisible({ timeout: 15_000 })
  await expectNoSeriousA11yViolations(manager)
  const first = list.getByRole('listitem').first()
  const exhibition = (await first.getByRole('heading', { level: 2 }).innerText()).trim()
  const before = await list.getByRole('listitem').count()
  await first.getByRole('button', { name: `Apply to ${exhibition}` }).click()
  const dialog = manager.getByRole('dialog', { name: `Apply with ${name}` })
  await dialog.getByLabel('Participation level').selectOption({ label: 'Standard' })
  await dialog.getByRole('button', { name: 'Submit application' }).click()
  await expect(manager.getByText('Application submitted')).toBeVisible()
  await expect(dialog).toBeHidden()
  // Applied: that exhibition is no longer open to it; the application is on My Companies.
  await expect(list.getByRole('heading', { level: 2, name: exhibition, exact: true })).toHaveCount(0)
  if (before > 1) await expect(list.getByRole('listitem')).toHaveCount(before - 1)
  const applications = (await (await manager.request.get('/api/my-applications')).json()) as { companyId: number; exhibitionName: string; status: string }[]
  expect(applications.filter((a) => a.companyId === id).map((a) => [a.exhibitionName, a.status])).toEqual([[exhibition, 'pending']])

  // Another manager's company is not usable: the page says so, with no Apply button.
  await manager.goto('/exhibitions?applyAs=1')
  await expect(manager.getByText('This company is not one of yours')).toBeVisible({ timeout: 15_000 })
  await expect(manager.getByRole('button', { name: /^Apply to / })).toHaveCount(0)
})
