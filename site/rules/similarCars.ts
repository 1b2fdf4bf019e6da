/** Similar cars (INV §5 Similar cars filter, INV §7 multi-query, INV §9; `vehiclePage.similarCarsCount`). */
import { IN_STOCK_STATUSES, isInStock } from './stockState'
import type { CarInput } from './vehicleTypes'

export const SIMILAR_CARS_MAX = 6
export const SIMILAR_QUERY_LIMIT = 10
export const NARROW_BAND_BELOW = 50000
export const NARROW_BAND = 10000
export const WIDE_BAND = 25000

export type SimilarCarsSubject = Pick<CarInput, 'price' | 'make' | 'model'> & { id: string | number }
export type SimilarCarCandidate = SimilarCarsSubject & Pick<CarInput, 'status'>

/** Backend-neutral filter of one similar-cars sub-query; bounds are inclusive. */
export type SimilarCarsFilter = {
  statuses: readonly string[]
  excludeIds: ReadonlyArray<string | number>
  price: { min: number; max: number } | null
  make?: string
  model?: string
}

export type SimilarCarsQuery = { key: 'sameModel' | 'priceBand'; filter: SimilarCarsFilter; limit: number }

/**
 * The price band (INV §9): ±10,000 under 50,000, otherwise ±25,000; the lower bound stops at 0.
 * A car without a price above 0 has no band.
 */
export function similarPriceBand(price: number | null | undefined): { min: number; max: number } | null {
  const p = price ?? 0
  if (!(p > 0)) return null
  const band = p < NARROW_BAND_BELOW ? NARROW_BAND : WIDE_BAND
  return { min: Math.max(0, p - band), max: p + band }
}

export type SimilarSearch = { make: string | null; body: string | null; price: { min: number; max: number } | null }

/**
 * What Find Me Something Similar searches for on a car that is not in stock (INV §4 "links to a
 * similar-cars search"; issue 15 item 9): the same make and body in the car's price band (INV §9).
 * Each part the car lacks is left out, so the search widens rather than finds nothing.
 */
export function similarSearch(car: { make?: string | null; body?: string | null; price?: number | null }): SimilarSearch {
  return { make: car.make?.trim() || null, body: car.body?.trim() || null, price: similarPriceBand(car.price) }
}

/**
 * The sub-queries of the similar-cars multi-query (INV §7: one per filter, 10 hits each): the same
 * make and model in the band first (when the car has both), then anything in the band. All: in
 * stock, not the car itself.
 */
export function similarCarsQueries(car: SimilarCarsSubject): SimilarCarsQuery[] {
  const base: SimilarCarsFilter = { statuses: IN_STOCK_STATUSES, excludeIds: [car.id], price: similarPriceBand(car.price) }
  const band: SimilarCarsQuery = { key: 'priceBand', filter: base, limit: SIMILAR_QUERY_LIMIT }
  if (!car.make || !car.model) return [band]
  return [{ key: 'sameModel', filter: { ...base, make: car.make, model: car.model }, limit: SIMILAR_QUERY_LIMIT }, band]
}

/** Make and model compare exactly, as facet filters do; an absent filter side matches anything. */
const same = (value: string | null | undefined, wanted: string | undefined) => wanted === undefined || value === wanted

/** Whether a car passes a sub-query filter (the oracle backends are tested against). */
export function matchesSimilarFilter(car: SimilarCarCandidate, filter: SimilarCarsFilter): boolean {
  if (!filter.statuses.some((s) => s === car.status) || filter.excludeIds.includes(car.id)) return false
  if (!same(car.make, filter.make) || !same(car.model, filter.model)) return false
  if (!filter.price) return true
  const price = car.price ?? 0
  return price >= filter.price.min && price <= filter.price.max
}

/** The configured count, never above 6 (INV §9) nor below 0. */
export const similarCarsCount = (configured: number): number => Math.min(SIMILAR_CARS_MAX, Math.max(0, Math.floor(configured)))

/**
 * The hits shown (INV §7): in stock, not the car itself, same model first (otherwise in arrival
 * order), de-duplicated by id, at most `count` (capped at 6).
 */
export function pickSimilarCars<C extends SimilarCarCandidate>(car: SimilarCarsSubject, results: ReadonlyArray<readonly C[]>, count: number): C[] {
  const seen = new Set<string | number>([car.id])
  const unique = results.flat().filter((hit) => isInStock(hit.status) && !seen.has(hit.id) && seen.add(hit.id))
  const isSameModel = (hit: C) => !!car.make && !!car.model && hit.make === car.make && hit.model === car.model
  return [...unique.filter(isSameModel), ...unique.filter((hit) => !isSameModel(hit))].slice(0, similarCarsCount(count))
}
