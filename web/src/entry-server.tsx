// The server's renderer (built by `npm run build:web` into <dist>/.ssr/, loaded by
// src/adapters/http/ssr.ts). The server asks `plan` which API answers a page needs, fetches them as
// the visitor (same cookies), and `render` draws the page with them, as app/start.tsx hydrates it.
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom'
import { ServerStyleSheet } from 'styled-components'
import { AppProviders } from './app/providers'
import { routes, type ScreenHandle } from './app/router'
import { seedOf, ssrPlan, type Answer } from './app/ssr'
import { seedScript } from './app/ssr-seed'
import { PageTitleCollector } from './lib/page-title'

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
  /** For the end of <head>: the page's styles. */
  readonly head: string
  /** For after #root: the answers the page was drawn with (JSON data, not a script that runs). */
  readonly seed: string
}

/** Draws a page (a path and query) with the answers of its plan; null when it cannot be drawn here. */
export async function render(url: string, answers: Readonly<Record<string, Answer>>): Promise<Rendered | null> {
  const context = await handler.query(new Request(pageUrl(url)))
  if (context instanceof Response) return null
  // The screen's code first: rendered with it, nothing suspends, and the HTML is the whole page
  // (renderToString draws a suspended part as its loading state, for the browser to fill in).
  await Promise.all(context.matches.map(({ route }) => (route.handle as ScreenHandle | undefined)?.loadCode()))
  const seed = seedOf(answers)
  const router = createStaticRouter(handler.dataRoutes, context)
  const sheet = new ServerStyleSheet()
  // The screen names itself while it renders (usePageTitle); the layout does not.
  let title = 'Expo Atlas'
  const collectTitle = (t: string) => {
    title = t
  }
  try {
    const app = sheet.collectStyles(
      <StrictMode>
        <PageTitleCollector.Provider value={collectTitle}>
          <AppProviders seed={seed} serverCache>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </PageTitleCollector.Provider>
      </StrictMode>,
    )
    const html = renderToString(app)
    return { title, html, head: sheet.getStyleTags(), seed: seedScript(seed) }
  } finally {
    sheet.seal()
  }
}
