// Server-side rendering of the public pages a visitor lands on (docs/decisions.md, "Web client"):
// the server renders them to HTML with the API answers they need (the "seed"), the browser paints
// that HTML at once and then hydrates it with the same answers (app/start.tsx reads them from the
// page).
import { matchRoutes, type RouteObject } from 'react-router-dom'
import { PUBLIC_SETTINGS_KEY } from '../features/maintenance/api/public-settings'
import { normaliseUser, SESSION_KEY, type SessionUser } from '../lib/session'
import type { ScreenHandle } from './router'
import type { Seed } from './ssr-seed'

/** An API answer as the server got it: status and parsed JSON body. */
export interface Answer {
  readonly status: number
  readonly body: unknown
}

/**
 * The API answers a page needs to be rendered on the server, or null when the page is not
 * rendered there (signed-in screens, admin screens, unknown paths): the browser then draws it.
 * Every page needs the session and the public settings (the layout waits for both).
 */
export function ssrPlan(routes: RouteObject[], url: URL): string[] | null {
  const matches = matchRoutes(routes, url.pathname)
  const screen = matches?.at(-1)
  const handle = screen?.route.handle as ScreenHandle | undefined
  if (!screen || !handle?.ssr) return null
  return [SESSION_KEY, PUBLIC_SETTINGS_KEY, ...(handle.data?.(screen.params, url.searchParams) ?? [])]
}

/**
 * What the client's fetchers make of the answers (lib/session.ts: a 401 there is "logged out";
 * every other key: the JSON of a 200). A failed answer is left out: the page shows its loading
 * state, and the browser asks again and shows the error as usual.
 */
export function seedOf(answers: Readonly<Record<string, Answer>>): Seed {
  const seed: Seed = {}
  for (const [key, { status, body }] of Object.entries(answers)) {
    if (key === SESSION_KEY) {
      if (status === 200) seed[key] = normaliseUser(body as SessionUser)
      else if (status === 401) seed[key] = null
    } else if (status === 200) {
      seed[key] = body
    }
  }
  return seed
}
