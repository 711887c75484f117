import type Koa from 'koa'
import * as t from 'io-ts'
import type { AppState } from './app-state'
import { ApiRouter } from './api-router'
import { notFound } from './http-error'
import { escapeMarkup } from '../markup'
import type { SitemapEntry, SitemapReadModel } from '../../application/seo/sitemap'
import { mediaPagePath } from '../../domain/media/media-type'

/** The pages anyone may read, besides companies and exhibitions. */
const PUBLIC_PAGES = ['/', '/directory', '/exhibitions', '/privacy', '/terms']

const FileParam = t.type({ file: t.string })

const CACHED = { 'Cache-Control': '`public, max-age=3600`: caches may keep the file an hour' }

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
  const api = new ApiRouter('Search engines', 'What crawlers read: robots.txt and the sitemap. Every address in them is absolute, on the configured public address (`PUBLIC_URL`), whatever host the request named; caches may keep the files an hour.')
  const at = (p: string) => `${d.publicUrl}${p}`
  const xml = (ctx: Koa.ParameterizedContext<AppState>, body: string) => {
    ctx.type = 'application/xml; charset=utf-8'
    ctx.set('Cache-Control', 'public, max-age=3600')
    ctx.body = body
  }
  const dated = (path: (id: number) => string, rows: readonly SitemapEntry[]) => rows.map((r) => ({ loc: at(path(r.id)), lastmod: r.lastmod }))

  api.get('/robots.txt', {
    summary: 'robots.txt',
    description: 'Crawlers may read the public pages, not the API or the back office: `Allow: /`, `Disallow: /api/`, `Disallow: /admin`, and `Sitemap: {PUBLIC_URL}/sitemap.xml`.',
    access: 'anyone',
    answers: { 200: { description: 'The rules for crawlers', mediaType: 'text/plain', headers: CACHED } },
  }, (ctx) => {
    ctx.type = 'text/plain; charset=utf-8'
    ctx.set('Cache-Control', 'public, max-age=3600')
    ctx.body = ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /admin', '', `Sitemap: ${at('/sitemap.xml')}`, ''].join('\n')
  })

  api.get('/sitemap.xml', {
    summary: 'The sitemap index',
    description: 'The sitemap files: `/sitemaps/pages.xml` (the public pages and exhibitions), `/sitemaps/media.xml` (the media items\' pages), then `/sitemaps/companies-{n}.xml` for n = 1 … ⌈highest listed company id / 50,000⌉.',
    access: 'anyone',
    answers: { 200: { description: 'A sitemap index (sitemaps.org)', mediaType: 'application/xml', headers: CACHED } },
  }, async (ctx) => {
    const files = await d.sitemap.companyFiles()
    const locs = [at('/sitemaps/pages.xml'), at('/sitemaps/media.xml'), ...Array.from({ length: files }, (_, i) => at(`/sitemaps/companies-${i + 1}.xml`))]
    xml(ctx, `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${locs.map((loc) => `<sitemap><loc>${escapeMarkup(loc)}</loc></sitemap>`).join('\n')}
</sitemapindex>
`)
  })

  api.get('/sitemaps/pages.xml', {
    summary: 'The sitemap of the public pages and exhibitions',
    description: '`/`, `/directory`, `/exhibitions`, and every exhibition that is not cancelled with its last change as `lastmod`.',
    access: 'anyone',
    answers: { 200: { description: 'A sitemap (sitemaps.org)', mediaType: 'application/xml', headers: CACHED } },
  }, async (ctx) => {
    xml(ctx, urlset([...PUBLIC_PAGES.map((p) => ({ loc: at(p) })), ...dated((id) => `/exhibitions/${id}`, await d.sitemap.exhibitions())]))
  })

  api.get('/sitemaps/media.xml', {
    summary: 'The sitemap of the media items\' pages',
    description: 'Every media item with a public page, `/media/{id}/{slug}` with its last change as `lastmod`, newest first (at most 50,000): approved, of a listed company; never a press kit (for media professionals) or a pending or rejected item.',
    access: 'anyone',
    answers: { 200: { description: 'A sitemap (sitemaps.org)', mediaType: 'application/xml', headers: CACHED } },
  }, async (ctx) => {
    xml(ctx, urlset((await d.sitemap.mediaItems()).map((m) => ({ loc: at(mediaPagePath(m)), lastmod: m.lastmod }))))
  })

  api.get('/sitemaps/:file', {
    summary: 'A sitemap of listed companies',
    description: '`companies-{n}.xml`, as the index names them: the listed (approved) companies with ids in ((n − 1) × 50,000, n × 50,000], each `/companies/{id}` with its last change as `lastmod`. Never a pending, rejected or suspended company.',
    access: 'anyone', params: FileParam,
    answers: { 200: { description: 'A sitemap (sitemaps.org)', mediaType: 'application/xml', headers: CACHED }, 404: 'No such sitemap file: any other name, or n past the last file' },
  }, async (ctx, { params }) => {
    const n = /^companies-([1-9]\d{0,5})\.xml$/.exec(params.file)?.[1]
    if (!n || Number(n) > await d.sitemap.companyFiles()) throw notFound('No such sitemap')
    xml(ctx, urlset(dated((id) => `/companies/${id}`, await d.sitemap.companies(Number(n)))))
  })

  return api
}
