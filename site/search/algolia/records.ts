/**
 * Algolia records: the search record of the built-in engine (feed field names, INV §3) plus the
 * computed facets and the attributes the secured filter and ranking read.
 */
import { isInStock } from '../../rules/stockState'
import { FACETS } from '../memory/facetValues'
import type { Queryable } from '../queryable'
import { RECORD_SELECT, toRecord } from '../record'
import { listedUntil } from './securedFilter'

const FROM = 'from vehicles v join dealerships d on d.id = v.dealership_id left join locations l on l.id = v.location_id'

// node-postgres returns numeric columns as text; Algolia's numeric filters and ranking need numbers.
const NUMERIC = ['year', 'km', 'seats', 'doors', 'photos_count', 'views'] as const
const numbers = (record: Record<string, unknown>) =>
  Object.fromEntries(NUMERIC.map((k) => [k, record[k] === null || record[k] === undefined || record[k] === '' ? null : Number(record[k])]))

export type AlgoliaRecord = ReturnType<typeof toRecord> & { dealership_id: number; show_on_dealer_website: boolean; synced_at: number }

export function toAlgoliaRecord(row: Record<string, unknown>, syncedAt: number): AlgoliaRecord {
  const record: Record<string, unknown> & { objectID: string } = { ...toRecord(row), subscription_price: row.subscription_price == null ? null : Number(row.subscription_price) }
  const status = String(row.status)
  const soldAt = typeof record.sold_at === 'string' ? record.sold_at : null
  return {
    ...record,
    ...numbers(record),
    dealership_id: Number(row.dealership_id),
    price_range: FACETS.price_range?.read(record) ?? null,
    weekly_price_range: FACETS.weekly_price_range?.read(record) ?? null,
    show_on_dealer_website: row.show_on_dealer_website === true,
    in_stock: isInStock(status) ? 1 : 0,
    listed_until: listedUntil(status, soldAt),
    sold_at_timestamp: soldAt ? Math.floor(Date.parse(soldAt) / 1000) : null,
    synced_at: syncedAt,
  }
}

/** Records of the given cars (missing ids are simply absent). */
export async function recordsOf(pool: Queryable, ids: number[], syncedAt: number): Promise<AlgoliaRecord[]> {
  const { rows } = await pool.query(`select ${RECORD_SELECT}, v.subscription_price, v.show_on_dealer_website ${FROM} where v.id = any($1::int[])`, [ids])
  return rows.map((row) => toAlgoliaRecord(row, syncedAt))
}

/** One page (by id) of the cars a site's index holds: its dealerships' cars shown on the website. */
export async function recordPage(pool: Queryable, dealershipIds: number[], afterId: number, size: number, syncedAt: number): Promise<AlgoliaRecord[]> {
  const { rows } = await pool.query(
    `select ${RECORD_SELECT}, v.subscription_price, v.show_on_dealer_website ${FROM}
     where v.dealership_id = any($1::int[]) and v.show_on_dealer_website = true and v.id > $2 order by v.id limit $3`,
    [dealershipIds, afterId, size],
  )
  return rows.map((row) => toAlgoliaRecord(row, syncedAt))
}

export async function countIndexable(pool: Queryable, dealershipIds: number[]): Promise<number> {
  const { rows } = await pool.query('select count(*)::int as n from vehicles where dealership_id = any($1::int[]) and show_on_dealer_website = true', [dealershipIds])
  return Number(rows[0]?.n ?? 0)
}
