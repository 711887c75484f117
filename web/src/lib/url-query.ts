// Screen state kept in the URL query (search, filters, sort, page): shareable, and the back
// button walks through it. Any change but a page change goes back to page 1.
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { pageFrom } from './pagination'

export function useUrlQuery<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams()

  const values = useMemo(
    () => Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keys is a constant list of the screen.
    [params],
  )
  const page = pageFrom(params.get('page'))

  /** Sets the given keys ('' removes one); without `page` in the changes the page goes back to 1. */
  const update = useCallback(
    (changes: Partial<Record<K | 'page', string | number>>) => {
      const next = new URLSearchParams(params)
      for (const [k, v] of Object.entries(changes) as [string, string | number][]) {
        const text = String(v ?? '').trim()
        if (!text || (k === 'page' && text === '1')) next.delete(k)
        else next.set(k, text)
      }
      if (!('page' in changes)) next.delete('page')
      setParams(next, { preventScrollReset: true })
    },
    [params, setParams],
  )

  return { params, values, page, update }
}
