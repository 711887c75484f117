// The instant a server-rendered page was drawn at. While the browser hydrates that page, anything
// that shows the time (a countdown, "Starts in 3 days", "Ongoing") draws it as of this instant, as
// the server did: the hydrated HTML is then the same, with no mismatch to repair. The clock moves
// on at the first tick after hydration. Absent (undefined) everywhere else.
import { createContext, useContext } from 'react'

export const RenderTime = createContext<number | undefined>(undefined)

/** The time to start from: the page's render time while hydrating it, else now. */
export const useInitialNow = (): (() => number) => {
  const renderedAt = useContext(RenderTime)
  return () => renderedAt ?? Date.now()
}
