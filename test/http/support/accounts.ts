import bcrypt from 'bcryptjs'
import type { Role } from '../../../src/domain/user/role'
import { Client } from './client'
import type { TestApp } from './test-app'

export const TEST_PASSWORD = 'Passw0rd!test'
let hash: Promise<string> | undefined
let counter = 0

/** A user of the given role, stored directly, and a client signed in as them. */
export const signedIn = async (t: TestApp, role: Role, over: { firstName?: string; email?: string; isEmailVerified?: boolean } = {}) => {
  hash ??= bcrypt.hash(TEST_PASSWORD, 4)
  counter += 1
  const email = over.email ?? `${role}-${counter}-${Date.now()}@example.com`
  const row = await t.sql.one<{ id: number }>(
    `insert into users (email, password_hash, first_name, last_name, role, is_email_verified) values (?, ?, ?, ?, ?, ?) returning id`,
    [email, await hash, over.firstName ?? role.replace('_', ' '), 'Tester', role, over.isEmailVerified ?? true])
  const client = new Client(t.baseUrl)
  const res = await client.post('/api/login', { email, password: TEST_PASSWORD })
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`)
  return { client, id: row!.id, email }
}

/** Ids of some catalogue rows to build valid company forms. */
export const catalogueIds = async (t: TestApp) => {
  const country = await t.sql.one<{ id: number }>(`select id from countries where code = 'DE'`)
  const sector = await t.sql.one<{ id: number }>(`select id from sectors order by id limit 1`)
  const subsector = await t.sql.one<{ id: number }>(`select id from subsectors where sector_id = ? order by id limit 1`, [sector!.id])
  const otherSubsector = await t.sql.one<{ id: number }>(`select id from subsectors where sector_id <> ? order by id limit 1`, [sector!.id])
  return { countryId: country!.id, sectorId: sector!.id, subsectorId: subsector!.id, otherSubsectorId: otherSubsector!.id }
}

/** A valid company form in the catalogue's first sector and subsector, in Germany; `over` replaces fields. */
export const companyForm = (ids: Awaited<ReturnType<typeof catalogueIds>>, over: Record<string, unknown> = {}) => ({
  name: 'Nordlicht Robotics', description: 'Collaborative robot arms for small factories.', countryId: ids.countryId,
  contactEmail: 'hello@nordlicht.example.com', sectorId: ids.sectorId, subsectorId: ids.subsectorId,
  website: 'nordlicht.example.com', products: ['Cobot arm', 'cobot ARM', 'Gripper'], services: ['Integration'], ...over,
})

/** A new company manager (signed in) and their company, created and approved by `admin` (named `name`). */
export const managerWithApprovedCompany = async (t: TestApp, ids: Awaited<ReturnType<typeof catalogueIds>>, admin: Client, name: string) => {
  const manager = await signedIn(t, 'company_manager')
  const company = await manager.client.post('/api/companies', companyForm(ids, { name }))
  if (company.status !== 201) throw new Error(`company not created: ${company.status} ${company.text}`)
  const approved = await admin.patch(`/api/admin/companies/${company.body.id}/status`, { status: 'approved' })
  if (approved.status !== 200) throw new Error(`company not approved: ${approved.status} ${approved.text}`)
  return { ...manager, companyId: company.body.id as number }
}
