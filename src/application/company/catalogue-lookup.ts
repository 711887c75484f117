/** Port: the catalogue a company refers to. */
export interface CatalogueLookup {
  countryExists(id: number): Promise<boolean>
  sectorExists(id: number): Promise<boolean>
  /** The sector a subsector belongs to, if the subsector exists. */
  subsectorSector(id: number): Promise<number | undefined>
}

export type CatalogueProblem = Record<'countryId' | 'sectorId' | 'subsectorId', string>

/** Field messages for references that do not exist or do not fit together. */
export const checkReferences = async (lookup: CatalogueLookup, p: { countryId: number; sectorId: number; subsectorId: number | null }): Promise<Partial<CatalogueProblem>> => {
  const problems: Partial<CatalogueProblem> = {}
  const [country, sector, subsectorSector] = await Promise.all([
    lookup.countryExists(p.countryId), lookup.sectorExists(p.sectorId),
    p.subsectorId === null ? Promise.resolve(undefined) : lookup.subsectorSector(p.subsectorId),
  ])
  if (!country) problems.countryId = 'Unknown country'
  if (!sector) problems.sectorId = 'Unknown sector'
  if (p.subsectorId !== null && subsectorSector !== p.sectorId) {
    problems.subsectorId = subsectorSector === undefined ? 'Unknown subsector' : 'This subsector belongs to another sector'
  }
  return problems
}
