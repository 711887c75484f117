import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import type { CatalogueCommands, CatalogueError, CatalogueKind } from '../../../application/catalogue/catalogue-commands'
import type { CatalogueReadModel } from '../../projections/catalogue/pg-catalogue.read-model'
import { ADMINS } from '../auth'
import { ApiRouter } from '../api-router'
import { badRequest, found, HttpError, notFound } from '../http-error'
import { FIELD_LENGTHS as L } from '../field-lengths'
import { IdFromString, intInRange, optionalText, requiredText, sortOf } from '../validation'
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE } from '../../../application/admin/admin-list-limits'
import { SUBSECTOR_SORTS } from '../../../application/admin/list-sort'
import { AdminSubsectorList, Category, Country, Sector, SectorUsage, Subsector } from './catalogue.answers'

const IdParam = t.type({ id: IdFromString })
const SubsectorQuery = t.partial({ sectorId: IdFromString })
const AdminSubsectorQuery = t.partial({
  search: optionalText(L.search), sector: t.union([IdFromString, t.literal('all'), t.literal('')]), sort: sortOf(SUBSECTOR_SORTS),
  page: intInRange(1, 100000), pageSize: intInRange(1, ADMIN_MAX_PAGE_SIZE, `Must be between 1 and ${ADMIN_MAX_PAGE_SIZE}`),
})
const SectorDeleteQuery = t.partial({ moveTo: IdFromString })
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
    case 'SectorInUse': return new HttpError(409, `This sector is used by ${inUseBy(e)}: choose a sector to move them to (moveTo)`)
    case 'UnknownMoveTarget': return badRequest({ moveTo: 'Unknown sector' })
    case 'MoveTargetIsDeleted': return badRequest({ moveTo: 'Choose another sector than the one deleted' })
  }
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
/** "6 companies and 2 exhibitions", "1 company", "1 exhibition". */
const inUseBy = (u: { companies: number; exhibitions: number }) =>
  [u.companies ? counted(u.companies, 'company', 'companies') : '', u.exhibitions ? counted(u.exhibitions, 'exhibition', 'exhibitions') : ''].filter(Boolean).join(' and ')

const unwrap = <A>(r: E.Either<CatalogueError, A>): A => {
  if (E.isLeft(r)) throw catalogueHttpError(r.left)
  return r.right
}

