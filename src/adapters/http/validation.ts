import * as t from 'io-ts'
import * as E from 'fp-ts/lib/Either.js'
import { nameRefusedMessage, type NameRefused } from '../../domain/shared/name'
import { badRequest, type FieldErrors } from './http-error'
import { withSchema } from './openapi/json-schema'

/** The spec's generic messages. */
export const REQUIRED = 'Required'
export const INVALID = 'Invalid input'

const isCombinator = (type: t.Decoder<unknown, unknown>): boolean =>
  type instanceof t.IntersectionType || type instanceof t.UnionType ||
  (type instanceof t.ExactType && isCombinator(type.type as t.Decoder<unknown, unknown>))

/** io-ts errors → `{field: message}`, the first message of each field (nested fields as `a.b`, indices kept). */
const toFieldErrors = (errors: t.Errors): FieldErrors => {
  const out: FieldErrors = {}
  for (const e of errors) {
    const path = e.context
      .filter((_, i) => i > 0 && !isCombinator(e.context[i - 1].type))
      .map((c) => c.key)
      .join('.')
    const field = path || '_'
    if (!(field in out)) out[field] = e.message ?? (e.value === undefined ? REQUIRED : INVALID)
  }
  return out
}

/** Decodes unknown input or throws a 400 with field messages. */
/**
 * A PATCH body: decoded (400 with the field messages when it is bad), keeping only the fields the
 * client sent. io-ts decodes an absent optional field too (optionalText makes it null), which would
 * clear a stored value nobody asked to change.
 */
export const decodePatchOrThrow = <A extends object, O>(codec: t.Type<A, O, unknown>, input: unknown): Partial<A> => {
  const decoded = decodeOrThrow(codec, input)
  return Object.fromEntries(Object.entries(decoded).filter(([k]) => typeof input === 'object' && input !== null && Object.hasOwn(input, k))) as Partial<A>
}

export const decodeOrThrow = <A, O>(codec: t.Type<A, O, unknown>, input: unknown, message = 'Invalid input'): A => {
  const decoded = codec.decode(input)
  if (E.isLeft(decoded)) throw badRequest(toFieldErrors(decoded.left), message)
  return decoded.right
}


const isBlank = (u: unknown) => u === undefined || u === null || (typeof u === 'string' && u.trim() === '')
/** NUL and other C0 control characters (but tab, line feed and carriage return) have no place in text input. */
// eslint-disable-next-line no-control-regex -- control characters are what this rejects in text input
const hasControl = (s: string) => /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(s)

/** A name, decoded by its domain value object (PersonName, CompanyName): 'Required', too long, or a hidden character refused. */
export const nameC = <N extends string>(name: string, parse: (raw: string) => E.Either<NameRefused, N>) => withSchema(
  new t.Type<N, string, unknown>(name, (u): u is N => typeof u === 'string', (u, c) => {
    if (typeof u !== 'string') return t.failure(u, c, isBlank(u) ? REQUIRED : INVALID)
    const parsed = parse(u)
    return E.isRight(parsed) ? t.success(parsed.right) : t.failure(u, c, nameRefusedMessage(parsed.left))
  }, String), { type: 'string', minLength: 1, description: 'A name, trimmed: no text-direction override, zero-width or other hidden character' })

/** A trimmed, non-blank string of at most `max` characters. */
export const requiredText = (max: number, messages: { required?: string; tooLong?: string } = {}) => withSchema(
  new t.Type<string, string, unknown>('RequiredText', (u): u is string => typeof u === 'string', (u, c) => {
    if (isBlank(u)) return t.failure(u, c, messages.required ?? REQUIRED)
    if (typeof u !== 'string' || hasControl(u)) return t.failure(u, c, INVALID)
    const v = u.trim()
    return v.length > max ? t.failure(u, c, messages.tooLong ?? `Must be at most ${max} characters`) : t.success(v)
  }, t.identity), { type: 'string', minLength: 1, maxLength: max })

type Parsed = { ok: true; value: string } | { ok: false; error: string }

/** An optional text checked and written by a rule: blank or absent is null, control characters are refused. */
export const optionalParsed = (name: string, parse: (v: string) => Parsed, schema: Record<string, unknown> = { type: 'string' }) => withSchema(
  new t.Type<string | null, string | null, unknown>(name, (u): u is string | null => u === null || typeof u === 'string', (u, c) => {
    if (isBlank(u)) return t.success(null)
    if (typeof u !== 'string' || hasControl(u)) return t.failure(u, c, INVALID)
    const parsed = parse(u)
    return parsed.ok ? t.success(parsed.value) : t.failure(u, c, parsed.error)
  }, t.identity), { ...schema, type: ['string', 'null'], description: 'Blank or absent: none' }, { optional: true })

