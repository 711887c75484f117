// Server-rendered pages (docs/decisions.md, "Web client"): the public pages a visitor lands on (home,
// log in, directory, a company profile, exhibitions, an exhibition, the media center) arrive as HTML
// with the answers they were drawn with and what they say of themselves to search engines (title,
// description, canonical address, preview tags, schema.org data), paint without any script, then
// hydrate (no error in the console, no second request for those answers) and work as before.
import type { APIRequestContext, Browser, ConsoleMessage, Page } from '@playwright/test'
import fc from 'fast-check'
import { demo, expect, live, signInAs, test } from './support'

interface Company {
  readonly id: number
  readonly name: string
  readonly description: string
  readonly views: number
}

const featuredCompany = async (request: APIRequestContext): Promise<Company> => {
  const [first] = (await (await request.get('/api/companies?featured=true&limit=1')).json()) as { id: number }[]
  return (await (await request.get(`/api/companies/${first.id}`)).json()) as Company
}

/** A new visitor (a browser of their own) with JavaScript switched off. */
const withoutScripts = async (browser: Browser, baseURL: string | undefined) =>
  browser.newContext({ baseURL, javaScriptEnabled: false, storageState: { cookies: [], origins: [] } })

/**
 * Console errors and warnings, uncaught exceptions and failed answers of a page (a failed hydration
 * reports itself in the console; a logged-out session probe must not answer 401 there).
 */
const problemsOf = (page: Page) => {
  const problems: string[] = []
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`)
  })
  page.on('pageerror', (e) => problems.push(e.message))
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`)
  })
  return problems
}

const firstExhibition = async (request: APIRequestContext) => {
  const [first] = (await (await request.get('/api/exhibitions?upcoming=true&limit=1')).json()) as { id: number; name: string; description: string; startDate: string; endDate: string; isVirtual: boolean; vFairsLink: string | null; posterImage: string | null }[]
  return first
}

/** The public pages a visitor lands on, as a search engine would list them. */
const landingPages = async (request: APIRequestContext) => {
  const company = await featuredCompany(request)
  const exhibition = await firstExhibition(request)
  return { company, exhibition, paths: ['/', '/auth', '/directory', '/directory?search=freight', '/exhibitions', `/exhibitions/${exhibition.id}`, `/companies/${company.id}`, '/media-center'] }
}

/** The schema.org objects of a page's JSON-LD scripts (each must parse as JSON). */
const structuredData = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>)

