// The seed of a server-rendered page (app/ssr.ts): the API answers it was drawn with, and when, as
// JSON in the page. Kept apart, without imports, because the entry (main.tsx) reads the element's
// id before any of the app's code is loaded.

/** SWR key → the value the client's fetcher would have produced for it. */
export type Seed = Record<string, unknown>

/** What a server-rendered page carries: its answers, and the time it was drawn at (ms). */
export interface PageSeed {
  readonly answers: Seed
  /**
   * The keys the page needed whose answer was 404 (no such company, item or exhibition): the screen
   * draws its "not found" copy from the first render, on the server and at hydration alike (lib/swr.ts).
   */
  readonly missing?: readonly string[]
  /** Hydration draws times (a countdown, "Starts in 3 days") as of this instant, as the server did. */
  readonly renderedAt: number
}

/** The id of the element holding the seed (JSON) in a server-rendered page. */
export const SEED_ELEMENT_ID = 'ssr-seed'

/**
 * JSON that no text inside can break out of a <script> with: `<`, `>` and `&` (so no `</script>`, `<!--`
 * or `]]>`) and the JavaScript line separators escaped.
 */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')

/** The seed as a `<script type="application/json">` (data, not run). */
export const seedScript = (seed: PageSeed): string => `<script type="application/json" id="${SEED_ELEMENT_ID}">${scriptSafeJson(seed)}</script>`

/** The seed of the page being hydrated, or null when the page came without one (drawn by the browser). */
export function readSeed(): PageSeed | null {
  const el = document.getElementById(SEED_ELEMENT_ID)
  if (!el?.textContent) return null
  try {
    const seed = JSON.parse(el.textContent) as Partial<PageSeed> | null
    return seed && typeof seed.answers === 'object' && seed.answers !== null && typeof seed.renderedAt === 'number'
      ? { answers: seed.answers, renderedAt: seed.renderedAt, missing: Array.isArray(seed.missing) ? seed.missing.filter((k): k is string => typeof k === 'string') : undefined }
      : null
  } catch {
    return null
  }
}