/** An optional text: blank or absent is null, otherwise trimmed and at most `max` characters. */
export const optionalText = (max: number, pattern?: { re: RegExp; message: string }) =>
  optionalParsed('OptionalText', (u): Parsed => {
    const v = u.trim()
    if (v.length > max) return { ok: false, error: `Must be at most ${max} characters` }
    if (pattern && !pattern.re.test(v)) return { ok: false, error: pattern.message }
    return { ok: true, value: v }
  }, { type: 'string', maxLength: max })

/** A phone number of at most `max` characters (digits, spaces, + ( ) . / -), or blank. */
export const optionalPhone = (max: number) =>
  optionalText(max, { re: new RegExp(`^\\+?[0-9 ()./-]{5,${max}}$`), message: 'Please enter a valid phone number' })

/** A string as given (passwords are not trimmed); blank or absent is `Required`. */
export const requiredSecret = (message = REQUIRED) => withSchema(
  new t.Type<string, string, unknown>('RequiredSecret', (u): u is string => typeof u === 'string', (u, c) =>
    typeof u !== 'string' || u.length === 0 || u.includes('\u0000') ? t.failure(u, c, u === undefined || u === '' || u === null ? message : INVALID) : t.success(u),
  t.identity), { type: 'string', minLength: 1, format: 'password' })

/** A positive integer id, from a route param or a query string. */
export const IdFromString = withSchema(new t.Type<number, string, unknown>('Id', (u): u is number => typeof u === 'number', (u, c) => {
  const n = typeof u === 'string' && /^[1-9][0-9]{0,9}$/.test(u) ? Number(u) : typeof u === 'number' ? u : NaN
  return Number.isSafeInteger(n) && n > 0 && n <= 2147483647 ? t.success(n) : t.failure(u, c, INVALID)
}, String), { type: 'integer', minimum: 1, maximum: 2147483647 })

/** An integer (a JSON number or a numeric string) within bounds. */
export const intInRange = (min: number, max: number, message = INVALID) => withSchema(
  new t.Type<number, number, unknown>('Int', (u): u is number => typeof u === 'number', (u, c) => {
    if (u === undefined || u === null || u === '') return t.failure(u, c, REQUIRED)
    const n = typeof u === 'number' ? u : typeof u === 'string' && /^-?\d{1,10}$/.test(u.trim()) ? Number(u) : NaN
    return Number.isInteger(n) && n >= min && n <= max ? t.success(n) : t.failure(u, c, message)
  }, t.identity), { type: 'integer', minimum: min, maximum: max })

/** Like intInRange, but blank or absent is null. */
export const optionalInt = (min: number, max: number, message = INVALID) => {
  const inner = intInRange(min, max, message)
  return withSchema(new t.Type<number | null, number | null, unknown>('OptionalInt', (u): u is number | null => u === null || typeof u === 'number',
    (u, c) => u === undefined || u === null || u === '' ? t.success(null) : inner.validate(u, c), t.identity),
  { type: ['integer', 'null'], minimum: min, maximum: max, description: 'Blank or absent: none' }, { optional: true })
}

/** true/false as JSON booleans or the strings of a query. */
export const BooleanLike = withSchema(new t.Type<boolean, boolean, unknown>('Boolean', (u): u is boolean => typeof u === 'boolean', (u, c) =>
  u === true || u === 'true' || u === '1' ? t.success(true) : u === false || u === 'false' || u === '0' ? t.success(false) : t.failure(u, c, INVALID),
t.identity), { type: 'boolean' })

/**
 * An optional http(s) URL, at most 500 characters. A bare domain gets https:// in front
 * (people type `example.com`); any other scheme (javascript:, data:) is refused.
 */
