// The verification passport (issue 22): an admin verifies a company with two checks through the Verify
// dialog's checklist; a visitor then reads the passport on the profile (never the private note), and at
// 360 px the profile does not scroll sideways. The registry number is text, even when it looks like markup.
import { demo, expect, live, managerWithCompany, signInAs, test } from './support'

test('an admin verifies with two checks; a visitor sees the passport on the profile, also at 360 px', async ({ browser }) => {
  const name = `Passport Works ${Date.now() % 100000}`
  const number = `HRB ${Date.now() % 1000000}</script><b>x</b>`
  const { id } = await managerWithCompany(browser, name, { approved: true })

  const admin = live(await (await browser.newContext()).newPage())
  await signInAs(admin, demo.admin)
  await admin.goto(`/admin/companies/${id}`)
  await admin.getByRole('button', { name: 'Verify Company' }).click()
  const dialog = admin.getByRole('dialog', { name: 'Verify This Company?' })
  await expect(dialog.getByText('Verified companies are displayed with a badge of trust.')).toBeVisible()
  const verify = dialog.getByRole('button', { name: 'Verify', exact: true })
  // Nothing ticked: nothing to verify with.
  await expect(verify).toBeDisabled()
  await expect(dialog.getByText(/^Valid until /)).toBeVisible()
  await dialog.getByRole('checkbox', { name: 'Business registry' }).check()
  await dialog.getByLabel('Registry', { exact: true }).fill('Handelsregister München')
  await dialog.getByLabel('Registry number').fill(number)
  await dialog.getByLabel('Private note').first().fill('Spoke to the clerk, very secret')
  await dialog.getByRole('checkbox', { name: 'Street address' }).check()
  await expect(verify).toBeEnabled()
  await verify.click()
  await expect(admin.getByText('Company verification status updated').first()).toBeVisible()
  await expect(dialog).toBeHidden()
  // The admin's detail shows the passport with its private note.
  const card = admin.getByRole('region', { name: 'Verification passport' })
  await expect(card.locator('span', { hasText: /^Verified$/ })).toBeVisible()
  await expect(card.getByText('Private note: Spoke to the clerk, very secret')).toBeVisible()

  // A visitor, in a context of their own.
  const visitor = live(await (await browser.newContext()).newPage())
  await visitor.goto(`/companies/${id}`)
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible()
  const passport = visitor.getByRole('region', { name: 'Verification passport' })
  await expect(passport.getByText(/^Verified on .+, valid until .+$/)).toBeVisible()
  await expect(passport.getByText(`Business registry: Handelsregister München, ${number}`)).toBeVisible()
  await expect(passport.getByText('Street address')).toBeVisible()
  await expect(visitor.getByText('very secret')).toHaveCount(0)

  // The server-rendered page holds the number as text: no markup of its own, the JSON of its answers escaped.
  const html = await (await visitor.request.get(`/companies/${id}`)).text()
  expect(html).not.toContain('<b>x</b>')
  expect(html).toContain('&lt;/script&gt;&lt;b&gt;x&lt;/b&gt;')
  expect(html).not.toContain('very secret')

  // At 360 px: the passport is there and nothing scrolls sideways.
  const phone = live(await (await browser.newContext({ viewport: { width: 360, height: 800 } })).newPage())
  await phone.goto(`/companies/${id}`)
  await expect(phone.getByRole('region', { name: 'Verification passport' }).getByText(/^Verified on /)).toBeVisible()
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

  // An unverified company shows nothing of it.
  const other = await managerWithCompany(browser, `${name} Unverified`, { approved: true })
  await visitor.goto(`/companies/${other.id}`)
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(visitor.getByRole('region', { name: 'Verification passport' })).toHaveCount(0)
})

test('revoking needs a reason; the passport then leaves the profile', async ({ browser }) => {
  const name = `Revoked Works ${Date.now() % 100000}`
  const { id } = await managerWithCompany(browser, name, { approved: true })
  const admin = live(await (await browser.newContext()).newPage())
  await signInAs(admin, demo.admin)
  expect((await admin.request.patch(`/api/admin/companies/${id}/verify`, { data: { verified: true, checks: [{ kind: 'address' }] } })).status()).toBe(200)
  await admin.goto(`/admin/companies/${id}`)
  await admin.getByRole('button', { name: 'Revoke Verification' }).click()
  const dialog = admin.getByRole('dialog', { name: 'Revoke Verification?' })
  await expect(dialog.getByText('The company will no longer have the verified badge.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Revoke' }).click()
  await expect(dialog.getByText('Please give a reason for revoking the verification')).toBeVisible()
  await dialog.getByLabel('Reason').fill('The registry entry was struck off')
  await dialog.getByRole('button', { name: 'Revoke' }).click()
  await expect(admin.getByText('Company verification status updated').first()).toBeVisible()
  const card = admin.getByRole('region', { name: 'Verification passport' })
  await expect(card.getByText('Reason: The registry entry was struck off', { exact: false })).toBeVisible()
  const visitor = live(await (await browser.newContext()).newPage())
  await visitor.goto(`/companies/${id}`)
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(visitor.getByRole('region', { name: 'Verification passport' })).toHaveCount(0)
})
