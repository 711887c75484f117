// The OpenAPI 3.1 document of the API, built from the routes' own declarations (api-router.ts).
import type * as t from 'io-ts'
import type { AnswerSpec, Operation } from '../api-router'
import { ErrorBody, UnavailableBody } from '../answers'
import { SchemaBuilder, type JsonSchema } from './json-schema'

export interface ApiInfo {
  readonly title: string
  readonly version: string
  readonly description: string
}

export type OpenApiDocument = { readonly openapi: string; readonly paths: Record<string, Record<string, OperationObject>> } & Record<string, unknown>
type OperationObject = Record<string, unknown>

/** Koa's `/api/companies/:id` as OpenAPI's `/api/companies/{id}`. */
const openApiPath = (koaPath: string): string => koaPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}')

const pathParams = (koaPath: string): string[] => [...koaPath.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1])

/** A stable, unique id: the method and the path's words (`getCompaniesByIdMedia`). */
const operationId = (method: string, koaPath: string): string => {
  const words = koaPath.replace(/^\/api\//, '/').split('/').filter(Boolean)
    .map((w) => w.startsWith(':') ? `By${w[1].toUpperCase()}${w.slice(2)}` : w)
    .flatMap((w) => w.split(/[^A-Za-z0-9]+/).filter(Boolean))
  return method + words.map((w) => w[0].toUpperCase() + w.slice(1)).join('')
}

const STATE_CHANGING = new Set(['post', 'put', 'patch', 'delete'])

const DEFAULT_ERRORS = {
  400: 'The input is not valid: `fieldErrors` names each bad field',
  401: 'No session: sign in first',
  403: 'The signed-in user may not do this, or the request came from another site (a foreign `Origin`)',
  foreignOrigin: 'The request came from another site (a foreign `Origin`)',
  413: 'The request body is larger than 1 MB',
} as const

/** A path parameter that takes any text (a file name looked up as it is): decoding it cannot fail. */
const takesAnyText = (schema: JsonSchema): boolean => Object.keys(schema).every((k) => k === 'type' || k === 'description') && schema.type === 'string'

/** The error answers a route has by its declaration, before those it names itself, with what each means. */
const impliedErrors = (op: Operation, params: readonly Record<string, unknown>[]): [number, string][] => {
  const out: [number, string][] = []
  // The body parser reads a JSON body sent with any state-changing request: malformed JSON is a 400, more than 1 MB a 413.
  const readsBody = STATE_CHANGING.has(op.method)
  const decodes = readsBody || op.query || op.rawBody || params.some((p) => !takesAnyText(p.schema as JsonSchema))
  if (decodes) out.push([400, DEFAULT_ERRORS[400]])
  if (op.access !== 'anyone') out.push([401, DEFAULT_ERRORS[401]])
  // A state-changing request from a foreign Origin is refused whoever calls.
  if (op.access !== 'anyone' && op.access !== 'signed-in') out.push([403, DEFAULT_ERRORS[403]])
  else if (STATE_CHANGING.has(op.method)) out.push([403, DEFAULT_ERRORS.foreignOrigin])
  if (readsBody) out.push([413, DEFAULT_ERRORS[413]])
  return out
}

const accessText = (op: Operation): string =>
  op.access === 'anyone' ? 'Anyone (a session is optional).'
    : op.access === 'signed-in' ? 'Any signed-in user.'
      : `Signed-in users with the role ${op.access.join(' or ')}.`

export const buildOpenApiDocument = (operations: readonly Operation[], info: ApiInfo): OpenApiDocument => {
  const output = new SchemaBuilder('output')
  const input = new SchemaBuilder('input', undefined, false)
  const errorRef = output.schemaOf(ErrorBody)
  const errorContent = { 'application/json': { schema: errorRef } }
  const unavailableContent = { 'application/json': { schema: output.schemaOf(UnavailableBody) } }

  const answer = (spec: AnswerSpec | string): Record<string, unknown> => {
    if (typeof spec === 'string') return { description: spec, content: errorContent }
    const headers = spec.headers
      ? { headers: Object.fromEntries(Object.entries(spec.headers).map(([h, d]) => [h, { description: d, schema: { type: 'string' } }])) }
      : {}
    if (spec.empty) return { description: spec.description, ...headers }
    if (spec.body) return { description: spec.description, ...headers, content: { [spec.mediaType ?? 'application/json']: { schema: output.schemaOf(spec.body) } } }
    if (spec.mediaType) return { description: spec.description, ...headers, content: { [spec.mediaType]: { schema: spec.mediaType.startsWith('text/') || /xml/.test(spec.mediaType) ? { type: 'string' } : { type: 'string', contentEncoding: 'binary' } } } }
    return { description: spec.description, ...headers, content: errorContent }
  }

  const parameters = (op: Operation): Record<string, unknown>[] => {
    const out: Record<string, unknown>[] = []
    const declared = op.params ? objectProps(input, op.params) : { props: {}, required: [] }
    for (const name of pathParams(op.path)) {
      const schema = declared.props[name]
      if (!schema) throw new Error(`${op.method.toUpperCase()} ${op.path}: the path parameter ${name} has no codec`)
      out.push({ name, in: 'path', required: true, schema })
    }
    if (op.query) {
      const q = objectProps(input, op.query)
      for (const [name, schema] of Object.entries(q.props)) out.push({ name, in: 'query', required: q.required.includes(name), schema })
    }
    return out
  }

  const paths: Record<string, Record<string, OperationObject>> = {}
  const ids = new Set<string>()
  for (const op of operations) {
    const id = operationId(op.method, op.path)
    if (ids.has(id)) throw new Error(`Two routes make the operation id ${id}`)
    ids.add(id)
    const responses: Record<string, unknown> = {}
    for (const [status, spec] of Object.entries(op.answers)) responses[status] = answer(spec)
    const params = parameters(op)
    for (const [status, text] of impliedErrors(op, params)) responses[String(status)] ??= answer(text)
    responses['503'] ??= { $ref: '#/components/responses/Unavailable' }
    const body = op.body
      ? { requestBody: { required: !op.partial, content: { 'application/json': { schema: input.schemaOf(op.body) } } } }
      : op.rawBody ? { requestBody: { required: true, content: { [op.rawBody.mediaType]: { schema: op.rawBody.schema } } } } : {}
    const entry = {
      operationId: id,
      summary: op.summary,
      description: [op.description, `**Who:** ${accessText(op)}`].filter(Boolean).join('\n\n'),
      tags: [op.tag],
      security: op.access === 'anyone' ? [{}, { session: [] }] : [{ session: [] }],
      ...(params.length ? { parameters: params } : {}),
      ...body,
      responses,
    }
    ;(paths[openApiPath(op.path)] ??= {})[op.method] = entry
  }

  // Each tag once, with its router's description; two routers may share a tag only if they say the same of it.
  const tags = new Map<string, string>()
  for (const o of operations) {
    if (!o.tagDescription.trim()) throw new Error(`The tag ${o.tag} has no description`)
    const known = tags.get(o.tag)
    if (known !== undefined && known !== o.tagDescription) throw new Error(`The tag ${o.tag} has two descriptions`)
    tags.set(o.tag, o.tagDescription)
  }
  return {
    openapi: '3.1.0',
    info: {
      title: info.title,
      version: info.version,
      description: info.description,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    // The document is served by the API it describes: its server is wherever it was read from.
    servers: [{ url: '/', description: 'This server' }],
    tags: [...tags].map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: Object.fromEntries([...output.components].map(([name, c]) => [name, c.schema])),
      responses: {
        Unavailable: {
          description: 'Maintenance mode (for everyone but admins), or the database is out of reach for a moment',
          headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'string' } } },
          content: unavailableContent,
        },
      },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'expo.sid', description: 'The session cookie that POST /api/login sets (HttpOnly). State-changing requests must come from the site\'s own Origin.' },
      },
    },
  }
}

/** The properties of a params or query codec, each as a parameter's schema. */
const objectProps = (builder: SchemaBuilder, codec: t.Any): { props: Record<string, JsonSchema>; required: string[] } => {
  const schema = builder.schemaOf(codec)
  if (schema.type !== 'object') throw new Error(`The codec ${codec.name} of a path or query is not an object`)
  return { props: (schema.properties ?? {}) as Record<string, JsonSchema>, required: (schema.required ?? []) as string[] }
}
