/**
 * The default search backend: one Algolia-style query answered with three SQL statements run in
 * parallel (count and numeric stats, the page of hits, facet counts by grouping sets).
 */
import type { BaseFilter } from '../../inventory/baseFilter'
import { FACET_NAMES, FACETS, SEARCH_TEXT_SQL } from '../facets'
import { allOf, parseFacetFilter, parseNested, parseNumericFilter } from '../filterAst'
import { parseFilterString } from '../filterString'
import type { FacetStats, SearchRequest, SearchResult } from '../protocol'
import { baseFilterSql } from './baseFilterSql'
import { compileFilter } from './compileFilter'
import { facetCounts } from './facetCounts'
import { pick, RECORD_SELECT, toRecord } from './record'
import { Params, type Queryable } from './sql'

export type SearchOptions = { priceAscExcludesZero: boolean }

const FROM = 'from vehicles v join dealerships d on d.id = v.dealership_id left join locations l on l.id = v.location_id'

const ORDER: Record<SearchRequest['indexName'], string> = {
  // Relevance is the custom rank: in-stock cars first, then the newest listings.
  vehicles: "(v.status in ('in_stock', 'coming_soon')) desc, v.listed_at desc nulls last, v.id desc",
  vehicles_latest: 'v.listed_at desc nulls last, v.id desc',
  vehicles_price_desc: 'v.price desc nulls last, v.id desc',
  vehicles_price_asc: 'v.price asc nulls last, v.id asc',
}

function whereOf(base: BaseFilter, request: SearchRequest, options: SearchOptions, params: Params): string {
  const p = request.params
  const filter = allOf([
    parseNested(p.facetFilters, parseFacetFilter),
    parseNested(p.numericFilters, parseNumericFilter),
    parseFilterString(p.filters),
  ])
  const clauses = [baseFilterSql(base, params)]
  if (filter) clauses.push(`(${compileFilter(filter, params)})`)
  for (const word of p.query.trim().split(/\s+/).filter(Boolean)) clauses.push(`${SEARCH_TEXT_SQL} ilike ${params.add(`%${word.replace(/[\\%_]/g, '\\$&')}%`)}`)
  if (request.indexName === 'vehicles_price_asc' && options.priceAscExcludesZero) clauses.push('v.price > 0')
  return clauses.join(' and ')
}

const requestedFacets = (facets: string | string[] | undefined): string[] => {
  const list = facets === undefined ? [] : typeof facets === 'string' ? [facets] : facets
  return list.includes('*') ? FACET_NAMES : list.filter((f) => f in FACETS)
}

const NUMERIC = FACET_NAMES.filter((name) => FACETS[name]?.kind === 'number')

async function countAndStats(pool: Queryable, where: string, values: unknown[], statsFor: string[]) {
  const stats = statsFor.map((f, i) => `min(${FACETS[f]?.sql}) as min${i}, max(${FACETS[f]?.sql}) as max${i}, avg(${FACETS[f]?.sql}) as avg${i}, sum(${FACETS[f]?.sql}) as sum${i}`)
  const { rows } = await pool.query(`select count(*)::int as n${stats.length ? ', ' + stats.join(', ') : ''} ${FROM} where ${where}`, values)
  const row = rows[0] as Record<string, unknown>
  const facetsStats: Record<string, FacetStats> = {}
  statsFor.forEach((f, i) => {
    if (row[`min${i}`] === null) return
    facetsStats[f] = { min: Number(row[`min${i}`]), max: Number(row[`max${i}`]), avg: Number(row[`avg${i}`]), sum: Number(row[`sum${i}`]) }
  })
  return { nbHits: Number(row.n), facetsStats }
}

export async function searchPostgres(pool: Queryable, base: BaseFilter, request: SearchRequest, options: SearchOptions): Promise<SearchResult> {
  const started = performance.now()
  const p = request.params
  const params = new Params()
  const where = whereOf(base, request, options, params)
  const facets = requestedFacets(p.facets)
  const statsFor = [...new Set(['price', ...facets.filter((f) => NUMERIC.includes(f))])]
  const offset = p.page * p.hitsPerPage
  const attributes = p.attributesToRetrieve === undefined ? undefined : typeof p.attributesToRetrieve === 'string' ? [p.attributesToRetrieve] : p.attributesToRetrieve
  const [counted, hitRows, facetValues] = await Promise.all([
    countAndStats(pool, where, params.values, statsFor),
    p.hitsPerPage > 0
      ? pool.query(`select ${RECORD_SELECT} ${FROM} where ${where} order by ${ORDER[request.indexName]} limit ${p.hitsPerPage} offset ${offset}`, params.values)
      : Promise.resolve({ rows: [] }),
    facetCounts(pool, FROM, where, params.values, facets, p.maxValuesPerFacet),
  ])
  return {
    hits: hitRows.rows.map((row) => pick(toRecord(row), attributes)),
    nbHits: counted.nbHits,
    page: p.page,
    nbPages: p.hitsPerPage > 0 ? Math.ceil(counted.nbHits / p.hitsPerPage) : 0,
    hitsPerPage: p.hitsPerPage,
    facets: { price: {}, ...facetValues },
    facets_stats: counted.facetsStats,
    exhaustiveFacetsCount: true,
    exhaustiveNbHits: true,
    exhaustive: { facetsCount: true, nbHits: true },
    processingTimeMS: Math.round(performance.now() - started),
    query: p.query,
    params: new URLSearchParams(Object.entries(p).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString(),
    index: request.indexName,
  }
}
