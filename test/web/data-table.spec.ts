/// <reference types="mocha" />
// The admin tables' facade (web/src/components/ui/data-table.tsx, TanStack Table inside): rendered
// as the browser draws it first. Sortable headers say their sort (aria-sort) and are buttons; a
// selectable table names each row's checkbox; the sort and page size of a URL read as the server
// takes them.
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import React, { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { ThemeProvider } from 'styled-components'
import { COMPANY_SORTS } from '../../src/application/admin/list-sort'
import { sortOf } from '../../src/adapters/http/validation'
import { DataTable, type DataColumn } from '../../web/src/components/ui/data-table'
import { pageSizeFrom, sortFrom, sortText } from '../../web/src/lib/table-query'
import { theme } from '../../web/src/theme'

// The unit suite's transpiler compiles the web's JSX to React.createElement.
Object.assign(globalThis, { React })

interface Row { id: number; name: string; city: string }
const rows: Row[] = [{ id: 7, name: 'Nordlicht <Robotics>', city: 'Berlin' }, { id: 9, name: 'Acme', city: 'Lyon' }]
const columns: DataColumn<Row>[] = [
  { header: 'Company', sortKey: 'name', cell: (r) => r.name },
  { header: 'City', cell: (r) => r.city },
  { header: 'Created', sortKey: 'createdAt', cell: () => 'today' },
]

const render = (props: Partial<Parameters<typeof DataTable<Row>>[0]>) => renderToString(createElement(ThemeProvider, { theme },
  createElement(DataTable<Row>, { caption: 'Companies', columns, rows, rowKey: (r: Row) => r.id, empty: 'None', ...props })))

describe('the admin data table', () => {
  it('a sortable header is a button and says how the rows are sorted; the others say nothing', () => {
    const html = render({ sort: { key: 'name', dir: 'desc' }, onSort: () => undefined })
    expect(html).to.match(/<th scope="col" aria-sort="descending"><button type="button"[^>]*>Company/)
    expect(html).to.match(/<th scope="col" aria-sort="none"><button type="button"[^>]*>Created/)
    expect(html).to.match(/<th scope="col">City<\/th>/)
    // Without onSort (a table that does not sort) the headers are text.
    expect(render({})).to.not.include('aria-sort')
  })

  it('a selectable table has a checkbox per row named after it and one for the page', () => {
    const html = render({ selection: { rowId: (r) => r.id, rowName: (r) => r.name, total: 40, scope: '', noun: ['company', 'companies'] } })
    expect(html).to.include('aria-label="Select all on this page"')
    expect(html).to.include('aria-label="Select Nordlicht &lt;Robotics&gt;"')
    expect(html).to.include('aria-label="Select Acme"')
    expect(html).to.not.include('selected</strong>')
    expect(render({})).to.not.include('type="checkbox"')
  })

  it('reads the sort and page size of a URL as the server takes them', () => {
    const server = sortOf(COMPANY_SORTS)
    for (const raw of ['name', '-createdAt', 'status']) {
      const web = sortFrom(raw, COMPANY_SORTS)
      expect(E.getOrElseW(() => null)(server.decode(raw))).to.deep.equal(web)
      expect(sortText(web)).to.equal(raw)
    }
    expect(sortFrom('password', COMPANY_SORTS)).to.equal(null)
    expect(E.isLeft(server.decode('password'))).to.equal(true)
    expect([pageSizeFrom('25'), pageSizeFrom('100'), pageSizeFrom('7'), pageSizeFrom(''), pageSizeFrom('1e2')]).to.deep.equal([25, 100, 10, 10, 100])
  })
})
