import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

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

export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  // styled-components 6 needs no Babel plugin: the default (Oxc) transform is enough.
  plugins: [react()],
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    // Keep every script an external file: the server applies `script-src 'self'`.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // Libraries in one long-cached chunk (but the tour engine, loaded only when a tour runs);
      // the app shell and each screen in their own.
      output: { codeSplitting: { groups: [{ name: 'vendor', test: /node_modules[\\/](?!react-joyride[\\/]|@floating-ui[\\/]|@gilbarbara[\\/]|@fastify[\\/]deepmerge[\\/]|is-lite[\\/]|react-innertext[\\/]|scroll[\\/]|scrollparent[\\/])/ }] } },
    },
  },
  server: { proxy },
  preview: { proxy },
})
