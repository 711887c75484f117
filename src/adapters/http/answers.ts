// What the API answers, as io-ts codecs for the published contract (openapi/document.ts). The answer
// types themselves live in the application (views); `answerOf<View>()` checks at compile time that a
// codec describes its view exactly as JSON carries it (dates as strings), so neither can drift.
import * as t from 'io-ts'
import { withSchema } from './openapi/json-schema'

/** A value as JSON carries it: dates become ISO strings, branded strings and numbers (CompanyName) plain ones, everything else as it is. */
export type Json<T> = T extends Date ? string
  : T extends string ? (T extends object ? string : T)
  : T extends number ? (T extends object ? number : T)
  : T extends readonly (infer U)[] ? Json<U>[]
  : T extends object ? { -readonly [K in keyof T]: Json<T[K]> }
  : T

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false

/**
 * The codec of a view's JSON: `answerOf<CompanyDetailView>()(CompanyDetail)` compiles only when the
 * codec's type and the view's JSON are assignable both ways (no field missing, extra, or of another type).
 */
export const answerOf = <View>() => <C extends t.Any>(codec: C & (Same<Json<View>, t.TypeOf<C>> extends true ? unknown : { readonly 'the codec does not describe the view': Json<View> })): C => codec

/** An instant, as an ISO 8601 string. */
export const DateTime = withSchema(new t.Type<string, string, unknown>('DateTime', t.string.is, t.string.validate, t.identity), { type: 'string', format: 'date-time' })
/** A whole number. */
/** A calendar day, `2026-11-05`. */
export const Day = withSchema(new t.Type<string, string, unknown>('Day', t.string.is, t.string.validate, t.identity), { type: 'string', format: 'date' })

export const Integer = withSchema(new t.Type<number, number, unknown>('Integer', t.number.is, t.number.validate, t.identity), { type: 'integer' })

export const nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null])

/** Every error: a message for people, and for bad input the message of each field. */
export const ErrorBody = t.intersection([
  t.type({ message: t.string }),
  t.partial({ fieldErrors: t.record(t.string, t.string) }),
], 'Error')

/** 503: a message, and in maintenance mode `maintenance: true` (middleware/maintenance.ts). */
export const UnavailableBody = t.intersection([
  t.type({ message: t.string }),
  t.partial({ maintenance: t.literal(true) }),
], 'Unavailable')

/** `{message}`: what a command that changes nothing visible answers. */
export const MessageBody = t.type({ message: t.string }, 'Message')
