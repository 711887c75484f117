// /admin/categories: Categories & Sectors, four tabs (admin-back-office.md). The tab is in the URL.
import { useState, type ReactNode } from 'react'
import styled from 'styled-components'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/dialog'
import { PlusIcon } from '../../../components/ui/icons'
import { PageHeader } from '../../../components/ui/page-header'
import { spread } from '../../../components/ui/stack'
import { TabPanel, Tabs } from '../../../components/ui/tabs'
import { useReportedAction } from '../../../components/ui/toast'
import { useSectors } from '../../../lib/catalogue'
import { SearchInput } from '../../../components/ui/search-input'
import { TablePager } from '../../../components/ui/table-pager'
import { tableControls } from '../../../lib/table-query'
import { formatNumber } from '../../../lib/format'
import { useUrlQuery } from '../../../lib/url-query'
import {
  deleteCategory, deleteSubsector, SUBSECTOR_SORTS, useAdminSubsectors, useCategories, useRefreshCatalogue,
  type AdminSubsectorView, type CategoryKind, type CategoryView, type SectorView, type SubsectorView,
} from '../api/catalogue-admin'
import { CATEGORY_LABEL, CategoryDialog, SectorDialog, SubsectorDialog } from './catalogue-dialogs'
import { CatalogueTable, Truncated, type Column } from './catalogue-table'
import { SectorDeleteDialog } from './sector-delete-dialog'

const TABS = [
  { id: 'sectors', label: 'Sectors' },
  { id: 'subsectors', label: 'Subsectors' },
  { id: 'product', label: 'Product Categories' },
  { id: 'service', label: 'Service Categories' },
] as const

type TabId = (typeof TABS)[number]['id']

type Editing =
  | { kind: 'sector'; row?: SectorView }
  | { kind: 'subsector'; row?: SubsectorView }
  | { kind: CategoryKind; row?: CategoryView }

type Deleting = { kind: 'sector'; row: SectorView } | { kind: 'subsector'; row: SubsectorView } | { kind: CategoryKind; row: CategoryView }

const ID_PREFIX = 'categories'

export function CategoriesAdmin() {
  const { values, update } = useUrlQuery(['tab'] as const)
  const tab: TabId = TABS.some((t) => t.id === values.tab) ? (values.tab as TabId) : 'sectors'
  // All four lists stay loaded, so that a change anywhere refreshes them in place.
  const sectors = useSectors()
  const products = useCategories('product')
  const services = useCategories('service')
  const refresh = useRefreshCatalogue()
  const report = useReportedAction()
  const [editing, setEditing] = useState<Editing | null>(null)
  const [deleting, setDeleting] = useState<Deleting | null>(null)

  const sectorList = sectors.data ?? []
  const sectorName = (id: number | null) => sectorList.find((s) => s.id === id)?.name ?? 'Unknown'

  const addButton = (label: string, onClick: () => void) => (
    <Button onClick={onClick}>
      <PlusIcon size={18} />
      {label}
    </Button>
  )

  const categoryColumns: readonly Column<CategoryView>[] = [
    { header: 'Name', cell: (c) => <strong>{c.name}</strong> },
    { header: 'Description', cell: (c) => <Truncated>{c.description || '—'}</Truncated> },
    { header: 'Sector', cell: (c) => c.sector ?? sectorName(c.sectorId) },
  ]

  const panels: Record<TabId, { title: string; action: ReactNode; table: ReactNode }> = {
    sectors: {
      title: 'Sectors',
      action: addButton('Add Sector', () => setEditing({ kind: 'sector' })),
      table: (
        <CatalogueTable<SectorView>
          caption="Sectors"
          rows={sectors.data}
          error={sectors.error}
          columns={[
            { header: 'Name', cell: (s) => <strong>{s.name}</strong> },
            { header: 'Description', cell: (s) => <Truncated>{s.description || '—'}</Truncated> },
            { header: 'Subsectors', cell: (s) => formatNumber(s.subsectorCount) },
          ]}
          empty={
            <>
              No sectors found
              <Button $variant="secondary" onClick={() => setEditing({ kind: 'sector' })}>
                Add your first sector
              </Button>
            </>
          }
          onEdit={(row) => setEditing({ kind: 'sector', row })}
          onDelete={(row) => setDeleting({ kind: 'sector', row })}
        />
      ),
    },
    subsectors: {
      title: 'Subsectors',
      action: addButton('Add Subsector', () => setEditing({ kind: 'subsector' })),
      table: <SubsectorsPanel onEdit={(row) => setEditing({ kind: 'subsector', row })} onDelete={(row) => setDeleting({ kind: 'subsector', row })} />,
    },
    product: {
      title: 'Product Categories',
      action: addButton('Add Category', () => setEditing({ kind: 'product' })),
      table: (
        <CatalogueTable<CategoryView>
          caption="Product categories"
          rows={products.data}
          error={products.error}
          columns={categoryColumns}
          empty="No product categories found"
          onEdit={(row) => setEditing({ kind: 'product', row })}
          onDelete={(row) => setDeleting({ kind: 'product', row })}
        />
      ),
    },
    service: {
      title: 'Service Categories',
      action: addButton('Add Category', () => setEditing({ kind: 'service' })),
      table: (
        <CatalogueTable<CategoryView>
          caption="Service categories"
          rows={services.data}
          error={services.error}
          columns={categoryColumns}
          empty="No service categories found"
          onEdit={(row) => setEditing({ kind: 'service', row })}
          onDelete={(row) => setDeleting({ kind: 'service', row })}
        />
      ),
    },
  }
  const panel = panels[tab]

  const closeEditor = () => setEditing(null)
  const remove = async () => {
    if (!deleting) return
    const { kind, row } = deleting
    if (kind === 'sector') return // SectorDeleteDialog
    const ok =
      kind === 'subsector'
        ? await report(() => deleteSubsector(row.id), 'Subsector deleted successfully', 'Failed to delete subsector')
        : await report(() => deleteCategory(kind, row.id), `${CATEGORY_LABEL[kind].sentence} deleted successfully`, `Failed to delete ${CATEGORY_LABEL[kind].lower}`)
    if (ok) {
      await refresh()
      setDeleting(null)
    }
  }

  return (
    <>
      <PageHeader title="Categories & Sectors" description="Manage sectors, subsectors, and product/service categories" />
      <Tabs idPrefix={ID_PREFIX} label="Catalogue" tabs={TABS} value={tab} onChange={(t) => update({ tab: t === 'sectors' ? '' : t })} />
      <Panel>
        <TabPanel idPrefix={ID_PREFIX} id={tab}>
          <PanelHead>
            <h2>{panel.title}</h2>
            {panel.action}
          </PanelHead>
          {panel.table}
        </TabPanel>
      </Panel>

      {editing?.kind === 'sector' ? <SectorDialog editing={editing.row} onClose={closeEditor} onSaved={refresh} /> : null}
      {editing?.kind === 'subsector' ? <SubsectorDialog editing={editing.row} sectors={sectorList} onClose={closeEditor} onSaved={refresh} /> : null}
      {editing?.kind === 'product' || editing?.kind === 'service' ? (
        <CategoryDialog kind={editing.kind} editing={editing.row} sectors={sectorList} onClose={closeEditor} onSaved={refresh} />
      ) : null}

      {deleting?.kind === 'sector' ? (
        <SectorDeleteDialog sector={deleting.row} sectors={sectorList} onClose={() => setDeleting(null)} onDeleted={refresh} />
      ) : null}
      <ConfirmDialog
        open={!!deleting && deleting.kind !== 'sector'}
        onClose={() => setDeleting(null)}
        title={deleting && deleting.kind !== 'sector' ? `Delete ${deleting.kind === 'subsector' ? 'Subsector' : CATEGORY_LABEL[deleting.kind].title}?` : ''}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        onConfirm={remove}
      >
        {deleting && deleting.kind !== 'sector' ? deleteWarning(deleting) : null}
      </ConfirmDialog>
    </>
  )
}

