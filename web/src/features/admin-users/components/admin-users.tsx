// /admin/users (admin spec "Users page"): search, role filter, refresh, the users table with
// its row menu, paging, and the Create, Edit and Delete dialogs. Search, role and page live in
// the URL query.
import { useState } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/dialog'
import { Select } from '../../../components/ui/field'
import { AlertIcon, EditIcon, EyeIcon, PlusIcon, RefreshIcon, TrashIcon } from '../../../components/ui/icons'
import { InitialsAvatar } from '../../../components/ui/initials-avatar'
import { ActionMenu } from '../../../components/ui/menu'
import { PageHeader } from '../../../components/ui/page-header'
import { Pagination } from '../../../components/ui/pagination'
import { SearchInput } from '../../../components/ui/search-input'
import { Skeleton } from '../../../components/ui/skeleton'
import { CellNote, Table, TableCard } from '../../../components/ui/table'
import { mutedSmall } from '../../../components/ui/text'
import { useReportedAction } from '../../../components/ui/toast'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import { errorMessage } from '../../../lib/api-client'
import { formatDate, formatNumber } from '../../../lib/format'
import { compactPages } from '../../../lib/pagination'
import { fullName, useSession, type Role } from '../../../lib/session'
import { useInvalidate } from '../../../lib/swr'
import { useUrlQuery } from '../../../lib/url-query'
import { ADMIN_USERS_PATH, adminUsersKey, deleteUser, useAdminUsers, type AdminUserQuery, type AdminUserRow } from '../api/admin-users'
import { canDelete, canEdit, filterRoles, ROLE_LABELS } from './permissions'
import { RoleBadge } from './role-badge'
import { UserFormDialog } from './user-form-dialog'

const KEYS = ['search', 'role'] as const
const COLUMNS = ['User', 'Email', 'Role', 'Created', 'Actions'] as const

export function AdminUsers() {
  const { user: actor } = useSession()
  const { values, page, update } = useUrlQuery(KEYS)
  const roles = filterRoles(actor)
  const role: Role | '' = (roles as readonly string[]).includes(values.role) ? (values.role as Role) : ''
  const query: AdminUserQuery = { page, search: values.search, role }
  const { data, error, isLoading, isValidating, mutate } = useAdminUsers(query)
  const invalidate = useInvalidate()
  const report = useReportedAction()
  const [creating, setCreating] = useState(false)
  const [editing, setEditing] = useState<AdminUserRow | null>(null)
  const [deleting, setDeleting] = useState<AdminUserRow | null>(null)

  const rows = data?.users ?? []
  const totalPages = data?.totalPages ?? 1
  const ownKey = adminUsersKey(query)

  /** Reload this page of the table in place, and drop the other cached admin answers it changes. */
  const refresh = async () => {
    await Promise.all([
      mutate(),
      invalidate((k) => k !== ownKey && (k.startsWith(ADMIN_USERS_PATH) || k.startsWith('/api/admin/stats') || k.startsWith('/api/admin/activities'))),
    ])
  }

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
          <Button onClick={() => setCreating(true)}>
            <PlusIcon size={18} />
            Create User
          </Button>
        }
      />

      <Filters>
        <SearchInput value={values.search} onSearch={(search) => update({ search })} label="Search users" placeholder="Search by name, email or company..." />
        <div>
          <VisuallyHidden as="label" htmlFor="admin-users-role">
            Filter by role
          </VisuallyHidden>
          <Select id="admin-users-role" value={role} onChange={(e) => update({ role: e.target.value })}>
            <option value="">All Roles</option>
            {roles.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </Select>
        </div>
        <Button $variant="outline" onClick={() => void mutate()} disabled={isValidating}>
          <RefreshIcon size={16} />
          Refresh
        </Button>
      </Filters>

      <TableCard>
        <Table aria-busy={isLoading || undefined}>
          <caption>
            <VisuallyHidden>Users</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {error && !data ? (
              <tr>
                <td colSpan={COLUMNS.length}>
                  <Message role="alert">
                    <AlertIcon size={18} /> {errorMessage(error)}
                  </Message>
                </td>
              </tr>
            ) : !data ? (
              Array.from({ length: 5 }, (_, i) => <SkeletonRow key={i} />)
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={COLUMNS.length}>
                  <Message>No users found.</Message>
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <UserRow
                  key={row.id}
                  row={row}
                  canEdit={canEdit(actor, row)}
                  canDelete={canDelete(actor, row)}
                  onEdit={() => setEditing(row)}
                  onDelete={() => setDeleting(row)}
                />
              ))
            )}
          </tbody>
        </Table>
      </TableCard>

      {data ? (
        <Footer>
          <p role="status">
            Showing {formatNumber(rows.length)} of {formatNumber(data.totalUsers)} users
          </p>
          <Pagination label="Users pages" page={page} totalPages={totalPages} items={compactPages(page, totalPages)} onChange={(p) => update({ page: p })} />
        </Footer>
      ) : null}

      {creating ? <UserFormDialog onClose={() => setCreating(false)} onSaved={refresh} /> : null}
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

interface UserRowProps {
  row: AdminUserRow
  canEdit: boolean
  canDelete: boolean
  onEdit: () => void
  onDelete: () => void
}

function UserRow({ row, canEdit, canDelete, onEdit, onDelete }: UserRowProps) {
  const name = fullName(row)
  return (
    <tr>
      <td data-label="User">
        <UserCell>
          <InitialsAvatar name={name} size={36} />
          <span>
            <Link to={`/admin/users/${row.id}`}>{name}</Link>
            <CellNote>{row.mobileNumber || 'No phone'}</CellNote>
          </span>
        </UserCell>
      </td>
      <td data-label="Email">
        <Wrap>{row.email}</Wrap>
      </td>
      <td data-label="Role">
        <RoleBadge role={row.role} />
      </td>
      <td data-label="Created">
        <NoWrap>{formatDate(row.createdAt)}</NoWrap>
      </td>
      <td data-label="Actions">
        <ActionMenu
          label={`Actions for ${name}`}
          items={[
            { label: 'View Details', icon: <EyeIcon />, to: `/admin/users/${row.id}` },
            canEdit && { label: 'Edit User', icon: <EditIcon />, onSelect: onEdit },
            canDelete && { label: 'Delete User', icon: <TrashIcon />, onSelect: onDelete, destructive: true },
          ]}
        />
      </td>
    </tr>
  )
}

function SkeletonRow() {
  return (
    <tr aria-hidden="true">
      {COLUMNS.map((c) => (
        <td key={c}>
          <Skeleton $width={c === 'Actions' ? '2.25rem' : '80%'} $height={c === 'User' ? '2.25rem' : '1rem'} />
        </td>
      ))}
    </tr>
  )
}

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) 13rem auto;
    align-items: center;
  }
`

const UserCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;

  svg {
    flex-shrink: 0;
  }

  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }
`

const Wrap = styled.span`
  overflow-wrap: anywhere;
`

const NoWrap = styled.span`
  white-space: nowrap;
`

const Message = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[8]} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[4]};

  p {
    margin: 0;
    ${mutedSmall}
  }
`
