// What a page says about itself beyond its content: the document title, and for search engines and
// link previews a description, its one address (canonical), an image and schema.org data. The
// server writes it into the page's <head> (app/page-head.ts); in the browser the title, the
// description and the canonical address follow client-side navigation.
import { createContext, useContext, useEffect } from 'react'
import { usePublicSettings } from './public-settings'

/** The product's name: the site's until the Site name setting (general.siteName) says otherwise. */
export const SITE_NAME = 'Expo Atlas'
export const SITE_DESCRIPTION = 'Expo Atlas: a directory of verified companies, virtual exhibitions and a media center.'

/** The site's name in the public settings (their answer, or nothing yet), else the product's. */
export const siteNameOf = (settings: { siteName?: unknown } | null | undefined): string =>
  (typeof settings?.siteName === 'string' && settings.siteName.trim()) || SITE_NAME

/** The site's name as the super admin set it: the header and footer, every page title, the emails. */
export function useSiteName(): string {
  return siteNameOf(usePublicSettings().data)
}

export interface PageMeta {
  /** The screen's own title: "Directory" is shown as "Directory | Expo Atlas" (the Site name setting); none, the site's name. */
  readonly title?: string
  /** One or two sentences on what this page holds (search results' snippet, link previews). */
  readonly description?: string
  /** The page's one address, a path and query of this site; by default the path it was asked at. */
  readonly canonical?: string
  /** An image for link previews: an absolute URL or a path of this site; by default the site's card. */
  readonly image?: string | null
  /** A square image (a logo) is previewed small, a wide one (a poster, the site's card) large. */
  readonly imageShape?: 'wide' | 'square'
  readonly type?: 'website' | 'profile' | 'article'
  /** The page's largest image, above the fold: preloaded from the <head> of a server-rendered page. */
  readonly preloadImage?: string | null
  /**
   * schema.org objects (Organization, Event, BreadcrumbList…), written as JSON-LD by the server;
   * `url` makes a path of this site absolute.
   */
  readonly structuredData?: (url: (path: string) => string) => readonly Record<string, unknown>[]
  /**
   * Not for search engines nor link previews (an embargoed item's preview, issue 22): `<meta name="robots"
   * content="noindex">`, and no Open Graph, Twitter or JSON-LD tags.
   */
  readonly noindex?: boolean
}

export const titleOf = (title: string | undefined, siteName: string) => (title ? `${title} | ${siteName}` : siteName)

/**
 * On the server (entry-server.tsx): receives what the page being drawn says of itself, for the
 * HTML's <head>. Absent in the browser, where the effect applies it.
 */
export const PageMetaCollector = createContext<((meta: PageMeta) => void) | null>(null)

const setHead = (selector: string, attribute: string, value: string) => {
  const el = document.head.querySelector(selector)
  if (el) el.setAttribute(attribute, value)
}

/** What a screen says of itself (see PageMeta). */
export function usePageMeta(meta: PageMeta): void {
  useContext(PageMetaCollector)?.(meta)
  const siteName = useSiteName()
  const { title, description, canonical, noindex } = meta
  useEffect(() => {
    document.title = titleOf(title, siteName)
    setHead('meta[name="description"]', 'content', description ?? SITE_DESCRIPTION)
    setHead('link[rel="canonical"]', 'href', new URL(canonical ?? window.location.pathname, window.location.origin).href)
  }, [title, description, canonical, siteName])
  useEffect(() => {
    if (!noindex) return undefined
    const robots = document.head.querySelector('meta[name="robots"]') ?? document.head.appendChild(Object.assign(document.createElement('meta'), { name: 'robots' }))
    robots.setAttribute('content', 'noindex')
    return () => robots.remove()
  }, [noindex])
}

/** A BreadcrumbList of schema.org: the trail to a page, each step with its name and path. */
export const breadcrumbs = (url: (path: string) => string, trail: readonly (readonly [name: string, path: string])[]): Record<string, unknown> => ({
  '@type': 'BreadcrumbList',
  itemListElement: trail.map(([name, path], i) => ({ '@type': 'ListItem', position: i + 1, name, item: url(path) })),
})

/** Sets the document title of a screen: "Directory | Expo Atlas". */
export function usePageTitle(title?: string): void {
  usePageMeta({ title })
}