const SUBSECTOR_KEYS = ['search', 'sort', 'pageSize'] as const

/** The Subsectors tab: searched, sorted and paged on the server (there are dozens). */
function SubsectorsPanel({ onEdit, onDelete }: { onEdit: (row: SubsectorView) => void; onDelete: (row: SubsectorView) => void }) {
  const { values, page, update } = useUrlQuery(SUBSECTOR_KEYS)
  const table = tableControls(values, update, SUBSECTOR_SORTS)
  const { data, error } = useAdminSubsectors({ page, search: values.search, sort: table.sort, pageSize: table.pageSize })
  return (
    <>
      <SearchRow>
        <SearchInput value={values.search} onSearch={(search) => update({ search })} label="Search subsectors" placeholder="Search by subsector or sector name..." />
      </SearchRow>
      <CatalogueTable<AdminSubsectorView>
        caption="Subsectors"
        rows={data?.subsectors}
        error={error}
        columns={[
          { header: 'Name', sortKey: 'name', cell: (s) => <strong>{s.name}</strong> },
          { header: 'Main Sector', sortKey: 'sector', cell: (s) => s.sector },
        ]}
        empty="No subsectors found"
        onEdit={onEdit}
        onDelete={onDelete}
        sort={table.sort}
        onSort={table.onSort}
      />
      {data ? (
        <TablePager
          shown={data.subsectors.length}
          total={data.totalSubsectors}
          noun={['subsector', 'subsectors']}
          page={page}
          totalPages={data.totalPages}
          onPage={(p) => update({ page: p })}
          pageSize={table.pageSize}
          onPageSize={table.onPageSize}
        />
      ) : null}
    </>
  )
}

const SearchRow = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
  max-width: 28rem;
`

/** The admin-back-office.md's warning for each kind of entry (a sector's is SectorDeleteDialog's: it depends on what uses it). */
function deleteWarning(d: Exclude<Deleting, { kind: 'sector' }>): string {
  switch (d.kind) {
    case 'subsector':
      return `This will permanently delete the subsector "${d.row.name}". This will affect companies categorized under it.`
    case 'product':
      return `This will permanently delete the product category "${d.row.name}". This will affect all products under it.`
    case 'service':
      return `This will permanently delete the service category "${d.row.name}". This will affect all services under it.`
  }
}

const Panel = styled.div`
  margin-top: ${({ theme }) => theme.space[6]};
`

const PanelHead = styled.div`
  ${spread(3)}
  margin-bottom: ${({ theme }) => theme.space[4]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`
