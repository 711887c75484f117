import { demo, expect, expectNoSeriousA11yViolations, live, signInAs, test } from './support'

// Issue 22: the manager proves the demo company's domain with the code mailed to info@ its website's domain,
// read here from the super admin's outbox (docs/ubiquitous-language/domain-proof.md).
test.describe('domain proof', () => {
  test.describe.configure({ timeout: 60_000 })

  test('the manager of Navigli Software proves navigli-software.example.com with the mailed code and sees "Domain proven"', async ({ page, browser }) => {
    const manager = live(await (await browser.newContext()).newPage())
    await signInAs(manager, demo.manager)
    const mine = (await (await manager.request.get('/api/my-companies')).json()) as { id: number; name: string }[]
    const { id } = mine.find((c) => c.name === 'Navigli Software')!

    await manager.goto(`/companies/${id}/edit`)
    const section = manager.getByRole('region', { name: 'Prove your domain' })
    await expect(section.getByText('at navigli-software.example.com, the domain of your website')).toBeVisible()
    const mailbox = section.getByLabel('Mailbox at your domain')
    // An address at another domain is refused on the field, and nothing is sent.
    await mailbox.fill('info@evil.example.org')
    await section.getByRole('button', { name: 'Send code' }).click()
    await expect(section.getByText('The address must end with @navigli-software.example.com', { exact: true })).toBeVisible()
    await mailbox.fill('info')
    await section.getByRole('button', { name: 'Send code' }).click()
    await expect(section.getByText(/^We sent a code to info@navigli-software\.example\.com\./)).toBeVisible()
    const code = section.getByLabel('Code from the email')
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    await expect(code).toHaveAttribute('inputmode', 'numeric')
    await expectNoSeriousA11yViolations(manager)

    // The super admin's outbox holds the mail to info@…; its body holds the code (never its subject).
    await signInAs(page, demo.superAdmin)
    await page.goto('/admin/outbox')
    const subject = 'Your Expo Atlas code for navigli-software.example.com'
    await page.getByRole('row').filter({ hasText: 'info@navigli-software.example.com' }).getByRole('button', { name: subject }).first().click()
    const body = await page.getByRole('dialog', { name: subject }).getByLabel('Email body').innerText()
    const digits = /^\s*(\d{6})\s*$/m.exec(body)![1]

    // A wrong code is refused and counted; the right one proves the domain.
    await code.fill(digits === '000000' ? '111111' : '000000')
    await section.getByRole('button', { name: 'Confirm' }).click()
    await expect(section.getByText('That code is not right. 4 tries left.')).toBeVisible()
    await code.fill(digits)
    await section.getByRole('button', { name: 'Confirm' }).click()
    await expect(section.getByText(/^Domain proven: info@navigli-software\.example\.com on [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible()
    // It stays proven after a reload, and the admin's company detail answers it.
    await manager.reload()
    await expect(manager.getByRole('region', { name: 'Prove your domain' }).getByText(/^Domain proven: info@navigli-software\.example\.com/)).toBeVisible()
    const detail = (await (await page.request.get(`/api/admin/companies/${id}`)).json()) as { domainProof: { email: string; provenBy: { name: string } } | null }
    expect(detail.domainProof).toMatchObject({ email: 'info@navigli-software.example.com', provenBy: { name: 'Marco Bianchi' } })
    // The admins' company page says who proved it, when, and through which address.
    await page.goto(`/admin/companies/${id}`)
    await expect(page.getByText(/^navigli-software\.example\.com\. Proven by Marco Bianchi on [A-Z][a-z]{2} \d{1,2}, \d{4}: a code mailed to info@navigli-software\.example\.com was typed back\.$/)).toBeVisible()

    // No sideways scroll at 360 px or 1280 px.
    for (const width of [360, 1280]) {
      await manager.setViewportSize({ width, height: 800 })
      expect(await manager.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    }
  })
})
