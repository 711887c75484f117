// The contract of the reference-data lookups, CatalogueLookup (src/application/company/catalogue-lookup.ts)
// and ExhibitionReferences (src/application/exhibition/exhibition-commands.ts), run on every implementation.
import { expect } from 'chai'
import type { CatalogueLookup } from '../../src/application/company/catalogue-lookup'
import type { ExhibitionReferences } from '../../src/application/exhibition/exhibition-commands'
import type { CatalogueIds } from './company-repository.contract'

interface ReferenceLookupsFixture {
  /** Both over a catalogue that holds the countries, the sector and the subsector (of that sector) of `catalogue`. */
  readonly lookup: CatalogueLookup
  readonly references: ExhibitionReferences
  readonly catalogue: CatalogueIds
}

/** An id far beyond any the reference data holds. */
const unknown = (id: number) => id + 1_000_000

export const describeReferenceLookupsContract = (name: string, makeFixture: () => Promise<ReferenceLookupsFixture>) =>
  describe(`CatalogueLookup and ExhibitionReferences contract: ${name}`, () => {
    let f: ReferenceLookupsFixture
    let c: CatalogueIds
    beforeEach(async () => {
      f = await makeFixture()
      c = f.catalogue
    })

    it('say which countries exist', async () => {
      for (const exists of [f.lookup.countryExists.bind(f.lookup), f.references.countryExists.bind(f.references)]) {
        expect([await exists(c.countryId), await exists(c.otherCountryId), await exists(unknown(c.countryId))]).to.deep.equal([true, true, false])
      }
    })

    it('say which sectors exist', async () => {
      expect([await f.lookup.sectorExists(c.sectorId), await f.lookup.sectorExists(unknown(c.sectorId))]).to.deep.equal([true, false])
    })

    it("answer a subsector's sector, and undefined for a subsector that does not exist", async () => {
      expect(await f.lookup.subsectorSector(c.subsectorId)).to.equal(c.sectorId)
      expect(await f.lookup.subsectorSector(unknown(c.subsectorId))).to.equal(undefined)
    })

    it('answer the sectors missing from a list, each once, in the order given', async () => {
      expect(await f.references.missingSectors([])).to.deep.equal([])
      expect(await f.references.missingSectors([c.sectorId])).to.deep.equal([])
      const [a, b] = [unknown(c.sectorId), unknown(c.sectorId) + 1]
      expect(await f.references.missingSectors([b, c.sectorId, a, b])).to.deep.equal([b, a])
    })
  })
