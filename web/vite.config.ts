import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

// The SPA lives in web/; `npm run build:web` runs from the project root with
// `--config web/vite.config.ts`, so every path is resolved from this file.
const webRoot = fileURLToPath(new URL('.', import.meta.url))
// WEB_OUT_DIR lets parallel work build elsewhere (the tests' server reads WEB_DIST_DIR).
const outDir = process.env.WEB_OUT_DIR ?? fileURLToPath(new URL('./dist', import.meta.url))

// The API server (src/) listens on 127.0.0.1:3000 by default. The key is
// '/api/' and not '/api' so that a file such as /api.json is not proxied.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000'
// The API refuses state-changing requests from a foreign Origin; the dev server speaks for the API's own.
const proxy = {
  '/api/': {
    target: apiTarget,
    configure: (p: { on(event: 'proxyReq', cb: (req: { setHeader(name: string, value: string): void }) => void): void }) => {
      p.on('proxyReq', (req) => req.setHeader('origin', apiTarget.replace(/\/$/, '')))
    },
  },
}

/**
 * Every text file of the browser's build (scripts, styles, the HTML shell, SVG, JSON) is written beside itself
 * compressed with brotli (quality 11) and gzip (level 9), once, at build time: the server sends the variant a
 * browser accepts (koa-send), at no CPU cost per request. Small files too: the first visit to / loads six
 * scripts of 155–496 bytes, which brotli takes to 112–260 (0.8 KB of its 150 KB budget).
 */
const MIN_SAVING = 32
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/
const precompress = (): Plugin => ({
  name: 'expo-atlas:precompress',
  apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
  closeBundle: {
    order: 'post',
    sequential: true,
    handler() {
      const walk = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? (e.name.startsWith('.') ? [] : walk(path.join(dir, e.name))) : [path.join(dir, e.name)])
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue
        const body = fs.readFileSync(file)
        const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
        const gz = gzipSync(body, { level: 9 })
        // A copy is written only when it saves more than the `Content-Encoding` header it costs.
        if (br.length + MIN_SAVING <= body.length) fs.writeFileSync(`${file}.br`, br)
        if (gz.length + MIN_SAVING <= body.length) fs.writeFileSync(`${file}.gz`, gz)
      }
    },
  },
})

/**
 * main.tsx loads the app (app/start.tsx) with a dynamic import, after the first paint of a
 * server-rendered page: index.html preloads that code and everything it imports, so that it
 * downloads at once, beside the page, as if the entry imported it (and it counts in the entry
 * budget of scripts/check-bundle-size.ts).
 */
const preloadApp = (): Plugin => ({
  name: 'expo-atlas:preload-app',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle }) {
      if (!bundle) return html
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []))
      const app = chunks.find((c) => c.facadeModuleId?.endsWith('/src/app/start.tsx'))
      if (!app) throw new Error('preload-app: no chunk for src/app/start.tsx')
      const files = new Set<string>()
      const visit = (file: string) => {
        if (files.has(file)) return
        files.add(file)
        for (const dep of chunks.find((c) => c.fileName === file)?.imports ?? []) visit(dep)
      }
      visit(app.fileName)
      return [...files]
        .filter((file) => !html.includes(`/${file}"`))
        .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }))
    },
  },
})

// `vite build --ssr src/entry-server.tsx` (the second half of `npm run build:web`): the server's
// renderer, one self-contained file in <outDir>/.ssr/ (a dot folder: never served as a static file),
// with React's production build whatever NODE_ENV the server runs with.
export default defineConfig(({ isSsrBuild }) => ({
  root: webRoot,
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), preloadApp(), precompress()],
  // Oxc's styled-components transform: each styled component gets an id from its file and place,
  // so the class names of the server's HTML and of the browser's render are the same (without it
  // they follow the order the modules are evaluated in, which differs between the two).
  oxc: { plugins: { styledComponents: { displayName: false, fileName: false, ssr: true, minify: true, pure: true, transpileTemplateLiterals: true } } },
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') }, ssr: { noExternal: true } } : {}),
  build: {
    outDir: isSsrBuild ? `${outDir}/.ssr` : outDir,
    emptyOutDir: true,
    target: 'es2022',
    // Keep every script an external file: the server applies `script-src 'self'`.
    assetsInlineLimit: 0,
    // No preload helper around dynamic imports (it adds a <link> per chunk to <head> at run time,
    // tens of milliseconds of main thread on a slow phone): a chunk's imports are found when it is
    // parsed, and the app's own are preloaded by index.html (preloadApp above).
    modulePreload: false,
    rolldownOptions: {
      // Libraries in one long-cached chunk (but the flags' addresses, a chunk of their own: components/ui/flag-urls.ts; the tour engine, loaded only when a tour runs, and the
      // admin dashboard's chart library with what only it uses, and the admin tables' engine, in chunks of their own; the legal pages'
      // Markdown renderer in their chunk); the app
      // shell and each screen in their own.
      output: isSsrBuild ? { codeSplitting: false } : {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/](?!markdown-to-jsx[\\/]|react-aria|react-stately|@react-aria|@react-stately|@react-types|@internationalized|@swc[\\/]helpers|@tanstack[\\/]|flag-icons[\\/]|react-joyride[\\/]|@floating-ui[\\/]|@gilbarbara[\\/]|@fastify[\\/]deepmerge[\\/]|is-lite[\\/]|react-innertext[\\/]|scroll[\\/]|scrollparent[\\/]|(?:(?:recharts|@reduxjs[\\/]toolkit|react-redux|redux|redux-thunk|immer|reselect|es-toolkit|eventemitter3|tiny-invariant|decimal\.js-light|victory-vendor|d3-[a-z-]+|internmap|clsx|react-is)[\\/]|use-sync-external-store[\\/](?:[^\\/]+[\\/])*[^\\/]*with-selector))/ },
            // React Aria (the headless widgets behind components/ui, issue 20): loaded with the first screen that draws one. Before
            // 'charts': clsx, which both use, goes with it (in charts, a dialog would load the chart library).
            { name: 'aria', test: /node_modules[\\/](?:react-aria|react-stately|@react-aria|@react-stately|@react-types|@internationalized|@swc[\\/]helpers|clsx[\\/])/ },
            { name: 'charts', test: /node_modules[\\/](?:(?:recharts|@reduxjs[\\/]toolkit|react-redux|redux|redux-thunk|immer|reselect|es-toolkit|eventemitter3|tiny-invariant|decimal\.js-light|victory-vendor|d3-[a-z-]+|internmap|clsx|react-is)[\\/]|use-sync-external-store[\\/](?:[^\\/]+[\\/])*[^\\/]*with-selector)/ },
            // The admin tables' engine (TanStack Table), loaded by the back office's screens only.
            { name: 'tables', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
}))
