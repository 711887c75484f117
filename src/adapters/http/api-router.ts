// A route declared once: who may call it, the io-ts codecs of its path, query and body (which decode
// the request), and its answers. The router runs the declaration; the OpenAPI document is read from
// the same declarations (openapi/document.ts), so the contract cannot drift from the code.
import Router from '@koa/router'
import type Koa from 'koa'
import type * as t from 'io-ts'
import type { Role } from '../../domain/user/role'
import type { User } from '../../domain/user/user'
import type { AppState } from './app-state'
import { requireRole, requireUser } from './auth'
import { decodeOrThrow, decodePatchOrThrow, queryOf } from './validation'

type Ctx = Koa.ParameterizedContext<AppState>

/** Who may call: anyone (a session is optional), anyone signed in, or the signed-in users of these roles. */
export type Access = 'anyone' | 'signed-in' | readonly Role[]

/** An answer: its description and, for a body, the codec of its JSON (or another media type). */
export interface AnswerSpec {
  readonly description: string
  /** The JSON body's codec (omit for an error answer `{message, fieldErrors?}` or no body). */
  readonly body?: t.Any
  /** A body that is not JSON: its media type (`text/calendar`, `application/zip`, …). */
  readonly mediaType?: string
  /** No body at all (204, 302). */
  readonly empty?: boolean
  /** Response headers the answer carries, with what they mean. */
  readonly headers?: Readonly<Record<string, string>>
}

/** Answers by status: a spec, or for an error the text that says when it happens. */
export type Answers = Readonly<Record<number, AnswerSpec | string>>

export interface OperationSpec<P = unknown, Q = unknown, B = unknown, A extends Access = Access> {
  readonly summary: string
  readonly description?: string
  readonly access: A
  readonly params?: t.Type<P, unknown, unknown>
  readonly query?: t.Type<Q, unknown, unknown>
  readonly body?: t.Type<B, unknown, unknown>
  /** The body is a PATCH: only the fields the client sent are kept (decodePatchOrThrow). */
  readonly partial?: boolean
  /** A body that is not JSON (a multipart upload): its media type and a schema of its parts. */
  readonly rawBody?: { readonly mediaType: string; readonly schema: Readonly<Record<string, unknown>> }
  readonly answers: Answers
}

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

/** A declared route: what the OpenAPI document is built from. */
export interface Operation extends OperationSpec {
  readonly method: Method
  /** The route's path in Koa's form (`/api/companies/:id`). */
  readonly path: string
  readonly tag: string
  /** What the tag's routes are for (the reference shows it above them). */
  readonly tagDescription: string
}

interface Input<P, Q, B, A extends Access> {
  readonly params: P
  readonly query: Q
  readonly body: B
  /** The caller: a User whenever the route needs a session. */
  readonly user: A extends 'anyone' ? User | undefined : User
}

type Handler<P, Q, B, A extends Access> = (ctx: Ctx, input: Input<P, Q, B, A>) => unknown

/** Checks who calls: 401 without a session where one is needed, 403 for another role. */
const callerFor = (ctx: Ctx, access: Access): User | undefined =>
  access === 'anyone' ? ctx.state.user : access === 'signed-in' ? requireUser(ctx) : requireRole(ctx, ...access)

/**
 * A Koa router whose routes are declared with their contract. `tag` groups its routes in the
 * reference (Companies, Exhibitions, …); `tagDescription` (Markdown) says what they are for.
 */
export class ApiRouter {
  readonly router = new Router<AppState>()
  readonly operations: Operation[] = []

  constructor(readonly tag: string, readonly tagDescription: string) {}

  get<P = unknown, Q = unknown, B = unknown, const A extends Access = Access>(path: string, spec: OperationSpec<P, Q, B, A>, handler: Handler<P, Q, B, A>) { return this.add('get', path, spec, handler) }
  post<P = unknown, Q = unknown, B = unknown, const A extends Access = Access>(path: string, spec: OperationSpec<P, Q, B, A>, handler: Handler<P, Q, B, A>) { return this.add('post', path, spec, handler) }
  put<P = unknown, Q = unknown, B = unknown, const A extends Access = Access>(path: string, spec: OperationSpec<P, Q, B, A>, handler: Handler<P, Q, B, A>) { return this.add('put', path, spec, handler) }
  patch<P = unknown, Q = unknown, B = unknown, const A extends Access = Access>(path: string, spec: OperationSpec<P, Q, B, A>, handler: Handler<P, Q, B, A>) { return this.add('patch', path, spec, handler) }
  delete<P = unknown, Q = unknown, B = unknown, const A extends Access = Access>(path: string, spec: OperationSpec<P, Q, B, A>, handler: Handler<P, Q, B, A>) { return this.add('delete', path, spec, handler) }

  private add<P, Q, B, A extends Access>(method: Method, path: string, spec: OperationSpec<P, Q, B, A>, handler: Handler<P, Q, B, A>): this {
    this.operations.push({ ...(spec as OperationSpec), method, path, tag: this.tag, tagDescription: this.tagDescription })
    this.router[method](path, async (ctx) => {
      // The caller first: a request without the right session learns nothing about its input.
      const user = callerFor(ctx, spec.access)
      const params = (spec.params ? decodeOrThrow(spec.params, ctx.params) : {}) as P
      const query = (spec.query ? decodeOrThrow(spec.query, queryOf(ctx.query)) : {}) as Q
      const body = (spec.body ? (spec.partial ? decodePatchOrThrow(spec.body as t.Type<B & object, unknown, unknown>, ctx.request.body) : decodeOrThrow(spec.body, ctx.request.body)) : undefined) as B
      await handler(ctx, { params, query, body, user: user as Input<P, Q, B, A>['user'] })
    })
    return this
  }
}
