// /admin/companies: filters, the companies table with its row menu, paging and the Create
// Company dialog. The filters and page live in the URL query.
import { useState, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '../../../components/ui/button'
import { DataTable, type DataColumn } from '../../../components/ui/data-table'
import { Choices, Options } from '../../../components/ui/field'
import { FilterBar, FilterSelect, RefreshButton } from '../../../components/ui/filter-bar'
import { IconTile } from '../../../components/ui/icon-tile'
import { BuildingIcon, PlusIcon } from '../../../components/ui/icons'
import { ActionMenu } from '../../../components/ui/menu'
import { PageHeader } from '../../../components/ui/page-header'
import { SearchInput } from '../../../components/ui/search-input'
import { BreakAnywhere, CellNote, IdentityCell, NoWrap } from '../../../components/ui/table'
import { TablePager } from '../../../components/ui/table-pager'
import { useSectors } from '../../../lib/catalogue'
import { formatDate } from '../../../lib/format'
import { ADMIN_PAGE_SIZE } from '../../../../../src/adapters/http/contract'
import { ExportLink } from '../../../components/ui/export-link'
import { Cluster } from '../../../components/ui/stack'
import type { RowSelection } from '../../../lib/row-selection'
import { pageSizeFrom, sortFrom, sortText } from '../../../lib/table-query'
import { useUrlQuery } from '../../../lib/url-query'
import { adminCompaniesExportUrl, adminCompaniesKey, COMPANY_SORTS, useAdminCompanies, type AdminCompanyFilter, type AdminCompanyRow } from '../api/admin-companies'
import { CompanyImportDialog } from './company-import-dialog'
import { useCompanyModeration } from './admin-company-actions'
import { AdminCreateCompanyDialog } from './admin-create-company-dialog'
import { CompanyLogo } from './company-logo'
import { AdminStatusBadge } from './company-status'

const STATUS_FILTERS: readonly { value: AdminCompanyFilter; label: string }[] = [
  { value: 'all', label: 'All Status' },
  { value: 'active', label: 'Active' },
  { value: 'pending', label: 'Pending' },
  { value: 'suspended', label: 'Suspended' },
  { value: 'verified', label: 'Verified' },
  { value: 'rejected', label: 'Rejected' },
]

const KEYS = ['search', 'sector', 'status', 'sort', 'pageSize'] as const

interface AdminCompaniesProps {
  /** The bulk actions for the selected companies (another part of issue 19 fills it). */
  selectionActions?: (selection: RowSelection, clear: () => void) => ReactNode
}

export function AdminCompanies({ selectionActions }: AdminCompaniesProps = {}) {
  const { values, page, update } = useUrlQuery(KEYS)
  const status = (STATUS_FILTERS.some((f) => f.value === values.status) ? values.status : 'all') as AdminCompanyFilter
  const sort = sortFrom(values.sort, COMPANY_SORTS)
  const pageSize = pageSizeFrom(values.pageSize)
  const query = { page, search: values.search, sector: values.sector, status, sort, pageSize }
  const { data, error, isValidating, mutate } = useAdminCompanies(query)
  const sectors = useSectors()
  const [creating, setCreating] = useState(false)
  const [importing, setImporting] = useState(false)
  const moderation = useCompanyModeration({ refresh: () => mutate(), ownKey: adminCompaniesKey(query) })

  return (
    <>
      <PageHeader
        title="Companies"
        description="Review, verify, suspend and edit the companies of the directory."
        actions={
          <Cluster>
            <ExportLink href={adminCompaniesExportUrl(query)} />
            <Button $variant="outline" onClick={() => setImporting(true)}>
              Import CSV
            </Button>
            <Button onClick={() => setCreating(true)}>
              <PlusIcon size={18} />
              Create Company
            </Button>
          </Cluster>
        }
      />

      <FilterBar $columns="12rem 10rem auto">
        <SearchInput value={values.search} onSearch={(search) => update({ search })} label="Search companies" placeholder="Search by company name or contact..." />
        <FilterSelect id="admin-companies-sector" label="Filter by sector" value={values.sector} onChange={(sector) => update({ sector })}>
          <Options items={sectors.data} empty="All Sectors" />
        </FilterSelect>
        <FilterSelect id="admin-companies-status" label="Filter by status" value={status} onChange={(v) => update({ status: v === 'all' ? '' : v })}>
          <Choices items={STATUS_FILTERS} />
        </FilterSelect>
        <RefreshButton onRefresh={() => void mutate()} busy={isValidating} />
      </FilterBar>

      <DataTable<AdminCompanyRow>
        caption="Companies"
        columns={columns(moderation.menu)}
        rows={data?.companies}
        rowKey={(r) => r.id}
        error={error}
        empty="No companies found."
        sort={sort}
        onSort={(s) => update({ sort: sortText(s) })}
        selection={{ rowId: (r) => r.id, rowName: (r) => r.name, total: data?.totalCompanies ?? 0, scope: JSON.stringify([values.search, values.sector, status]), noun: ['company', 'companies'] }}
        selectionActions={selectionActions}
      />

      {data ? (
        <TablePager
          shown={data.companies.length}
          total={data.totalCompanies}
          noun={['company', 'companies']}
          page={page}
          totalPages={data.totalPages}
          onPage={(p) => update({ page: p })}
          pageSize={pageSize}
          onPageSize={(n) => update({ pageSize: n === ADMIN_PAGE_SIZE ? '' : n })}
        />
      ) : null}

      {creating ? <AdminCreateCompanyDialog open onClose={() => setCreating(false)} onCreated={() => mutate()} /> : null}
      {importing ? <CompanyImportDialog onClose={() => setImporting(false)} onImported={() => mutate()} /> : null}
      {moderation.dialogs}
    </>
  )
}

type Menu = ReturnType<typeof useCompanyModeration>['menu']

/** The table's columns (admin-back-office.md: Company, Contact, Sector, Status, Created, Actions). */
const columns = (menu: Menu): DataColumn<AdminCompanyRow>[] => [
  {
    header: 'Company',
    sortKey: 'name',
    cell: (row) => (
      <IdentityCell>
        {row.logo ? (
          <CompanyLogo name={row.name} logo={row.logo} size={36} />
        ) : (
          <IconTile $size={2.25} $tone="primary">
            <BuildingIcon />
          </IconTile>
        )}
        <span>
          <Link to={`/admin/companies/${row.id}`}>{row.name}</Link>
          <CellNote>{[row.city, row.country].filter(Boolean).join(', ') || 'Unknown'}</CellNote>
        </span>
      </IdentityCell>
    ),
  },
  {
    header: 'Contact',
    cell: (row) => (
      <>
        <BreakAnywhere>{row.contactEmail}</BreakAnywhere>
        <CellNote>{row.contactPhone || 'No phone'}</CellNote>
      </>
    ),
  },
  { header: 'Sector', sortKey: 'sector', cell: (row) => row.sector || 'Unknown' },
  { header: 'Status', sortKey: 'status', cell: (row) => <AdminStatusBadge status={row.status} verified={row.isVerified || row.verified} /> },
  { header: 'Created', sortKey: 'createdAt', cell: (row) => <NoWrap>{formatDate(row.createdAt)}</NoWrap> },
  { header: 'Actions', cell: (row) => <ActionMenu label={`Actions for ${row.name}`} items={menu(row)} />, skeletonWidth: '2.25rem' },
]
