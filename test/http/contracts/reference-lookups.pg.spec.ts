import { PgCatalogueLookup } from '../../../src/adapters/persistence/catalogue/pg-catalogue-lookup'
import { PgExhibitionReferences } from '../../../src/adapters/projections/exhibition/pg-exhibition.read-model'
import { describeReferenceLookupsContract } from '../../contracts/reference-lookups.contract'
import { freshDatabase } from './pg-fixtures'

describeReferenceLookupsContract('PostgreSQL', async () => {
  const { t, catalogue } = await freshDatabase()
  return { lookup: new PgCatalogueLookup(t.sql), references: new PgExhibitionReferences(t.sql), catalogue }
})
