// Every answer the integration tests receive is checked against the published OpenAPI document: an
// answer the document does not describe (a status it does not list, a body of another shape, a field
// it does not name) fails the test that received it.
import { Ajv2020 } from 'ajv/dist/2020.js'
import type { ValidateFunction } from 'ajv'
import addFormatsModule from 'ajv-formats'
import type { OpenApiDocument } from '../../../src/adapters/http/openapi/document'

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020

type Responses = Record<string, { content?: Record<string, { schema?: unknown }>; $ref?: string }>
interface Route { readonly template: string; readonly re: RegExp; readonly literalLength: number; readonly methods: Record<string, { responses: Responses }> }

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')

export class ContractViolation extends Error {}

export class ContractChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true })
  private readonly routes: Route[]
  private readonly compiled = new Map<string, ValidateFunction>()
  /** The operations answered at least once (method and template): what the suite covered. */
  readonly seen = new Set<string>()

  constructor(private readonly doc: OpenApiDocument) {
    addFormats(this.ajv)
    this.ajv.addSchema(doc, 'openapi.json')
    this.routes = Object.entries(doc.paths).map(([template, methods]) => ({
      template,
      re: new RegExp(`^${template.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('[^/]+')}$`),
      literalLength: template.replace(/\{[^}]+\}/g, '').length,
      methods: methods as Route['methods'],
    })).sort((a, b) => b.literalLength - a.literalLength)
  }

  /** Throws a ContractViolation when the document does not describe this answer. */
  check(method: string, url: string, status: number, contentType: string | null, body: unknown): void {
    const m = method.toLowerCase()
    if (m === 'head' || m === 'options') return
    const path = new URL(url, 'http://x').pathname
    const route = this.routes.find((r) => r.re.test(path) && r.methods[m]) ?? this.routes.find((r) => r.re.test(path))
    const where = `${method} ${path} → ${status}`
    if (!route || !route.methods[m]) {
      if (!path.startsWith('/api/')) return // pages and built files: not the API
      if (status === 404 || status === 405) return this.validate('#/components/schemas/Error', body, `${where} (no such operation)`)
      throw new ContractViolation(`${where}: the OpenAPI document has no operation ${method} for this path`)
    }
    this.seen.add(`${m} ${route.template}`)
    const responses = route.methods[m].responses
    let key = String(status)
    if (!responses[key]) throw new ContractViolation(`${where}: the document lists no ${status} answer for ${m.toUpperCase()} ${route.template} (it lists ${Object.keys(responses).join(', ')})`)
    let response = responses[key]
    if (response.$ref) {
      key = response.$ref
      response = this.resolve(response.$ref) as typeof response
    }
    const content = response.content
    if (!content) {
      if (contentType) throw new ContractViolation(`${where}: the document says this answer has no body, but it has ${contentType}`)
      return
    }
    const type = (contentType ?? '').split(';')[0].trim()
    if (content['application/json']) {
      if (type !== 'application/json') throw new ContractViolation(`${where}: expected application/json, got ${type || 'no content type'}`)
      const ref = response === route.methods[m].responses[String(status)]
        ? `openapi.json#${pointer('', 'paths', route.template, m, 'responses', String(status), 'content', 'application/json', 'schema')}`
        : `openapi.json${key}/content/application~1json/schema`
      return this.validate(ref, body, where)
    }
    const declared = Object.keys(content)
    if (!declared.some((d) => d === type || d === 'application/octet-stream')) {
      throw new ContractViolation(`${where}: expected ${declared.join(' or ')}, got ${type || 'no content type'}`)
    }
  }

  private resolve(ref: string): unknown {
    return ref.replace(/^#\//, '').split('/').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k.replace(/~1/g, '/').replace(/~0/g, '~')], this.doc)
  }

  private validate(ref: string, body: unknown, where: string): void {
    const full = ref.startsWith('#') ? `openapi.json${ref}` : ref
    let validate = this.compiled.get(full)
    if (!validate) {
      validate = this.ajv.getSchema(full)
      if (!validate) throw new ContractViolation(`${where}: no schema at ${full}`)
      this.compiled.set(full, validate)
    }
    if (!validate(body)) {
      const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''}${e.params && 'additionalProperty' in e.params ? ` '${String(e.params.additionalProperty)}'` : ''}`)
      throw new ContractViolation(`${where}: the body does not match the document: ${errors.join('; ')}`)
    }
  }
}

/** What the watched fetch found: the violations of the current test, and the checks still reading a body. */
const watched = { violations: [] as string[], pending: new Set<Promise<void>>() }

/**
 * Every HTTP answer the integration tests receive, through the Client or a plain fetch, is checked
 * against the document: a JSON body is read from a copy of the answer (the test reads its own), other
 * answers by their content type. A violation fails the test that received it (mochaHooks below).
 */
export const watchFetch = (checker: ContractChecker): void => {
  const original = globalThis.fetch
  if ((original as { watched?: true }).watched) return
  const watching = async (input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) => {
    const res = await original(input, init)
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET')
    const type = res.headers.get('content-type')
    const record = (e: unknown) => { if (e instanceof ContractViolation) watched.violations.push(e.message) }
    if (type?.startsWith('application/json')) {
      const reading = res.clone().text().then((text) => {
        let body: unknown = text
        try { body = text ? JSON.parse(text) : undefined } catch { /* not JSON: the check says so */ }
        checker.check(method, url, res.status, type, body)
      }).catch(record).finally(() => watched.pending.delete(reading))
      watched.pending.add(reading)
    } else {
      try { checker.check(method, url, res.status, type, undefined) } catch (e) { record(e) }
    }
    return res
  }
  globalThis.fetch = Object.assign(watching, { watched: true as const })
}

/** The violations found since the last call (after the checks still reading a body are done). */
export const takeViolations = async (): Promise<string[]> => {
  await Promise.all([...watched.pending])
  return watched.violations.splice(0)
}
