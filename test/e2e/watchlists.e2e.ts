// Saved searches (issue 21): a visitor saves a directory search, an admin approves a matching company, and the
// visitor sees it as new on the dashboard and in the header's notification centre (the matching job runs every
// second on the e2e server).
import { demo, expect, managerWithCompany, signInAs, test } from './support'

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
  expect(follows).toEqual([{ kind: 'company', id: companies[0].id }, { kind: 'sector', id: expo.sectorId }])
  await page.getByRole('button', { name: 'Following sector' }).click()
  await expect(page.getByRole('button', { name: 'Follow sector' })).toHaveAttribute('aria-pressed', 'false')
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
  expect((await (await page.request.get('/api/follows')).json()) as unknown).toContainEqual({ kind: 'exhibition', id: expo.id })
  await page.getByRole('button', { name: 'Following', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toHaveAttribute('aria-pressed', 'false')
  expect((await (await page.request.get('/api/follows')).json()) as unknown).not.toContainEqual({ kind: 'exhibition', id: expo.id })
})
