import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { Logger } from 'pino'
import { projectRoot } from './config'

const newestMtime = (p: string): number => {
  const st = fs.statSync(p)
  if (!st.isDirectory()) return st.mtimeMs
  return fs.readdirSync(p).reduce((m, name) => Math.max(m, newestMtime(path.join(p, name))), st.mtimeMs)
}

/** True when web/dist (the client, or the server's renderer in .ssr/) is missing or older than any source of the web client. */
const webBuildIsStale = (): boolean => {
  const built = Math.min(...[path.join('web', 'dist', 'index.html'), path.join('web', 'dist', '.ssr', 'entry-server.js')]
    .map((f) => path.join(projectRoot, f)).map((f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0)))
  if (built === 0) return true
  const sources = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'package-lock.json']
    .map((s) => path.join(projectRoot, s)).filter((s) => fs.existsSync(s))
  return sources.some((s) => newestMtime(s) > built)
}

const viteBuild = (...args: string[]) => new Promise<void>((resolve, reject) => {
  const vite = path.join(projectRoot, 'node_modules', 'vite', 'bin', 'vite.js')
  const child = spawn(process.execPath, [vite, 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn', ...args], {
    cwd: projectRoot, stdio: ['ignore', 'inherit', 'inherit'],
  })
  child.on('error', reject)
  child.on('exit', (code) => code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`)))
})

/** Builds the SPA and the server's renderer with Vite (as `npm run build:web`) when missing or stale (the first `npm start` on a clean clone). */
export const ensureWebBuilt = async (log: Logger): Promise<void> => {
  if (process.env.SKIP_WEB_BUILD === '1' || !webBuildIsStale()) return
  log.info('building the web client (vite build)...')
  const started = Date.now()
  await viteBuild()
  await viteBuild('--ssr', 'src/entry-server.tsx')
  log.info({ ms: Date.now() - started }, 'web client built')
}
