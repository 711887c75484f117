// Sending the visitor elsewhere from a screen: in the browser a <Navigate> (the history entry is
// replaced); on the server (entry-server.tsx) the page is not drawn and the server answers a
// redirect instead (react-router's <Navigate> does nothing while a page is rendered to HTML).
import { createContext, useContext } from 'react'
import { Navigate, useLocation } from 'react-router-dom'

/** On the server: receives where a screen sends the visitor, and whether for good (301). Absent in the browser. */
export const RedirectCollector = createContext<((to: string, permanent: boolean) => void) | null>(null)

/** `permanent`: the page's one address is `to` (a media item's canonical address), answered 301 by the server. */
export function Redirect({ to, permanent = false }: { to: string; permanent?: boolean }) {
  const collect = useContext(RedirectCollector)
  if (collect) {
    collect(to, permanent)
    return null
  }
  return <Navigate to={to} replace />
}

/**
 * A paged list asked for past its end (`?page=99` of 4 pages): to the same address at `page` (its last
 * page), the query kept. A redirect for now (302 from the server), not for good: the list may grow.
 */
export function ToPage({ page }: { page: number }) {
  const { pathname, search } = useLocation()
  const params = new URLSearchParams(search)
  if (page <= 1) params.delete('page')
  else params.set('page', String(page))
  const query = params.toString()
  return <Redirect to={`${pathname}${query ? `?${query}` : ''}`} />
}
