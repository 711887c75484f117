/** What the catalogue holds of a company's references: whether the country and the sector exist, the subsector's sector. */
export interface CatalogueReferences {
  readonly country: boolean
  readonly sector: boolean
  /** The sector the subsector belongs to; undefined when there is no such subsector (or none was asked for). */
  readonly subsectorSector: number | undefined
}

/** Port: the catalogue a company refers to, its three references read at once. */
export interface CatalogueLookup {
  references(p: { countryId: number; sectorId: number; subsectorId: number | null }): Promise<CatalogueReferences>
}

export type CatalogueProblem = Record<'countryId' | 'sectorId' | 'subsectorId', string>

/** Field messages for references that do not exist or do not fit together. */
export const checkReferences = async (lookup: CatalogueLookup, p: { countryId: number; sectorId: number; subsectorId: number | null }): Promise<Partial<CatalogueProblem>> => {
  const problems: Partial<CatalogueProblem> = {}
  const { country, sector, subsectorSector } = await lookup.references(p)
  if (!country) problems.countryId = 'Unknown country'
  if (!sector) problems.sectorId = 'Unknown sector'
  if (p.subsectorId !== null && subsectorSector !== p.sectorId) {
    problems.subsectorId = subsectorSector === undefined ? 'Unknown subsector' : 'This subsector belongs to another sector'
  }
  return problems
}
