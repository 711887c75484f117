// A back-office table's sort and page size as the URL query keeps them (docs/api.md: `sort=name`
// ascending, `sort=-name` descending; `pageSize` one of the sizes the pager offers).
import { ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZES } from '../../../src/adapters/http/contract'

export interface TableSort {
  readonly key: string
  readonly dir: 'asc' | 'desc'
}

export const PAGE_SIZES: readonly number[] = ADMIN_PAGE_SIZES

/** The sort of a query value, when its key is one of `keys`; otherwise none (the list's own order). */
export const sortFrom = (raw: string, keys: readonly string[]): TableSort | null => {
  const key = raw.startsWith('-') ? raw.slice(1) : raw
  return keys.includes(key) ? { key, dir: raw.startsWith('-') ? 'desc' : 'asc' } : null
}

/** The query value of a sort ('' for none). */
export const sortText = (s: TableSort | null | undefined): string => (s ? `${s.dir === 'desc' ? '-' : ''}${s.key}` : '')

/** A page size of the query, when it is one the pager offers; otherwise the default. */
export const pageSizeFrom = (raw: string): number => {
  const n = Number(raw)
  return PAGE_SIZES.includes(n) ? n : ADMIN_PAGE_SIZE
}

/** A screen's sort and page size read from its URL query, and how a table and its pager change them. */
export const tableControls = (
  values: { readonly sort: string; readonly pageSize: string },
  update: (changes: { sort?: string; pageSize?: string | number }) => void,
  sortKeys: readonly string[],
) => ({
  sort: sortFrom(values.sort, sortKeys),
  pageSize: pageSizeFrom(values.pageSize),
  onSort: (s: TableSort) => update({ sort: sortText(s) }),
  onPageSize: (n: number) => update({ pageSize: n === ADMIN_PAGE_SIZE ? '' : n }),
})

/** The filter's query without its page (an export, a selection's scope). */
export const filterQuery = (entries: Record<string, string | null | undefined>): URLSearchParams => {
  const p = new URLSearchParams()
  for (const [k, v] of Object.entries(entries)) if (v) p.set(k, v)
  return p
}
