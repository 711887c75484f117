// /admin/exhibitions: tabs Upcoming (default), Ongoing, Past Exhibitions and All; search, sector
// filter and Refresh; the table with its participants dialog and row menu; paging; and the
// Create Exhibition dialog. Tab, filters and page live in the URL query.
import { useState } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { Button } from '../../../../components/ui/button'
import { DataTable, type DataColumn } from '../../../../components/ui/data-table'
import { Options } from '../../../../components/ui/field'
import { FilterBar, FilterSelect, RefreshButton } from '../../../../components/ui/filter-bar'
import { PlusIcon } from '../../../../components/ui/icons'
import { ActionMenu } from '../../../../components/ui/menu'
import { PageHeader } from '../../../../components/ui/page-header'
import { SearchInput } from '../../../../components/ui/search-input'
import { CellNote, NoWrap } from '../../../../components/ui/table'
import { TablePager } from '../../../../components/ui/table-pager'
import { TabPanel, Tabs } from '../../../../components/ui/tabs'
import { mutedSmall } from '../../../../components/ui/text'
import { useSectors } from '../../../../lib/catalogue'
import { formatNumber } from '../../../../lib/format'
import { useUrlQuery } from '../../../../lib/url-query'
import { ExportLink } from '../../../../components/ui/export-link'
import { Cluster } from '../../../../components/ui/stack'
import { tableControls } from '../../../../lib/table-query'
import { adminExhibitionsExportUrl, adminExhibitionsKey, EXHIBITION_SORTS, useAdminExhibitions, type AdminExhibitionPage, type AdminTab } from '../../api/admin-exhibitions'
import { usePlatformTimeZone } from '../../api/platform-time-zone'
import { formatDay } from '../../utils/exhibition-time'
import { ExhibitionStatusBadge } from '../exhibition-status-badge'
import { CreateExhibitionDialog } from './create-exhibition-dialog'
import { useExhibitionActions } from './use-exhibition-actions'

/** A row of the admin table (with its pending applications). */
type Row = AdminExhibitionPage['exhibitions'][number]

const TABS: readonly { id: AdminTab; label: string }[] = [
  { id: 'upcoming', label: 'Upcoming' },
  { id: 'ongoing', label: 'Ongoing' },
  { id: 'past', label: 'Past Exhibitions' },
  { id: 'all', label: 'All' },
]

const KEYS = ['tab', 'search', 'sector', 'sort', 'pageSize'] as const
const ID_PREFIX = 'admin-exhibitions'

export function AdminExhibitions() {
  const { values, page, update } = useUrlQuery(KEYS)
  const tab = TABS.find((t) => t.id === values.tab)?.id ?? 'upcoming'
  const table = tableControls(values, update, EXHIBITION_SORTS)
  const query = { tab, page, search: values.search, sector: values.sector, sort: table.sort, pageSize: table.pageSize }
  const { data, error, isValidating, mutate } = useAdminExhibitions(query)
  const timeZone = usePlatformTimeZone()
  const sectors = useSectors()
  const chosenSector = values.sector ? sectors.data?.find((s) => String(s.id) === values.sector) : undefined
  const [creating, setCreating] = useState(false)
  const actions = useExhibitionActions({ refresh: () => mutate(), ownKey: adminExhibitionsKey(query) })

  return (
    <>
      <PageHeader
        title="Exhibitions"
        description="Plan exhibitions and manage their dates, sectors and participants."
        actions={
          <Cluster>
            <ExportLink href={adminExhibitionsExportUrl(query)} />
            <Button onClick={() => setCreating(true)}>
              <PlusIcon size={18} />
              Create Exhibition
            </Button>
          </Cluster>
        }
      />

      <TabsWrap>
        <Tabs idPrefix={ID_PREFIX} label="Exhibitions by time" tabs={TABS} value={tab} onChange={(id) => update({ tab: id === 'upcoming' ? '' : id })} />
      </TabsWrap>

      <TabPanel idPrefix={ID_PREFIX} id={tab}>
        <FilterBar $columns="14rem auto">
          <SearchInput value={values.search} onSearch={(search) => update({ search })} label="Search exhibitions" placeholder="Search exhibitions..." />
          <FilterSelect
            id="admin-exhibitions-sector"
            label="Filter by the sector an exhibition is open to"
            value={values.sector}
            onChange={(sector) => update({ sector })}
          >
            <Options items={sectors.data?.map((s) => ({ id: s.id, name: `Open to ${s.name}` }))} empty="All Sectors" />
          </FilterSelect>
          <RefreshButton onRefresh={() => void mutate()} busy={isValidating} />
        </FilterBar>
        {chosenSector ? (
          <FilterMeaning>
            Exhibitions open to {chosenSector.name} companies: those that allow {chosenSector.name}, and those open to every sector. The sector under each name is
            the exhibition&apos;s primary sector.
          </FilterMeaning>
        ) : null}

        <DataTable<Row>
          caption={`${TABS.find((t) => t.id === tab)!.label} exhibitions`}
          columns={columns(actions, timeZone)}
          rows={data?.exhibitions}
          rowKey={(r) => r.id}
          error={error}
          empty="No exhibitions found."
          sort={table.sort}
          onSort={table.onSort}
        />

        {data ? (
          <TablePager
            shown={data.exhibitions.length}
            total={data.totalExhibitions}
            noun="exhibitions"
            page={page}
            totalPages={data.totalPages}
            onPage={(p) => update({ page: p })}
            pageSize={table.pageSize}
            onPageSize={table.onPageSize}
          />
        ) : null}
      </TabPanel>

      {creating ? <CreateExhibitionDialog open onClose={() => setCreating(false)} onCreated={() => mutate()} /> : null}
      {actions.dialogs}
    </>
  )
}