export const optionalUrl = (message = 'Please enter a valid URL') => withSchema(
  new t.Type<string | null, string | null, unknown>('Url', (u): u is string | null => u === null || typeof u === 'string', (u, c) => {
    if (u === undefined || u === null || (typeof u === 'string' && u.trim() === '')) return t.success(null)
    if (typeof u !== 'string' || u.length > 500) return t.failure(u, c, message)
    let v = u.trim()
    if (!/^[a-z][a-z0-9+.-]*:/i.test(v) && /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+([/?#].*)?$/u.test(v)) v = `https://${v}`
    try {
      const url = new URL(v)
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') ? t.success(url.toString()) : t.failure(u, c, message)
    } catch {
      return t.failure(u, c, message)
    }
  }, t.identity), { type: ['string', 'null'], maxLength: 500, format: 'uri', description: 'An http(s) address (a bare domain gets https://); blank or absent: none' }, { optional: true })

/** A list of short texts (products, services): at most `maxItems`, each trimmed and at most `maxLength`. */
export const textList = (maxItems: number, maxLength: number) => withSchema(
  new t.Type<string[], string[], unknown>('TextList', (u): u is string[] => Array.isArray(u), (u, c) => {
    if (u === undefined || u === null) return t.success([])
    if (!Array.isArray(u) || u.some((x) => typeof x !== 'string')) return t.failure(u, c, INVALID)
    if (u.length > maxItems) return t.failure(u, c, `At most ${maxItems} entries`)
    const items = (u as string[]).map((x) => x.trim()).filter(Boolean)
    return items.some((x) => x.length > maxLength) ? t.failure(u, c, `Each entry must be at most ${maxLength} characters`) : t.success(items)
  }, t.identity), { type: 'array', maxItems, items: { type: 'string', maxLength } }, { optional: true })

/** One of a few literal strings. */
export const oneOf = <L extends string>(values: readonly L[], message = INVALID) => withSchema(
  new t.Type<L, L, unknown>('OneOf', (u): u is L => typeof u === 'string' && (values as readonly string[]).includes(u), (u, c) =>
    typeof u === 'string' && (values as readonly string[]).includes(u) ? t.success(u as L) : t.failure(u, c, u === undefined ? REQUIRED : message),
  t.identity), { type: 'string', enum: [...values] })

/** Query-string values arrive as string or string[]; take the first. */
const firstValue = (v: unknown): unknown => Array.isArray(v) ? v[0] : v
export const queryOf = (q: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(q).map(([k, v]) => [k, firstValue(v)]))

/** The folders of this site's own image files: uploads, and the demo data's generated posters. */
export const SITE_IMAGES = ['/uploads/', '/demo-assets/'] as const

/**
 * An optional image every viewer's browser will load: an http(s) URL, or a file this site serves
 * under one of `folders` ('/uploads/…'). Never another path of the site: the browsers of everyone
 * who sees the image would ask it with their cookies (a company's logo `/api/companies/5` counted
 * a view of company 5 for each of them). Dot segments are refused (`/uploads/../api/…`).
 */
export const optionalImageUrl = (folders: readonly string[], message = 'Please enter a valid URL') => {
  const url = optionalUrl(message)
  const inFolder = (v: string) => /^\/(?!\/)[A-Za-z0-9._~\-/]{1,300}$/.test(v) && folders.some((f) => v.startsWith(f)) && !v.split('/').some((seg) => seg === '.' || seg === '..')
  return withSchema(new t.Type<string | null, string | null, unknown>('ImageUrl', url.is, (u, c) => {
    if (typeof u !== 'string' || !u.trim().startsWith('/')) return url.validate(u, c)
    const v = u.trim()
    return inFolder(v) ? t.success(v) : t.failure(u, c, 'Use an uploaded image or an http(s) address')
  }, t.identity), { type: ['string', 'null'], maxLength: 500, description: `An http(s) address or a file of this site under ${folders.join(' or ')}; blank or absent: none` }, { optional: true })
}

/**
 * A table's sort (docs/api.md): one of the list's `keys`, ascending (`name`) or, with a leading
 * minus, descending (`-name`). Blank or absent: the list's own order. Any other key is a 400 naming
 * the keys there are.
 */
export const sortOf = <K extends string>(keys: readonly K[]) => withSchema(
  new t.Type<{ key: K; dir: 'asc' | 'desc' } | null, string | null, unknown>('Sort', (u): u is { key: K; dir: 'asc' | 'desc' } | null => u === null || typeof u === 'object', (u, c) => {
    if (u === undefined || u === null || u === '') return t.success(null)
    const v = typeof u === 'string' ? u.trim() : ''
    const key = v.startsWith('-') ? v.slice(1) : v
    return (keys as readonly string[]).includes(key)
      ? t.success({ key: key as K, dir: v.startsWith('-') ? 'desc' as const : 'asc' as const })
      : t.failure(u, c, `Sort must be one of ${keys.join(', ')} (a leading - sorts descending)`)
  }, (s) => (s ? (s.dir === 'desc' ? `-${s.key}` : s.key) : null)),
  { type: 'string', enum: keys.flatMap((k) => [k, `-${k}`]), description: 'A sort key, with a leading `-` for descending' }, { optional: true })
