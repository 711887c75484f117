// The <head> of a server-rendered page (entry-server.tsx): the title, description, canonical
// address, Open Graph and Twitter card tags, and the page's schema.org data as JSON-LD, from what
// the screen said of itself (lib/page-title.ts). Every value is escaped for where it goes.
import { SITE_DESCRIPTION, SITE_NAME, titleOf, type PageMeta } from '../lib/page-title'
import { webUrl } from '../lib/web-url'
import { scriptSafeJson } from './ssr-seed'

/** The site's own preview card (web/public), for pages without an image of their own. */
export const SITE_CARD = '/og-image.jpg'

const escapeAttribute = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** An absolute URL on this site for a path, or the URL itself when it is already absolute (http or https only). */
const absoluteUrl = (origin: string, pathOrUrl: string): string | null => webUrl(pathOrUrl, origin)

export interface PageHead {
  readonly title: string
  /** Tags for the end of <head>, the description first. */
  readonly tags: string
}

/**
 * `origin`: the site's public address (PUBLIC_URL); `path`: the path and query the page was asked at;
 * `siteName`: the Site name setting.
 */
export function pageHead(meta: PageMeta | undefined, origin: string, path: string, siteName = SITE_NAME): PageHead {
  const title = titleOf(meta?.title, siteName)
  const description = meta?.description?.trim() || SITE_DESCRIPTION
  const canonical = absoluteUrl(origin, meta?.canonical ?? path.replace(/[?#].*$/, '')) ?? `${origin}/`
  const ownImage = meta?.image ? absoluteUrl(origin, meta.image) : null
  const image = ownImage ?? absoluteUrl(origin, SITE_CARD)!
  const card = ownImage && meta?.imageShape === 'square' ? 'summary' : 'summary_large_image'
  const tag = (name: string, key: 'name' | 'property', value: string) => `<meta ${key}="${name}" content="${escapeAttribute(value)}" />`
  // As the page's <img> asks for it (a path stays a path: the page may be seen at another address than PUBLIC_URL).
  const preload = meta?.preloadImage && absoluteUrl(origin, meta.preloadImage) ? meta.preloadImage : null
  if (meta?.noindex) {
    // An embargoed item's preview: nothing for search engines or link previews to keep.
    return { title, tags: [tag('description', 'name', description), tag('robots', 'name', 'noindex')].join('\n    ') }
  }
  const tags = [
    tag('description', 'name', description),
    ...(preload ? [`<link rel="preload" as="image" href="${escapeAttribute(preload)}" fetchpriority="high" />`] : []),
    `<link rel="canonical" href="${escapeAttribute(canonical)}" />`,
    tag('og:site_name', 'property', siteName),
    tag('og:type', 'property', meta?.type ?? 'website'),
    tag('og:title', 'property', meta?.title ?? siteName),
    tag('og:description', 'property', description),
    tag('og:url', 'property', canonical),
    tag('og:image', 'property', image),
    tag('twitter:card', 'name', card),
    tag('twitter:title', 'name', meta?.title ?? siteName),
    tag('twitter:description', 'name', description),
    tag('twitter:image', 'name', image),
    ...(meta?.structuredData?.((p) => absoluteUrl(origin, p) ?? p) ?? []).map((data) => `<script type="application/ld+json">${scriptSafeJson({ '@context': 'https://schema.org', ...data })}</script>`),
  ]
  return { title, tags: tags.join('\n    ') }
}
