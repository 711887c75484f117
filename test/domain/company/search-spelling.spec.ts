// Issue 23: how a misspelt search word is taken for a word of the directory's dictionary.
import { expect } from 'chai'
import { editDistance, likeliestWord, maxDistanceOf, typoCost, withoutAccents } from '../../../src/domain/company/search-spelling'

describe('search spelling (issue 23)', () => {
  it('counts edits, a swap of neighbours as one', () => {
    expect(editDistance('frieght', 'freight')).to.equal(1)
    expect(editDistance('logistcs', 'logistics')).to.equal(1)
    expect(editDistance('kitten', 'sitting')).to.equal(3)
    expect(editDistance('', 'abc')).to.equal(3)
    expect(editDistance('same', 'same')).to.equal(0)
  })

  it('costs an accent nothing, and a swap less than a drop, a drop less than a replace', () => {
    expect(withoutAccents('Präzision jaén Café')).to.equal('Prazision jaen Cafe')
    expect(typoCost('jaen', 'jaén')).to.equal(0)
    expect(typoCost('cagro', 'cargo')).to.be.lessThan(typoCost('cagro', 'cairo'))
    expect(typoCost('wines', 'wine')).to.be.lessThan(typoCost('wines', 'mines'))
    expect(typoCost('solra', 'sold')).to.equal(2)
  })

  it('allows one edit up to four letters, two up to nine, three beyond', () => {
    expect([maxDistanceOf('cork'), maxDistanceOf('solar'), maxDistanceOf('logistics'), maxDistanceOf('desalination')]).to.deep.equal([1, 2, 2, 3])
  })

  it('takes the cheapest typo, then the most used word, then the first alphabetically; nothing too far', () => {
    expect(likeliestWord('solra', [{ word: 'sold', companies: 9 }, { word: 'solar', companies: 4 }])?.word).to.equal('solar')
    expect(likeliestWord('cafe', [{ word: 'care', companies: 9 }, { word: 'café', companies: 1 }])?.word).to.equal('café')
    expect(likeliestWord('crok', [{ word: 'crop', companies: 3 }, { word: 'cork', companies: 1 }])?.word).to.equal('cork')
    expect(likeliestWord('vine', [{ word: 'wine', companies: 2 }, { word: 'line', companies: 5 }])?.word).to.equal('line')
    expect(likeliestWord('vine', [{ word: 'wine', companies: 2 }, { word: 'nine', companies: 2 }])?.word).to.equal('nine')
    expect(likeliestWord('xylophone', [{ word: 'xylem', companies: 5 }])).to.equal(undefined)
    expect(likeliestWord('solra', [{ word: 'solar', companies: 0 }])).to.equal(undefined)
    expect(likeliestWord('solra', [])).to.equal(undefined)
  })
})
