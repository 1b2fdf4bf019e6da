/**
 * The search backend behind the Algolia-protocol endpoints and server rendering: one interface,
 * two implementations. Algolia serves when ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY and ALGOLIA_SEARCH_KEY
 * are set (production scale); otherwise the built-in engine over PostgreSQL. The backend is chosen
 * from the configuration once and kept (a new one only when the configuration itself changes, which
 * the tests do).
 */
import type { BaseFilter } from '../inventory/baseFilter'
import { algoliaBackend } from './algolia/backend'
import { algoliaConfig } from './algolia/config'
import { memoryBackend } from './memory/backend'
import type { SiteView } from '../tenancy/siteView'
import type { CatalogueRequest, FacetSearchRequest, FacetSearchResult, SearchRequest, SearchResult } from './protocol'

export type VehicleQuery = SearchRequest | FacetSearchRequest

/** What a backend knows of the site: its index names and the base filter every query is ANDed with. */
export type SiteSearchScope = { slug: string; base: BaseFilter; priceAscExcludesZero: boolean }

export interface SearchBackend {
  readonly name: 'memory' | 'algolia'
  /**
   * Answers the queries in order: a result for each search, facet hits for each facet value search.
   * `fresh`: the answer goes into a cached page, so a local index checks its version first.
   */
  search(site: SiteSearchScope, queries: VehicleQuery[], now: Date, options?: { fresh?: boolean }): Promise<Array<SearchResult | FacetSearchResult>>
  /**
   * Answers `models` and `offers` queries in order with the site's catalogue base filter (its own
   * models less excluded makes; its dealerships' offers live at `now`).
   */
  searchCatalogue(site: SiteView, queries: CatalogueRequest[], now: Date): Promise<Array<SearchResult | FacetSearchResult>>
}

let chosen: { key: string; backend: SearchBackend } | undefined

/** The backend the configuration names. */
export function searchBackend(env: Record<string, string | undefined> = process.env): SearchBackend {
  const config = algoliaConfig(env)
  const key = config ? JSON.stringify(config) : 'memory'
  if (chosen?.key !== key) chosen = { key, backend: config ? algoliaBackend(config) : memoryBackend(env.DATABASE_URL) }
  return chosen.backend
}
