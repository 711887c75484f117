// The app as the browser tests see it (test/e2e/serve.ts: a throwaway database — TEST_DATABASE_URL,
// else Testcontainers, else the embedded PostgreSQL —, the demo data, the built web client in
// web/dist), started in a child process for the scripts that load pages in a browser; and how they
// start that browser.
import { spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

/** How every Chromium of these scripts is started (headless, no sandbox, no GPU, nothing fetched from the internet). */
export const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic']

export interface E2eServer {
  /** http://127.0.0.1:port */
  readonly base: string
  /** The server's own first line: its address and which PostgreSQL it runs on. */
  readonly banner: string
  /** Stops the server and its database; resolves when the process has ended. */
  stop(): Promise<void>
}

/** Starts test/e2e/serve.ts on `port` and resolves once GET /api/health answers. */
export async function startE2eServer(port: number, timeoutMs = 180_000): Promise<E2eServer> {
  const base = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/e2e/serve.ts'], {
    cwd: root,
    env: { ...process.env, E2E_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (d: Buffer) => { output = (output + d.toString()).slice(-4000) }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let exited = false
  void ended.then(() => { exited = true })
  const killOnExit = () => { if (!exited) child.kill('SIGTERM') }
  process.on('exit', killOnExit)

  const stop = async () => {
    process.off('exit', killOnExit)
    if (exited) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000)
    await ended
    clearTimeout(timer)
  }

  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (exited) throw new Error(`test/e2e/serve.ts ended before it answered (exit code ${child.exitCode}):\n${output}`)
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) {
      return { base, banner: /e2e server on .*/.exec(output)?.[0] ?? `e2e server on ${base}`, stop }
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`test/e2e/serve.ts did not answer on ${base} within ${timeoutMs / 1000} s:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }
}