const metaOf = (html: string, key: string): string | undefined =>
  new RegExp(`<meta (?:name|property)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1]

test.describe('server-rendered pages', () => {
  test('the home page, the directory and a company profile show their content and title with JavaScript off', async ({ browser, request, baseURL }) => {
    const company = await featuredCompany(request)
    const context = await withoutScripts(browser, baseURL)
    try {
      const page = await context.newPage()
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover verified companies and meet them at virtual exhibitions')
      // The header that fits the screen, before any script: the inline navigation on a desktop.
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Directory' })).toHaveAttribute('href', '/directory')
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
      await page.setViewportSize({ width: 390, height: 800 })
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
      await page.setViewportSize({ width: 1280, height: 720 })

      await expect(page).toHaveTitle('Expo Atlas')

      await page.goto('/directory')
      await expect(page.getByRole('heading', { level: 1, name: 'Company Directory' })).toBeVisible()
      await expect(page).toHaveTitle('Directory | Expo Atlas')

      await page.goto(`/companies/${company.id}`)
      await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible()
      await expect(page.getByText(company.description)).toBeVisible()
      await expect(page).toHaveTitle(`${company.name} | Expo Atlas`)
    } finally {
      await context.close()
    }
  })

  test('every public page a visitor lands on hydrates without an error or warning in the console, logged out, on a first visit', async ({ browser, request, baseURL }) => {
    const { paths } = await landingPages(request)
    for (const path of paths) {
      // A first visit: no cookie, nothing stored (the welcome overlay shows).
      const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } })
      try {
        const page = await context.newPage()
        const problems = problemsOf(page)
        const asked: string[] = []
        page.on('request', (r) => asked.push(new URL(r.url()).pathname))
        await page.goto(path)
        await expect(page.locator('html[data-app-ready]')).toHaveCount(1)
        // The welcome overlay of a first visit (not on the log-in page: visitor-and-user-side.md §2).
        if (path !== '/auth') await expect(page.getByRole('dialog', { name: 'Welcome to Expo Atlas' }), path).toBeVisible()
        await page.waitForLoadState('networkidle')
        expect(problems, path).toEqual([])
        // The session came with the page: the browser does not ask for it.
        expect(asked, path).not.toContain('/api/session')
        expect(asked, path).not.toContain('/api/user')
      } finally {
        await context.close()
      }
    }
  })

  test('each public page has a title, description and canonical address of its own, preview tags and valid schema.org data', async ({ request }) => {
    const { company, exhibition, paths } = await landingPages(request)
    const titles = new Set<string>()
    const descriptions = new Set<string>()
    for (const path of paths) {
      const res = await request.get(path, { headers: { accept: 'text/html' } })
      expect(res.status(), path).toBe(200)
      const html = await res.text()
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]
      const description = metaOf(html, 'description')
      expect(title, path).toBeTruthy()
      expect(description, path).toBeTruthy()
      titles.add(title!)
      descriptions.add(description!)
      expect(html.match(/<meta name="description"/g), path).toHaveLength(1)
      const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]
      expect(canonical && new URL(canonical).pathname, path).toBe(path.replace(/\?.*$/, ''))
      for (const key of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type', 'twitter:card', 'twitter:title', 'twitter:description', 'twitter:image']) expect(metaOf(html, key), `${path} ${key}`).toBeTruthy()
      expect(metaOf(html, 'og:url')).toBe(canonical)
      for (const data of structuredData(html)) expect(data['@context'], path).toBe('https://schema.org')
    }
    // No two pages share a title or a description.
    expect(titles.size).toBe(paths.length)
    expect(descriptions.size).toBe(paths.length)
    expect(metaOf(await (await request.get('/directory?search=freight')).text(), 'description')).toContain('freight')

    // A company: Organization (name, url, logo, address, sameAs of its links) and the trail to it.
    const full = (await (await request.get(`/api/companies/${company.id}`)).json()) as Record<string, string | null>
    const profile = structuredData(await (await request.get(`/companies/${company.id}`)).text())
    const organization = profile.find((d) => d['@type'] === 'Organization')!
    expect(organization).toMatchObject({ name: company.name, address: { '@type': 'PostalAddress', addressCountry: full.countryCode } })
    expect(String(organization.url)).toMatch(/^https?:\/\//)
    if (full.logo) expect(String(organization.logo)).toContain(full.logo.replace(/^\//, ''))
    const links = [full.website, full.linkedinUrl, full.twitterUrl, full.facebookUrl, full.instagramUrl].filter(Boolean)
    expect(((organization.sameAs ?? []) as string[]).length).toBe(links.length)
    expect(profile.find((d) => d['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [{ position: 1, name: 'Home' }, { position: 2, name: 'Directory' }, { position: 3, name: company.name }],
    })

    // An exhibition: Event (dates, where, how, who organises) and the trail to it.
    const page = structuredData(await (await request.get(`/exhibitions/${exhibition.id}`)).text())
    const event = page.find((d) => d['@type'] === 'Event')!
    expect(event).toMatchObject({ name: exhibition.name, startDate: exhibition.startDate, endDate: exhibition.endDate, organizer: { '@type': 'Organization', name: 'Expo Atlas' } })
    expect(event.eventAttendanceMode).toBe(exhibition.isVirtual ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode')
    expect((event.location as { '@type': string })['@type']).toBe(exhibition.isVirtual ? 'VirtualLocation' : 'Place')
    if (exhibition.isVirtual && exhibition.vFairsLink) expect((event.location as { url: string }).url).toBe(exhibition.vFairsLink)
    expect(page.find((d) => d['@type'] === 'BreadcrumbList')).toMatchObject({ itemListElement: [{ name: 'Home' }, { name: 'Exhibitions' }, { name: exhibition.name }] })
  })

  test('a rendered page hydrates without errors or second requests, then works', async ({ page, request }) => {
    const company = await featuredCompany(request)
    const problems = problemsOf(page)
    const asked: string[] = []
    page.on('request', (r) => asked.push(new URL(r.url()).pathname))

    await page.goto(`/companies/${company.id}`)
    await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible()
    // Live: the tabs switch.
    await page.getByRole('tab', { name: 'Contact' }).click()
    await expect(page.getByRole('tab', { name: 'Contact' })).toHaveAttribute('aria-selected', 'true')
    expect(asked).not.toContain(`/api/companies/${company.id}`)
    expect(asked).not.toContain('/api/settings/public')

    // The directory: the results, the filters' counts and the sectors come with the page; a search works.
    asked.length = 0
    await page.goto('/directory')
    await expect(page.locator('#main-content article').first()).toBeVisible()
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1)
    await expect(page.getByRole('checkbox').first()).toBeVisible()
    expect(asked.filter((p) => p.startsWith('/api/'))).toEqual([])
    await page.getByRole('searchbox').fill(company.name)
    await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(company.name).replace(/%20/g, '(\\+|%20)')}`))
    await expect(page.locator('#main-content article').first()).toContainText(company.name)

    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Live, the header keeps only the navigation that fits (no text of it twice).
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0)
    // In-app navigation after hydration: no page load.
    await page.getByRole('navigation').getByRole('link', { name: 'Exhibitions' }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: 'Exhibitions' })).toBeVisible()
    expect(problems).toEqual([])
  })

  test('a page whose item is not there answers 404 with its "not found" copy, and hydrates without errors', async ({ page }) => {
    const problems = problemsOf(live(page))
    for (const [path, heading] of [['/this-does-not-exist', 'Page Not Found'], ['/media/999999/gone', 'Page Not Found'], ['/companies/999999', 'Company Not Found'], ['/exhibitions/999999', 'Exhibition Not Found']]) {
      expect((await page.goto(path))?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.locator('html[data-app-ready]')).toBeAttached()
    }
    // Only the 404s themselves (the page, and the browser asking its answer again): no hydration error (React #418), no warning.
    expect(problems.filter((p) => !/^404 |status of 404/.test(p))).toEqual([])
  })

  test('a visitor far from the server\'s time zone gets the same page: it hydrates without errors', async ({ browser, request, baseURL }) => {
    const company = await featuredCompany(request)
    // UTC+14: most dates of the demo data fall on another day there than in UTC.
    const context = await browser.newContext({ baseURL, timezoneId: 'Pacific/Kiritimati', storageState: test.info().project.use.storageState })
    try {
      const page = live(await context.newPage())
      const problems = problemsOf(page)
      await page.goto(`/companies/${company.id}`)
      await expect(page.getByText('Member since')).toBeVisible()
      await page.getByRole('tab', { name: 'Contact' }).click()
      await expect(page.getByRole('tab', { name: 'Contact' })).toHaveAttribute('aria-selected', 'true')
      // The exhibitions and an exhibition: the badge, the countdown and the opening time are the
      // platform's, drawn alike by the server and by a browser 14 hours ahead of UTC.
      const exhibition = await firstExhibition(request)
      await page.goto('/exhibitions')
      await expect(page.getByText(/^Starts in /).first()).toBeVisible()
      await page.goto(`/exhibitions/${exhibition.id}`)
      await expect(page.getByText(/^Times in /)).toBeVisible()
      await expect(page.getByText(/^Opens [A-Z][a-z]{2} \d{1,2}, \d{4}, 00:00 \(UTC\)$/)).toBeVisible()
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })

  test('the view of a rendered profile is counted once, by the server, for that visitor', async ({ browser, request, baseURL }) => {
    const { id } = await featuredCompany(request)
    // Read as a crawler: crawlers' reads are never counted (issue 23), whoever else reads it.
    const views = async () => ((await (await request.get(`/api/companies/${id}`, { headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } })).json()) as Company).views
    const before = await views()

    // A visitor of their own: without a cookie a visitor is their address and User-Agent of the day, and
    // every browser of these tests has the same address (and, by default, the same User-Agent).
    const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Visitor/${Date.now()}`
    const context = await browser.newContext({ baseURL, userAgent, storageState: { cookies: [], origins: [{ origin: baseURL!, localStorage: [{ name: 'expo-atlas:first-visit', value: 'earlier' }] }] } })
    try {
      const visitor = live(await context.newPage())
      await visitor.goto(`/companies/${id}`)
      await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await views()).toBe(before + 1)
      // The visitor cookie set by the server's request reached the browser: a reload is the same visitor.
      expect((await context.cookies()).map((c) => c.name)).toContain('expo.vid')
      await visitor.reload()
      await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await views()).toBe(before + 1)
    } finally {
      await context.close()
    }
  })

  test('a signed-in visitor\'s page comes with their session; their own screens are drawn by the browser', async ({ page }) => {
    await signInAs(page, demo.visitor)
    const user = (await (await page.request.get('/api/user')).json()) as { firstName: string; email: string }
    expect(user.email).toBe(demo.visitor)

    const home = await page.request.get('/')
    expect(home.headers()['cache-control']).toBe('private, no-cache')
    const html = await home.text()
    expect(html).toContain('id="ssr-seed"')
    expect(html).toContain(user.email)
    expect(html).not.toContain('rel="preload" href="/api/session"')

    // The log-in page sends a signed-in visitor home from the server, as the screen does.
    const auth = await page.request.get('/auth', { maxRedirects: 0 })
    expect(auth.status()).toBe(302)
    expect(auth.headers().location).toBe('/')

    const dashboard = await (await page.request.get('/dashboard')).text()
    expect(dashboard).not.toContain('id="ssr-seed"')
    expect(dashboard).toContain('<div id="root"></div>')
    expect((await (await page.request.get('/admin')).text())).not.toContain('id="ssr-seed"')

    await page.goto('/')
    await expect(page.getByRole('banner')).toContainText(user.firstName)
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible()
  })

  test('any path or query of a rendered page answers the page, never a server error', async ({ request, baseURL }) => {
    const segment = fc.oneof(fc.string({ maxLength: 12 }), fc.string({ unit: 'grapheme', maxLength: 6 }), fc.integer().map(String), fc.constantFrom('..', '.', '%00', '%2e%2e', '%ff', '__proto__', '9'.repeat(40)))
    const path = fc.oneof(
      fc.constantFrom('/', '/directory', '/exhibitions', '/auth', '/media-center'),
      segment.map((id) => `/companies/${encodeURIComponent(id)}`),
      segment.map((id) => `/exhibitions/${encodeURIComponent(id)}`),
      fc.array(segment, { maxLength: 3 }).map((parts) => `/${parts.map(encodeURIComponent).join('/')}`),
      // Malformed escapes, as sent raw.
      fc.constantFrom('/%', '/%ff', '/companies/%E0%A4%A', '/companies/%00', '/directory/%2F%2F', '//companies/1', '/companies/1/'),
    )
    const query = fc.dictionary(fc.constantFrom('search', 'sectorId', 'country', 'verified', 'sort', 'page', 'tab', '__proto__'), fc.oneof(segment, fc.constant('')), { maxKeys: 4 })
    await fc.assert(
      fc.asyncProperty(path, query, async (p, q) => {
        // The base written out: a path such as '//x' is not a host here.
        const res = await request.get(`${baseURL}${p}?${new URLSearchParams(q).toString()}`, { headers: { accept: 'text/html' } })
        expect(res.status(), `${p} ${JSON.stringify(q)}`).toBeLessThan(500)
        const html = await res.text()
        expect(html).toContain('<div id="root"')
        expect(html).not.toMatch(/\n\s+at .+:\d+:\d+/)
      }),
      { numRuns: 150 },
    )
  })
})
