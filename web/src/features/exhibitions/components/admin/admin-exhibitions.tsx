// /admin/exhibitions: tabs Upcoming (default), Ongoing, Past Exhibitions and All; search, sector
// filter and Refresh; the table with its participants dialog and row menu; paging; and the
// Create Exhibition dialog. Tab, filters and page live in the URL query.
import { useState } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { Button } from '../../../../components/ui/button'
import { Options, Select } from '../../../../components/ui/field'
import { AlertIcon, PlusIcon, RefreshIcon } from '../../../../components/ui/icons'
import { ActionMenu } from '../../../../components/ui/menu'
import { PageHeader } from '../../../../components/ui/page-header'
import { Pagination } from '../../../../components/ui/pagination'
import { SearchInput } from '../../../../components/ui/search-input'
import { Skeleton } from '../../../../components/ui/skeleton'
import { CellNote, Table, TableCard } from '../../../../components/ui/table'
import { TabPanel, Tabs } from '../../../../components/ui/tabs'
import { mutedSmall } from '../../../../components/ui/text'
import { VisuallyHidden } from '../../../../components/ui/visually-hidden'
import { errorMessage } from '../../../../lib/api-client'
import { useSectors } from '../../../../lib/catalogue'
import { formatNumber } from '../../../../lib/format'
import { compactPages } from '../../../../lib/pagination'
import { useUrlQuery } from '../../../../lib/url-query'
import { adminExhibitionsKey, useAdminExhibitions, type AdminTab } from '../../api/admin-exhibitions'
import type { ExhibitionView } from '../../api/exhibitions'
import { usePlatformTimeZone } from '../../api/platform-time-zone'
import { formatDay } from '../../utils/exhibition-time'
import { ExhibitionStatusBadge } from '../exhibition-status-badge'
import { CreateExhibitionDialog } from './create-exhibition-dialog'
import { useExhibitionActions } from './use-exhibition-actions'

const TABS: readonly { id: AdminTab; label: string }[] = [
  { id: 'upcoming', label: 'Upcoming' },
  { id: 'ongoing', label: 'Ongoing' },
  { id: 'past', label: 'Past Exhibitions' },
  { id: 'all', label: 'All' },
]

const KEYS = ['tab', 'search', 'sector'] as const
const COLUMNS = ['Exhibition', 'Dates', 'Location', 'Status', 'Participants', 'Actions'] as const
const ID_PREFIX = 'admin-exhibitions'

export function AdminExhibitions() {
  const { values, page, update } = useUrlQuery(KEYS)
  const tab = TABS.find((t) => t.id === values.tab)?.id ?? 'upcoming'
  const query = { tab, page, search: values.search, sector: values.sector }
  const { data, error, isLoading, isValidating, mutate } = useAdminExhibitions(query)
  const sectors = useSectors()
  const [creating, setCreating] = useState(false)
  const actions = useExhibitionActions({ refresh: () => mutate(), ownKey: adminExhibitionsKey(query) })

  const rows = data?.exhibitions ?? []
  const totalPages = data?.totalPages ?? 1

  return (
    <>
      <PageHeader
        title="Exhibitions"
        description="Plan exhibitions and manage their dates, sectors and participants."
        actions={
          <Button onClick={() => setCreating(true)}>
            <PlusIcon size={18} />
            Create Exhibition
          </Button>
        }
      />

      <TabsWrap>
        <Tabs idPrefix={ID_PREFIX} label="Exhibitions by time" tabs={TABS} value={tab} onChange={(id) => update({ tab: id === 'upcoming' ? '' : id })} />
      </TabsWrap>

      <TabPanel idPrefix={ID_PREFIX} id={tab}>
        <Filters>
          <SearchInput value={values.search} onSearch={(search) => update({ search })} label="Search exhibitions" placeholder="Search exhibitions..." />
          <div>
            <VisuallyHidden as="label" htmlFor="admin-exhibitions-sector">
              Filter by sector
            </VisuallyHidden>
            <Select id="admin-exhibitions-sector" value={values.sector} onChange={(e) => update({ sector: e.target.value })}>
              <Options items={sectors.data} empty="All Sectors" />
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
              <VisuallyHidden>{TABS.find((t) => t.id === tab)!.label} exhibitions</VisuallyHidden>
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
                    <Message>No exhibitions found.</Message>
                  </td>
                </tr>
              ) : (
                rows.map((row) => <ExhibitionRow key={row.id} row={row} actions={actions} />)
              )}
            </tbody>
          </Table>
        </TableCard>

        {data ? (
          <Footer>
            <p>
              Showing {formatNumber(rows.length)} of {formatNumber(data.totalExhibitions)} exhibitions
            </p>
            <Pagination label="Exhibitions pages" page={page} totalPages={totalPages} items={compactPages(page, totalPages)} onChange={(p) => update({ page: p })} />
          </Footer>
        ) : null}
      </TabPanel>

      {creating ? <CreateExhibitionDialog open onClose={() => setCreating(false)} onCreated={() => mutate()} /> : null}
      {actions.dialogs}
    </>
  )
}

function ExhibitionRow({ row, actions }: { row: ExhibitionView; actions: ReturnType<typeof useExhibitionActions> }) {
  const timeZone = usePlatformTimeZone()
  const participants = row.participantCount + row.pendingCount
  return (
    <tr>
      <td data-label="Exhibition">
        <Name>
          <Link to={`/admin/exhibitions/${row.id}`}>{row.name}</Link>
          <CellNote>{row.sector?.name ?? row.sectorName ?? 'General'}</CellNote>
        </Name>
      </td>
      <td data-label="Dates">
        <NoWrap>{formatDay(row.startDate, timeZone)}</NoWrap>
        <CellNote>
          <NoWrap>to {formatDay(row.endDate, timeZone)}</NoWrap>
        </CellNote>
      </td>
      <td data-label="Location">
        <span>{row.location || 'To be announced'}</span>
        {row.venue ? <CellNote>{row.venue}</CellNote> : null}
      </td>
      <td data-label="Status">
        <ExhibitionStatusBadge admin timing={{ kind: row.status, daysToStart: row.daysToStart }} />
      </td>
      <td data-label="Participants">
        <CountButton
          $variant="outline"
          $size="sm"
          onClick={() => actions.showParticipants(row)}
          aria-label={`${formatNumber(participants)} participants of ${row.name}`}
        >
          {formatNumber(participants)}
        </CountButton>
        {row.pendingCount ? <Pending>{formatNumber(row.pendingCount)} pending</Pending> : null}
      </td>
      <td data-label="Actions">
        <ActionMenu label={`Actions for ${row.name}`} items={actions.menu(row)} />
      </td>
    </tr>
  )
}

function SkeletonRow() {
  return (
    <tr aria-hidden="true">
      {COLUMNS.map((c) => (
        <td key={c}>
          <Skeleton $width={c === 'Actions' || c === 'Participants' ? '2.25rem' : '80%'} $height={c === 'Exhibition' ? '2.25rem' : '1rem'} />
        </td>
      ))}
    </tr>
  )
}

const TabsWrap = styled.div`
  max-width: 46rem;
  margin-bottom: ${({ theme }) => theme.space[5]};
`

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) 14rem auto;
    align-items: center;
  }
`

const Name = styled.div`
  min-width: 0;

  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    overflow-wrap: break-word;
  }

  a:hover {
    text-decoration: underline;
  }
`

const NoWrap = styled.span`
  white-space: nowrap;
`

const CountButton = styled(Button)`
  min-width: 2.75rem;
  font-variant-numeric: tabular-nums;
`

const Pending = styled(CellNote)`
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.warning};
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
