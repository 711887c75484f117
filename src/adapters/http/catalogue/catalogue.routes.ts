import Router from '@koa/router'
import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import type { CatalogueCommands, CatalogueError, CatalogueKind } from '../../../application/catalogue/catalogue-commands'
import type { CatalogueReadModel } from '../../projections/catalogue/pg-catalogue.read-model'
import type { AppState } from '../app-state'
import { requireAdmin } from '../auth'
import { badRequest, found, HttpError, notFound } from '../http-error'
import { FIELD_LENGTHS as L } from '../field-lengths'
import { decodeOrThrow, IdFromString, intInRange, optionalText, queryOf, requiredText } from '../validation'

const IdParam = t.type({ id: IdFromString })
const SubsectorQuery = t.partial({ sectorId: IdFromString })
const SectorId = intInRange(1, 2147483647)

const SectorBody = t.exact(t.intersection([t.type({ name: requiredText(L.catalogue.name) }), t.partial({ description: optionalText(L.catalogue.description), icon: optionalText(L.catalogue.icon) })]))
const SectorPatch = t.exact(t.partial({ name: requiredText(L.catalogue.name), description: optionalText(L.catalogue.description), icon: optionalText(L.catalogue.icon) }))
const ChildBody = t.exact(t.intersection([t.type({ name: requiredText(L.catalogue.name), sectorId: SectorId }), t.partial({ description: optionalText(L.catalogue.description) })]))
const ChildPatch = t.exact(t.partial({ name: requiredText(L.catalogue.name), sectorId: SectorId, description: optionalText(L.catalogue.description) }))

const LABEL: Record<CatalogueKind, string> = { sector: 'Sector', subsector: 'Subsector', productCategory: 'Product category', serviceCategory: 'Service category' }

const catalogueHttpError = (e: CatalogueError): HttpError => {
  switch (e._tag) {
    case 'CatalogueEntryNotFound': return notFound(`${LABEL[e.kind]} not found`)
    case 'DuplicateName': return new HttpError(409, `${LABEL[e.kind]} "${e.name}" already exists`)
    case 'UnknownSector': return badRequest({ sectorId: 'Unknown sector' })
    case 'SectorInUse': return new HttpError(409, `This sector is used by ${e.companies} ${e.companies === 1 ? 'company' : 'companies'}; move them to another sector first`)
  }
}

const unwrap = <A>(r: E.Either<CatalogueError, A>): A => {
  if (E.isLeft(r)) throw catalogueHttpError(r.left)
  return r.right
}

/** The catalogue: public reads, and admin writes with the spec's cascades (sector → subsectors, categories). */
export const catalogueRoutes = (catalogue: CatalogueReadModel, commands: CatalogueCommands) => {
  const router = new Router<AppState>()
  // DELETE of an entry of any kind (admins); the command cascades.
  const remove = (path: string, kind: CatalogueKind) =>
    router.delete(path, async (ctx) => {
      const actor = requireAdmin(ctx)
      const { id } = decodeOrThrow(IdParam, ctx.params)
      unwrap(await commands.remove(actor, kind, id))
      ctx.status = 204
    })

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
    found(await catalogue.sector(id), 'Sector not found')
    ctx.body = await catalogue.subsectors(id)
  })
  router.post('/api/sectors', async (ctx) => {
    const actor = requireAdmin(ctx)
    const b = decodeOrThrow(SectorBody, ctx.request.body)
    const id = unwrap(await commands.create(actor, 'sector', { name: b.name, description: b.description ?? null, icon: b.icon ?? null }))
    ctx.status = 201
    ctx.body = await catalogue.sector(id)
  })
  router.patch('/api/sectors/:id', async (ctx) => {
    const actor = requireAdmin(ctx)
    const { id } = decodeOrThrow(IdParam, ctx.params)
    const b = decodeOrThrow(SectorPatch, ctx.request.body)
    unwrap(await commands.update(actor, 'sector', id, b))
    ctx.body = await catalogue.sector(id)
  })
  remove('/api/sectors/:id', 'sector')

  router.get('/api/subsectors', async (ctx) => {
    const { sectorId } = decodeOrThrow(SubsectorQuery, queryOf(ctx.query))
    ctx.body = await catalogue.subsectors(sectorId)
  })
  router.get('/api/subsectors/:id', async (ctx) => {
    const { id } = decodeOrThrow(IdParam, ctx.params)
    ctx.body = found(await catalogue.subsector(id), 'Subsector not found')
  })
  router.post('/api/subsectors', async (ctx) => {
    const actor = requireAdmin(ctx)
    const b = decodeOrThrow(ChildBody, ctx.request.body)
    const id = unwrap(await commands.create(actor, 'subsector', { name: b.name, sectorId: b.sectorId, description: b.description ?? null }))
    ctx.status = 201
    ctx.body = await catalogue.subsector(id)
  })
  router.patch('/api/subsectors/:id', async (ctx) => {
    const actor = requireAdmin(ctx)
    const { id } = decodeOrThrow(IdParam, ctx.params)
    unwrap(await commands.update(actor, 'subsector', id, decodeOrThrow(ChildPatch, ctx.request.body)))
    ctx.body = await catalogue.subsector(id)
  })
  remove('/api/subsectors/:id', 'subsector')

  for (const [kind, path, table] of [['productCategory', 'product-categories', 'product'], ['serviceCategory', 'service-categories', 'service']] as const) {
    router.get(`/api/${path}`, async (ctx) => { ctx.body = await catalogue.categories(table) })
    router.post(`/api/admin/${path}`, async (ctx) => {
      const actor = requireAdmin(ctx)
      const b = decodeOrThrow(ChildBody, ctx.request.body)
      const id = unwrap(await commands.create(actor, kind, { name: b.name, sectorId: b.sectorId, description: b.description ?? null }))
      ctx.status = 201
      ctx.body = await catalogue.category(table, id)
    })
    router.patch(`/api/admin/${path}/:id`, async (ctx) => {
      const actor = requireAdmin(ctx)
      const { id } = decodeOrThrow(IdParam, ctx.params)
      unwrap(await commands.update(actor, kind, id, decodeOrThrow(ChildPatch, ctx.request.body)))
      ctx.body = await catalogue.category(table, id)
    })
    remove(`/api/admin/${path}/:id`, kind)
  }
  return router
}
