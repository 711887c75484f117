import { InMemoryCompanyRepository } from '../../../src/adapters/in-memory/in-memory-company.repository'
import { InMemoryUnitOfWork, type Reversible } from '../../../src/adapters/in-memory/in-memory-support'
import { InMemoryUserRepository } from '../../../src/adapters/in-memory/in-memory-user.repository'
import type { CatalogueIds } from '../../contracts/company-repository.contract'

/** The in-memory adapters check no reference data: these ids stand for a catalogue. */
export const inMemoryCatalogueIds: CatalogueIds = { countryId: 10, otherCountryId: 11, sectorId: 20, subsectorId: 21 }

/**
 * Empty repositories of the accounts and companies a port's rows point to, the catalogue, and a unit
 * of work over them and the port's own stores (`unitOfWorkOver(store)`).
 */
export const inMemoryOwners = () => {
  const users = new InMemoryUserRepository()
  const companies = new InMemoryCompanyRepository()
  return {
    users, companies, catalogue: inMemoryCatalogueIds,
    unitOfWorkOver: (...stores: Reversible[]) => new InMemoryUnitOfWork([...stores, users, companies]),
  }
}
