/** Similar cars (INV §5 Similar cars filter, INV §7 multi-query, INV §9; `vehiclePage.similarCarsCount`). */
import { IN_STOCK_STATUSES, isInStock } from './stockState'

export const SIMILAR_CARS_MAX = 6
export const SIMILAR_QUERY_LIMIT = 10
export const NARROW_BAND_BELOW = 50000
export const NARROW_BAND = 10000
export const WIDE_BAND = 25000

export type SimilarCarsSubject = { id: string | number; price: number | null | undefined; make: string; model: string }
export type SimilarCarCandidate = SimilarCarsSubject & { status: string | null | undefined }

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
  if (price === null || price === undefined || !(price > 0)) return null
  const band = price < NARROW_BAND_BELOW ? NARROW_BAND : WIDE_BAND
  return { min: Math.max(0, price - band), max: price + band }
}

/**
 * The sub-queries of the similar-cars multi-query (INV §7: one per filter, 10 hits each): the same
 * make and model in the band first, then anything in the band. Both: in stock, not the car itself.
 */
export function similarCarsQueries(car: SimilarCarsSubject): SimilarCarsQuery[] {
  const base: SimilarCarsFilter = { statuses: IN_STOCK_STATUSES, excludeIds: [car.id], price: similarPriceBand(car.price) }
  return [
    { key: 'sameModel', filter: { ...base, make: car.make, model: car.model }, limit: SIMILAR_QUERY_LIMIT },
    { key: 'priceBand', filter: base, limit: SIMILAR_QUERY_LIMIT },
  ]
}

/** Make and model compare exactly, as facet filters do. */
const same = (a: string, b: string | undefined) => b === undefined || a === b

/** Whether a car passes a sub-query filter (the oracle backends are tested against). */
export function matchesSimilarFilter(car: SimilarCarCandidate, filter: SimilarCarsFilter): boolean {
  if (!filter.statuses.includes(car.status ?? '') || filter.excludeIds.includes(car.id)) return false
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
  const isSameModel = (hit: C) => same(hit.make, car.make) && same(hit.model, car.model)
  return [...unique.filter(isSameModel), ...unique.filter((hit) => !isSameModel(hit))].slice(0, similarCarsCount(count))
}
