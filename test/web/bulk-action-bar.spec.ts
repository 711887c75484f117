/// <reference types="mocha" />
// The bulk actions' bar (issue 19): a large selection goes in requests of CHUNK ids with progress
// between them, "all matching" in one request; what a failure leaves known; the bar's first look.
import { expect } from 'chai'
import React, { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { ThemeProvider } from 'styled-components'
import type { BulkReportView } from '../../src/adapters/http/bulk/bulk.answers'
import { MAX_BULK_IDS } from '../../src/application/bulk/bulk-limits'
import { sendSelection, type BulkRows, type BulkRowView } from '../../web/src/features/bulk/api/bulk'
import { BulkActionBar, CHUNK } from '../../web/src/features/bulk/components/bulk-action-bar'
import { theme } from '../../web/src/theme'

Object.assign(globalThis, { React })

const done = (rows: BulkRows): BulkReportView => {
  const ids = 'ids' in rows ? rows.ids : [7, 8]
  return { action: 'approve', done: ids.length, refused: 0, results: ids.map((id) => ({ id, outcome: 'done' as const })) }
}

describe('the bulk actions bar', () => {
  it('sends 250 ids in requests of 100, 100 and 50, saying before each how far the run goes', async () => {
    const ids = Array.from({ length: 250 }, (_, i) => i + 1)
    const sent: number[] = []
    const progress: (number | undefined)[] = []
    const results: BulkRowView[] = []
    await sendSelection({ kind: 'rows', ids }, {}, CHUNK, async (rows) => { sent.push('ids' in rows ? rows.ids.length : -1); return done(rows) }, (p) => progress.push(p), results)
    expect(CHUNK).to.be.at.most(MAX_BULK_IDS)
    expect(sent).to.deep.equal([100, 100, 50])
    expect(progress).to.deep.equal([100, 200, 250])
    expect(results.map((r) => r.id)).to.deep.equal(ids)
  })

  it('sends "all matching" once, with the table\'s filter', async () => {
    const sent: BulkRows[] = []
    const progress: (number | undefined)[] = []
    await sendSelection({ kind: 'matching', total: 1200 }, { status: 'pending' }, CHUNK, async (rows) => { sent.push(rows); return done(rows) }, (p) => progress.push(p), [])
    expect(sent).to.deep.equal([{ matching: { status: 'pending' } }])
    expect(progress).to.deep.equal([undefined])
  })

  it('keeps the outcomes of the requests before a failure', async () => {
    const results: BulkRowView[] = []
    let calls = 0
    const failing = sendSelection({ kind: 'rows', ids: Array.from({ length: 150 }, (_, i) => i + 1) }, {}, CHUNK, async (rows) => {
      calls += 1
      if (calls === 2) throw new Error('Network error')
      return done(rows)
    }, () => undefined, results)
    let error: unknown
    try { await failing } catch (e) { error = e }
    expect((error as Error).message).to.equal('Network error')
    expect(results).to.have.length(100)
  })

  it('shows the table\'s actions for a selection, the rest in a menu, and no buttons without one (the table says the count)', () => {
    const html = renderToString(createElement(ThemeProvider, { theme }, createElement(MemoryRouter, null,
      createElement(BulkActionBar, { target: 'companies', selection: { kind: 'rows', ids: [1, 2] }, filter: {}, clear: () => undefined, onDone: () => undefined }))))
    for (const label of ['Approve', 'Reject', 'Verify']) expect(html).to.contain(`>${label}</button>`)
    expect(html).to.contain('aria-label="More actions for the selected companies"')
    expect(html).to.match(/role="status" aria-live="polite"/)
    const none = renderToString(createElement(ThemeProvider, { theme }, createElement(MemoryRouter, null,
      createElement(BulkActionBar, { target: 'users', selection: { kind: 'rows', ids: [] }, filter: {}, clear: () => undefined, onDone: () => undefined }))))
    expect(none).not.to.contain('>Suspend</button>')
    expect(none).not.to.contain('More actions')
    expect(none).to.match(/role="status" aria-live="polite"/)
  })
})
