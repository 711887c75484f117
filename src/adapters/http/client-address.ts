import { createHmac, timingSafeEqual } from 'node:crypto'
import type Koa from 'koa'

/**
 * The visitor's address on the server renderer's own API requests (ssr.ts): these come from this
 * server itself, so Koa's `ctx.ip` names the server. The renderer sends the address it was asked from
 * (`ctx.ip`: the trusted proxies' word for it, TRUST_PROXY) with the app's signature (its cookie signing
 * key); any other request that carries the header without a valid signature is taken at `ctx.ip`.
 */
export const CLIENT_ADDRESS_HEADER = 'x-expo-client-address'

const keyOf = (ctx: Koa.Context): string | undefined => {
  const keys = ctx.app.keys as unknown
  return Array.isArray(keys) && typeof keys[0] === 'string' ? keys[0] : undefined
}

const signatureOf = (key: string, address: string): string => createHmac('sha256', key).update(`client-address:${address}`).digest('base64url')

/** The header value for the renderer's request made for `ctx`'s visitor: their address and its signature. */
export const signedClientAddress = (ctx: Koa.Context): string | undefined => {
  const key = keyOf(ctx)
  return key ? `${ctx.ip} ${signatureOf(key, ctx.ip)}` : undefined
}

/** The address of the client the request is made for: the renderer's signed word for it, else `ctx.ip`. */
export const clientAddressOf = (ctx: Koa.Context): string => {
  const sent = ctx.get(CLIENT_ADDRESS_HEADER)
  const key = keyOf(ctx)
  const [address, signature] = sent.split(' ')
  if (!key || !address || !signature || sent.length > 200) return ctx.ip
  const expected = Buffer.from(signatureOf(key, address))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given) ? address : ctx.ip
}
