// A visitor who presses Save on a company is sent to log in; once signed in, the save is finished for them and
// they are back on the page (issue 21, "return to where you were"). Only this action is carried over: adding a
// favourite is safe to repeat (the server's POST is idempotent) and only touches the person's own list. It is
// kept in this tab's session storage for 15 minutes, and taken (removed) by the first sign-in that reads it.

const KEY = 'expo-atlas:pending-favorite'
const VALID_MS = 15 * 60_000

interface PendingFavorite {
  readonly companyId: number
  readonly name: string
  readonly at: number
}

export function rememberPendingFavorite(companyId: number, name: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ companyId, name, at: Date.now() } satisfies PendingFavorite))
  } catch {
    // Storage refused (a private window's quota): the visitor saves again after signing in.
  }
}

/** The favourite a visitor asked for before signing in, once (it is removed as it is read). */
export function takePendingFavorite(): { companyId: number; name: string } | undefined {
  let raw: string | null
  try {
    raw = sessionStorage.getItem(KEY)
    sessionStorage.removeItem(KEY)
  } catch {
    return undefined
  }
  if (!raw) return undefined
  try {
    const p = JSON.parse(raw) as Partial<PendingFavorite>
    if (!Number.isSafeInteger(p.companyId) || (p.companyId ?? 0) < 1 || typeof p.name !== 'string' || typeof p.at !== 'number') return undefined
    if (Date.now() - p.at > VALID_MS || p.at > Date.now() + 60_000) return undefined
    return { companyId: p.companyId!, name: p.name.slice(0, 200) }
  } catch {
    return undefined
  }
}
