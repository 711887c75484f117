/** The directory's question: which approved companies match, in which order, which page. */
export interface SearchDirectory {
  readonly search?: string
  /** The words as typed, never corrected ("Search instead for …"). */
  readonly exact?: boolean
  readonly sectorId?: number
  readonly subsectorId?: number
  /** Country names or ISO codes; several allowed. */
  readonly countries?: readonly string[]
  readonly verified?: boolean
  /** Only the companies this user saved (the directory's "Saved" filter); never cached. */
  readonly savedBy?: number
  readonly sort: DirectorySort
  readonly page: number
  readonly pageSize: number
}

export type DirectorySort = 'relevant' | 'a-z' | 'recent' | 'popular'
export const DIRECTORY_SORTS: readonly DirectorySort[] = ['relevant', 'a-z', 'recent', 'popular']

/** A company as the directory and its cards show it. */
export interface DirectoryEntryView {
  readonly id: number
  readonly name: string
  readonly logo: string | null
  readonly description: string
  readonly country: string
  readonly countryId: number
  readonly countryCode: string
  readonly sector: string
  readonly sectorId: number
  readonly subsector: string | null
  readonly subsectorId: number | null
  readonly products: readonly string[]
  readonly services: readonly string[]
  readonly status: 'approved'
  readonly isVerified: boolean
  readonly views: number
  readonly createdAt: string
}

interface Page<T> {
  readonly items: readonly T[]
  readonly total: number
}

/**
 * A page of the directory. `totalRelation` says whether `total` is exact (`eq`) or a lower bound
 * (`gte`: a text question matched more companies than it ranks, and the total is that window).
 * `correctedSearch`: the words searched instead of the ones typed, when these found nothing.
 */
export interface DirectoryPage extends Page<DirectoryEntryView> {
  readonly totalRelation: 'eq' | 'gte'
  readonly correctedSearch?: string
}

export interface FacetCount { readonly id: number; readonly name: string; readonly count: number }
export interface DirectoryFacets {
  readonly sectors: readonly FacetCount[]
  readonly countries: readonly (FacetCount & { readonly code: string })[]
  /** True when a text question matched more companies than are counted (the counts cover the first window). */
  readonly capped: boolean
}

/** Port: the directory read model (a projection of approved companies). */
export interface DirectoryReadModel {
  search(q: SearchDirectory): Promise<DirectoryPage>
  facets(q: Omit<SearchDirectory, 'sort' | 'page' | 'pageSize'>): Promise<DirectoryFacets>
  /** Approved and verified companies, most viewed first. */
  featured(limit: number): Promise<readonly DirectoryEntryView[]>
  /** These companies, those of them that are public, in the order given. */
  byIds(ids: readonly number[]): Promise<readonly DirectoryEntryView[]>
}
