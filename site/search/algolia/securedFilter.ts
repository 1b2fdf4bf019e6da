/**
 * The site's base filter (site/rules/inventoryFilter.ts) as an Algolia `filters` string, baked
 * into a secured API key so that Algolia ANDs it with whatever a request asks: no parameter can
 * widen it.
 *
 * Algolia cannot OR a group holding an AND ("in stock, or sold since X"), so records carry
 * `listed_until`: far future while in stock or coming soon, the sale time once sold, 0 otherwise;
 * "in stock or sold within the window" is then `listed_until >= windowStart`.
 */
import type { BaseFilter } from '../../inventory/baseFilter'
import { IN_STOCK_STATUSES } from '../../rules/stockState'

export const LISTED_FOREVER = 4_102_444_800 // 2100-01-01, in seconds

const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
const anyOf = (clauses: string[]) => (clauses.length === 1 ? clauses[0] as string : `(${clauses.join(' OR ')})`)
const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

/** The `listed_until` of a record (see above). */
export function listedUntil(status: string, soldAt: string | null): number {
  if ((IN_STOCK_STATUSES as readonly string[]).includes(status)) return LISTED_FOREVER
  if (status === 'sold' && soldAt) return seconds(new Date(soldAt))
  return 0
}

function statusClause(base: BaseFilter): string {
  const inStockSet = base.statuses.length === IN_STOCK_STATUSES.length && IN_STOCK_STATUSES.every((s) => base.statuses.includes(s))
  if (base.soldSince && inStockSet) return `listed_until >= ${seconds(base.soldSince)}`
  if (base.soldSince) throw new Error(`A sold window with statuses ${base.statuses.join(', ')} cannot be expressed as an Algolia filter`)
  return anyOf(base.statuses.map((s) => `status:${quote(s)}`))
}

export function securedFilter(base: BaseFilter): string {
  if (!base.dealershipIds.length) return 'dealership_id = -1' // a site without dealerships lists nothing
  const clauses = [
    anyOf(base.dealershipIds.map((id) => `dealership_id = ${Number(id)}`)),
    'show_on_dealer_website:true',
    ...(base.minPhotos > 0 ? [`photos_count >= ${base.minPhotos}`] : []),
    statusClause(base),
    ...(base.carTypes ? [anyOf(base.carTypes.map((t) => `car_type:${quote(t)}`))] : []),
    ...base.excludedStockNumbers.map((s) => `NOT stocknum:${quote(s)}`),
    ...base.excludedMakes.map((m) => `NOT make:${quote(m)}`),
  ]
  return clauses.join(' AND ')
}
