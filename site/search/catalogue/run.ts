/**
 * Runs `models` and `offers` queries for a site: the listed records are loaded once per index per
 * call (the site's base filter applied by site/rules/catalogue.ts), then each query is answered by
 * the built-in engine (the memory backend's searchCatalogue; with Algolia configured the Algolia
 * backend answers instead, site/search/algolia/catalogue.ts).
 */
import type { Payload } from 'payload'
import type { SiteView } from '../../tenancy/siteView'
import type { CatalogueIndex, CatalogueRequest, FacetSearchResult, SearchResult } from '../protocol'
import { searchCatalogue, searchCatalogueFacet, type CatalogueRecord } from './engine'
import { loadModelRecords, loadOfferRecords, SHAPES } from './indexes'

const loaders: Record<CatalogueIndex, (payload: Payload, site: SiteView, now: Date) => Promise<CatalogueRecord[]>> = {
  models: (payload, site) => loadModelRecords(payload, site),
  offers: loadOfferRecords,
}

export async function runCatalogue(payload: Payload, site: SiteView, queries: CatalogueRequest[], now: Date): Promise<Array<SearchResult | FacetSearchResult>> {
  const wanted = [...new Set(queries.map((q) => q.indexName))]
  const loaded = new Map(await Promise.all(wanted.map(async (name) => [name, await loaders[name](payload, site, now)] as const)))
  return queries.map((q) => {
    const records = loaded.get(q.indexName) as CatalogueRecord[]
    const shape = SHAPES[q.indexName]
    const f = q.facetSearch
    return f ? searchCatalogueFacet(records, shape, q.params, f.facet, f.facetQuery, f.maxFacetHits) : searchCatalogue(records, shape, q.indexName, q.params)
  })
}
