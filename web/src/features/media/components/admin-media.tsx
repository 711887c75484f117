// /admin/media (admin spec §2): tabs Pending Approval, Approved, Rejected and All Media (plus the
// media access requests), search, type and sector filters, Refresh, the table with quick Approve
// and Reject on pending rows and a row menu, paging, and the View Details dialog. The tab,
// filters and page live in the URL query.
import { useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { Button, ButtonLink } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/dialog'
import { Options, Select } from '../../../components/ui/field'
import { AlertIcon, CheckCircleIcon, CheckIcon, CloseIcon, EditIcon, EyeIcon, RefreshIcon, TrashIcon, XCircleIcon } from '../../../components/ui/icons'
import { IconButton } from '../../../components/ui/icon-button'
import { ActionMenu, type MenuAction } from '../../../components/ui/menu'
import { PageHeader } from '../../../components/ui/page-header'
import { Pagination } from '../../../components/ui/pagination'
import { SearchInput } from '../../../components/ui/search-input'
import { Skeleton } from '../../../components/ui/skeleton'
import { Spinner } from '../../../components/ui/spinner'
import { CellNote, Table, TableCard } from '../../../components/ui/table'
import { TabPanel, Tabs } from '../../../components/ui/tabs'
import { mutedSmall } from '../../../components/ui/text'
import { useReportedAction } from '../../../components/ui/toast'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import { errorMessage } from '../../../lib/api-client'
import { useSectors } from '../../../lib/catalogue'
import { formatDate, formatNumber, snippet } from '../../../lib/format'
import { usePageTitle } from '../../../lib/page-title'
import { compactPages } from '../../../lib/pagination'
import { useInvalidate } from '../../../lib/swr'
import { useUrlQuery } from '../../../lib/url-query'
import { deleteAdminMedia, usePendingAccessRequests, useAdminMedia, type AdminMediaTab } from '../api/admin-media'
import { isMediaKey, type MediaItemView, type MediaType } from '../api/media'
import { AdminAccessRequests } from './admin-access-requests'
import { CompanyAvatar } from './company-avatar'
import { MediaStatusBadge, TypeBadge } from './media-badges'
import { MediaItemDialog } from './media-item-dialog'
import { shownDate, TYPE_PLURAL } from './media-labels'
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
  { value: 'press_release', label: TYPE_PLURAL.press_release },
  { value: 'news', label: TYPE_PLURAL.news },
  { value: 'press_kit', label: TYPE_PLURAL.press_kit },
  { value: 'event', label: TYPE_PLURAL.event },
]

const KEYS = ['tab', 'search', 'type', 'sector'] as const
const COLUMNS = ['Title', 'Company', 'Type', 'Published', 'Status', 'Actions'] as const
const ID_PREFIX = 'admin-media'

export function AdminMedia() {
  usePageTitle('Media · Admin')
  const { values, page, update } = useUrlQuery(KEYS)
  const tab = TABS.find((t) => t.id === values.tab) ?? TABS[0]!
  const access = usePendingAccessRequests()
  const pendingRequests = access.data?.length ?? 0
  const tabs = TABS.map((t) => (t.id === 'access' && pendingRequests > 0 ? { ...t, label: `${t.label} (${pendingRequests})` } : t))

  return (
    <>
      <PageHeader title="Media" description="Moderate the news, press releases, press kits and events that companies publish." />
      <Tabs idPrefix={ID_PREFIX} label="Media sections" tabs={tabs} value={tab.id} onChange={(id) => update({ tab: id === 'pending' ? '' : id })} />
      <TabPanel idPrefix={ID_PREFIX} id={tab.id}>
        <TabDescription>{tab.description}</TabDescription>
        {tab.id === 'access' ? <AdminAccessRequests requests={access} /> : <MediaTable tab={tab.id} values={values} page={page} update={update} />}
      </TabPanel>
    </>
  )
}

interface MediaTableProps {
  tab: AdminMediaTab
  values: Record<(typeof KEYS)[number], string>
  page: number
  update: ReturnType<typeof useUrlQuery<(typeof KEYS)[number]>>['update']
}

