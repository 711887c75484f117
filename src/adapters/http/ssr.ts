import { createHash, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type Koa from 'koa'
import type { Logger } from 'pino'
import { escapeMarkup } from '../markup'
import { ReadCache } from '../projections/read-cache'
import type { AppState } from './app-state'
import { CLIENT_ADDRESS_HEADER, signedClientAddress } from './client-address'

/** An API answer as the web renderer takes it (web/src/app/ssr.ts `Answer`). */
interface Answer {
  readonly status: number
  readonly body: unknown
  readonly total?: string | null
  readonly totalRelation?: string | null
  readonly corrected?: string | null
}

/** What `npm run build:web` puts in <dist>/.ssr/entry-server.js (web/src/entry-server.tsx). */
interface EntryServer {
  plan(url: string): string[] | null
  render(url: string, answers: Readonly<Record<string, Answer>>, origin: string): Promise<{ title: string; html: string; head: string; seed: string; redirect?: string; permanent?: boolean; status?: number } | null>
}

/**
 * A page drawn from the same answers is the same page: kept this long (the time of day also shows, as
 * an exhibition's "Ongoing"), for the most recent pages. Visitors who are not signed in share them.
 */
const RENDERED_TTL_MS = 30_000
const RENDERED_MAX = 200
/** The answers of a page's plan must come quickly; past this the browser draws the page itself. */
const ANSWER_TIMEOUT_MS = 3000
/** The template's preloads of the session and settings: a rendered page carries those answers. */
const API_PRELOADS = /[ \t]*<link rel="preload" href="\/api\/[^"]*"[^>]*>\n?/g
/**
 * The template's preloads of the app's code: a rendered page is painted first, and its code is
 * asked for once it is (main.tsx), so that the page's own HTML and images have the connection to
 * themselves on a slow network. (A page drawn by the browser needs them at once: they stay there.)
 */
const MODULE_PRELOADS = /[ \t]*<link rel="modulepreload"[^>]*>\n?/g
const ROOT = '<div id="root"></div>'
const TITLE = /<title>[^<]*<\/title>/
/** The template's description: a rendered page brings its own (with its canonical address and preview tags). */
const DESCRIPTION = /[ \t]*<meta name="description"[^>]*>\n?/
/** The shell's notice says nothing works without JavaScript; a rendered page can be read without it. */
const NOSCRIPT = /<noscript>[^<]*<\/noscript>/
const RENDERED_NOSCRIPT = '<noscript>Searching, signing in and saving companies need JavaScript. Please enable it in your browser.</noscript>'
/**
 * Forwarded to the API calls, so that they see the request as the API would (TRUST_PROXY), and from
 * the same browser (User-Agent: a profile view counts per visitor, and never for a crawler).
 */
const FORWARDED = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'user-agent'] as const

/** A file read again when it changes (a rebuilt client while the server runs). */
const watched = <T>(file: string, load: (file: string) => Promise<T>) => {
  let kept: { version: number; value: Promise<T> } | undefined
  return (): Promise<T> | undefined => {
    let version: number
    try {
      version = fs.statSync(file).mtimeMs
    } catch {
      return undefined
    }
    if (kept?.version !== version) kept = { version, value: load(file) }
    return kept.value
  }
}

/** The origin this request came in on, for asking the API the page needs as the same visitor. */
const ownOrigin = (ctx: Koa.Context): string => {
  const { localAddress, localPort } = ctx.req.socket
  const host = !localAddress || localAddress === '::' || localAddress === '0.0.0.0' ? '127.0.0.1' : localAddress.includes(':') ? `[${localAddress}]` : localAddress
  return `http://${host}:${localPort}`
}

/**
 * Server-side rendering of the public pages a visitor lands on (home, log in, directory, a company
 * profile, exhibitions, an exhibition, the media center, a media item's page; docs/decisions.md, "Web client"): the page's API answers are fetched from this server as the
 * visitor (their cookies; cookies the API sets, such as the visitor key of a profile view, are
 * passed on), the page is drawn by the web client's own components, and its HTML, styles and
 * answers go into index.html. The browser paints it at once and hydrates it.
 *
 * Any failure (no server build, an answer that does not come, a render error) serves index.html
 * as before: the browser then draws the page itself. Returns null in that case.
 */
