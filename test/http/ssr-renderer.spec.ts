// The server's side of server rendering (src/adapters/http/ssr.ts) with a stand-in renderer in a
// folder of its own: what goes into index.html, the fallbacks to the plain shell, and a rebuilt
// renderer taken while the server runs. (The real renderer is exercised by test/e2e/ssr.e2e.ts.)
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect } from 'chai'
import type Koa from 'koa'
import { createLogger } from '../../src/adapters/logging/logger'
import { serverRenderer } from '../../src/adapters/http/ssr'

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="The site's own description." />
    <title>Expo Atlas</title>
    <link rel="preload" href="/api/session" as="fetch" crossorigin="use-credentials" />
    <link rel="preload" href="/api/settings/public" as="fetch" crossorigin="use-credentials" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/start-abc.js">
  </head>
  <body>
    <noscript>Expo Atlas needs JavaScript to run. Please enable it in your browser.</noscript>
    <div id="root"></div>
  </body>
</html>
`

/** A renderer module as `npm run build:web` makes one, drawing `text`; no API answers needed. */
const entryDrawing = (text: string) => `
export const plan = (url) => (url.startsWith('/admin') ? null : [])
export const render = async (url, answers, origin) => {
  if (url === '/broken') throw new Error('render failed')
  if (url === '/auth') return { title: '', html: '', head: '', seed: '', redirect: '/' }
  if (url === '/away') return { title: '', html: '', head: '', seed: '', redirect: '//evil.example/' }
  if (url === '/media/1') return { title: '', html: '', head: '', seed: '', redirect: '/media/1/launch', permanent: true }
  return {
    ...(url === '/media/2' ? { status: 404 } : {}),
    title: '${text} & co | Expo Atlas', html: '<h1>${text}</h1>',
    head: '<meta name="description" content="${text}, described" />\\n<link rel="canonical" href="' + origin + url + '" />\\n<style data-styled="true">h1{color:red}</style>',
    seed: '<script type="application/json" id="ssr-seed">{}</script>',
  }
}
`

const requestFor = (url: string) => ({ url, get: () => '', append: () => undefined, req: { socket: { localAddress: '127.0.0.1', localPort: 9 } } }) as unknown as Koa.ParameterizedContext

describe('server rendering in the HTTP adapter', () => {
  let dist: string
  const { log } = createLogger('silent')

  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-atlas-ssr-test-'))
    fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE)
  })
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }))

  const writeEntry = (text: string, at: Date) => {
    const file = path.join(dist, '.ssr', 'entry-server.js')
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, entryDrawing(text))
    fs.utimesSync(file, at, at)
  }

  it('puts the page, its styles, its answers and its title into index.html, without the API preloads', async () => {
    writeEntry('Hello', new Date(2026, 0, 1))
    const page = await serverRenderer(dist, log, 'https://expo.example')(requestFor('/'))
    expect(page).to.include('<div id="root"><h1>Hello</h1></div>')
    expect(page).to.include('<script type="application/json" id="ssr-seed">{}</script>')
    expect(page).to.match(/<style data-styled="true">h1\{color:red\}<\/style>\s*<\/head>/)
    expect(page).to.include('<title>Hello &amp; co | Expo Atlas</title>')
    // The page's own description and canonical address (on PUBLIC_URL) replace the template's description.
    expect(page).to.include('<meta name="description" content="Hello, described" />')
    expect(page).not.to.include("The site's own description.")
    expect(page).to.include('<link rel="canonical" href="https://expo.example/" />')
    expect(page).not.to.include('rel="preload" href="/api/')
    // Painted first: the app's code is asked for after the first paint (main.tsx), not preloaded.
    expect(page).not.to.include('modulepreload')
    // Readable without JavaScript: the notice says what needs it, not that nothing works.
    expect(page).to.include('<noscript>Searching, signing in and saving companies need JavaScript. Please enable it in your browser.</noscript>')
    expect(page).to.include('<script type="module" crossorigin src="/assets/index-abc.js"></script>')
  })

  it('answers null (the plain shell) for a page not rendered on the server, a failed render, or no renderer', async () => {
    writeEntry('Hello', new Date(2026, 0, 1))
    const render = serverRenderer(dist, log, 'https://expo.example')
    expect(await render(requestFor('/admin/users'))).to.equal(null)
    expect(await render(requestFor('/broken'))).to.equal(null)
    fs.rmSync(path.join(dist, '.ssr'), { recursive: true })
    expect(await render(requestFor('/'))).to.equal(null)
  })

  it('answers the redirect a screen asks for (a signed-in visitor on the log-in page), only to a path of this site', async () => {
    writeEntry('Hello', new Date(2026, 0, 1))
    const render = serverRenderer(dist, log, 'https://expo.example')
    expect(await render(requestFor('/auth'))).to.deep.equal({ redirect: '/' })
    expect(await render(requestFor('/away'))).to.equal(null)
    // A media item's one address: for good (301 from the SPA middleware).
    expect(await render(requestFor('/media/1'))).to.deep.equal({ redirect: '/media/1/launch', permanent: true })
  })

  it('passes on the status of a page drawn as Not Found (a media item that is not public): the page, with 404', async () => {
    writeEntry('Hello', new Date(2026, 0, 1))
    const render = serverRenderer(dist, log, 'https://expo.example')
    const page = await render(requestFor('/media/2')) as { html: string; status: number }
    expect(page.status).to.equal(404)
    expect(page.html).to.include('<h1>Hello</h1>')
    expect(await render(requestFor('/'))).to.be.a('string')
  })

  it('takes a rebuilt renderer while the server runs, and forgets the pages of the old one', async () => {
    writeEntry('Before', new Date(2026, 0, 1))
    const render = serverRenderer(dist, log, 'https://expo.example')
    expect(await render(requestFor('/'))).to.include('<h1>Before</h1>')
    writeEntry('After', new Date(2026, 0, 2))
    expect(await render(requestFor('/'))).to.include('<h1>After</h1>')
  })
})
