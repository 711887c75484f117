import { inMemoryCatalogue } from '../../../src/adapters/in-memory/in-memory-company.repository'
import { inMemoryExhibitionReferences } from '../../../src/adapters/in-memory/in-memory-exhibition.repository'
import { describeReferenceLookupsContract } from '../../contracts/reference-lookups.contract'
import { inMemoryCatalogueIds as c } from './in-memory-fixtures'

describeReferenceLookupsContract('in memory', async () => ({
  lookup: inMemoryCatalogue([c.countryId, c.otherCountryId], [c.sectorId], { [c.subsectorId]: c.sectorId }),
  references: inMemoryExhibitionReferences([c.countryId, c.otherCountryId], [c.sectorId]),
  catalogue: c,
}))
