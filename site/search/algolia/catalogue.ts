/**
 * The `models` and `offers` indexes on Algolia: per-site indices `{prefix}{site}_models` and
 * `{prefix}{site}_offers` whose records are the built-in catalogue engine's (catalogue/indexes.ts)
 * plus a few unretrievable attributes for the secured filter and the ranking, so hits and facets
 * answer like the built-in engine. What a site lists is held in a secured search key per index:
 * models less the site's excluded makes; offers of the site's dealerships inside their window at
 * query time (`now`), so an offer opens and closes without any save. Records are written by
 * `npm run search:reindex` (reindexCatalogue) and by the model and offer hooks' jobs (syncCatalogueDoc).
 */
import type { IndexSettings, SearchForFacetValuesResponse, SearchResponse } from 'algoliasearch'
import type { Payload, Where } from 'payload'
import type { Model, Offer } from '../../../payload-types'
import type { SiteView } from '../../tenancy/siteView'
import { type CatalogueRecord } from '../catalogue/engine'
import { SHAPES, toModelRecord, toOfferRecord } from '../catalogue/indexes'
import { allOf, FilterError, parseFacetFilter, parseNested, parseNumericFilter, type FilterNode } from '../filterAst'
import { parseFilterString } from '../filterString'
import type { CatalogueIndex, CatalogueRequest, FacetSearchResult, SearchResult } from '../protocol'
import { algoliaClient, type AlgoliaConfig } from './config'
import { indexNameOf } from './indices'
import { LISTED_FOREVER } from './securedFilter'

/** Attributes only the secured filter and the ranking read: never in a hit. */
export const CATALOGUE_HIDDEN = ['manufacturer_name', 'price_rank', 'valid_from_ts', 'valid_to_ts', 'synced_at'] as const
/** A from-price rank for models without one: after every priced model (the built-in order). */
const UNPRICED = 1e12
const KEY_LIFETIME_S = 300
const seconds = (value: string | null | undefined, otherwise: number) => (value ? Math.floor(new Date(value).getTime() / 1000) : otherwise)

export function modelAlgoliaRecord(m: Model, syncedAt: number): CatalogueRecord {
  return { ...toModelRecord(m), manufacturer_name: m.manufacturer, price_rank: m.fromPrice ?? UNPRICED, synced_at: syncedAt }
}

export function offerAlgoliaRecord(o: Offer, syncedAt: number): CatalogueRecord {
  return { ...toOfferRecord(o), valid_from_ts: seconds(o.validFrom, 0), valid_to_ts: seconds(o.validTo, LISTED_FOREVER), synced_at: syncedAt }
}

const facetAttributes = (index: CatalogueIndex) =>
  Object.entries(SHAPES[index].facets).map(([name, f]) => (f.kind === 'number' ? name : `searchable(${name})`))

/** The built-in engine keeps catalogue order whatever the query (a query only selects): the custom ranking comes first. */
const RANKING = ['custom', 'typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact']

/** Settings that make the indices rank and facet like the built-in catalogue engine (rules/catalogue.ts orders). */
export const CATALOGUE_SETTINGS: Record<CatalogueIndex, IndexSettings> = {
  models: {
    searchableAttributes: ['manufacturer.name', 'name', 'model.body', 'summary'],
    attributesForFaceting: [...facetAttributes('models'), 'filterOnly(manufacturer_name)'],
    // compareModels: manufacturer, then from-price (unpriced last), then name.
    ranking: RANKING,
    customRanking: ['asc(manufacturer_name)', 'asc(price_rank)', 'asc(name)'],
    unretrievableAttributes: [...CATALOGUE_HIDDEN],
    maxValuesPerFacet: 1000,
    hitsPerPage: 21,
  },
  offers: {
    searchableAttributes: ['title', 'categories', 'summary', 'dealership_name'],
    attributesForFaceting: facetAttributes('offers'),
    // compareOffers: ending soonest first (open-ended last), then title.
    ranking: RANKING,
    customRanking: ['asc(valid_to_ts)', 'asc(title)'],
    unretrievableAttributes: [...CATALOGUE_HIDDEN],
    maxValuesPerFacet: 1000,
    hitsPerPage: 21,
  },
}