type Actions = ReturnType<typeof useExhibitionActions>

/** The table's columns (admin-back-office.md: Exhibition, Dates, Location, Status, Participants, Actions). */
const columns = (actions: Actions, timeZone: string | undefined): DataColumn<Row>[] => [
  {
    header: 'Exhibition',
    sortKey: 'name',
    skeletonHeight: '2.25rem',
    cell: (row) => (
      <Name>
        <Link to={`/admin/exhibitions/${row.id}`}>{row.name}</Link>
        <CellNote>{row.sector?.name ?? row.sectorName ?? 'General'}</CellNote>
      </Name>
    ),
  },
  {
    header: 'Dates',
    sortKey: 'startDate',
    cell: (row) => (
      <>
        <NoWrap>{formatDay(row.startDate, timeZone)}</NoWrap>
        <CellNote>
          <NoWrap>to {formatDay(row.endDate, timeZone)}</NoWrap>
        </CellNote>
      </>
    ),
  },
  {
    header: 'Location',
    cell: (row) => (
      <>
        <span>{row.location || 'To be announced'}</span>
        {row.venue ? <CellNote>{row.venue}</CellNote> : null}
      </>
    ),
  },
  { header: 'Status', cell: (row) => <ExhibitionStatusBadge admin timing={{ kind: row.status, daysToStart: row.daysToStart }} /> },
  { header: 'Participants', skeletonWidth: '2.25rem', cell: (row) => <ParticipantCount row={row} onOpen={() => actions.showParticipants(row)} /> },
  { header: 'Actions', skeletonWidth: '2.25rem', cell: (row) => <ActionMenu label={`Actions for ${row.name}`} items={actions.menu(row)} /> },
]

/** The participants' count, a button that opens the participants dialog, and how many are pending. */
function ParticipantCount({ row, onOpen }: { row: Row; onOpen: () => void }) {
  const participants = row.participantCount + row.pendingCount
  return (
    <>
      <CountButton $variant="outline" $size="sm" onClick={onOpen} aria-label={`${formatNumber(participants)} participants of ${row.name}`}>
        {formatNumber(participants)}
      </CountButton>
      {row.pendingCount ? <Pending>{formatNumber(row.pendingCount)} pending</Pending> : null}
    </>
  )
}

/** What the sector filter holds (decisions.md §7), said under the filters while one is chosen. */
const FilterMeaning = styled.p`
  margin: -${({ theme }) => theme.space[3]} 0 ${({ theme }) => theme.space[5]};
  ${mutedSmall}
`

const TabsWrap = styled.div`
  max-width: 46rem;
  margin-bottom: ${({ theme }) => theme.space[5]};
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

const CountButton = styled(Button)`
  min-width: 2.75rem;
  font-variant-numeric: tabular-nums;
`

const Pending = styled(CellNote)`
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.warning};
  white-space: nowrap;
`
