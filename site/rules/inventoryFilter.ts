/**
 * The site's inventory base filter (INV §9, FIN §9, variants §1 `inventory.*`): what the site lists
 * before any shopper filter, which the client can never widen. Backends compile `InventoryFilter`;
 * `isListed` is the same rule over one car, the oracle they are tested against.
 *
 * Photo threshold (variants open question 7): a car needs at least `minPhotos` photos
 * (photos_count ≥ minPhotos), so 0 means no requirement and the listed values 0–14 stay distinct.
 * Sold window: a rolling `includeSoldCarsDays` × 24 hours back from now, inclusive; 0 lists no sold car.
 */
import type { SiteConfig } from '../config/siteConfig'
import { IN_STOCK_STATUSES } from './stockState'
import type { CarInput } from './vehicleTypes'

export type InventorySettings = Pick<
  SiteConfig['inventory'],
  'minPhotos' | 'includeSoldCarsDays' | 'onlyInStock' | 'carTypes' | 'excludedStockNumbers' | 'excludedMakes'
>

export type DealershipId = string | number

/** Listed = every condition holds; `statuses` or (sold and sold at or after `soldSince`). */
export type InventoryFilter = {
  dealershipIds: readonly DealershipId[]
  showOnDealerWebsite: true
  minPhotos: number
  statuses: readonly string[]
  soldSince: Date | null
  carTypes: readonly string[] | null
  excludedStockNumbers: readonly string[]
  excludedMakes: readonly string[]
}

/** The car fields the base filter reads, by their feed names (INV §3). */
export type ListableCar = Pick<CarInput, 'status' | 'car_type' | 'photos_count' | 'stocknum' | 'make'> & {
  dealership_id?: DealershipId | null
  show_on_dealer_website?: boolean | null
  sold_at?: Date | string | null
}

export const SOLD_STATUS = 'sold'
const DAY_MS = 24 * 60 * 60 * 1000

const soldSinceOf = (days: number, now: Date): Date | null => (days > 0 ? new Date(now.getTime() - days * DAY_MS) : null)

/** The base filter of a site's dealerships at `now` (INV §9; `inventory.onlyInStock` lists in_stock only). */
export function inventoryFilter(settings: InventorySettings, dealershipIds: readonly DealershipId[], now: Date): InventoryFilter {
  return {
    dealershipIds,
    showOnDealerWebsite: true,
    minPhotos: settings.minPhotos,
    statuses: settings.onlyInStock ? ['in_stock'] : IN_STOCK_STATUSES,
    soldSince: settings.onlyInStock ? null : soldSinceOf(settings.includeSoldCarsDays, now),
    carTypes: settings.carTypes?.length ? settings.carTypes : null,
    excludedStockNumbers: settings.excludedStockNumbers,
    excludedMakes: settings.excludedMakes,
  }
}

/** A missing sale date is never inside a window (not the epoch). */
const soldAtOrAfter = (soldAt: ListableCar['sold_at'], since: Date): boolean => (soldAt ? new Date(soldAt).getTime() : Number.NaN) >= since.getTime()

/** Sold within the last `days` days (FIN §9: window 3 days by default), boundary included. */
export function isSoldWithinWindow(car: Pick<ListableCar, 'status' | 'sold_at'>, now: Date, days: number): boolean {
  const since = soldSinceOf(days, now)
  return car.status === SOLD_STATUS && since !== null && soldAtOrAfter(car.sold_at, since)
}

const statusListed = (car: ListableCar, filter: InventoryFilter): boolean =>
  filter.statuses.some((s) => s === car.status) || (car.status === SOLD_STATUS && filter.soldSince !== null && soldAtOrAfter(car.sold_at, filter.soldSince))

/** A car without the value is never excluded (SQL backends need `is null or not in`). */
const notIn = (value: string | null | undefined, excluded: readonly string[]) => !excluded.some((x) => x === value)

/** Whether the site lists a car (the brute-force oracle of the base filter). */
export function isListed(car: ListableCar, filter: InventoryFilter): boolean {
  return (
    filter.dealershipIds.some((id) => car.dealership_id !== null && car.dealership_id !== undefined && String(id) === String(car.dealership_id)) &&
    car.show_on_dealer_website === true &&
    (car.photos_count ?? 0) >= filter.minPhotos &&
    statusListed(car, filter) &&
    (filter.carTypes === null || filter.carTypes.some((t) => t === car.car_type)) &&
    notIn(car.stocknum, filter.excludedStockNumbers) &&
    notIn(car.make, filter.excludedMakes)
  )
}