const quote = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`

/** The secured filter of an index for a site at `now` (Algolia ANDs it with the request's filters). */
export function catalogueSecuredFilter(index: CatalogueIndex, site: Pick<SiteView, 'dealershipIds' | 'config'>, now: Date): string {
  if (index === 'models') return site.config.inventory.excludedMakes.map((m) => `NOT manufacturer_name:${quote(m)}`).join(' AND ')
  if (!site.dealershipIds.length) return 'dealership_id = -1' // a site without dealerships lists no offers
  const t = Math.floor(now.getTime() / 1000)
  const dealerships = site.dealershipIds.map((id) => `dealership_id = ${Number(id)}`)
  return [dealerships.length > 1 ? `(${dealerships.join(' OR ')})` : dealerships[0], `valid_from_ts <= ${t}`, `valid_to_ts >= ${t}`].join(' AND ')
}

type SecuredKeyHelper = { generateSecuredApiKey: (options: { parentApiKey: string; restrictions: Record<string, unknown> }) => string }

/** A search key for one of the site's catalogue indices only, with its secured filter. */
export function catalogueSearchKey(config: AlgoliaConfig, site: Pick<SiteView, 'slug' | 'dealershipIds' | 'config'>, index: CatalogueIndex, now: Date): string {
  const filters = catalogueSecuredFilter(index, site, now)
  return (algoliaClient(config, config.searchKey) as unknown as SecuredKeyHelper).generateSecuredApiKey({
    parentApiKey: config.searchKey,
    restrictions: { ...(filters ? { filters } : {}), restrictIndices: [indexNameOf(config.prefix, site.slug, index)], validUntil: Math.floor(now.getTime() / 1000) + KEY_LIFETIME_S },
  })
}

function checkAttributes(index: CatalogueIndex, node: FilterNode | null): void {
  if (!node) return
  if (node.kind === 'and' || node.kind === 'or') return node.items.forEach((n) => checkAttributes(index, n))
  if (node.kind === 'not') return checkAttributes(index, node.item)
  // The built-in engine's checks and messages (catalogue/engine.ts), so a bad filter is the same 400 on either backend.
  const facets = SHAPES[index].facets
  const facet = Object.hasOwn(facets, node.attr) ? facets[node.attr] : undefined
  if (!facet) throw new FilterError(`Unknown attribute "${node.attr}": filter on one of ${Object.keys(facets).join(', ')}`)
  if ((node.kind === 'numeric' || node.kind === 'range') && facet.kind !== 'number') throw new FilterError(`Attribute "${node.attr}" is not numeric; use attribute:value`)
  if (node.kind === 'facet' && facet.kind === 'number' && !Number.isFinite(Number(node.value))) throw new FilterError(`Attribute "${node.attr}" is numeric; "${node.value}" is not a number`)
}

const FORWARDED = ['query', 'page', 'hitsPerPage', 'facets', 'facetFilters', 'numericFilters', 'filters', 'maxValuesPerFacet', 'attributesToRetrieve', 'attributesToHighlight', 'highlightPreTag', 'highlightPostTag', 'analytics', 'clickAnalytics'] as const
const FORWARDED_FOR_FACETS = ['query', 'facetFilters', 'numericFilters', 'filters', 'analytics', 'clickAnalytics'] as const

function paramsOf(q: CatalogueRequest): Record<string, unknown> {
  const p = q.params
  checkAttributes(q.indexName, allOf([parseNested(p.facetFilters, parseFacetFilter), parseNested(p.numericFilters, parseNumericFilter), parseFilterString(p.filters)]))
  const keys: readonly string[] = q.facetSearch ? FORWARDED_FOR_FACETS : FORWARDED
  return Object.fromEntries(keys.filter((k) => p[k as keyof typeof p] !== undefined).map((k) => [k, p[k as keyof typeof p]]))
}

/** Runs catalogue queries on the site's indices, each index with its own secured key; answers in order. */
export async function algoliaCatalogueSearch(config: AlgoliaConfig, site: SiteView, queries: CatalogueRequest[], now: Date): Promise<Array<SearchResult | FacetSearchResult>> {
  const params = queries.map(paramsOf) // a bad filter is a 400 before anything is sent
  const out: Array<SearchResult | FacetSearchResult> = new Array(queries.length)
  for (const index of [...new Set(queries.map((q) => q.indexName))]) {
    const positions = queries.map((q, i) => (q.indexName === index ? i : -1)).filter((i) => i >= 0)
    const indexName = indexNameOf(config.prefix, site.slug, index)
    const client = algoliaClient(config, catalogueSearchKey(config, site, index, now))
    const requests = positions.map((i) => {
      const f = queries[i]!.facetSearch
      return f ? { indexName, type: 'facet' as const, facet: f.facet, facetQuery: f.facetQuery, maxFacetHits: f.maxFacetHits, ...params[i] } : { indexName, ...params[i] }
    })
    const { results } = await client.search({ requests: requests as never })
    positions.forEach((at, k) => {
      const result = results[k]
      if (queries[at]!.facetSearch) {
        const r = result as SearchForFacetValuesResponse
        out[at] = { facetHits: r.facetHits.map(({ value, highlighted, count }) => ({ value, highlighted, count })), exhaustiveFacetsCount: r.exhaustiveFacetsCount, processingTimeMS: r.processingTimeMS ?? 0 }
      } else out[at] = { ...(result as SearchResponse), index } as unknown as SearchResult
    })
  }
  return out
}

/** The records of a site's index: every model of the site; every offer of its dealerships (the window is a query-time filter). */
export async function catalogueRecords(payload: Payload, index: CatalogueIndex, site: { id: number; dealershipIds: number[] }, syncedAt: number): Promise<CatalogueRecord[]> {
  if (index === 'models') {
    const { docs } = await payload.find({ collection: 'models', overrideAccess: true, where: { site: { equals: site.id } }, depth: 1, pagination: false })
    return docs.map((m) => modelAlgoliaRecord(m, syncedAt))
  }
  if (!site.dealershipIds.length) return []
  const { docs } = await payload.find({ collection: 'offers', overrideAccess: true, where: { dealership: { in: site.dealershipIds } }, depth: 1, pagination: false })
  return docs.map((o) => offerAlgoliaRecord(o, syncedAt))
}

/** `npm run search:reindex` for the catalogue: settings, every record, then records gone since deleted. Returns how many records. */
export async function reindexCatalogue(payload: Payload, config: AlgoliaConfig, site: { id: number; slug: string; dealershipIds: number[] }, now = new Date()): Promise<number> {
  const client = algoliaClient(config, config.adminKey)
  const runStart = Math.floor(now.getTime() / 1000)
  let done = 0
  for (const index of ['models', 'offers'] as const) {
    const indexName = indexNameOf(config.prefix, site.slug, index)
    const { taskID } = await client.setSettings({ indexName, indexSettings: CATALOGUE_SETTINGS[index] })
    await client.waitForTask({ indexName, taskID })
    const records = await catalogueRecords(payload, index, site, runStart)
    if (records.length) await client.batch({ indexName, batchWriteParams: { requests: records.map((body) => ({ action: 'updateObject' as const, body })) } })
    await client.deleteBy({ indexName, deleteByParams: { filters: `synced_at < ${runStart}` } })
    done += records.length
  }
  return done
}

/**
 * A model's or an offer's sync, or (kind `dealership`, `media`) the sync of every offer that shows
 * that record: its dealership's name, or its image, is part of the offer's record.
 */
export type CatalogueSyncInput = { kind: 'model' | 'offer' | 'dealership' | 'media'; id: number; sites?: number[]; dealerships?: number[] }

/**
 * Writes one model or offer to the indices of the sites concerned (before and after the change):
 * the record where the site lists it, a delete where it does not (any more). Throws when Algolia does.
 */
export async function syncCatalogueDoc(payload: Payload, config: AlgoliaConfig, input: CatalogueSyncInput): Promise<{ indices: string[] }> {
  const admin = algoliaClient(config, config.adminKey)
  const syncedAt = Math.floor(Date.now() / 1000)
  const indices: string[] = []
  const relId = (v: unknown) => (v && typeof v === 'object' ? Number((v as { id: unknown }).id) : v === null || v === undefined ? null : Number(v))
  if (input.kind === 'model') {
    const model = await payload.findByID({ collection: 'models', id: input.id, overrideAccess: true, depth: 1, disableErrors: true })
    const siteIds = [...new Set([...(input.sites ?? []), ...(model ? [relId(model.site)] : [])].filter((s): s is number => s !== null))]
    if (!siteIds.length) return { indices }
    const { docs } = await payload.find({ collection: 'sites', overrideAccess: true, pagination: false, depth: 0, where: { id: { in: siteIds } }, select: { slug: true } })
    for (const site of docs) {
      const indexName = indexNameOf(config.prefix, site.slug, 'models')
      const listed = model && relId(model.site) === site.id
      await admin.batch({ indexName, batchWriteParams: { requests: [listed ? { action: 'updateObject', body: modelAlgoliaRecord(model, syncedAt) } : { action: 'deleteObject', body: { objectID: `model-${input.id}` } }] } })
      indices.push(indexName)
    }
    return { indices }
  }
  if (input.kind === 'dealership' || input.kind === 'media') {
    // The indexer is the system: every offer showing the record, on every site listing its dealership.
    const where: Where = input.kind === 'dealership' ? { dealership: { equals: input.id } } : { image: { equals: input.id } }
    const { docs: offers } = await payload.find({ collection: 'offers', where, overrideAccess: true, depth: 0, pagination: false, select: {} })
    for (const o of offers) indices.push(...(await syncCatalogueDoc(payload, config, { kind: 'offer', id: o.id })).indices)
    return { indices: [...new Set(indices)] }
  }
  const offer = await payload.findByID({ collection: 'offers', id: input.id, overrideAccess: true, depth: 1, disableErrors: true })
  const dealerships = [...new Set([...(input.dealerships ?? []), ...(offer ? [relId(offer.dealership)] : [])].filter((d): d is number => d !== null))]
  if (!dealerships.length) return { indices }
  const { docs } = await payload.find({ collection: 'sites', overrideAccess: true, pagination: false, depth: 0, where: { dealerships: { in: dealerships } }, select: { slug: true, dealerships: true } })
  for (const site of docs) {
    const own = new Set((site.dealerships ?? []).map((d) => Number(typeof d === 'object' ? d.id : d)))
    const dealership = offer ? relId(offer.dealership) : null
    const indexName = indexNameOf(config.prefix, site.slug, 'offers')
    const listed = offer && dealership !== null && own.has(dealership)
    await admin.batch({ indexName, batchWriteParams: { requests: [listed ? { action: 'updateObject', body: offerAlgoliaRecord(offer, syncedAt) } : { action: 'deleteObject', body: { objectID: `offer-${input.id}` } }] } })
    indices.push(indexName)
  }
  return { indices }
}

