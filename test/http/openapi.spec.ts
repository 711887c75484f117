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
