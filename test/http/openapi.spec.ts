import { expect } from 'chai'
import { Client } from './support/client'
import { testApp } from './support/test-app'
import { ContractChecker, ContractViolation } from './support/contract-check'

describe('HTTP: the published contract (OpenAPI)', () => {
  it('serves an OpenAPI 3.1 document of the routes at /api/openapi.json', async () => {
    const { baseUrl } = await testApp()
    const res = await new Client(baseUrl).get('/api/openapi.json')
    expect(res.status).to.equal(200)
    expect(res.body.openapi).to.equal('3.1.0')
    expect(res.body.paths['/api/health'].get.responses['200'].content['application/json'].schema).to.deep.equal({ $ref: '#/components/schemas/Health' })
  })

  it('serves the reference page and its files from this server', async () => {
    const { baseUrl } = await testApp()
    const c = new Client(baseUrl)
    const page = await c.get('/api/docs')
    expect(page.status).to.equal(200)
    expect(page.headers.get('content-type')).to.match(/^text\/html/)
    expect(page.text).to.include('/api/docs/swagger-ui-bundle.js')
    expect((await c.get('/api/docs/swagger-ui-bundle.js')).status).to.equal(200)
    expect((await c.get('/api/docs/init.js')).text).to.include("url: '/api/openapi.json'")
    expect((await c.get('/api/docs/..%2fpackage.json')).status).to.equal(404)
  })

  it('documents every route the app answers, and no route it does not', async () => {
    const { app } = await testApp()
    const doc = app.koa.openapi
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)).sort()
    const routes = [...new Set(app.koa.routeList.map((r) => `${r.method} ${r.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`))].sort()
    expect(routes.filter((r) => !documented.includes(r)), 'routes the document does not have').to.deep.equal([])
    expect(documented.filter((d) => !routes.includes(d)), 'operations no route answers').to.deep.equal([])
    expect(routes.length).to.be.greaterThan(100)
  })

  it('says for every operation who may call it, what it answers, and an error body for each 4xx', async () => {
    const { app } = await testApp()
    for (const [path, ops] of Object.entries(app.koa.openapi.paths)) {
      for (const [method, op] of Object.entries(ops) as [string, { summary?: string; description?: string; responses: Record<string, { content?: Record<string, unknown>; $ref?: string }> }][]) {
        const where = `${method.toUpperCase()} ${path}`
        expect(op.summary, where).to.be.a('string').and.not.equal('')
        expect(op.description, where).to.match(/\*\*Who:\*\* /)
        expect(Object.keys(op.responses).some((s) => /^2\d\d$|^3\d\d$/.test(s)), `${where} has a success answer`).to.equal(true)
        for (const [status, r] of Object.entries(op.responses)) {
          if (/^4\d\d$/.test(status)) expect(r.content?.['application/json'], `${where} ${status}`).to.deep.equal({ schema: { $ref: '#/components/schemas/Error' } })
        }
      }
    }
  })

  it('says what each group of routes is for', async () => {
    const { app } = await testApp()
    const doc = app.koa.openapi as unknown as { tags: { name: string; description: string }[]; paths: Record<string, Record<string, { tags: string[] }>> }
    const used = new Set(Object.values(doc.paths).flatMap((ops) => Object.values(ops).flatMap((op) => op.tags)))
    expect(doc.tags.map((tag) => tag.name).sort()).to.deep.equal([...used].sort())
    for (const tag of doc.tags) expect(tag.description, tag.name).to.match(/^\S.{40,}/).and.not.equal(`${tag.name} routes.`)
  })

  it('fails an answer the document does not describe', async () => {
    const { app } = await testApp()
    const check = new ContractChecker(app.koa.openapi)
    expect(() => check.check('GET', '/api/health', 200, 'application/json', { status: 'ok', version: '1' })).not.to.throw()
    expect(() => check.check('GET', '/api/health', 200, 'application/json', { status: 'ok', version: '1', extra: 1 })).to.throw(ContractViolation, /extra/)
    expect(() => check.check('GET', '/api/health', 200, 'application/json', { status: 'fine', version: '1' })).to.throw(ContractViolation)
    expect(() => check.check('GET', '/api/health', 418, 'application/json', { message: 'x' })).to.throw(ContractViolation, /no 418/)
    expect(() => check.check('GET', '/api/health', 200, 'text/plain', 'ok')).to.throw(ContractViolation, /application\/json/)
    expect(() => check.check('GET', '/api/nothing-here', 404, 'application/json', { message: 'Not found' })).not.to.throw()
    expect(() => check.check('GET', '/api/nothing-here', 200, 'application/json', {})).to.throw(ContractViolation, /no operation/)
  })
})
