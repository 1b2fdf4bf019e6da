/**
 * The built-in engine as a search backend: each site's index is built from PostgreSQL and kept in
 * memory (indexCache.ts), and changes reach it through PostgreSQL notifications (changeFeed.ts).
 */
import { getPayloadClient } from '../../payload'
import { postgresPool } from '../../payloadDb'
import type { SearchBackend } from '../backend'
import type { FacetSearchRequest } from '../protocol'
import { runCatalogue } from '../catalogue/run'
import { startChangeFeed } from './changeFeed'
import { searchFacetValues, searchIndex } from './engine'
import { siteIndex } from './indexCache'

export function memoryBackend(databaseUrl: string | undefined): SearchBackend {
  return {
    name: 'memory',
    async search(site, queries, now, { fresh = false } = {}) {
      const pool = postgresPool(await getPayloadClient())
      // Changes reach this instance's indexes through PostgreSQL notifications (started once).
      startChangeFeed(databaseUrl)
      const index = await siteIndex(pool, site.base, now.getTime(), { fresh })
      const options = { priceAscExcludesZero: site.priceAscExcludesZero }
      return queries.map((q) => ('facet' in q ? searchFacetValues(index, site.base, q as FacetSearchRequest, options) : searchIndex(index, site.base, q, options)))
    },
    async searchCatalogue(site, queries, now) {
      return runCatalogue(await getPayloadClient(), site, queries, now)
    },
  }
}
