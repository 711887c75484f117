import { expect } from 'chai'
import { directoryPathOf } from '../../../src/domain/watchlist/directory-address'

describe('the directory address of a saved question', () => {
  it('is the bare directory for an empty question and for the default order', () => {
    expect(directoryPathOf({})).to.equal('/directory')
    expect(directoryPathOf({ sort: 'relevant', verified: false, countries: [] })).to.equal('/directory')
  })

  it('carries text, filters and order in the directory\'s own URL keys, encoded', () => {
    expect(directoryPathOf({ search: 'cold chain & ports', sectorId: 3, subsectorId: 7, countries: ['Kenya', 'Côte d\'Ivoire'], verified: true, sort: 'popular' }))
      .to.equal('/directory?search=cold+chain+%26+ports&sectorId=3&subsectorId=7&country=Kenya%2CC%C3%B4te+d%27Ivoire&verified=true&sort=popular')
  })

  it('cannot be turned into another address by the text ("</script>", "#", "?", "..")', () => {
    const path = directoryPathOf({ search: '../admin?x=1#</script>' })
    expect(path.startsWith('/directory?search=')).to.equal(true)
    expect(path).to.not.match(/[<>#]|\.\.\//)
  })
})
