// The one way the SPA talks to the server: same-origin JSON over fetch, with the
// session cookie. Every non-OK answer becomes an ApiError.

/** `{ field: message }`, as the server sends in `fieldErrors` (shared/design/decisions.md §2). */
export type FieldErrors = Readonly<Record<string, string>>

export class ApiError extends Error {
  override readonly name = 'ApiError'
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number
  /** Spec §8 wording of the failure: `${status}: ${body text or status text}`. */
  readonly text: string
  /** Per-field validation messages of a 400, when the server sent them. */
  readonly fieldErrors: FieldErrors | undefined

  constructor(status: number, message: string, text: string, fieldErrors?: FieldErrors) {
    // `message` is what toasts show: the server's `message`, else the spec text.
    super(message)
    this.status = status
    this.text = text
    this.fieldErrors = fieldErrors
  }

  override toString(): string {
    return this.text
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError

/** The message to show for any thrown value, with a fallback. */
export const errorMessage = (e: unknown, fallback = 'Something went wrong. Please try again.'): string =>
  e instanceof Error && e.message ? e.message : fallback

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

const readFieldErrors = (v: unknown): FieldErrors | undefined => {
  if (!isRecord(v)) return undefined
  const entries = Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string')
  return entries.length > 0 ? Object.fromEntries(entries) : undefined
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

async function toApiError(res: Response): Promise<ApiError> {
  const bodyText = await res.text().catch(() => '')
  const text = `${res.status}: ${bodyText || res.statusText}`
  const body = bodyText ? parseJson(bodyText) : undefined
  const serverMessage = isRecord(body) && typeof body.message === 'string' && body.message ? body.message : undefined
  const fieldErrors = isRecord(body) ? readFieldErrors(body.fieldErrors) : undefined
  return new ApiError(res.status, serverMessage ?? text, text, fieldErrors)
}

/** A body that is not JSON: a file's text and its media type (a CSV import). */
class RawBody {
  constructor(readonly text: string, readonly type: string) {}
}

async function send(method: Method, path: string, payload?: unknown, signal?: AbortSignal): Promise<Response> {
  const hasPayload = payload !== undefined
  const raw = payload instanceof RawBody ? payload : undefined
  let res: Response
  try {
    res = await fetch(path, {
      method,
      credentials: 'include',
      headers: hasPayload ? { 'Content-Type': raw ? raw.type : 'application/json', Accept: 'application/json' } : { Accept: 'application/json' },
      body: raw ? raw.text : hasPayload ? JSON.stringify(payload) : undefined,
      signal,
    })
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e
    const reason = 'Could not reach the server. Check your connection and try again.'
    throw new ApiError(0, reason, `0: ${reason}`)
  }
  if (!res.ok) throw await toApiError(res)
  return res
}

const readBody = async <T>(res: Response): Promise<T> => {
  if (res.status === 204) return undefined as T
  const text = await res.text()
  return (text ? (parseJson(text) ?? text) : undefined) as T
}

async function apiRequest<T>(method: Method, path: string, payload?: unknown, signal?: AbortSignal): Promise<T> {
  return readBody<T>(await send(method, path, payload, signal))
}

/** One page of a list whose total count is in the X-Total-Count header (shared/design/decisions.md §2). */
export interface PagedList<T> {
  readonly items: readonly T[]
  readonly total: number
  /** False when the total is a lower bound (X-Total-Relation: gte): the directory shows "1,000+". */
  readonly exact: boolean
  /** The words searched instead of those typed (X-Search-Corrected): "Showing results for …". */
  readonly corrected?: string
}

/** X-Search-Corrected as the words it carries (URI-encoded in the header); undefined without it or when it is not valid. */
export const correctedOf = (header: string | null | undefined): string | undefined => {
  if (!header) return undefined
  try {
    return decodeURIComponent(header) || undefined
  } catch {
    return undefined
  }
}

/** GET a paged list: the JSON array and the X-Total-Count header (the array's length when it is missing). */
export async function fetchPaged<T>(path: string): Promise<PagedList<T>> {
  const res = await send('GET', path)
  const body = await readBody<unknown>(res)
  const items = Array.isArray(body) ? (body as T[]) : []
  const total = Number(res.headers.get('X-Total-Count'))
  const corrected = correctedOf(res.headers.get('X-Search-Corrected'))
  return {
    items, total: Number.isFinite(total) && res.headers.has('X-Total-Count') ? total : items.length, exact: res.headers.get('X-Total-Relation') !== 'gte',
    ...(corrected ? { corrected } : {}),
  }
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>('GET', path, undefined, signal),
  post: <T>(path: string, payload?: unknown) => apiRequest<T>('POST', path, payload),
  /** POST a file's text as `type` ('text/csv'). */
  postText: <T>(path: string, text: string, type: string) => apiRequest<T>('POST', path, new RawBody(text, type)),
  put: <T>(path: string, payload?: unknown) => apiRequest<T>('PUT', path, payload),
  patch: <T>(path: string, payload?: unknown) => apiRequest<T>('PATCH', path, payload),
  delete: <T>(path: string, payload?: unknown) => apiRequest<T>('DELETE', path, payload),
}

/** Default SWR fetcher: GET on the key, JSON answer. */
export const fetchJson = <T>(path: string): Promise<T> => api.get<T>(path)

