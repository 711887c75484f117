import fs from 'node:fs'
import path from 'node:path'
import type Koa from 'koa'
import send from 'koa-send'
import type { AppState } from './app-state'
import { notFound } from './http-error'
import type { ServerRenderer } from './ssr'

/**
 * Serves the built SPA: files under web/dist (hashed assets cached for a year), and index.html for
 * every other GET that is not an API call, so deep links to client routes work; the public pages a
 * visitor lands on come rendered by `render` (ssr.ts) when it can. Unknown /api paths are a JSON 404.
 */
export const spa = (distDir: string, render?: ServerRenderer): Koa.Middleware<AppState> => {
  const index = path.join(distDir, 'index.html')
  return async (ctx, next) => {
    await next()
    if (ctx.status !== 404 || ctx.body != null) return
    if (ctx.path === '/api' || ctx.path.startsWith('/api/')) throw notFound(`No API route for ${ctx.method} ${ctx.path}`)
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return
    const file = ctx.path.replace(/^\/+/, '')
    if (file && !file.includes('\0') && path.extname(file)) {
      try {
        // koa-send answers the brotli or gzip file built beside it when the browser accepts it.
        ctx.vary('Accept-Encoding')
        await send(ctx, file, {
          root: distDir,
          immutable: file.startsWith('assets/'),
          maxAge: file.startsWith('assets/') ? 365 * 24 * 3600 * 1000 : 3600 * 1000,
        })
        // koa-send answers nothing (no error) for a name it will not serve, such as a hidden one ('..a'):
        // then it is a page's address like any other.
        if (ctx.body != null) return
      } catch (e) {
        if ((e as { status?: number }).status !== 404) throw e
        if (file.startsWith('assets/')) return
      }
    }
    if (!fs.existsSync(index)) {
      ctx.status = 503
      ctx.type = 'text/plain'
      ctx.body = 'The web client is not built yet: run `npm run build:web`.'
      return
    }
    ctx.set('Cache-Control', 'no-cache')
    // HEAD as GET (Koa sends no body): its status too is the page's (404 for an address that is no page).
    const page = render ? await render(ctx) : null
    if (page !== null && typeof page === 'object' && 'redirect' in page) {
      ctx.set('Cache-Control', 'private, no-cache')
      ctx.redirect(page.redirect)
      // A page's one address (a media item's slug): for good, so that search engines keep that one.
      if (page.permanent) ctx.status = 301
    } else if (page !== null && typeof page === 'object') {
      ctx.set('Cache-Control', 'private, no-cache')
      ctx.type = 'html'
      ctx.body = page.html
      ctx.status = page.status
    } else if (page !== null) {
      // It shows the visitor's own session (their name in the header): never kept by a shared cache.
      ctx.set('Cache-Control', 'private, no-cache')
      ctx.type = 'html'
      ctx.body = page
    } else {
      ctx.vary('Accept-Encoding')
      await send(ctx, 'index.html', { root: distDir })
    }
    // A preview link (issue 22) shows an embargoed text: for this reader only, never kept, never indexed.
    if (ctx.query.preview !== undefined) {
      ctx.set('Cache-Control', 'private, no-store')
      ctx.set('X-Robots-Tag', 'noindex')
    }
    if (ctx.state.maintenance) ctx.status = 503
  }
}
