// What the browser remembers about tours and onboarding (visitor-and-user-side.md §3 "Tour completion record", §9):
// - one local-storage key holding the map route -> true of finished or skipped tours;
// - the first-visit flag (local storage), set on the first visit to any page but /auth;
// For a signed-in user the map is also kept on the server (GET/POST/DELETE /api/user/tours), so a
// tour finished on another device does not run again here.
import { api } from '../../lib/api-client'

const TOURS_COMPLETED_KEY = 'expo-atlas:tours-completed'
const FIRST_VISIT_KEY = 'expo-atlas:first-visit'

export type CompletedTours = Readonly<Record<string, true>>

/** Storage can be missing or refuse (private mode, quota): tours then simply are not remembered. */
const storage = (kind: 'local' | 'session'): Storage | null => {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    return null
  }
}

const read = (kind: 'local' | 'session', key: string): string | null => {
  try {
    return storage(kind)?.getItem(key) ?? null
  } catch {
    return null
  }
}

const write = (kind: 'local' | 'session', key: string, value: string): void => {
  try {
    storage(kind)?.setItem(key, value)
  } catch {
    // Not remembered; nothing else to do.
  }
}

/** Keeps only `route: true` entries of routes that look like paths. */
const sanitise = (value: unknown): Record<string, true> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
  const out: Record<string, true> = {}
  for (const [route, done] of Object.entries(value)) if (done === true && route.startsWith('/')) out[route] = true
  return out
}

export function readCompleted(): CompletedTours {
  const raw = read('local', TOURS_COMPLETED_KEY)
  if (!raw) return {}
  try {
    return sanitise(JSON.parse(raw))
  } catch {
    return {}
  }
}

/** Adds routes to the stored map (never removes one) and answers the new map. */
export function mergeCompleted(routes: CompletedTours): CompletedTours {
  const merged = { ...readCompleted(), ...sanitise(routes) }
  write('local', TOURS_COMPLETED_KEY, JSON.stringify(merged))
  return merged
}

export const isFirstVisit = (): boolean => read('local', FIRST_VISIT_KEY) === null

export const markVisited = (): void => write('local', FIRST_VISIT_KEY, new Date().toISOString())

interface ServerTours {
  completed?: unknown
}

/** The signed-in user's map on the server. */
export async function fetchServerCompleted(): Promise<CompletedTours> {
  const body = await api.get<ServerTours>('/api/user/tours')
  return sanitise(body?.completed)
}

/** Records a route on the server for the signed-in user; a failure only loses the cross-device memory. */
export async function postServerCompleted(route: string): Promise<void> {
  await api.post('/api/user/tours', { route })
}
