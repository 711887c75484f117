import fs from 'node:fs'
import path from 'node:path'
import { expect } from 'chai'

const root = path.resolve(import.meta.dirname, '../..')
const filesUnder = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
  e.isDirectory() ? filesUnder(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : [])

const importsOf = (file: string): string[] =>
  [...fs.readFileSync(file, 'utf8').matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)]
    .map((m) => m[1] ?? m[2]!)

const resolvesInto = (file: string, spec: string, folder: string) =>
  spec.startsWith('.') && path.resolve(path.dirname(file), spec).startsWith(path.join(root, folder) + path.sep)

describe('architecture', () => {
  it('keeps src/domain pure: only fp-ts and other domain files, no Koa, MikroORM, inversify, node I/O or web', () => {
    const offences = filesUnder(path.join(root, 'src/domain')).flatMap((file) => importsOf(file)
      .filter((spec) => spec.startsWith('.')
        ? !resolvesInto(file, spec, 'src/domain')
        : !/^fp-ts(\/|$)/.test(spec))
      .map((spec) => `${path.relative(root, file)} imports ${spec}`))
    expect(offences).to.deep.equal([])
  })

  it('keeps src/application free of Koa, MikroORM, inversify and adapters', () => {
    const offences = filesUnder(path.join(root, 'src/application')).flatMap((file) => importsOf(file)
      .filter((spec) => /^(koa|@koa\/|koa-|@mikro-orm\/|inversify|pg$|bcryptjs)/.test(spec) ||
        resolvesInto(file, spec, 'src/adapters') || resolvesInto(file, spec, 'src/main') || resolvesInto(file, spec, 'web'))
      .map((spec) => `${path.relative(root, file)} imports ${spec}`))
    expect(offences).to.deep.equal([])
  })

  it('catches an offending import (the check itself works)', () => {
    const tmp = path.join(root, 'src/domain/__arch_probe__.ts')
    fs.writeFileSync(tmp, "import Koa from 'koa'\nimport { x } from '../adapters/http/app'\nexport const y = 1\n")
    try {
      const specs = importsOf(tmp).filter((spec) => spec.startsWith('.') ? !resolvesInto(tmp, spec, 'src/domain') : !/^fp-ts/.test(spec))
      expect(specs).to.deep.equal(['koa', '../adapters/http/app'])
    } finally {
      fs.rmSync(tmp)
    }
  })
})
