/// <reference types="mocha" />
// Issue 23: the range a paged list says it shows ("Showing 13–24 of 48 companies") is never inverted,
// and a page past the end of a list is sent to its last page (web/src/lib/pagination.ts).
import { expect } from 'chai'
import { compactPages, pageBeyond, pageCount, pageRange } from '../../web/src/lib/pagination'

describe('paged lists: the range shown and the pages past the end', () => {
  it('a page of a list: its first and last positions, the last page holding fewer', () => {
    expect(pageRange(1, 12, 48)).to.deep.equal({ first: 1, last: 12 })
    expect(pageRange(4, 12, 48)).to.deep.equal({ first: 37, last: 48 })
    expect(pageRange(3, 12, 30)).to.deep.equal({ first: 25, last: 30 })
    // The items the answer holds, when fewer than the page (a total that grew meanwhile): those.
    expect(pageRange(2, 12, 30, 5)).to.deep.equal({ first: 13, last: 17 })
    expect(pageRange(1, 12, 1)).to.deep.equal({ first: 1, last: 1 })
  })

  it('nothing shown: null, never "Showing 1,177–48" (an empty list, a page past the end, a page with no items)', () => {
    expect(pageRange(1, 12, 0)).to.equal(null)
    expect(pageRange(99, 12, 48)).to.equal(null)
    expect(pageRange(5, 12, 48)).to.equal(null)
    expect(pageRange(2, 12, 30, 0)).to.equal(null)
    for (let page = 1; page <= 10; page++) {
      for (const total of [0, 1, 11, 12, 13, 48]) {
        const r = pageRange(page, 12, total)
        if (r) expect(r.first, `${page}/${total}`).to.be.at.most(r.last)
        if (r) expect(r.last, `${page}/${total}`).to.be.at.most(total)
      }
    }
  })

  it('the number of pages: one for an empty list, and only those within the window the server pages through', () => {
    expect(pageCount(0, 12)).to.equal(1)
    expect(pageCount(48, 12)).to.equal(4)
    expect(pageCount(49, 12)).to.equal(5)
    expect(pageCount(48, 12, 10_000)).to.equal(4)
    // page × pageSize at most 10,000: page 833 (9,996) is the last one the server answers; 834 would be 400.
    expect(pageCount(1_000_000, 12, 10_000)).to.equal(833)
    expect(pageCount(10_000, 10, 10_000)).to.equal(1000)
  })

  it('a page past the end goes to the last page; a page of the list stays', () => {
    expect(pageBeyond(99, 4)).to.equal(4)
    expect(pageBeyond(5, 4)).to.equal(4)
    expect(pageBeyond(4, 4)).to.equal(undefined)
    expect(pageBeyond(1, 1)).to.equal(undefined)
  })

  it('a phone\'s pager (issue 23): first, current ±1 and last with ellipses; on the narrowest, first, current and last', () => {
    expect(compactPages(1, 4)).to.deep.equal([1, 2, 'gap', 4])
    expect(compactPages(3, 4)).to.deep.equal([1, 2, 3, 4])
    expect(compactPages(50, 833)).to.deep.equal([1, 'gap', 49, 50, 51, 'gap', 833])
    expect(compactPages(50, 833, 0)).to.deep.equal([1, 'gap', 50, 'gap', 833])
    expect(compactPages(3, 4, 0)).to.deep.equal([1, 'gap', 3, 4])
    expect(compactPages(1, 1, 0)).to.deep.equal([1])
  })
})
