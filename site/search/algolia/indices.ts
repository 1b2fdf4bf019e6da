/**
 * Per-site indices `{prefix}{site}_vehicles` with the three sort replicas of the search API, and
 * the settings that make them answer like the built-in engine: the 27 facets of INV §2 (text
 * facets searchable for searchForFacetValues), text search over the same attributes, and the
 * default relevance "custom rank desc" (in stock first, then newest listed).
 */
import type { IndexSettings } from 'algoliasearch'
import type { CatalogueIndex, IndexName } from '../protocol'
import { FACETS, STATS_ONLY } from '../memory/facetValues'

export const indexNameOf = (prefix: string, siteSlug: string, index: IndexName | CatalogueIndex = 'vehicles') => `${prefix}${siteSlug}_${index}`

// Every facet the search API lets searchForFacetValues ask about is searchable; range-only facets are not.
const facetAttributes = Object.keys(FACETS).map((name) => (STATS_ONLY.has(name) ? name : `searchable(${name})`))

/** Settings of the primary index; searchable and facet attributes are forwarded to the replicas. */
export const primarySettings = (prefix: string, siteSlug: string): IndexSettings => ({
  searchableAttributes: ['make', 'model', 'badge', 'series', 'body', 'colour', 'stocknum', 'vin', 'tag'],
  attributesForFaceting: [...facetAttributes, 'filterOnly(stocknum)', 'filterOnly(show_on_dealer_website)'],
  customRanking: ['desc(in_stock)', 'desc(created_at_timestamp)', 'desc(id)'],
  maxValuesPerFacet: 1000,
  hitsPerPage: 21,
  replicas: (['vehicles_latest', 'vehicles_price_desc', 'vehicles_price_asc'] as const).map((r) => indexNameOf(prefix, siteSlug, r)),
})

const RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom']

/** Sort replicas: the sort attribute before relevance, ties broken like the built-in engine. */
export const REPLICA_SETTINGS: Record<Exclude<IndexName, 'vehicles'>, IndexSettings> = {
  vehicles_latest: { ranking: ['desc(created_at_timestamp)', ...RANKING], customRanking: ['desc(id)'] },
  vehicles_price_desc: { ranking: ['desc(price)', ...RANKING], customRanking: ['desc(id)'] },
  vehicles_price_asc: { ranking: ['asc(price)', ...RANKING], customRanking: ['asc(id)'] },
}
