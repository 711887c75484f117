import Router from '@koa/router'
import type { AppState } from './app-state'
import { notFound } from './http-error'
import { escapeMarkup } from '../markup'
import type { SitemapEntry, SitemapReadModel } from '../../application/seo/sitemap'

/** The pages anyone may read, besides companies and exhibitions. */
const PUBLIC_PAGES = ['/', '/directory', '/exhibitions']

const urlset = (urls: readonly { loc: string; lastmod?: string }[]) => `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.map((u) => `<url><loc>${escapeMarkup(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`).join('\n')}
</urlset>
`

/**
 * What search engines read: robots.txt (public pages allowed; the API and the back office not) and the
 * sitemap, an index of files of at most 50,000 addresses: the public pages and exhibitions, then the
 * listed companies by ranges of ids. Addresses are absolute, on PUBLIC_URL.
 */
export const seoRoutes = (d: { readonly sitemap: SitemapReadModel; readonly publicUrl: string }) => {
  const router = new Router<AppState>()
  const at = (p: string) => `${d.publicUrl}${p}`
  const xml = (ctx: { type: string; set(name: string, value: string): void; body: unknown }, body: string) => {
    ctx.type = 'application/xml; charset=utf-8'
    ctx.set('Cache-Control', 'public, max-age=3600')
    ctx.body = body
  }
  const dated = (path: (id: number) => string, rows: readonly SitemapEntry[]) => rows.map((r) => ({ loc: at(path(r.id)), lastmod: r.lastmod }))

  router.get('/robots.txt', (ctx) => {
    ctx.type = 'text/plain; charset=utf-8'
    ctx.set('Cache-Control', 'public, max-age=3600')
    ctx.body = ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /admin', '', `Sitemap: ${at('/sitemap.xml')}`, ''].join('\n')
  })

  router.get('/sitemap.xml', async (ctx) => {
    const files = await d.sitemap.companyFiles()
    const locs = [at('/sitemaps/pages.xml'), ...Array.from({ length: files }, (_, i) => at(`/sitemaps/companies-${i + 1}.xml`))]
    xml(ctx, `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${locs.map((loc) => `<sitemap><loc>${escapeMarkup(loc)}</loc></sitemap>`).join('\n')}
</sitemapindex>
`)
  })

  router.get('/sitemaps/pages.xml', async (ctx) => {
    xml(ctx, urlset([...PUBLIC_PAGES.map((p) => ({ loc: at(p) })), ...dated((id) => `/exhibitions/${id}`, await d.sitemap.exhibitions())]))
  })

  router.get('/sitemaps/:file', async (ctx) => {
    const n = /^companies-([1-9]\d{0,5})\.xml$/.exec(ctx.params.file ?? '')?.[1]
    if (!n || Number(n) > await d.sitemap.companyFiles()) throw notFound('No such sitemap')
    xml(ctx, urlset(dated((id) => `/companies/${id}`, await d.sitemap.companies(Number(n)))))
  })

  return router
}
