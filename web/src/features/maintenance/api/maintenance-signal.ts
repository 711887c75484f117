// "The API said: maintenance." Any answer 503 with `{maintenance: true}` (shared/design/decisions.md §3) —
// a read or a write, from any screen — is reported to the subscribers. The answers are watched
// where they all pass, in window.fetch, by a wrapper that hands every response back untouched
// (it reads a clone) and is put in place only while a subscriber exists.
type Listener = (message: string | undefined) => void

const listeners = new Set<Listener>()
let original: typeof window.fetch | null = null

const watchingFetch: typeof window.fetch = async (...args) => {
  const res = await original!.apply(window, args)
  if (res.status === 503 && listeners.size > 0) {
    res
      .clone()
      .json()
      .then((body: unknown) => {
        if (body && typeof body === 'object' && (body as { maintenance?: unknown }).maintenance === true) {
          const message = (body as { message?: unknown }).message
          for (const l of [...listeners]) l(typeof message === 'string' ? message : undefined)
        }
      })
      .catch(() => undefined)
  }
  return res
}

/** Calls `listener` on every maintenance answer until the returned function is called. */
export function onMaintenanceAnswer(listener: Listener): () => void {
  listeners.add(listener)
  if (!original) {
    original = window.fetch.bind(window)
    window.fetch = watchingFetch
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && original && window.fetch === watchingFetch) {
      window.fetch = original
      original = null
    }
  }
}
