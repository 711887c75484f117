// "Return to where you were" (issue 21): the log-in and sign-up page carries the page that sent the visitor
// there (`/auth?returnTo=/companies/12`) and goes back to it once they are signed in. Only a path of this
// site is followed: an address of another site (`https://…`, `//evil.example`, `/\evil.example`), anything
// with a scheme or a control character, and the account pages themselves fall back to the default, so the
// parameter cannot be used to send someone elsewhere (an open redirect).
import { useLocation } from 'react-router-dom'

const ACCOUNT_PAGES = /^\/(?:auth|forgot-password|reset-password|confirm-email|accept-invitation)(?:[/?#]|$)/
const MAX_LENGTH = 2000

/** The same-site path to return to, or undefined when `raw` is none (or not one to follow). */
export function safeReturnPath(raw: string | null | undefined): string | undefined {
  if (!raw || raw.length > MAX_LENGTH) return undefined
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return undefined
  if (!raw.startsWith('/') || raw.startsWith('//')) return undefined
  // What the browser would make of it, resolved against a placeholder origin: it must stay on that origin.
  let url: URL
  try {
    url = new URL(raw, 'https://return.invalid')
  } catch {
    return undefined
  }
  if (url.origin !== 'https://return.invalid') return undefined
  const path = url.pathname + url.search + url.hash
  return ACCOUNT_PAGES.test(path) ? undefined : path
}

/** The log-in (or sign-up) page that returns to `from` (a path with its query), when it is one to return to. */
export function authPath(from: string | undefined, tab?: 'register'): string {
  const params = new URLSearchParams()
  if (tab) params.set('tab', tab)
  // From the log-in page itself (its header's Sign up): the page it returns to stays the same.
  const fromAuth = from && /^\/auth(?:[?#]|$)/.test(from) ? new URLSearchParams(from.split('?')[1] ?? '').get('returnTo') : undefined
  const back = safeReturnPath(fromAuth === undefined ? from : fromAuth)
  if (back && back !== '/') params.set('returnTo', back)
  const query = params.toString()
  return query ? `/auth?${query}` : '/auth'
}

/** The log-in (or sign-up) page that returns to the page shown now. */
export function useAuthPath(tab?: 'register'): string {
  const { pathname, search } = useLocation()
  return authPath(pathname + search, tab)
}