export const serverRenderer = (distDir: string, log: Logger, publicUrl: string) => {
  const template = watched(path.join(distDir, 'index.html'), (file) => fs.promises.readFile(file, 'utf8'))
  const rendered = new ReadCache(RENDERED_MAX)
  const entry = watched(path.join(distDir, '.ssr', 'entry-server.js'), async (file) => {
    rendered.invalidate()
    // Imported from a copy with a name of its own: module loaders keep a module by its path (tsx's
    // ignores a query string too), so a rebuilt renderer at the same path would never be read again.
    const copy = path.join(os.tmpdir(), `expo-atlas-entry-server-${randomUUID()}.mjs`)
    await fs.promises.copyFile(file, copy)
    try {
      return (await import(pathToFileURL(copy).href)) as EntryServer
    } finally {
      await fs.promises.rm(copy, { force: true })
    }
  })
  const draw = (r: EntryServer, url: string, answers: Record<string, Answer>) => {
    const key = createHash('sha256').update(`${url}\n${JSON.stringify(answers)}`).digest('base64')
    return rendered.memo(key, RENDERED_TTL_MS, () => r.render(url, answers, publicUrl))
  }

  // Load the renderer now and draw the pages once, rather than during the first visitors' requests
  // (a cold renderer takes seconds: a large module to compile, then first renders).
  const warmUp: Record<string, Answer> = { '/api/session': { status: 200, body: { user: null } }, '/api/settings/public': { status: 200, body: { maintenanceMode: false } } }
  void entry()?.then(async (r) => {
    for (const url of ['/', '/directory', '/companies/0', '/exhibitions', '/exhibitions/0']) await r.render(url, warmUp, publicUrl)
  }).catch((err: unknown) => log.warn({ err }, 'the server renderer could not warm up'))

  const answer = async (ctx: Koa.ParameterizedContext<AppState>, key: string): Promise<[string, Answer]> => {
    const headers: Record<string, string> = { accept: 'application/json' }
    const cookie = ctx.get('cookie')
    if (cookie) headers.cookie = cookie
    for (const name of FORWARDED) if (ctx.get(name)) headers[name] = ctx.get(name)
    // Without a User-Agent of its own, fetch would send Node's ('node'): the visitor sent none.
    headers['user-agent'] ??= ''
    // The visitor's address, which the API cannot see on a request from this server (client-address.ts).
    const address = signedClientAddress(ctx)
    if (address) headers[CLIENT_ADDRESS_HEADER] = address
    const res = await fetch(ownOrigin(ctx) + key, { headers, redirect: 'manual', signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) })
    for (const c of res.headers.getSetCookie()) ctx.append('Set-Cookie', c)
    const text = await res.text()
    let body: unknown
    try {
      body = text ? JSON.parse(text) : null
    } catch {
      body = null
    }
    return [key, { status: res.status, body, total: res.headers.get('x-total-count'), totalRelation: res.headers.get('x-total-relation'), corrected: res.headers.get('x-search-corrected') }]
  }

  return async (ctx: Koa.ParameterizedContext<AppState>): Promise<string | { redirect: string; permanent?: boolean } | { html: string; status: number } | null> => {
    const [html, ssr] = [template(), entry()]
    if (!html || !ssr) return null
    try {
      const [page, renderer] = await Promise.all([html, ssr])
      const keys = renderer.plan(ctx.url)
      if (!keys) return null
      const answers = Object.fromEntries(await Promise.all(keys.map((key) => answer(ctx, key))))
      const drawn = await draw(renderer, ctx.url, answers)
      if (!drawn || !page.includes(ROOT)) return null
      // The screen sends the visitor elsewhere (a signed-in visitor on the log-in page): a path of this site only.
      if (drawn.redirect !== undefined) return /^\/(?![/\\])/.test(drawn.redirect) ? { redirect: drawn.redirect, ...(drawn.permanent ? { permanent: true } : {}) } : null
      const out = page
        .replace(API_PRELOADS, '')
        .replace(MODULE_PRELOADS, '')
        .replace(TITLE, () => `<title>${escapeMarkup(drawn.title)}</title>`)
        .replace(DESCRIPTION, '')
        .replace(NOSCRIPT, RENDERED_NOSCRIPT)
        .replace('</head>', () => `${drawn.head}\n  </head>`)
        .replace(ROOT, () => `<div id="root">${drawn.html}</div>\n    ${drawn.seed}`)
      // A page whose item is not there (a media item's page): the Not Found page, with its status.
      return drawn.status !== undefined && drawn.status !== 200 ? { html: out, status: drawn.status } : out
    } catch (err) {
      // This server refusing or not answering its own request: it is stopping, or overloaded. Expected
      // while it drains (SIGTERM), so said without a stack; any other failure is a bug to look at.
      const cause = (err as { cause?: { code?: string } }).cause?.code ?? (err as { name?: string }).name
      if (err instanceof Error && (err.message === 'fetch failed' || err.name === 'TimeoutError')) {
        log.info({ url: ctx.url, cause }, 'the page\'s answers did not come: the browser draws it')
      } else {
        log.warn({ err, url: ctx.url }, 'could not render the page on the server: the browser draws it')
      }
      return null
    }
  }
}

export type ServerRenderer = ReturnType<typeof serverRenderer>