function MediaTable({ tab, values, page, update }: MediaTableProps) {
  const type = (TYPE_FILTERS.find((t) => t.value === values.type)?.value ?? '') as MediaType | ''
  const { data, error, isLoading, isValidating, mutate } = useAdminMedia({ tab, search: values.search, type, sector: values.sector, page })
  const sectors = useSectors()
  const report = useReportedAction()
  const invalidate = useInvalidate()
  const [viewing, setViewing] = useState<MediaItemView | null>(null)
  const [deleting, setDeleting] = useState<MediaItemView | null>(null)
  const tableRef = useRef<HTMLDivElement>(null)
  const moderation = useMediaModeration('admin', (item) => {
    setViewing((v) => (v?.id === item.id ? null : v))
    // The row's buttons (or the row itself) are gone: focus goes to the table, not to the page.
    window.setTimeout(() => {
      if (!document.activeElement || document.activeElement === document.body) tableRef.current?.focus({ preventScroll: true })
    }, 150)
  })

  const rows = data?.mediaItems ?? []
  const totalPages = data?.totalPages ?? 1

  const menu = (item: MediaItemView): MenuAction[] => [
    { label: 'View Details', icon: <EyeIcon />, onSelect: () => setViewing(item) },
    { label: 'Edit', icon: <EditIcon />, to: `/admin/media/${item.id}/edit` },
    ...(item.status !== 'approved' ? [{ label: 'Approve', icon: <CheckCircleIcon />, onSelect: () => void moderation.approve(item) }] : []),
    ...(item.status !== 'rejected' ? [{ label: 'Reject', icon: <XCircleIcon />, onSelect: () => moderation.reject(item) }] : []),
    { label: 'Delete', icon: <TrashIcon />, onSelect: () => setDeleting(item), destructive: true },
  ]

  return (
    <>
      <Filters>
        <SearchInput value={values.search} onSearch={(search) => update({ search })} label="Search media items" placeholder="Search by title or company..." />
        <div>
          <VisuallyHidden as="label" htmlFor="admin-media-type">
            Filter by type
          </VisuallyHidden>
          <Select id="admin-media-type" value={type} onChange={(e) => update({ type: e.target.value })}>
            {TYPE_FILTERS.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <VisuallyHidden as="label" htmlFor="admin-media-sector">
            Filter by sector
          </VisuallyHidden>
          <Select id="admin-media-sector" value={values.sector} onChange={(e) => update({ sector: e.target.value })}>
            <Options items={sectors.data} empty="All Sectors" />
          </Select>
        </div>
        <Button $variant="outline" onClick={() => void mutate()} disabled={isValidating}>
          {isValidating && data ? <Spinner $size={16} /> : <RefreshIcon size={16} />}
          Refresh
        </Button>
      </Filters>

      <FocusableCard ref={tableRef} tabIndex={-1}>
        <Table aria-busy={isLoading || undefined}>
          <caption>
            <VisuallyHidden>Media items</VisuallyHidden>
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
                  <Message>No media items found.</Message>
                </td>
              </tr>
            ) : (
              rows.map((item) => (
                <tr key={item.id}>
                  <td data-label="Title">
                    <TitleCell>
                      <Link to={`/admin/media/${item.id}`}>{item.title}</Link>
                      <CellNote>{snippet(item.content.replace(/\s+/g, ' '), 50)}</CellNote>
                    </TitleCell>
                  </td>
                  <td data-label="Company">
                    <CompanyCell>
                      <CompanyAvatar name={item.companyName} logo={item.companyLogo} size={28} />
                      <Link to={`/admin/companies/${item.companyId}`}>{item.companyName}</Link>
                    </CompanyCell>
                  </td>
                  <td data-label="Type">
                    <TypeBadge type={item.type} />
                  </td>
                  <td data-label="Published">
                    <NoWrap>
                      <time dateTime={shownDate(item)}>{formatDate(shownDate(item))}</time>
                    </NoWrap>
                  </td>
                  <td data-label="Status">
                    <MediaStatusBadge status={item.status} label={item.status === 'pending' ? 'Pending' : undefined} />
                  </td>
                  <td data-label="Actions">
                    <RowActions>
                      {item.status === 'pending' ? (
                        <>
                          <QuickButton
                            $variant="outline"
                            $size={2.25}
                            $tone="success"
                            aria-label={`Approve ${item.title}`}
                            title="Approve"
                            disabled={moderation.busyId === item.id}
                            onClick={() => void moderation.approve(item)}
                          >
                            {moderation.busyId === item.id ? <Spinner $size={16} /> : <CheckIcon size={18} />}
                          </QuickButton>
                          <QuickButton
                            $variant="outline"
                            $size={2.25}
                            $tone="danger"
                            aria-label={`Reject ${item.title}`}
                            title="Reject"
                            disabled={moderation.busyId === item.id}
                            onClick={() => moderation.reject(item)}
                          >
                            <CloseIcon size={18} />
                          </QuickButton>
                        </>
                      ) : null}
                      <ActionMenu label={`Actions for ${item.title}`} items={menu(item)} />
                    </RowActions>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </Table>
      </FocusableCard>

      {data ? (
        <Footer>
          <p>
            Showing {formatNumber(rows.length)} of {formatNumber(data.totalItems)} media items
          </p>
          <Pagination label="Media pages" page={page} totalPages={totalPages} items={compactPages(page, totalPages)} onChange={(p) => update({ page: p })} />
        </Footer>
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
            window.setTimeout(() => {
              if (!document.activeElement || document.activeElement === document.body) tableRef.current?.focus({ preventScroll: true })
            }, 100)
          }
        }}
      >
        {deleting ? `This will permanently delete “${deleting.title}” by ${deleting.companyName}, with its attachments. This action cannot be undone.` : null}
      </ConfirmDialog>
    </>
  )
}

function SkeletonRow() {
  return (
    <tr aria-hidden="true">
      {COLUMNS.map((c) => (
        <td key={c}>
          <Skeleton $width={c === 'Actions' ? '2.25rem' : '80%'} $height={c === 'Title' ? '2.25rem' : '1rem'} />
        </td>
      ))}
    </tr>
  )
}

const FocusableCard = styled(TableCard)`
  outline: none;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`

const TabDescription = styled.p`
  margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[5]};
  ${mutedSmall}
`

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) 11rem 12rem auto;
    align-items: center;
  }
`

const TitleCell = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  max-width: 26rem;

  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
    overflow-wrap: anywhere;
  }

  a:hover {
    text-decoration: underline;
  }
`

const CompanyCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;

  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    overflow-wrap: anywhere;
  }

  a:hover {
    text-decoration: underline;
  }
`

const NoWrap = styled.span`
  white-space: nowrap;
`

const RowActions = styled.div`
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
