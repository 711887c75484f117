export type FieldErrors = Record<string, string>

/** An answer other than success, as the error middleware sends it: `{message, fieldErrors?}`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

export const badRequest = (fieldErrors: FieldErrors, message = 'Invalid input') => new HttpError(400, message, fieldErrors)
export const unauthorized = (message = 'Not authenticated') => new HttpError(401, message)
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message)
export const notFound = (message = 'Not found') => new HttpError(404, message)

/** The value, or a 404 with the message when there is none. */
export const found = <T>(value: T | undefined | null, message: string): T => {
  if (value === undefined || value === null) throw notFound(message)
  return value
}

/** 429 for a locked account or address: `${what}. Try again in N minutes.`, with Retry-After in seconds. */
export const tooManyAttempts = (what: string, locked: { readonly retryAfterSeconds: number }) => {
  const minutes = Math.ceil(locked.retryAfterSeconds / 60)
  return new HttpError(429, `${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, undefined, { 'Retry-After': String(locked.retryAfterSeconds) })
}
