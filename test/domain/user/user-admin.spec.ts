import { expect } from 'chai'
import { checkChange, checkDeletion, grantableRoles, mayManage } from '../../../src/domain/user/user-admin'
import type { Role } from '../../../src/domain/user/role'
import type { User } from '../../../src/domain/user/user'

const u = (id: number, role: Role, status: User['status'] = { kind: 'active' }) => ({ id, role, status } as User)

describe('user administration rules', () => {
  it('a super admin manages everyone; an admin only individuals, managers and media users', () => {
    for (const role of ['individual', 'company_manager', 'media', 'admin', 'super_admin'] as Role[]) expect(mayManage(u(1, 'super_admin'), u(2, role))).to.equal(true)
    expect(['individual', 'company_manager', 'media', 'admin', 'super_admin'].map((r) => mayManage(u(1, 'admin'), u(2, r as Role)))).to.deep.equal([true, true, true, false, false])
    expect(mayManage(u(1, 'media'), u(2, 'individual'))).to.equal(false)
  })
  it('roles that may be given', () => {
    expect(grantableRoles(u(1, 'admin'))).to.deep.equal(['individual', 'company_manager', 'media'])
    expect(grantableRoles(u(1, 'super_admin'))).to.have.length(5)
    expect(grantableRoles(u(1, 'company_manager'))).to.deep.equal([])
  })
  it('refuses escalation, own role changes, and demoting or deleting the last super admin', () => {
    expect(checkChange(u(1, 'admin'), u(2, 'individual'), 'admin', 1)).to.deep.equal({ _tag: 'RoleNotGrantable', role: 'admin' })
    expect(checkChange(u(1, 'super_admin'), u(1, 'super_admin'), 'admin', 2)).to.deep.equal({ _tag: 'CannotChangeOwnRole' })
    expect(checkChange(u(1, 'super_admin'), u(2, 'super_admin'), 'admin', 1)).to.deep.equal({ _tag: 'LastSuperAdmin' })
    expect(checkChange(u(1, 'super_admin'), u(2, 'super_admin'), 'admin', 2)).to.equal(undefined)
    expect(checkDeletion(u(1, 'super_admin'), u(1, 'super_admin'), 3)).to.deep.equal({ _tag: 'CannotDeleteSelf' })
    expect(checkDeletion(u(1, 'super_admin'), u(2, 'super_admin'), 1)).to.deep.equal({ _tag: 'LastSuperAdmin' })
    expect(checkDeletion(u(1, 'admin'), u(2, 'admin'), 1)).to.deep.equal({ _tag: 'CannotManageUser' })
    expect(checkChange(u(1, 'admin'), u(2, 'media'), 'individual', 1)).to.equal(undefined)
  })
  it('counts only active super admins: an invited or suspended one may go while one active remains', () => {
    const suspended = u(2, 'super_admin', { kind: 'suspended', since: new Date(0), reason: 'x', by: 1 })
    expect(checkDeletion(u(1, 'super_admin'), suspended, 1)).to.equal(undefined)
    expect(checkDeletion(u(1, 'super_admin'), u(3, 'super_admin', { kind: 'invited' }), 1)).to.equal(undefined)
    expect(checkChange(u(1, 'super_admin'), suspended, 'admin', 1)).to.equal(undefined)
  })
})
