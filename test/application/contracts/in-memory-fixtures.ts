import type { CatalogueIds } from '../../contracts/company-repository.contract'

/** The in-memory adapters check no reference data: these ids stand for a catalogue. */
export const inMemoryCatalogueIds: CatalogueIds = { countryId: 10, otherCountryId: 11, sectorId: 20, subsectorId: 21 }
