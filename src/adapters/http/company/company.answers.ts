import * as t from 'io-ts'
import type { DirectoryEntryView } from '../../../application/directory/search-directory'
import { answerOf, DateTime, Integer, nullable } from '../answers'

/** A company as the directory and its cards show it (an approved company). */
export const DirectoryEntry = answerOf<DirectoryEntryView>()(t.type({
  id: Integer, name: t.string, logo: nullable(t.string), description: t.string,
  country: t.string, countryId: Integer, countryCode: t.string,
  sector: t.string, sectorId: Integer, subsector: nullable(t.string), subsectorId: nullable(Integer),
  products: t.array(t.string), services: t.array(t.string),
  status: t.literal('approved'), isVerified: t.boolean, views: Integer, createdAt: DateTime,
}, 'DirectoryEntry'))
