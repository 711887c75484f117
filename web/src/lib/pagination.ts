// Which page links a pager shows. 'gap' stands for an ellipsis.
export type PageItem = number | 'gap'

/**
 * Directory (visitor-and-user-side.md §9): at most 5 page links plus the last, with an ellipsis beyond 5 pages.
 * The five links are a window that holds the current page.
 */
export function windowedPages(current: number, totalPages: number, size = 5): PageItem[] {
  if (totalPages <= size + 1) return range(1, totalPages)
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), totalPages - size)
  const end = start + size - 1
  return [...range(start, end), ...(end < totalPages - 1 ? (['gap'] as const) : []), totalPages]
}

/**
 * Admin tables (admin-back-office.md §2), and every pager on a phone (issue 23): first, last, and
 * current ±`neighbours` (1; 0 on the narrowest screens), with ellipses between.
 */
export function compactPages(current: number, totalPages: number, neighbours = 1): PageItem[] {
  const wanted = new Set([1, totalPages, ...range(current - neighbours, current + neighbours)].filter((p) => p >= 1 && p <= totalPages))
  const pages = [...wanted].sort((a, b) => a - b)
  return pages.flatMap((p, i): PageItem[] => (i > 0 && p - pages[i - 1] > 1 ? ['gap', p] : [p]))
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i)
}

/** Reads a positive page number from a query string value. */
export const pageFrom = (raw: string | null): number => {
  const n = Number(raw)
  return Number.isInteger(n) && n > 0 ? n : 1
}

/**
 * The number of pages of `total` items (at least one, an empty list's). `window`: how far the server
 * pages (page × page size at most that): the pages past it are not counted.
 */
export const pageCount = (total: number, pageSize: number, window = Infinity): number =>
  Math.max(1, Math.min(Math.ceil(Math.max(0, total) / pageSize), Math.floor(window / pageSize)))

/**
 * A page asked for past the end of a list that has items (`?page=99` of 4 pages): the last page, where
 * the visitor is sent (a redirect, not an empty page). Undefined when the page is one of the list's.
 */
export const pageBeyond = (page: number, totalPages: number): number | undefined => (page > totalPages ? totalPages : undefined)

/**
 * The positions of the items a page shows, 1-based ("Showing 13–24 of 48"): never inverted (first ≤ last).
 * Null when the page shows nothing (an empty list, or a page past its end). `shown`: the items the page
 * holds when known (the last page may hold fewer than a page).
 */
export function pageRange(page: number, pageSize: number, total: number, shown?: number): { readonly first: number; readonly last: number } | null {
  const first = (Math.max(1, page) - 1) * pageSize + 1
  const last = Math.min(total, first - 1 + Math.min(pageSize, shown ?? pageSize))
  return total > 0 && first <= last ? { first, last } : null
}
