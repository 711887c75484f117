// Saved searches (issue 21): a visitor saves a directory search, an admin approves a matching company, and the
// visitor sees it as new on the dashboard and in the header's notification centre (the matching job runs every
// second on the e2e server).
import { DEMO_PASSWORD, demo, expect, expectNoSeriousA11yViolations, managerWithCompany, signInAs, test, uniqueEmail } from './support'

test('save a search, a matching company is approved, it is new on the dashboard and in the notification centre', async ({ page, browser }) => {
  const word = `Quark${Date.now().toString(36)}`
  await signInAs(page, demo.visitor)
  await page.goto(`/directory?search=${word}`)
  await page.getByRole('button', { name: 'Save this search' }).click()
  const dialog = page.getByRole('dialog', { name: 'Save this search' })
  await expect(dialog.getByLabel('Name')).toHaveValue(word)
  await dialog.getByLabel('Email digest').selectOption('weekly')
  await dialog.getByRole('button', { name: 'Save search' }).click()
  await expect(page.getByText('Search saved')).toBeVisible()
  await expect(dialog).toBeHidden()

  // An admin approves a company whose name has the word (managerWithCompany approves it through the API).
  await managerWithCompany(browser, `${word} Semiconductors`, { approved: true })

  await expect(async () => {
    await page.goto('/dashboard')
    const card = page.getByRole('list', { name: 'Saved searches' })
    await expect(card.getByRole('listitem').filter({ hasText: word })).toContainText('1 new', { timeout: 1000 })
  }).toPass({ timeout: 20_000 })

  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' })
  await bell.click()
  const centre = page.getByRole('dialog', { name: 'Notifications' })
  await expect(centre.getByRole('link', { name: new RegExp(`${word} Semiconductors`) })).toContainText('New company matching your saved search')
  await centre.getByRole('link', { name: new RegExp(`${word} Semiconductors`) }).click()
  await expect(page.getByRole('heading', { level: 1, name: `${word} Semiconductors` })).toBeVisible()
  // Opened, it is read: the bell has no unread count any more.
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible()

  // The dashboard's link re-opens the directory with the search, which is then seen (no longer new).
  await page.goto('/dashboard')
  await page.getByRole('link', { name: word }).click()
  await expect(page).toHaveURL(new RegExp(`/directory\\?search=${word}`))
  await expect(page.getByText(`${word} Semiconductors`).first()).toBeVisible()
  await page.goto('/dashboard')
  await expect(page.getByRole('list', { name: 'Saved searches' }).getByRole('listitem').filter({ hasText: word })).not.toContainText('new')
})

