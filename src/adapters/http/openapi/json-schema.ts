// io-ts codecs → JSON Schema (the 2020-12 dialect of OpenAPI 3.1). The routes decode with io-ts; the
// published contract is read from the same codecs, so what is documented is what is decoded.
import * as t from 'io-ts'

export type JsonSchema = { readonly [key: string]: unknown }

/**
 * The schema of a codec that io-ts cannot describe by itself (a `new t.Type` with its own decoder).
 * Every such codec of a documented route must carry one: the converter refuses one without.
 */
const described = new WeakMap<t.Any, JsonSchema>()
/** Hand-written codecs that take an absent value (as null or an empty list): their key may be left out. */
const absentOk = new WeakSet<t.Any>()

/**
 * Registers the JSON Schema of a hand-written codec and answers the codec. `optional`: the codec
 * decodes an absent value too, so an object's key of this codec is not required.
 */
export const withSchema = <C extends t.Any>(codec: C, schema: JsonSchema, opts: { optional?: boolean } = {}): C => {
  described.set(codec, schema)
  if (opts.optional) absentOk.add(codec)
  return codec
}

/** Object codecs named like a type (`t.type({...}, 'CompanyDetail')`) become shared components. */
const COMPONENT_NAME = /^[A-Z][A-Za-z0-9]*$/

/**
 * `input`: what a request may send (io-ts's `t.type` lets unknown keys through, `t.exact` strips them:
 * both accept them). `output`: what an answer holds, exactly (unknown keys are refused, so an answer
 * with a field the contract does not name fails its validation).
 */
export type SchemaMode = 'input' | 'output'

export class SchemaBuilder {
  /** Components by name, with the codec that owns the name (two codecs may not share one). */
  readonly components = new Map<string, { codec: t.Any; schema: JsonSchema }>()

  /** `components`: named object codecs become shared components (answers); off, every schema is inline (requests). */
  constructor(private readonly mode: SchemaMode, private readonly refBase = '#/components/schemas/', private readonly shared = true) {}

  schemaOf(codec: t.Any): JsonSchema {
    const own = described.get(codec)
    if (own) return own
    const shape = this.objectShape(codec)
    if (shape && this.shared && COMPONENT_NAME.test(codec.name)) return this.component(codec, () => this.objectSchema(shape))
    if (shape) return this.objectSchema(shape)
    return this.plain(codec)
  }

  private component(codec: t.Any, make: () => JsonSchema): JsonSchema {
    const name = codec.name
    const known = this.components.get(name)
    if (known && known.codec !== codec) throw new Error(`Two codecs are named ${name}: name one of them otherwise`)
    if (!known) {
      this.components.set(name, { codec, schema: {} })
      this.components.set(name, { codec, schema: make() })
    }
    return { $ref: `${this.refBase}${name}` }
  }

  private plain(codec: t.Any): JsonSchema {
    const c = codec as t.Any & { _tag?: string }
    switch (c._tag) {
      case 'StringType': return { type: 'string' }
      case 'NumberType': return { type: 'number' }
      case 'BooleanType': return { type: 'boolean' }
      case 'NullType': return { type: 'null' }
      case 'UnknownType': return {}
      case 'UnknownRecordType': return { type: 'object' }
      case 'UnknownArrayType': return { type: 'array' }
      case 'LiteralType': return { const: (c as unknown as t.LiteralType<string | number | boolean>).value }
      case 'KeyofType': return { type: 'string', enum: Object.keys((c as unknown as t.KeyofType<Record<string, unknown>>).keys) }
      case 'ArrayType': case 'ReadonlyArrayType':
        return { type: 'array', items: this.schemaOf((c as unknown as t.ArrayType<t.Any>).type) }
      case 'ReadonlyType': case 'ExactType': case 'StrictType':
        return this.schemaOf((c as unknown as t.ReadonlyType<t.Any>).type)
      case 'RefinementType':
        // t.Int and other brands: the base type's schema (t.Int also says "integer").
        return c.name === 'Int' ? { type: 'integer' } : this.schemaOf((c as unknown as t.RefinementType<t.Any>).type)
      case 'DictionaryType': {
        const d = c as unknown as t.DictionaryType<t.Any, t.Any>
        return { type: 'object', additionalProperties: this.schemaOf(d.codomain) }
      }
      case 'UnionType': return this.union((c as unknown as t.UnionType<t.Mixed[]>).types)
      case 'IntersectionType': return { allOf: (c as unknown as t.IntersectionType<t.Mixed[]>).types.map((x) => this.schemaOf(x)) }
      case 'TupleType': {
        const items = (c as unknown as t.TupleType<t.Mixed[]>).types.map((x) => this.schemaOf(x))
        return { type: 'array', prefixItems: items, minItems: items.length, maxItems: items.length }
      }
      default:
        throw new Error(`No JSON Schema for the codec ${codec.name}: give it one with withSchema()`)
    }
  }

