import type { BaseFilter } from '../../inventory/baseFilter'
import type { Params } from './sql'

/** The base filter as SQL over `vehicles v`. No request parameter reaches this clause. */
export function baseFilterSql(f: BaseFilter, params: Params): string {
  const clauses = [
    `v.dealership_id = any(${params.add(f.dealershipIds.length ? f.dealershipIds : [-1])}::int[])`,
    'v.show_on_dealer_website = true',
    `coalesce(v.photos_count, 0) >= ${params.add(f.minPhotos)}`,
    f.onlyInStock
      ? "v.status = 'in_stock'"
      : `(v.status in ('in_stock', 'coming_soon') or (v.status = 'sold' and v.sold_at >= ${params.add(f.soldSince.toISOString())}::timestamptz))`,
  ]
  if (f.carTypes) clauses.push(`v.car_type::text = any(${params.add(f.carTypes)}::text[])`)
  if (f.excludedStockNumbers.length) clauses.push(`not (v.stock_number = any(${params.add(f.excludedStockNumbers)}::text[]))`)
  if (f.excludedMakes.length) clauses.push(`not (v.make = any(${params.add(f.excludedMakes)}::text[]))`)
  return clauses.join(' and ')
}
