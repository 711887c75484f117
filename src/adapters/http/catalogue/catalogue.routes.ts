import Router from '@koa/router'
import * as t from 'io-ts'
import type { AppState } from '../app-state'
import { found, notFound } from '../http-error'
import { decodeOrThrow, IdFromString } from '../validation'
import type { CatalogueReadModel } from '../../persistence/catalogue/pg-catalogue.read-model'

const IdParam = t.type({ id: IdFromString })
const SubsectorQuery = t.partial({ sectorId: IdFromString })

/** The public catalogue: countries, sectors and subsectors (admin writes come with the Categories screen). */
export const catalogueRoutes = (catalogue: CatalogueReadModel) => {
  const router = new Router<AppState>()
  router.get('/api/countries', async (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300')
    ctx.body = await catalogue.countries()
  })
  router.get('/api/sectors', async (ctx) => { ctx.body = await catalogue.sectors() })
  router.get('/api/sectors/:id', async (ctx) => {
    const { id } = decodeOrThrow(IdParam, ctx.params)
    ctx.body = found(await catalogue.sector(id), 'Sector not found')
  })
  router.get('/api/sectors/:id/subsectors', async (ctx) => {
    const { id } = decodeOrThrow(IdParam, ctx.params)
    if (!(await catalogue.sector(id))) throw notFound('Sector not found')
    ctx.body = await catalogue.subsectors(id)
  })
  router.get('/api/subsectors', async (ctx) => {
    const { sectorId } = decodeOrThrow(SubsectorQuery, ctx.query)
    ctx.body = await catalogue.subsectors(sectorId)
  })
  router.get('/api/subsectors/:id', async (ctx) => {
    const { id } = decodeOrThrow(IdParam, ctx.params)
    ctx.body = found(await catalogue.subsector(id), 'Subsector not found')
  })
  return router
}
