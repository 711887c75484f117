// The seed of a server-rendered page (app/ssr.ts): the API answers it was drawn with, as JSON in
// the page. Kept apart, without imports, because the entry (main.tsx) reads the element's id before
// any of the app's code is loaded.

/** SWR key → the value the client's fetcher would have produced for it. */
export type Seed = Record<string, unknown>

/** The id of the element holding the seed (JSON) in a server-rendered page. */
export const SEED_ELEMENT_ID = 'ssr-seed'

/** The seed as a `<script type="application/json">` (data, not run): `<` escaped so no tag can close it. */
export const seedScript = (seed: Seed): string =>
  `<script type="application/json" id="${SEED_ELEMENT_ID}">${JSON.stringify(seed).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')}</script>`

/** The seed of the page being hydrated, or null when the page came without one (drawn by the browser). */
export function readSeed(): Seed | null {
  const el = document.getElementById(SEED_ELEMENT_ID)
  if (!el?.textContent) return null
  try {
    return JSON.parse(el.textContent) as Seed
  } catch {
    return null
  }
}
