// The layer rules themselves (.dependency-cruiser.cjs) are checked on the whole tree by
// `npm run lint:layers` (a step of `npm test`). Here: that they catch what they must, on probe files
// with every kind of import (static, side-effect only, dynamic, re-export, type-only).
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import { expect } from 'chai'
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser'

const root = path.resolve(import.meta.dirname, '../..')
const config = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs')) as IConfiguration

/** The rule names broken by a probe written at `file` (relative to the root), then removed. */
const violationsOf = async (file: string, code: string): Promise<string[]> => {
  const full = path.join(root, file)
  fs.writeFileSync(full, code)
  const cwd = process.cwd()
  try {
    process.chdir(root)
    const { output } = await cruise([file], { ...config.options, ruleSet: { forbidden: config.forbidden }, validate: true })
    return (output as ICruiseResult).summary.violations.map((v) => `${v.rule.name}: ${v.to}`).sort()
  } finally {
    process.chdir(cwd)
    fs.rmSync(full)
  }
}

describe('architecture: the layer rules', function () {
  this.timeout(20_000)

  it('keep the domain pure: a framework, a driver or an adapter, however imported, is a violation', async () => {
    const found = await violationsOf('src/domain/__layer_probe__.ts', [
      "import Koa from 'koa'",
      "import 'pg'",
      "export { x } from '../adapters/http/app'",
      "import type { MikroORM } from '@mikro-orm/core'",
      'export const later = () => import(\'../main/server\')',
      'export const k: [typeof Koa, MikroORM | undefined] = [Koa, undefined]',
    ].join('\n'))
    expect(found.map((v) => v.split(':')[0])).to.deep.equal(Array(5).fill('domain-is-pure'))
    expect(found.join('\n')).to.match(/node_modules\/koa\//).and.match(/node_modules\/pg\//).and.match(/src\/adapters\/http\/app\.ts/)
      .and.match(/src\/main\/server\.ts/).and.match(/@mikro-orm\/core/)
  })

  it('keep the application to the domain and its ports', async () => {
    const found = await violationsOf('src/application/__layer_probe__.ts', [
      "import * as E from 'fp-ts/lib/Either.js'",
      "import type { Company } from '../domain/company/company'",
      "import { spa } from '../adapters/http/spa'",
      "import Router from '@koa/router'",
      'export const all = [E, spa, Router] as const',
      'export type C = Company',
    ].join('\n'))
    expect(found).to.have.length(2)
    expect(found.every((v) => v.startsWith('application-uses-domain-and-ports'))).to.equal(true)
  })

  it('let the web client import the contract module of the server, and nothing else of it', async () => {
    const found = await violationsOf('web/src/__layer_probe__.ts', [
      "import type { ExhibitionView } from '../../src/adapters/http/contract'",
      "import type { Company } from '../../src/domain/company/company'",
      'export type X = [ExhibitionView, Company]',
    ].join('\n'))
    expect(found).to.deep.equal(['web-uses-only-the-contract: src/domain/company/company.ts'])
  })
})
