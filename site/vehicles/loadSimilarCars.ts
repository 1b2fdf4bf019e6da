/** Similar cars for a vehicle page (INV §4, §5, §7, §9) through the site's search backend. */
import { cached } from '../cache/cached'
import { tags } from '../cache/tags'
import { pickSimilarCars, similarCarsQueries, type SimilarCarsFilter } from '../rules/similarCars'
import { searchParamsSchema, type SearchRequest } from '../search/protocol'
import { searchForSite } from '../search/service'
import type { SiteView } from '../tenancy/siteView'
import type { VehicleView } from './vehicleView'

type Hit = Record<string, unknown> & { objectID: string }

/** One sub-query as Algolia parameters: facet filters for status, make and model, numeric bounds for the band. */
export function similarRequest(filter: SimilarCarsFilter, limit: number): SearchRequest {
  const facetFilters = [filter.statuses.map((s) => `status:${s}`), ...(filter.make ? [`make:${filter.make}`] : []), ...(filter.model ? [`model:${filter.model}`] : [])]
  const numericFilters = filter.price ? [`price>=${filter.price.min}`, `price<=${filter.price.max}`] : []
  // One more than the limit: the car itself may be among the hits and is dropped afterwards.
  return { indexName: 'vehicles_latest', params: searchParamsSchema.parse({ hitsPerPage: limit + 1, facetFilters, numericFilters }) }
}

/** Up to `vehiclePage.similarCarsCount` (at most 6) in-stock cars in the band, same model first. */
export function loadSimilarCars(site: SiteView, vehicle: VehicleView): Promise<Hit[]> {
  return cached(() => searchSimilar(site, vehicle), ['similar-cars', String(site.id), String(vehicle.id)], { tags: site.dealershipIds.map((d) => tags.dealership(d)), revalidate: 300 })()
}

async function searchSimilar(site: SiteView, vehicle: VehicleView): Promise<Hit[]> {
  const subject = { id: vehicle.id, price: vehicle.car.price, make: vehicle.car.make, model: vehicle.car.model }
  const queries = similarCarsQueries(subject)
  const results = await searchForSite(site, queries.map((q) => similarRequest(q.filter, q.limit)))
  const candidates = results.map((r) => r.hits.map((hit) => ({ ...hit, id: Number(hit.id), status: String(hit.status), price: hit.price as number | null, make: hit.make as string | null, model: hit.model as string | null })))
  return pickSimilarCars(subject, candidates, site.config.vehiclePage.similarCarsCount)
}
