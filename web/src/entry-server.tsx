// The server's renderer (built by `npm run build:web` into <dist>/.ssr/, loaded by
// src/adapters/http/ssr.ts). The server asks `plan` which API answers a page needs, fetches them as
// the visitor (same cookies), and `render` draws the page with them, as app/start.tsx hydrates it.
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom'
import { ServerStyleSheet } from 'styled-components'
import { AppProviders } from './app/providers'
import { routes, type ScreenHandle } from './app/router'
import { pageHead } from './app/page-head'
import { seedOf, ssrNeeds, ssrPlan, type Answer } from './app/ssr'
import { seedScript } from './app/ssr-seed'
import { PageMetaCollector, siteNameOf, type PageMeta } from './lib/page-title'
import { PUBLIC_SETTINGS_KEY } from './lib/public-settings'
import { RedirectCollector } from './lib/redirect'
import { loadFlagUrls } from './components/ui/flag'

const handler = createStaticHandler(routes)

/** The request's path and query as a URL (appended, not resolved: `//host/x` stays a path, as in the browser). */
const pageUrl = (url: string): URL => new URL(`http://localhost${url.startsWith('/') ? url : `/${url}`}`)

/** A path with a malformed escape (`/%E0%A4%A`) is no page of ours: the browser draws its "not found". */
const decodable = (path: string): boolean => {
  try {
    // The result is used: the bundler drops a call to a built-in whose result is not (it can throw).
    return typeof decodeURIComponent(path) === 'string'
  } catch {
    return false
  }
}

/** The API paths a page needs, or null when it is not rendered on the server. */
export const plan = (url: string): string[] | null => {
  const page = pageUrl(url)
  return decodable(page.pathname) ? ssrPlan(routes, page) : null
}

export interface Rendered {
  /** The page's title, for <title>. */
  readonly title: string
  /** The page's HTML, for the inside of #root. */
  readonly html: string
  /**
   * For the end of <head>: its description, canonical address, preview and schema.org tags
   * (app/page-head.ts), then the page's styles. The template's own description is to be dropped.
   */
  readonly head: string
  /** For after #root: the answers the page was drawn with (JSON data, not a script that runs). */
  readonly seed: string
  /** Set when the screen sends the visitor elsewhere (a signed-in visitor on the log-in page): a path of this site. */
  readonly redirect?: string
  /** With `redirect`: for good (301), the page's one address. */
  readonly permanent?: boolean
  /** The page's HTTP status when not 200: 404 for the Not Found page drawn for a page whose item is not there. */
  readonly status?: number
}

/**
 * The keys of a page's answers that were 404, and whether the page is therefore not there: a screen
 * marked `notFoundOn404` one of whose answers is 404 (or that has no answer to ask for: an id that is
 * no id). The screen draws its own "not found" copy from the seed (PageSeed.missing); the server answers 404.
 */
const missing = (page: URL, answers: Readonly<Record<string, Answer>>): { readonly keys: string[]; readonly absent: boolean } => {
  const keys = Object.entries(answers).filter(([, a]) => a.status === 404).map(([key]) => key)
  const screen = matchRoutes(routes, page.pathname)?.at(-1)
  const handle = screen?.route.handle as ScreenHandle | undefined
  if (!screen || !handle?.notFoundOn404) return { keys, absent: false }
  const needs = handle.data?.(screen.params, page.searchParams) ?? []
  return { keys, absent: needs.length === 0 || needs.some(({ key }) => answers[key]?.status === 404) }
}

/**
 * Draws a page (a path and query) with the answers of its plan; null when it cannot be drawn here.
 * `origin`: the site's public address, for the canonical and preview addresses.
 */
export async function render(url: string, answers: Readonly<Record<string, Answer>>, origin = 'http://localhost'): Promise<Rendered | null> {
  const page = pageUrl(url)
  const { keys: missingKeys, absent } = missing(page, answers)
  const context = await handler.query(new Request(page))
  if (context instanceof Response) return null
  // The screen's code first: rendered with it, nothing suspends, and the HTML is the whole page
  // (renderToString draws a suspended part as its loading state, for the browser to fill in).
  // The flags' addresses too (components/ui/flag.tsx), so that a flag is drawn with its image (without
  // them, a page is still drawn: its flags arrive in the browser).
  await Promise.all([
    ...context.matches.map(({ route }) => (route.handle as ScreenHandle | undefined)?.loadCode() ?? Promise.resolve()),
    loadFlagUrls().catch(() => undefined),
  ])
  const seed = seedOf(answers, ssrNeeds(routes, page) ?? [])
  const renderedAt = Date.now()
  const router = createStaticRouter(handler.dataRoutes, context)
  const sheet = new ServerStyleSheet()
  // The screen says what it is while it renders (usePageMeta); the layout does not. The last word counts.
  let meta: PageMeta | undefined
  const collect = (m: PageMeta) => {
    meta = m
  }
  let redirect: string | undefined
  let permanent = false
  const collectRedirect = (to: string, forGood: boolean) => {
    if (redirect !== undefined) return
    redirect = to
    permanent = forGood
  }
  try {
    const app = sheet.collectStyles(
      <StrictMode>
        <PageMetaCollector.Provider value={collect}>
          <RedirectCollector.Provider value={collectRedirect}>
            <AppProviders seed={seed} missing={missingKeys} renderedAt={renderedAt} serverCache>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </RedirectCollector.Provider>
        </PageMetaCollector.Provider>
      </StrictMode>,
    )
    const html = renderToString(app)
    if (redirect !== undefined) return { title: '', html: '', head: '', seed: '', redirect, permanent }
    const settings = answers[PUBLIC_SETTINGS_KEY]
    const siteName = siteNameOf(settings?.status === 200 ? (settings.body as Parameters<typeof siteNameOf>[0]) : null)
    const head = pageHead(meta, origin.replace(/\/+$/, ''), `${page.pathname}${page.search}`, siteName)
    const drawn = { title: head.title, html, head: `${head.tags}\n    ${sheet.getStyleTags()}`, seed: seedScript({ answers: seed, ...(missingKeys.length ? { missing: missingKeys } : {}), renderedAt }) }
    // Nothing there: not to be indexed (the page says so, as its 404 does).
    return absent ? { ...drawn, head: `<meta name="robots" content="noindex" />\n    ${drawn.head}`, status: 404 } : drawn
  } finally {
    sheet.seal()
  }
}
