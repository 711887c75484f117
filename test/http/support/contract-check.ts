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

  /** `strict`: an /api path the document does not have fails too (off while routes are being declared). */
  constructor(private readonly doc: OpenApiDocument, private readonly strict = true) {
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
      if (!path.startsWith('/api/') || !this.strict) return // pages, built files and uploads: not the API
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
      if (body !== undefined && body !== '') throw new ContractViolation(`${where}: the document says this answer has no body`)
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