/** The catalogue: public reads, and admin writes with the spec's cascades (sector → subsectors, categories). */
export const catalogueRoutes = (catalogue: CatalogueReadModel, commands: CatalogueCommands) => {
  const api = new ApiRouter('Catalogue', 'Reference data: the countries (ISO 3166-1) and the sector catalogue (sectors, subsectors, product and service categories). Anyone reads it; admins manage the sector catalogue.')
  // DELETE of a subsector or a category (admins); a sector has its own route (what uses it moves).
  const remove = (path: string, kind: CatalogueKind, noun: string) =>
    api.delete(path, {
      summary: `Delete a ${noun}`, access: ADMINS, params: IdParam,
      answers: { 204: { description: 'Deleted', empty: true }, 404: `No such ${noun}` },
    }, async (ctx, { params, user }) => {
      unwrap(await commands.remove(user, kind, params.id))
      ctx.status = 204
    })

  api.get('/api/countries', {
    summary: 'Every country (ISO 3166)', access: 'anyone',
    answers: { 200: { description: 'The countries, by name', body: t.array(Country), headers: { 'Cache-Control': '`public, max-age=300`' } } },
  }, async (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300')
    ctx.body = await catalogue.countries()
  })

  api.get('/api/sectors', {
    summary: 'The sectors', access: 'anyone',
    answers: { 200: { description: 'The sectors, by name, with their subsector counts', body: t.array(Sector) } },
  }, async (ctx) => { ctx.body = await catalogue.sectors() })

  api.get('/api/sectors/:id', {
    summary: 'A sector', access: 'anyone', params: IdParam,
    answers: { 200: { description: 'The sector', body: Sector }, 404: 'No such sector' },
  }, async (ctx, { params }) => { ctx.body = found(await catalogue.sector(params.id), 'Sector not found') })

  api.get('/api/sectors/:id/subsectors', {
    summary: 'The subsectors of a sector', access: 'anyone', params: IdParam,
    answers: { 200: { description: 'Its subsectors, by name', body: t.array(Subsector) }, 404: 'No such sector' },
  }, async (ctx, { params }) => {
    found(await catalogue.sector(params.id), 'Sector not found')
    ctx.body = await catalogue.subsectors(params.id)
  })

  api.post('/api/sectors', {
    summary: 'Create a sector', access: ADMINS, body: SectorBody,
    answers: { 201: { description: 'The new sector', body: Sector }, 409: 'A sector of that name exists' },
  }, async (ctx, { body: b, user }) => {
    const id = unwrap(await commands.create(user, 'sector', { name: b.name, description: b.description ?? null, icon: b.icon ?? null }))
    ctx.status = 201
    ctx.body = await catalogue.sector(id)
  })

  api.patch('/api/sectors/:id', {
    summary: 'Edit a sector', description: 'Any of the fields; those left out keep their value.', access: ADMINS, params: IdParam, body: SectorPatch,
    answers: { 200: { description: 'The sector', body: Sector }, 404: 'No such sector', 409: 'A sector of that name exists' },
  }, async (ctx, { params, body, user }) => {
    unwrap(await commands.update(user, 'sector', params.id, body))
    ctx.body = await catalogue.sector(params.id)
  })

  api.delete('/api/sectors/:id', {
    summary: 'Delete a sector',
    description: 'Its subsectors and categories go with it. A sector that companies or exhibitions use needs `moveTo`, another sector: its companies move there (their subsector cleared), and so do the exhibitions that name it (as primary or allowed sector), in the same transaction.',
    access: ADMINS, params: IdParam, query: SectorDeleteQuery,
    answers: {
      204: { description: 'Deleted (what used it moved)', empty: true },
      400: '`moveTo` is not another sector (`fieldErrors.moveTo`): nothing changed',
      404: 'No such sector',
      409: 'Companies or exhibitions use the sector and no `moveTo` was given: the message says how many',
    },
  }, async (ctx, { params, query, user }) => {
    unwrap(await commands.remove(user, 'sector', params.id, query.moveTo))
    ctx.status = 204
  })

  api.get('/api/admin/sectors/:id/usage', {
    summary: 'What uses a sector', description: 'Before a deletion: the companies in it and the exhibitions that name it.', access: ADMINS, params: IdParam,
    answers: { 200: { description: 'The counts', body: SectorUsage }, 404: 'No such sector' },
  }, async (ctx, { params }) => { ctx.body = found(await catalogue.sectorUsage(params.id), 'Sector not found') })

  api.get('/api/subsectors', {
    summary: 'The subsectors', access: 'anyone', query: SubsectorQuery,
    answers: { 200: { description: 'The subsectors (of one sector with `sectorId`)', body: t.array(Subsector) } },
  }, async (ctx, { query }) => { ctx.body = await catalogue.subsectors(query.sectorId) })

  api.get('/api/admin/subsectors', {
    summary: 'The Subsectors tab (admins)',
    description: `Searched by the subsector's or its sector's name (\`search\`), of one \`sector\` or all, sorted (\`sort\`: ${SUBSECTOR_SORTS.join(', ')}; a leading \`-\` for descending; by name by default; ties by id) `
      + `and paged (\`pageSize\`: ${ADMIN_PAGE_SIZE} by default, at most ${ADMIN_MAX_PAGE_SIZE}).`,
    access: ADMINS, query: AdminSubsectorQuery,
    answers: { 200: { description: 'A page of subsectors, each with its sector\'s name', body: AdminSubsectorList }, 400: 'A filter, the sort or the page size is not valid: `fieldErrors` names it' },
  }, async (ctx, { query: q }) => {
    const pageSize = q.pageSize ?? ADMIN_PAGE_SIZE
    const { rows, total } = await catalogue.subsectorPage({
      search: q.search ?? undefined, sectorId: typeof q.sector === 'number' ? q.sector : undefined, sort: q.sort ?? undefined, page: q.page ?? 1, pageSize,
    })
    ctx.body = { subsectors: rows, totalPages: Math.max(1, Math.ceil(total / pageSize)), totalSubsectors: total }
  })

  api.get('/api/subsectors/:id', {
    summary: 'A subsector', access: 'anyone', params: IdParam,
    answers: { 200: { description: 'The subsector', body: Subsector }, 404: 'No such subsector' },
  }, async (ctx, { params }) => { ctx.body = found(await catalogue.subsector(params.id), 'Subsector not found') })

  api.post('/api/subsectors', {
    summary: 'Create a subsector', access: ADMINS, body: ChildBody,
    answers: { 201: { description: 'The new subsector', body: Subsector }, 409: 'The sector has a subsector of that name' },
  }, async (ctx, { body: b, user }) => {
    const id = unwrap(await commands.create(user, 'subsector', { name: b.name, sectorId: b.sectorId, description: b.description ?? null }))
    ctx.status = 201
    ctx.body = await catalogue.subsector(id)
  })

  api.patch('/api/subsectors/:id', {
    summary: 'Edit a subsector', description: 'Any of the fields; those left out keep their value.', access: ADMINS, params: IdParam, body: ChildPatch,
    answers: { 200: { description: 'The subsector', body: Subsector }, 404: 'No such subsector', 409: 'The sector has a subsector of that name' },
  }, async (ctx, { params, body, user }) => {
    unwrap(await commands.update(user, 'subsector', params.id, body))
    ctx.body = await catalogue.subsector(params.id)
  })

  remove('/api/subsectors/:id', 'subsector', 'subsector')

  for (const [kind, path, table, noun] of [['productCategory', 'product-categories', 'product', 'product category'], ['serviceCategory', 'service-categories', 'service', 'service category']] as const) {
    api.get(`/api/${path}`, {
      summary: `The ${noun.replace('category', 'categories')}`, access: 'anyone',
      answers: { 200: { description: `Every ${noun}, with its sector`, body: t.array(Category) } },
    }, async (ctx) => { ctx.body = await catalogue.categories(table) })

    api.post(`/api/admin/${path}`, {
      summary: `Create a ${noun}`, access: ADMINS, body: ChildBody,
      answers: { 201: { description: `The new ${noun}`, body: Category }, 409: `A ${noun} of that name exists in the sector` },
    }, async (ctx, { body: b, user }) => {
      const id = unwrap(await commands.create(user, kind, { name: b.name, sectorId: b.sectorId, description: b.description ?? null }))
      ctx.status = 201
      ctx.body = await catalogue.category(table, id)
    })

    api.patch(`/api/admin/${path}/:id`, {
      summary: `Edit a ${noun}`, description: 'Any of the fields; those left out keep their value.', access: ADMINS, params: IdParam, body: ChildPatch,
      answers: { 200: { description: `The ${noun}`, body: Category }, 404: `No such ${noun}`, 409: `A ${noun} of that name exists in the sector` },
    }, async (ctx, { params, body, user }) => {
      unwrap(await commands.update(user, kind, params.id, body))
      ctx.body = await catalogue.category(table, params.id)
    })

    remove(`/api/admin/${path}/:id`, kind, noun)
  }
  return api
}
