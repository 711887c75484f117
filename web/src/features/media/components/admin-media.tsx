// /admin/media (admin-back-office.md §2): tabs Pending Approval, Approved, Rejected and All Media (plus the
// media access requests), search, type and sector filters, Refresh, the table with quick Approve
// and Reject on pending rows and a row menu, paging, and the View Details dialog. The tab,
// filters and page live in the URL query.
import { useRef, useState, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { Button, ButtonLink } from '../../../components/ui/button'
import { DataTable, type DataColumn } from '../../../components/ui/data-table'
import { ConfirmDialog } from '../../../components/ui/dialog'
import { Options } from '../../../components/ui/field'
import { FilterBar, FilterSelect, RefreshButton } from '../../../components/ui/filter-bar'
import { CheckCircleIcon, CheckIcon, CloseIcon, EditIcon, EyeIcon, TrashIcon, XCircleIcon } from '../../../components/ui/icons'
import { IconButton } from '../../../components/ui/icon-button'
import { ActionMenu, type MenuAction } from '../../../components/ui/menu'
import { PageHeader } from '../../../components/ui/page-header'
import { SearchInput } from '../../../components/ui/search-input'
import { Spinner } from '../../../components/ui/spinner'
import { CellNote, IdentityCell, NoWrap } from '../../../components/ui/table'
import { TablePager } from '../../../components/ui/table-pager'
import { TabPanel, Tabs } from '../../../components/ui/tabs'
import { mutedSmall } from '../../../components/ui/text'
import { useReportedAction } from '../../../components/ui/toast'
import { useSectors } from '../../../lib/catalogue'
import { formatDate, snippet } from '../../../lib/format'
import { usePageTitle } from '../../../lib/page-title'
import { useInvalidate } from '../../../lib/swr'
import { useUrlQuery } from '../../../lib/url-query'
import { ExportLink } from '../../../components/ui/export-link'
import type { RowSelection } from '../../../lib/row-selection'
import { tableControls } from '../../../lib/table-query'
import { adminMediaExportUrl, deleteAdminMedia, MEDIA_SORTS, usePendingAccessRequests, useAdminMedia, type AdminMediaTab } from '../api/admin-media'
import { isMediaKey, type MediaItemView, type MediaType } from '../api/media'
import { AdminAccessRequests } from './admin-access-requests'
import { CompanyAvatar } from '../../../components/ui/company-avatar'
import { embargoOf } from './media-labels'
import { EmbargoBadge, MediaStatusBadge, TypeBadge } from './media-badges'
import { MediaItemDialog } from './media-item-dialog'
import { MEDIA_TYPE_PLURAL, MEDIA_TYPES } from '../../../../../src/adapters/http/contract'
import { useMediaModeration } from './use-media-moderation'

type TabId = AdminMediaTab | 'access'

const TABS: readonly { id: TabId; label: string; description: string }[] = [
  { id: 'pending', label: 'Pending Approval', description: 'Media items waiting for review. Approve them to publish them in the media center, or reject them with a reason for the company.' },
  { id: 'approved', label: 'Approved', description: 'Media items published in the media center. Rejecting one takes it off the media center.' },
  { id: 'rejected', label: 'Rejected', description: "Media items that were not published. The company's manager sees the reason; approving one publishes it." },
  { id: 'all', label: 'All Media', description: 'Every media item of every company, in every status.' },
  { id: 'access', label: 'Access Requests', description: 'Users who asked for media access. Approving makes them media users: they read press kits and moderate media items.' },
]

const TYPE_FILTERS: readonly { value: MediaType | ''; label: string }[] = [
  { value: '', label: 'All Types' },
  ...MEDIA_TYPES.map((value) => ({ value, label: MEDIA_TYPE_PLURAL[value] })),
]

const KEYS = ['tab', 'search', 'type', 'sector', 'sort', 'pageSize'] as const
const ID_PREFIX = 'admin-media'

type SelectionActions = (selection: RowSelection, clear: () => void) => ReactNode

/** `selectionActions`: the bulk actions for the selected items (another part of issue 19 fills it). */
export function AdminMedia({ selectionActions }: { selectionActions?: SelectionActions } = {}) {
  usePageTitle('Media · Admin')
  const { values, page, update } = useUrlQuery(KEYS)
  const tab = TABS.find((t) => t.id === values.tab) ?? TABS[0]
  const access = usePendingAccessRequests()
  const pendingRequests = access.data?.length ?? 0
  const tabs = TABS.map((t) => (t.id === 'access' && pendingRequests > 0 ? { ...t, label: `${t.label} (${pendingRequests})` } : t))

  return (
    <>
      <PageHeader title="Media" description="Moderate the news, press releases, press kits and events that companies publish." />
      <Tabs idPrefix={ID_PREFIX} label="Media sections" tabs={tabs} value={tab.id} onChange={(id) => update({ tab: id === 'pending' ? '' : id })} />
      <TabPanel idPrefix={ID_PREFIX} id={tab.id}>
        <TabDescription>{tab.description}</TabDescription>
        {tab.id === 'access' ? <AdminAccessRequests requests={access} /> : <MediaTable tab={tab.id} values={values} page={page} update={update} selectionActions={selectionActions} />}
      </TabPanel>
    </>
  )
}

interface MediaTableProps {
  tab: AdminMediaTab
  values: Record<(typeof KEYS)[number], string>
  page: number
  update: ReturnType<typeof useUrlQuery<(typeof KEYS)[number]>>['update']
  selectionActions?: SelectionActions
}

function MediaTable({ tab, values, page, update, selectionActions }: MediaTableProps) {
  const type = (TYPE_FILTERS.find((t) => t.value === values.type)?.value ?? '')
  const table = tableControls(values, update, MEDIA_SORTS)
  const query = { tab, search: values.search, type, sector: values.sector, page, sort: table.sort, pageSize: table.pageSize }
  const { data, error, isValidating, mutate } = useAdminMedia(query)
  const sectors = useSectors()
  const report = useReportedAction()
  const invalidate = useInvalidate()
  const [viewing, setViewing] = useState<MediaItemView | null>(null)
  const [deleting, setDeleting] = useState<MediaItemView | null>(null)
  const tableRef = useRef<HTMLDivElement>(null)
  /** The row's buttons (or the row itself) are gone: focus goes to the table, not to the page. */
  const refocusTable = (delay: number) =>
    window.setTimeout(() => {
      if (!document.activeElement || document.activeElement === document.body) tableRef.current?.focus({ preventScroll: true })
    }, delay)
  const moderation = useMediaModeration('admin', (item) => {
    setViewing((v) => (v?.id === item.id ? null : v))
    refocusTable(150)
  })

  const menu = (item: MediaItemView): MenuAction[] => [
    { label: 'View Details', icon: <EyeIcon />, onSelect: () => setViewing(item) },
    { label: 'Edit', icon: <EditIcon />, to: `/admin/media/${item.id}/edit` },
    ...(item.status !== 'approved' ? [{ label: 'Approve', icon: <CheckCircleIcon />, onSelect: () => void moderation.approve(item) }] : []),
    ...(item.status !== 'rejected' ? [{ label: 'Reject', icon: <XCircleIcon />, onSelect: () => moderation.reject(item) }] : []),
    { label: 'Delete', icon: <TrashIcon />, onSelect: () => setDeleting(item), destructive: true },
  ]

  return (
    <>
      <FilterBar $columns="11rem 12rem auto auto">
        <SearchInput value={values.search} onSearch={(search) => update({ search })} label="Search media items" placeholder="Search by title or company..." />
        <FilterSelect id="admin-media-type" label="Filter by type" value={type} onChange={(v) => update({ type: v })} options={TYPE_FILTERS} />
        <FilterSelect id="admin-media-sector" label="Filter by sector" value={values.sector} onChange={(sector) => update({ sector })}>
          <Options items={sectors.data} empty="All Sectors" />
        </FilterSelect>
        <RefreshButton onRefresh={() => void mutate()} busy={isValidating} spinning={isValidating && !!data} />
        <ExportLink href={adminMediaExportUrl(query)} />
      </FilterBar>

      <DataTable<MediaItemView>
        caption="Media items"
        columns={columns(menu, moderation)}
        rows={data?.mediaItems}
        rowKey={(r) => r.id}
        error={error}
        empty="No media items found."
        focusRef={tableRef}
        sort={table.sort}
        onSort={table.onSort}
        selection={{ rowId: (r) => r.id, rowName: (r) => r.title, total: data?.totalItems ?? 0, scope: JSON.stringify([tab, values.search, type, values.sector]), noun: ['media item', 'media items'] }}
        selectionActions={selectionActions}
      />

      {data ? (
        <TablePager
          shown={data.mediaItems.length}
          total={data.totalItems}
          noun="media items"
          label="Media pages"
          page={page}
          totalPages={data.totalPages}
          onPage={(p) => update({ page: p })}
          pageSize={table.pageSize}
          onPageSize={table.onPageSize}
        />
      ) : null}

      <MediaItemDialog
        item={viewing}
        onClose={() => setViewing(null)}
        alwaysShowStatus
        companyHref={(i) => `/admin/companies/${i.companyId}`}
        busy={viewing ? moderation.busyId === viewing.id : false}
        actions={(i) => (
          <>
            <ButtonLink to={`/admin/media/${i.id}/edit`} $variant="ghost">
              <EditIcon size={16} />
              Edit
            </ButtonLink>
            {i.status === 'pending' ? (
              <>
                <Button $variant="outline" onClick={() => moderation.reject(i)} disabled={moderation.busyId === i.id}>
                  <CloseIcon size={16} />
                  Reject
                </Button>
                <Button onClick={() => void moderation.approve(i)} disabled={moderation.busyId === i.id}>
                  <CheckIcon size={16} />
                  Approve
                </Button>
              </>
            ) : null}
          </>
        )}
      />
      {moderation.dialogs}

      <ConfirmDialog
        open={!!deleting}
        onClose={() => setDeleting(null)}
        title="Delete Media Item?"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        onConfirm={async () => {
          if (!deleting) return
          const ok = await report(() => deleteAdminMedia(deleting.id), 'Media item deleted successfully', 'Failed to delete media item')
          if (ok) {
            setDeleting(null)
            await invalidate(isMediaKey)
            refocusTable(100)
          }
        }}
      >
        {deleting ? `This will permanently delete “${deleting.title}” by ${deleting.companyName}, with its attachments. This action cannot be undone.` : null}
      </ConfirmDialog>
    </>
  )
}

type Moderation = ReturnType<typeof useMediaModeration>

/** The table's columns (admin-back-office.md: Title, Company, Type, Published, Status, Actions). */
const columns = (menu: (item: MediaItemView) => MenuAction[], moderation: Moderation): DataColumn<MediaItemView>[] => [
  {
    header: 'Title',
    sortKey: 'title',
    skeletonHeight: '2.25rem',
    cell: (item) => (
      <TitleCell>
        <Link to={`/admin/media/${item.id}`}>{item.title}</Link>
        <CellNote>{snippet(item.content.replace(/\s+/g, ' '), 50)}</CellNote>
      </TitleCell>
    ),
  },
  {
    header: 'Company',
    sortKey: 'company',
    cell: (item) => (
      <CompanyCell>
        <CompanyAvatar name={item.companyName} logo={item.companyLogo} size={28} />
        <Link to={`/admin/companies/${item.companyId}`}>{item.companyName}</Link>
      </CompanyCell>
    ),
  },
  { header: 'Type', sortKey: 'type', cell: (item) => <TypeBadge type={item.type} /> },
  {
    header: 'Published',
    // The day of the first approval; an item never approved was never published (its submission is not a publication).
    cell: (item) =>
      item.publishedAt ? (
        <NoWrap>
          <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
        </NoWrap>
      ) : (
        <NotPublished>Not published</NotPublished>
      ),
  },
  {
    header: 'Status', sortKey: 'status',
    cell: (item) => (
      <>
        <MediaStatusBadge status={item.status} label={item.status === 'pending' ? 'Pending' : undefined} />
        {embargoOf(item) ? <> <EmbargoBadge until={embargoOf(item)!} /></> : null}
      </>
    ),
  },
  { header: 'Actions', skeletonWidth: '2.25rem', cell: (item) => <RowActions item={item} menu={menu(item)} moderation={moderation} /> },
]

/** Quick Approve and Reject on a pending row, then the row menu. */
function RowActions({ item, menu, moderation }: { item: MediaItemView; menu: MenuAction[]; moderation: Moderation }) {
  const busy = moderation.busyId === item.id
  return (
    <Actions>
      {item.status === 'pending' ? (
        <>
          <QuickButton $variant="outline" $size={2.25} $tone="success" aria-label={`Approve ${item.title}`} disabled={busy} onClick={() => void moderation.approve(item)}>
            {busy ? <Spinner $size={16} /> : <CheckIcon size={18} />}
          </QuickButton>
          <QuickButton $variant="outline" $size={2.25} $tone="danger" aria-label={`Reject ${item.title}`} disabled={busy} onClick={() => moderation.reject(item)}>
            <CloseIcon size={18} />
          </QuickButton>
        </>
      ) : null}
      <ActionMenu label={`Actions for ${item.title}`} items={menu} />
    </Actions>
  )
}

const NotPublished = styled.span`
  ${mutedSmall}
  white-space: nowrap;
`

const TabDescription = styled.p`
  margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[5]};
  ${mutedSmall}
`

const TitleCell = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  max-width: 26rem;

  a {
    min-height: 1.5rem;
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
    overflow-wrap: anywhere;
  }

  a:hover {
    text-decoration: underline;
  }
`

/** The company's logo and name, a lighter link than the title's. */
const CompanyCell = styled(IdentityCell)`
  gap: ${({ theme }) => theme.space[2]};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 1.5rem;
    font-weight: inherit;
    overflow-wrap: anywhere;
  }
`

const Actions = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`

const QuickButton = styled(IconButton)<{ $tone: 'success' | 'danger' }>`
  color: ${({ theme, $tone }) => theme.colors[$tone]};

  &:hover:not(:disabled) {
    color: ${({ theme, $tone }) => theme.colors[$tone]};
    background: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.successSoft : theme.colors.dangerSoft)};
  }
`
