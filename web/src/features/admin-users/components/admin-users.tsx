// /admin/users (admin-back-office.md "Users page"): search, role filter, refresh, the users table with
// its row menu, paging, and the Invite, Create, Edit, Suspend and Delete dialogs. Search, role and
// page live in the URL query.
import { useState, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '../../../components/ui/button'
import { DataTable, type DataColumn } from '../../../components/ui/data-table'
import { ConfirmDialog } from '../../../components/ui/dialog'
import { FilterBar, FilterSelect, RefreshButton } from '../../../components/ui/filter-bar'
import { EditIcon, EyeIcon, MailIcon, PlusIcon, TrashIcon } from '../../../components/ui/icons'
import { InitialsAvatar } from '../../../components/ui/initials-avatar'
import { ActionMenu, type MenuAction } from '../../../components/ui/menu'
import { PageHeader } from '../../../components/ui/page-header'
import { SearchInput } from '../../../components/ui/search-input'
import { Cluster } from '../../../components/ui/stack'
import { BreakAnywhere, CellNote, IdentityCell, NoWrap } from '../../../components/ui/table'
import { TablePager } from '../../../components/ui/table-pager'
import { useReportedAction } from '../../../components/ui/toast'
import { formatDate, formatDateTime } from '../../../lib/format'
import { fullName, useSession, type Role } from '../../../lib/session'
import { useInvalidate } from '../../../lib/swr'
import { useUrlQuery } from '../../../lib/url-query'
import { ExportLink } from '../../../components/ui/export-link'
import type { RowSelection } from '../../../lib/row-selection'
import { tableControls } from '../../../lib/table-query'
import { ADMIN_USERS_PATH, adminUsersExportUrl, adminUsersKey, deleteUser, USER_SORTS, useAdminUsers, type AdminUserQuery, type AdminUserRow } from '../api/admin-users'
import { useAccountActions } from './account-actions'
import { AccountStatusBadge } from './account-status-badge'
import { canDelete, canManage, filterRoles, ROLE_LABELS } from './permissions'
import { RoleBadge } from './role-badge'
import { UserFormDialog } from './user-form-dialog'

const KEYS = ['search', 'role', 'sort', 'pageSize'] as const

interface AdminUsersProps {
  /** The bulk actions for the selected users (another part of issue 19 fills it). */
  selectionActions?: (selection: RowSelection, clear: () => void) => ReactNode
}

export function AdminUsers({ selectionActions }: AdminUsersProps = {}) {
  const { user: actor } = useSession()
  const { values, page, update } = useUrlQuery(KEYS)
  const roles = filterRoles(actor)
  const role: Role | '' = (roles as readonly string[]).includes(values.role) ? (values.role as Role) : ''
  const table = tableControls(values, update, USER_SORTS)
  const query: AdminUserQuery = { page, search: values.search, role, sort: table.sort, pageSize: table.pageSize }
  const { data, error, isValidating, mutate } = useAdminUsers(query)
  const invalidate = useInvalidate()
  const report = useReportedAction()
  const [creating, setCreating] = useState<'invite' | 'create' | null>(null)
  const [editing, setEditing] = useState<AdminUserRow | null>(null)
  const [deleting, setDeleting] = useState<AdminUserRow | null>(null)

  const rows = data?.users ?? []
  const ownKey = adminUsersKey(query)

  /** Reload this page of the table in place, and drop the other cached admin answers it changes. */
  const refresh = async () => {
    await Promise.all([
      mutate(),
      invalidate((k) => k !== ownKey && (k.startsWith(ADMIN_USERS_PATH) || k.startsWith('/api/admin/stats') || k.startsWith('/api/admin/activities') || k.startsWith('/api/admin/audit'))),
    ])
  }

  const accounts = useAccountActions(refresh)

  const confirmDelete = async () => {
    if (!deleting) return
    const ok = await report(() => deleteUser(deleting.id), 'User deleted successfully', 'Failed to delete user')
    if (!ok) return
    setDeleting(null)
    // The last row of a page: go back one page.
    if (rows.length === 1 && page > 1) update({ page: page - 1 })
    await refresh()
  }

  return (
    <>
      <PageHeader
        title="Users"
        description="Search, filter and manage the accounts of the platform and their roles."
        actions={
          <Cluster>
            <ExportLink href={adminUsersExportUrl(query)} />
            <Button onClick={() => setCreating('invite')}>
              <MailIcon size={18} />
              Invite User
            </Button>
            <Button $variant="outline" onClick={() => setCreating('create')}>
              <PlusIcon size={18} />
              Create User
            </Button>
          </Cluster>
        }
      />

      <FilterBar $columns="13rem auto">
        <SearchInput value={values.search} onSearch={(search) => update({ search })} label="Search users" placeholder="Search by name, email or company..." />
        <FilterSelect
          id="admin-users-role"
          label="Filter by role"
          value={role}
          onChange={(v) => update({ role: v })}
          options={[{ value: '', label: 'All Roles' }, ...roles.map((r) => ({ value: r, label: ROLE_LABELS[r] }))]}
        />
        <RefreshButton onRefresh={() => void mutate()} busy={isValidating} />
      </FilterBar>

      <DataTable<AdminUserRow>
        caption="Users"
        columns={columns((row) => [
          { label: 'View Details', icon: <EyeIcon />, to: `/admin/users/${row.id}` },
          canManage(actor, row) && { label: 'Edit User', icon: <EditIcon />, onSelect: () => setEditing(row) },
          ...accounts.menuItems(row),
          canDelete(actor, row) && { label: 'Delete User', icon: <TrashIcon />, onSelect: () => setDeleting(row), destructive: true },
        ])}
        rows={data?.users}
        rowKey={(r) => r.id}
        error={error}
        empty="No users found."
        sort={table.sort}
        onSort={table.onSort}
        selection={{ rowId: (r) => r.id, rowName: fullName, total: data?.totalUsers ?? 0, scope: JSON.stringify([values.search, role]), noun: ['user', 'users'] }}
        selectionActions={selectionActions}
      />

      {data ? (
        <TablePager
          shown={rows.length}
          total={data.totalUsers}
          noun="users"
          page={page}
          totalPages={data.totalPages}
          onPage={(p) => update({ page: p })}
          pageSize={table.pageSize}
          onPageSize={table.onPageSize}
        />
      ) : null}

      {creating ? <UserFormDialog invite={creating === 'invite'} onClose={() => setCreating(null)} onSaved={refresh} /> : null}
      {accounts.dialogs}
      {editing ? <UserFormDialog editing={editing} onClose={() => setEditing(null)} onSaved={refresh} /> : null}
      <ConfirmDialog
        open={!!deleting}
        onClose={() => setDeleting(null)}
        title="Are you sure?"
        confirmLabel="Delete User"
        pendingLabel="Deleting..."
        onConfirm={confirmDelete}
      >
        {deleting ? `This will permanently delete the user ${fullName(deleting)}. This action cannot be undone.` : ''}
      </ConfirmDialog>
    </>
  )
}

/** The table's columns (admin-back-office.md: User, Email, Role, Created, Actions; and the account's status and last sign-in). */
const columns = (menu: (row: AdminUserRow) => readonly (MenuAction | false)[]): DataColumn<AdminUserRow>[] => [
  {
    header: 'User',
    sortKey: 'name',
    skeletonHeight: '2.25rem',
    cell: (row) => (
      <IdentityCell>
        <InitialsAvatar name={fullName(row)} size={36} />
        <span>
          <Link to={`/admin/users/${row.id}`}>{fullName(row)}</Link>
          <CellNote>{row.mobileNumber || 'No phone'}</CellNote>
        </span>
      </IdentityCell>
    ),
  },
  { header: 'Email', sortKey: 'email', cell: (row) => <BreakAnywhere>{row.email}</BreakAnywhere> },
  { header: 'Role', sortKey: 'role', cell: (row) => <RoleBadge role={row.role} /> },
  { header: 'Status', sortKey: 'status', cell: (row) => <AccountStatusBadge status={row.status} /> },
  { header: 'Created', sortKey: 'createdAt', cell: (row) => <NoWrap>{formatDate(row.createdAt)}</NoWrap> },
  {
    header: 'Last sign-in',
    sortKey: 'lastSignInAt',
    cell: (row) =>
      row.lastSignInAt ? (
        <NoWrap as="time" dateTime={row.lastSignInAt} title={formatDateTime(row.lastSignInAt)}>
          {formatDate(row.lastSignInAt)}
        </NoWrap>
      ) : (
        <CellNote>Never</CellNote>
      ),
  },
  { header: 'Actions', skeletonWidth: '2.25rem', cell: (row) => <ActionMenu label={`Actions for ${fullName(row)}`} items={menu(row)} /> },
]
