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

/** True when web/dist is missing or older than any source of the web client. */
export const webBuildIsStale = (): boolean => {
  const index = path.join(projectRoot, 'web', 'dist', 'index.html')
  if (!fs.existsSync(index)) return true
  const built = fs.statSync(index).mtimeMs
  const sources = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'package-lock.json']
    .map((s) => path.join(projectRoot, s)).filter((s) => fs.existsSync(s))
  return sources.some((s) => newestMtime(s) > built)
}

/** Builds the SPA with Vite when it is missing or stale (the first `npm start` on a clean clone). */
export const ensureWebBuilt = async (log: Logger): Promise<void> => {
  if (process.env.SKIP_WEB_BUILD === '1' || !webBuildIsStale()) return
  log.info('building the web client (vite build)...')
  const started = Date.now()
  await new Promise<void>((resolve, reject) => {
    const vite = path.join(projectRoot, 'node_modules', 'vite', 'bin', 'vite.js')
    const child = spawn(process.execPath, [vite, 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
      cwd: projectRoot, stdio: ['ignore', 'inherit', 'inherit'],
    })
    child.on('error', reject)
    child.on('exit', (code) => code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`)))
  })
  log.info({ ms: Date.now() - started }, 'web client built')
}
