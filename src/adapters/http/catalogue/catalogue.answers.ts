import * as t from 'io-ts'
import type { SectorUsage as SectorUsageView } from '../../../application/catalogue/catalogue-commands'
import type { AdminSubsectorView, CategoryView, CountryView, SectorView, SubsectorView } from '../../projections/catalogue/pg-catalogue.read-model'
import { answerOf, Integer, nullable } from '../answers'

export const Country = answerOf<CountryView>()(t.type({ id: Integer, name: t.string, code: t.string, flag: t.string, region: t.string }, 'Country'))
export const Sector = answerOf<SectorView>()(t.type({ id: Integer, name: t.string, description: nullable(t.string), icon: nullable(t.string), subsectorCount: Integer }, 'Sector'))
export const Subsector = answerOf<SubsectorView>()(t.type({ id: Integer, sectorId: Integer, name: t.string, description: nullable(t.string) }, 'Subsector'))
export const AdminSubsectorList = t.type({
  subsectors: t.array(answerOf<AdminSubsectorView>()(t.type({ id: Integer, sectorId: Integer, name: t.string, description: nullable(t.string), sector: t.string }, 'AdminSubsector'))),
  totalPages: Integer,
  totalSubsectors: Integer,
}, 'AdminSubsectorList')
export const Category = answerOf<CategoryView>()(t.type({ id: Integer, name: t.string, description: nullable(t.string), sectorId: nullable(Integer), sector: nullable(t.string) }, 'Category'))
export const SectorUsage = answerOf<SectorUsageView>()(t.type({ companies: Integer, exhibitions: Integer }, 'SectorUsage'))
