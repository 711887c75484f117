// Server-side rendering of the public pages a visitor lands on (docs/decisions.md, "Web client"):
// the server renders them to HTML with the API answers they need (the "seed"), the browser paints
// that HTML at once and then hydrates it with the same answers (app/start.tsx reads them from the
// page).
import { matchRoutes, type RouteObject } from 'react-router-dom'
import { PUBLIC_SETTINGS_KEY } from '../lib/public-settings'
import { SESSION_KEY, userOfSession } from '../lib/session'
import { correctedOf } from '../lib/api-client'
import type { ScreenHandle } from './router'
import type { DataKey } from './screen-data'
import type { Seed } from './ssr-seed'

/** An API answer as the server got it: status, parsed JSON body, and the paging headers. */
export interface Answer {
  readonly status: number
  readonly body: unknown
  /** X-Total-Count and X-Total-Relation, when the answer had them. */
  readonly total?: string | null
  readonly totalRelation?: string | null
  /** X-Search-Corrected (URI-encoded), when the answer had it. */
  readonly corrected?: string | null
}

/**
 * The API answers a page needs to be rendered on the server, or null when the page is not
 * rendered there (signed-in screens, admin screens): the browser then draws it. An unknown path is rendered: its Not Found page, answered 404.
 * Every page needs the session and the public settings (the layout waits for both).
 */
export function ssrNeeds(routes: RouteObject[], url: URL): DataKey[] | null {
  const matches = matchRoutes(routes, url.pathname)
  const screen = matches?.at(-1)
  const handle = screen?.route.handle as ScreenHandle | undefined
  if (!screen || !handle?.ssr) return null
  return [{ key: SESSION_KEY }, { key: PUBLIC_SETTINGS_KEY }, ...(handle.data?.(screen.params, url.searchParams) ?? [])]
}

/** The API paths of `ssrNeeds`, for the server to fetch. */
export const ssrPlan = (routes: RouteObject[], url: URL): string[] | null => ssrNeeds(routes, url)?.map(({ key }) => key) ?? null

/**
 * What the client's fetchers make of the answers (lib/session.ts: the user of the session answer;
 * a paged list: its items and total, as `fetchPaged`; every other key: the JSON of a 200). A
 * failed answer is left out: the page shows its loading state, and the browser asks again and
 * shows the error as usual.
 */
export function seedOf(answers: Readonly<Record<string, Answer>>, needs: readonly DataKey[] = []): Seed {
  const paged = new Set(needs.filter((n) => n.paged).map((n) => n.key))
  const seed: Seed = {}
  for (const [key, { status, body, total, totalRelation, corrected }] of Object.entries(answers)) {
    if (status !== 200) continue
    if (key === SESSION_KEY) {
      seed[key] = userOfSession(body)
    } else if (paged.has(key)) {
      const items = Array.isArray(body) ? body : []
      const count = Number(total)
      const words = correctedOf(corrected)
      seed[key] = { items, total: total != null && total !== '' && Number.isFinite(count) ? count : items.length, exact: totalRelation !== 'gte', ...(words ? { corrected: words } : {}) }
    } else {
      seed[key] = body
    }
  }
  return seed
}
