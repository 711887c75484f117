/** A public page a search engine may list, and when it last changed. */
export interface SitemapEntry { readonly id: number; readonly lastmod: string }

/** At most this many addresses in one sitemap file (the sitemaps protocol's limit). */
export const SITEMAP_SIZE = 50_000

/**
 * Port: the pages search engines may list: listed (approved) companies, in files of ids
 * `((n - 1) × SITEMAP_SIZE, n × SITEMAP_SIZE]`, and exhibitions that are not cancelled. Never a pending,
 * rejected or suspended company: only the directory's rows.
 */
export interface SitemapReadModel {
  /** How many company files there are (by the highest listed company id). */
  companyFiles(): Promise<number>
  /** The listed companies of file `n` (from 1), by id. */
  companies(n: number): Promise<readonly SitemapEntry[]>
  exhibitions(): Promise<readonly SitemapEntry[]>
  /**
   * The media items with a public page (issue 22): approved, of a listed company, press kits excepted (they
   * are for media professionals), the newest SITEMAP_SIZE; each with its title for its address's slug.
   */
  mediaItems(): Promise<readonly (SitemapEntry & { readonly title: string })[]>
}
