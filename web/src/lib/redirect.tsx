// Sending the visitor elsewhere from a screen: in the browser a <Navigate> (the history entry is
// replaced); on the server (entry-server.tsx) the page is not drawn and the server answers a
// redirect instead (react-router's <Navigate> does nothing while a page is rendered to HTML).
import { createContext, useContext } from 'react'
import { Navigate } from 'react-router-dom'

/** On the server: receives where a screen sends the visitor. Absent in the browser. */
export const RedirectCollector = createContext<((to: string) => void) | null>(null)

export function Redirect({ to }: { to: string }) {
  const collect = useContext(RedirectCollector)
  if (collect) {
    collect(to)
    return null
  }
  return <Navigate to={to} replace />
}
