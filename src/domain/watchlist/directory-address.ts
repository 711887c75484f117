import type { DirectoryQuestion } from './saved-search'

/**
 * The directory's address (path and query) for a saved question, in the web client's URL keys
 * (web/src/features/companies/hooks/use-directory-query.ts): the dashboard opens it, a digest links to it.
 * Imports nothing that runs, so that the web client can take it through the contract.
 */
export const directoryPathOf = (q: DirectoryQuestion): string => {
  const p = new URLSearchParams()
  if (q.search) p.set('search', q.search)
  if (q.sectorId !== undefined) p.set('sectorId', String(q.sectorId))
  if (q.subsectorId !== undefined) p.set('subsectorId', String(q.subsectorId))
  if (q.countries?.length) p.set('country', q.countries.join(','))
  if (q.verified) p.set('verified', 'true')
  if (q.sort && q.sort !== 'relevant') p.set('sort', q.sort)
  const s = p.toString()
  return `/directory${s ? `?${s}` : ''}`
}
