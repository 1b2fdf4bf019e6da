/**
 * A site's searchable stock as an in-memory index, loaded from PostgreSQL (the one store) with a
 * version (row count and latest update of the site's dealerships) that tells when to reload it.
 * indexCache.ts decides when to check.
 */
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
const DAY_MS = 24 * 60 * 60 * 1000
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

/** Loads a day more of sold cars than the window needs, so the window can move for a day without a reload. */
export async function loadVersioned(pool: Queryable, dealershipIds: number[], soldSinceMs: number, known: Loaded | null, now: number): Promise<Loaded> {
  const version = await versionOf(pool, dealershipIds)
  if (known && known.version === version && known.soldSinceMs <= soldSinceMs) return { ...known, checkedAt: now }
  const index = await load(pool, dealershipIds, soldSinceMs - DAY_MS)
  return { index, version, checkedAt: now, soldSinceMs: soldSinceMs - DAY_MS }
}

export type Loaded = { index: SiteIndex; version: string; checkedAt: number; soldSinceMs: number }
