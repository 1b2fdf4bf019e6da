/**
 * A site's searchable stock held in memory, loaded from PostgreSQL (the one store) and kept fresh:
 * a cheap version check (row count and latest update of the site's dealerships) runs at most once
 * a second per site, so a change is searchable within a second on every app instance.
 */
import type { BaseFilter } from '../../inventory/baseFilter'
import { RECORD_SELECT, toRecord } from '../record'
import type { Queryable } from '../queryable'
import { buildColumns, type Column } from './columns'
import { searchTextOf } from './facetValues'

export type IndexedCar = {
  record: ReturnType<typeof toRecord>
  text: string
  photos: number
  status: string
  soldAtMs: number | null
  carType: string
  stock: string
  make: string
  listedMs: number
  price: number | null
  id: number
}

export type SiteIndex = { cars: IndexedCar[]; columns: Record<string, Column>; orders: Record<'relevance' | 'latest' | 'priceDesc' | 'priceAsc', Int32Array> }

const FROM = 'from vehicles v join dealerships d on d.id = v.dealership_id left join locations l on l.id = v.location_id'
const CHECK_EVERY_MS = 1000
const DAY_MS = 24 * 60 * 60 * 1000

type Entry = { index: Promise<SiteIndex>; version: string; checkedAt: number; soldSinceMs: number }
const entries = new Map<string, Entry>()

const inStock = (status: string) => status === 'in_stock' || status === 'coming_soon'

/** Car positions pre-sorted for each sort replica, so a query filters in order and slices a page. */
function ordersOf(cars: IndexedCar[]): SiteIndex['orders'] {
  const positions = () => cars.map((_, i) => i)
  const sorted = (compare: (a: IndexedCar, b: IndexedCar) => number) => Int32Array.from(positions().sort((x, y) => compare(cars[x] as IndexedCar, cars[y] as IndexedCar)))
  const byId = (a: IndexedCar, b: IndexedCar) => b.id - a.id
  const latest = (a: IndexedCar, b: IndexedCar) => b.listedMs - a.listedMs || byId(a, b)
  return {
    relevance: sorted((a, b) => Number(inStock(b.status)) - Number(inStock(a.status)) || latest(a, b)),
    latest: sorted(latest),
    priceDesc: sorted((a, b) => (b.price ?? -Infinity) - (a.price ?? -Infinity) || byId(a, b)),
    priceAsc: sorted((a, b) => (a.price ?? Infinity) - (b.price ?? Infinity) || a.id - b.id),
  }
}

async function load(pool: Queryable, dealershipIds: number[], soldSinceMs: number): Promise<SiteIndex> {
  const { rows } = await pool.query(
    `select ${RECORD_SELECT}, v.subscription_price ${FROM}
     where v.dealership_id = any($1::int[]) and v.show_on_dealer_website = true
       and (v.status in ('in_stock', 'coming_soon') or (v.status = 'sold' and v.sold_at >= $2::timestamptz))`,
    [dealershipIds, new Date(soldSinceMs).toISOString()],
  )
  const cars = rows.map((row): IndexedCar => {
    const record = { ...toRecord(row), subscription_price: row.subscription_price == null ? null : Number(row.subscription_price) }
    return {
      record,
      text: searchTextOf(record),
      photos: Number(row.photos_count ?? 0),
      status: String(row.status),
      soldAtMs: row.sold_at ? new Date(row.sold_at as string).getTime() : null,
      carType: String(row.car_type),
      stock: String(row.stock_number ?? ''),
      make: String(row.make ?? ''),
      listedMs: row.listed_at ? new Date(row.listed_at as string).getTime() : 0,
      price: row.price == null ? null : Number(row.price),
      id: Number(row.id),
    }
  })
  return { cars, columns: buildColumns(cars.map((c) => c.record)), orders: ordersOf(cars) }
}

async function versionOf(pool: Queryable, dealershipIds: number[]): Promise<string> {
  const { rows } = await pool.query('select count(*)::int as n, max(updated_at) as at from vehicles where dealership_id = any($1::int[])', [dealershipIds])
  const row = rows[0] ?? {}
  return `${row.n}:${row.at instanceof Date ? row.at.toISOString() : String(row.at)}`
}

const refreshing = new Map<string, Promise<SiteIndex>>()

async function refresh(pool: Queryable, key: string, dealershipIds: number[], soldSinceMs: number, now: number): Promise<SiteIndex> {
  const entry = entries.get(key)
  const version = await versionOf(pool, dealershipIds)
  if (entry && entry.version === version && entry.soldSinceMs <= soldSinceMs) {
    entry.checkedAt = now
    return entry.index
  }
  // Load a day more of sold cars than the window needs, so the window can move for a day without a reload.
  const index = await load(pool, dealershipIds, soldSinceMs - DAY_MS)
  entries.set(key, { index: Promise.resolve(index), version, checkedAt: now, soldSinceMs: soldSinceMs - DAY_MS })
  return index
}

/**
 * The index for a base filter's dealerships, reloaded when the data changed or the sold window
 * moved. Concurrent callers share one refresh, so a burst of requests loads the stock once.
 */
export function siteIndex(pool: Queryable, base: BaseFilter, now = Date.now()): Promise<SiteIndex> {
  const dealershipIds = base.dealershipIds.map(Number)
  const key = [...dealershipIds].sort((a, b) => a - b).join(',')
  // No sold window: no sold cars are needed, whatever their date.
  const soldSinceMs = base.soldSince ? base.soldSince.getTime() : now + DAY_MS
  const entry = entries.get(key)
  if (entry && now - entry.checkedAt < CHECK_EVERY_MS && entry.soldSinceMs <= soldSinceMs) return entry.index
  let pending = refreshing.get(key)
  if (!pending) {
    pending = refresh(pool, key, dealershipIds, soldSinceMs, now).finally(() => refreshing.delete(key))
    refreshing.set(key, pending)
  }
  return pending
}

/** Drops every cached index (tests, and after bulk imports in this process). */
export const clearSiteIndexes = () => entries.clear()
