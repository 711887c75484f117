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
      for (const exists of [(id: number) => f.lookup.references({ countryId: id, sectorId: c.sectorId, subsectorId: null }).then((r) => r.country),
        f.references.countryExists.bind(f.references)]) {
        expect([await exists(c.countryId), await exists(c.otherCountryId), await exists(unknown(c.countryId))]).to.deep.equal([true, true, false])
      }
    })

    it("read a company's three references at once: country and sector exist or not, the subsector's sector or undefined", async () => {
      expect(await f.lookup.references({ countryId: c.countryId, sectorId: c.sectorId, subsectorId: c.subsectorId }))
        .to.deep.equal({ country: true, sector: true, subsectorSector: c.sectorId })
      expect(await f.lookup.references({ countryId: unknown(c.countryId), sectorId: unknown(c.sectorId), subsectorId: unknown(c.subsectorId) }))
        .to.deep.equal({ country: false, sector: false, subsectorSector: undefined })
      expect(await f.lookup.references({ countryId: c.countryId, sectorId: unknown(c.sectorId), subsectorId: null }))
        .to.deep.equal({ country: true, sector: false, subsectorSector: undefined })
    })

    it('answer the sectors missing from a list, each once, in the order given', async () => {
      expect(await f.references.missingSectors([])).to.deep.equal([])
      expect(await f.references.missingSectors([c.sectorId])).to.deep.equal([])
      const [a, b] = [unknown(c.sectorId), unknown(c.sectorId) + 1]
      expect(await f.references.missingSectors([b, c.sectorId, a, b])).to.deep.equal([b, a])
    })
  })
