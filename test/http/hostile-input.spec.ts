import { expect } from 'chai'
import fc from 'fast-check'
import { catalogueIds, signedIn } from './support/accounts'
import type { Client } from './support/client'
import { testApp, type TestApp } from './support/test-app'

/** Tables whose content a refused request must leave as it was (logs, sessions and login attempts may change). */
const GUARDED = ['users', 'companies', 'company_products', 'company_services', 'company_media', 'media_attachments', 'exhibitions',
  'exhibition_participants', 'favorites', 'settings', 'sectors', 'subsectors', 'product_categories', 'service_categories',
  'email_templates', 'uploads', 'media_access_requests', 'email_outbox', 'domain_events']

const FIELD_NAMES = ['name', 'email', 'password', 'confirmPassword', 'firstName', 'lastName', 'role', 'status', 'reason', 'verified',
  'companyId', 'sectorId', 'subsectorId', 'countryId', 'title', 'content', 'type', 'attachments', 'products', 'services', 'section',
  'key', 'value', 'startDate', 'endDate', 'allowedSectors', 'maxParticipants', 'registrationFee', 'boothNumber', 'search', 'page',
  'pageSize', 'sort', 'tab', 'level', 'route', 'subject', 'body', 'message', 'currentPassword', 'newPassword', 'website', 'logo']
const POLLUTION = ['__proto__', 'constructor', 'prototype']

const scalar = fc.oneof(
  fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308, 2 ** 31, '1e9', '99999999999999999999', "' or 1=1 --", '<script>alert(1)</script>',
    '../../etc/passwd', '%00', '\u0000', 'javascript:alert(1)', 'a'.repeat(5000), '2026-02-30', 'NaN', '{}', '[]', 'true'),
)
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  v: fc.oneof({ maxDepth: 3 }, scalar, fc.array(tie('v'), { maxLength: 4 }), fc.dictionary(fc.constantFrom(...FIELD_NAMES, ...POLLUTION), tie('v'), { maxKeys: 4 })),
})).v
const body = fc.oneof(
  fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES, ...POLLUTION), fc.string({ maxLength: 10 })), value, { maxKeys: 8 }),
  value,
)
const queryString = fc.array(fc.tuple(fc.constantFrom(...FIELD_NAMES, ...POLLUTION, 'limit', 'featured', 'country', 'upcoming', 'includeEnded', 'exhibitionId', 'token'),
  fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('-1', '0', '1e9', 'true', 'x'.repeat(300), '%', '\u{1F600}'))), { maxLength: 5 })
  .map((pairs) => pairs.length ? `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}` : '')
const param = fc.oneof(fc.constantFrom('1', '2', '3', '0', '-1', '999999', '1e3', '99999999999999999999', 'abc', '%F0%9F%98%80', '%00', "'%20or%201=1", '..%2F..'),
  fc.string({ maxLength: 12 }).map(encodeURIComponent))

describe('hostile input on every route (property-based)', function () {
  this.timeout(300_000)
  let t: TestApp
  let superAdmin: Client
  let manager: Client

  const fingerprint = async () => (await t.sql.one<{ f: string }>(`select md5(${GUARDED.map((table) =>
    `coalesce((select md5(string_agg(x::text, '|' order by x::text)) from ${table} x), '')`).join(' || ')}) as f`))!.f

  before(async () => {
    t = await testApp()
    await t.reset()
    const ids = await catalogueIds(t)
    superAdmin = (await signedIn(t, 'super_admin')).client
    manager = (await signedIn(t, 'company_manager')).client
    const company = (await manager.post('/api/companies', { name: 'Fuzz Co', description: 'x', countryId: ids.countryId, contactEmail: 'f@example.com', sectorId: ids.sectorId, subsectorId: ids.subsectorId })).body
    await superAdmin.patch(`/api/admin/companies/${company.id}/status`, { status: 'approved' })
    await manager.post(`/api/companies/${company.id}/media`, { title: 'Fuzz news', content: 'x', type: 'news' })
    await superAdmin.post('/api/admin/exhibitions', { name: 'Fuzz Expo', description: 'x', startDate: '2099-01-01', endDate: '2099-01-02', location: 'Online' })
  })

  it('never answers 5xx, never echoes a stack trace, and a refused request changes nothing', async () => {
    const routes = t.app.routes.filter((r) => !['POST /api/logout', 'POST /api/admin/database/backup', 'DELETE /api/admin/logs'].includes(`${r.method} ${r.path}`))
    const problems: string[] = []
    for (const route of routes) {
      await fc.assert(fc.asyncProperty(fc.constantFrom(superAdmin, manager), fc.array(param, { minLength: 2, maxLength: 2 }), queryString, body,
        async (client, [p1, p2], qs, json) => {
          const path = route.path.replace(/:(id|key|name|companyId)/, p1).replace(':participantId', p2) + qs
          const before = await fingerprint()
          const res = await client.request(route.method, path, route.method === 'GET' ? {} : { json })
          const text = res.text
          if (res.status >= 500) problems.push(`${route.method} ${path} → ${res.status} ${text.slice(0, 200)}`)
          if (/\bat [\w.<>]+ \(|\.ts:\d+:\d+|node_modules/.test(text)) problems.push(`${route.method} ${path}: stack trace`)
          if (res.status >= 400 && res.status !== 401 && (await fingerprint()) !== before) problems.push(`${route.method} ${path} → ${res.status} changed the database`)
          return problems.length === 0
        }), { numRuns: Number(process.env.FC_RUNS ?? 12), seed: Number(process.env.FC_SEED ?? 20261122), endOnFailure: true }).catch(() => undefined)
      if (problems.length) break
    }
    expect(problems).to.deep.equal([])
  })
})
