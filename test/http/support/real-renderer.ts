import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { TestApp } from './test-app'

const BUILT = path.resolve('web/dist')

/**
 * For the tests of a `describe` (mocha hooks): pages drawn by the built web client's real renderer
 * (web/dist) instead of the test app's stand-in build, which is put back after them. On a clean clone
 * (npm test runs these before the browser tests build the client) the client is built here, once.
 */
export const withRealRenderer = (app: () => Promise<TestApp>) => {
  let t: TestApp
  let bareIndex: string
  before(async function () {
    t = await app()
    if (!fs.existsSync(path.join(BUILT, '.ssr', 'entry-server.js'))) {
      this.timeout(300_000)
      execFileSync('npm', ['run', '--silent', 'build:web'], { stdio: ['ignore', 'ignore', 'inherit'] })
    }
    bareIndex = fs.readFileSync(path.join(t.webDistDir, 'index.html'), 'utf8')
    fs.copyFileSync(path.join(BUILT, 'index.html'), path.join(t.webDistDir, 'index.html'))
    fs.cpSync(path.join(BUILT, '.ssr'), path.join(t.webDistDir, '.ssr'), { recursive: true })
  })
  after(() => {
    fs.writeFileSync(path.join(t.webDistDir, 'index.html'), bareIndex)
    fs.rmSync(path.join(t.webDistDir, '.ssr'), { recursive: true, force: true })
  })
}