  /** A union of literals is an enum; X | null is X's type with "null" beside it; else anyOf. */
  private union(types: readonly t.Mixed[]): JsonSchema {
    const schemas = types.map((x) => this.schemaOf(x))
    if (schemas.every((s) => 'const' in s)) return { enum: schemas.map((s) => s.const) }
    const nonNull = schemas.filter((s) => s.type !== 'null')
    if (nonNull.length === schemas.length - 1 && nonNull.length === 1) {
      const only = nonNull[0]
      if (typeof only.type === 'string' && !('$ref' in only)) {
        return 'enum' in only ? { ...only, type: [only.type, 'null'], enum: [...(only.enum as unknown[]), null] } : { ...only, type: [only.type, 'null'] }
      }
      if ('enum' in only && !('type' in only)) return { enum: [...(only.enum as unknown[]), null] }
      return { anyOf: [only, { type: 'null' }] }
    }
    return { anyOf: schemas }
  }

  /** The properties of an object codec (t.type, t.partial, t.exact and intersections of them), or undefined. */
  private objectShape(codec: t.Any): { props: Record<string, t.Any>; required: Set<string> } | undefined {
    if (described.has(codec)) return undefined
    const c = codec as t.Any & { _tag?: string }
    switch (c._tag) {
      case 'InterfaceType': {
        const props = (c as unknown as t.InterfaceType<t.Props>).props
        return { props: { ...props }, required: new Set(Object.keys(props).filter((k) => !acceptsUndefined(props[k]))) }
      }
      case 'PartialType': return { props: { ...(c as unknown as t.PartialType<t.Props>).props }, required: new Set() }
      case 'ExactType': case 'StrictType': case 'ReadonlyType':
        return this.objectShape((c as unknown as t.ExactType<t.Any>).type)
      case 'IntersectionType': {
        const parts = (c as unknown as t.IntersectionType<t.Mixed[]>).types.map((x) => this.objectShape(x))
        if (parts.some((p) => !p)) return undefined
        const props: Record<string, t.Any> = {}
        const required = new Set<string>()
        for (const p of parts as { props: Record<string, t.Any>; required: Set<string> }[]) {
          Object.assign(props, p.props)
          for (const k of p.required) required.add(k)
        }
        return { props, required }
      }
      default: return undefined
    }
  }

  private objectSchema({ props, required }: { props: Record<string, t.Any>; required: Set<string> }): JsonSchema {
    const properties = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, this.schemaOf(v)]))
    return {
      type: 'object',
      properties,
      ...(required.size ? { required: [...required] } : {}),
      ...(this.mode === 'output' ? { additionalProperties: false } : {}),
    }
  }
}

/** `t.type` requires a key unless its codec accepts undefined (then it may be left out). */
const acceptsUndefined = (codec: t.Any): boolean => {
  if (absentOk.has(codec)) return true
  const c = codec as t.Any & { _tag?: string }
  if (c._tag === 'UndefinedType' || c._tag === 'VoidType' || c._tag === 'UnknownType') return true
  if (c._tag === 'UnionType') return (c as unknown as t.UnionType<t.Mixed[]>).types.some(acceptsUndefined)
  return false
}