test('follow a company from its profile and a sector from an exhibition; a visitor sees no Follow button', async ({ page }) => {
  const exhibitions = (await (await page.request.get('/api/exhibitions?limit=20')).json()) as { id: number; sectorId: number | null }[]
  const expo = exhibitions.find((x) => x.sectorId !== null)!
  const companies = (await (await page.request.get('/api/companies?pageSize=1')).json()) as { id: number; name: string }[]
  await page.goto(`/companies/${companies[0].id}`)
  await expect(page.getByRole('heading', { level: 1, name: companies[0].name })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Follow' })).toHaveCount(0)

  await signInAs(page, demo.media)
  await page.goto(`/companies/${companies[0].id}`)
  await page.getByRole('button', { name: 'Follow', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Following', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await page.goto(`/exhibitions/${expo.id}`)
  await page.getByRole('button', { name: 'Follow sector' }).click()
  await expect(page.getByRole('button', { name: 'Following sector' })).toHaveAttribute('aria-pressed', 'true')
  const follows = (await (await page.request.get('/api/follows')).json()) as { kind: string; id: number }[]
  expect(follows.map(({ kind, id }) => ({ kind, id }))).toEqual([{ kind: 'company', id: companies[0].id }, { kind: 'sector', id: expo.sectorId }])
  await page.getByRole('button', { name: 'Following sector' }).click()
  await expect(page.getByRole('button', { name: 'Follow sector' })).toHaveAttribute('aria-pressed', 'false')
})

test('manage saved searches and follows: rename one (a taken name is refused), set it to Weekly, delete another, unfollow a company', async ({ page }) => {
  const reg = await page.request.post('/api/register', {
    data: { firstName: 'Ada', lastName: 'Watcher', email: uniqueEmail('watcher'), password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
  })
  expect(reg.status()).toBe(201)
  for (const [name, search] of [['Cobots in Portugal', 'cobot'], ['Old lathes', 'lathe']]) {
    expect((await page.request.post('/api/saved-searches', { data: { name, query: { search } } })).status()).toBe(201)
  }
  const [company] = (await (await page.request.get('/api/companies?pageSize=1')).json()) as { id: number; name: string }[]
  const [sector] = (await (await page.request.get('/api/sectors')).json()) as { id: number; name: string }[]
  expect((await page.request.post('/api/follows', { data: { companyId: company.id } })).status()).toBe(201)
  expect((await page.request.post('/api/follows', { data: { sectorId: sector.id } })).status()).toBe(201)

  // From the dashboard's card to the page.
  await page.goto('/dashboard')
  await page.getByRole('link', { name: 'Manage saved searches and follows' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Saved searches and follows' })).toBeVisible()
  const searches = page.getByRole('list', { name: 'Saved searches' })
  await expect(searches.getByRole('listitem')).toHaveCount(2)

  // Rename: a name another search has is refused in the API's words, then a new one is taken.
  await page.getByRole('button', { name: 'Rename Cobots in Portugal' }).click()
  const rename = page.getByRole('dialog', { name: 'Rename saved search' })
  await rename.getByLabel('Name').fill('old LATHES')
  await rename.getByRole('button', { name: 'Rename' }).click()
  await expect(rename.getByText('You already have a saved search with this name')).toBeVisible()
  await rename.getByLabel('Name').fill('  Cobots </script> ]]> PT ')
  await rename.getByRole('button', { name: 'Rename' }).click()
  await expect(page.getByText('Saved search renamed')).toBeVisible()
  await expect(rename).toBeHidden()
  const cobots = searches.getByRole('listitem').filter({ hasText: 'Cobots </script> ]]> PT' })
  await expect(cobots.getByRole('link', { name: 'Cobots </script> ]]> PT' })).toBeVisible()

  // Its digest: Weekly.
  await cobots.getByLabel('Email digest for Cobots </script> ]]> PT').selectOption('weekly')
  await expect(page.getByText('Weekly digest on')).toBeVisible()

  // Delete the other, after the confirmation.
  await page.getByRole('button', { name: 'Delete Old lathes' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete this saved search?' })
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Saved search deleted')).toBeVisible()
  await expect(searches.getByRole('listitem')).toHaveCount(1)

  // Unfollow the company; the sector stays followed.
  await page.getByRole('list', { name: 'Followed companies' }).getByRole('button', { name: `Unfollow ${company.name}` }).click()
  await expect(page.getByText(`No longer following ${company.name}`)).toBeVisible()
  await expect(page.getByText('No company followed.')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Followed sectors' }).getByRole('listitem')).toHaveText([new RegExp(sector.name)])

  // What the server keeps, and what the page shows after a reload.
  const saved = (await (await page.request.get('/api/saved-searches')).json()) as { name: string; frequency: string }[]
  expect(saved.map(({ name, frequency }) => ({ name, frequency }))).toEqual([{ name: 'Cobots </script> ]]> PT', frequency: 'weekly' }])
  const follows = (await (await page.request.get('/api/follows')).json()) as { kind: string; id: number }[]
  expect(follows.map(({ kind, id }) => ({ kind, id }))).toEqual([{ kind: 'sector', id: sector.id }])
  await page.reload()
  await expect(page.getByLabel('Email digest for Cobots </script> ]]> PT')).toHaveValue('weekly')
  await expectNoSeriousA11yViolations(page)

  // The notification centre leads here too, and closes as it does.
  await page.goto('/directory')
  await page.getByRole('button', { name: 'Notifications', exact: true }).click()
  await page.getByRole('dialog', { name: 'Notifications' }).getByRole('link', { name: 'Manage saved searches and follows' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Saved searches and follows' })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeHidden()

  // At 360 px the page fits the screen: nothing wider than the viewport.
  await page.setViewportSize({ width: 360, height: 800 })
  await expect(page.getByRole('button', { name: 'Rename Cobots </script> ]]> PT' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
})

test('follow one upcoming exhibition from its page, then unfollow it', async ({ page }) => {
  const exhibitions = (await (await page.request.get('/api/exhibitions?limit=50')).json()) as { id: number; name: string; status: string }[]
  const expo = exhibitions.find((x) => x.status === 'upcoming')!
  await signInAs(page, demo.media)
  await page.goto(`/exhibitions/${expo.id}`)
  await expect(page.getByRole('heading', { level: 1, name: expo.name })).toBeVisible()
  await page.getByRole('button', { name: 'Follow', exact: true }).click()
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: `Following ${expo.name}` }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Following', exact: true })).toHaveAttribute('aria-pressed', 'true')
  expect((await (await page.request.get('/api/follows')).json()) as unknown).toContainEqual(expect.objectContaining({ kind: 'exhibition', id: expo.id, name: expo.name }))
  await page.getByRole('button', { name: 'Following', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toHaveAttribute('aria-pressed', 'false')
  expect((await (await page.request.get('/api/follows')).json()) as unknown).not.toContainEqual(expect.objectContaining({ kind: 'exhibition', id: expo.id, name: expo.name }))
})
