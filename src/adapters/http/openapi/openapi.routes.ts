import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import * as t from 'io-ts'
import { ApiRouter } from '../api-router'
import { notFound } from '../http-error'
import { withSchema } from './json-schema'
import type { OpenApiDocument } from './document'

/** Swagger UI's built files, served from this app (no CDN: docs/decisions.md §5, self-contained). */
const uiFile = (name: string) => () => fs.readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json')), name))

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Expo Atlas API reference</title>
<meta name="robots" content="noindex">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<main id="reference"><noscript>The reference needs JavaScript; the document itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</noscript></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`

// No validator badge (it would call validator.swagger.io), no "Try it out" by default (the API
// changes real data); the document is this server's.
const INIT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#reference', validatorUrl: null, deepLinking: true,
    tryItOutEnabled: false, defaultModelsExpandDepth: 0, docExpansion: 'list' })
})
`

const ASSETS: Readonly<Record<string, { read: () => Buffer; type: string }>> = {
  'swagger-ui-bundle.js': { read: uiFile('swagger-ui-bundle.js'), type: 'application/javascript; charset=utf-8' },
  'swagger-ui.css': { read: uiFile('swagger-ui.css'), type: 'text/css; charset=utf-8' },
  'init.js': { read: () => Buffer.from(INIT), type: 'application/javascript; charset=utf-8' },
}

/** A file name; one the page does not use is a 404. */
const AssetParam = t.type({ asset: withSchema(new t.Type<string, string, unknown>('Asset', (u): u is string => typeof u === 'string',
  (u, c) => typeof u === 'string' ? t.success(u) : t.failure(u, c, 'Unknown file'), t.identity),
{ type: 'string', enum: Object.keys(ASSETS) }) })

/**
 * The published contract: the OpenAPI document at /api/openapi.json and a reference to read it at
 * /api/docs. `document` is asked for on each request (it is built once the other routes are known).
 */
export const openApiRoutes = (document: () => OpenApiDocument) => {
  const api = new ApiRouter('Reference', 'This contract: the OpenAPI 3.1 document, generated from the routes\' own declarations, and this page to read it (Swagger UI, served by this server; no CDN).')
  const cache = new Map<string, Buffer>()
  const asset = (name: string): Buffer => {
    let bytes = cache.get(name)
    if (!bytes) {
      bytes = ASSETS[name].read()
      cache.set(name, bytes)
    }
    return bytes
  }

  api.get('/api/openapi.json', {
    summary: 'The OpenAPI 3.1 document of this API',
    description: 'Built from the routes\' declarations, so it describes what the server decodes and answers. `npm run openapi` prints the same document without a server.',
    access: 'anyone',
    answers: { 200: { description: 'The document', headers: { 'Cache-Control': 'public, max-age=300' }, body: withSchema(t.UnknownRecord, { type: 'object', description: 'An OpenAPI 3.1 document' }) } },
  }, (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300')
    ctx.body = document()
  })

  api.get('/api/docs', {
    summary: 'The API reference, for people',
    access: 'anyone',
    answers: { 200: { description: 'An HTML page that shows the document', mediaType: 'text/html' } },
  }, (ctx) => {
    ctx.type = 'text/html; charset=utf-8'
    ctx.body = PAGE
  })

  api.get('/api/docs/:asset', {
    summary: 'The reference page\'s files (Swagger UI and its start-up script)',
    access: 'anyone',
    params: AssetParam,
    answers: { 200: { description: 'The file', mediaType: 'application/octet-stream' }, 404: 'No such file' },
  }, (ctx, { params }) => {
    const file = Object.hasOwn(ASSETS, params.asset) ? ASSETS[params.asset] : undefined
    if (!file) throw notFound('No such file')
    ctx.type = file.type
    ctx.set('Cache-Control', 'public, max-age=86400')
    ctx.body = asset(params.asset)
  })

  return api
}
