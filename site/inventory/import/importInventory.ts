/**
 * Applies a validated feed to one dealership's stock (issue 6 §3): upsert by dealership + stock
 * number, then VIN; in a full feed, cars the feed does not name are marked sold (`soldAt` = now);
 * a delta feed only adds and updates.
 *
 * Atomicity: every car is written by one Payload create/update, which runs in its own
 * transaction, so a row is stored whole or not at all and a failing row (say a slug taken by
 * another dealership's car) is rolled back and reported while the others go on. Per-row
 * transactions rather than one for the whole set, so one bad row can never undo the good ones and
 * a long feed does not hold locks on the whole stock.
 */
import type { Payload } from 'payload'
import { tagsChanged } from '../../cache/revalidate'
import { tags } from '../../cache/tags'
import { slugify } from '../../rules/searchUrl'
import { clearSiteIndexes } from '../../search/memory/indexCache'
import { FeedError } from './feedError'
import type { RawRow } from './parseFeed'
import { validateRows, type Rejection, type ValidRow } from './validateRows'

export type ImportMode = 'full' | 'delta'
/** `unchanged`: cars the feed names exactly as stored (not rewritten, so search is not reloaded). */
export type ImportReport = { created: number; updated: number; unchanged: number; sold: number; rejected: Rejection[] }
export type ImportOptions = { dealershipId: number; rows: RawRow[]; mode: ImportMode; now?: Date }

const CONCURRENCY = 4

type Existing = { id: number; stockNumber: string; vin: string | null; status: string; doc: Record<string, unknown> }

// The importer writes as the system: the caller has already authenticated the dealership's key
// (API) or runs on the server (CLI). Per-row revalidation is skipped; the dealership tag expires once.
const SYSTEM = { overrideAccess: true, context: { disableRevalidate: true } } as const

async function existingCars(payload: Payload, dealershipId: number): Promise<Existing[]> {
  const { docs } = await payload.find({ collection: 'vehicles', ...SYSTEM, where: { dealership: { equals: dealershipId } }, pagination: false, depth: 0 })
  return docs.map((d) => ({ id: d.id, stockNumber: d.stockNumber, vin: d.vin ?? null, status: d.status, doc: d as unknown as Record<string, unknown> }))
}

/** The car a row updates: same stock number, else same VIN on a car the feed does not name. */
function matcher(cars: Existing[], named: Set<string>) {
  const byStock = new Map(cars.map((c) => [c.stockNumber, c]))
  const byVin = new Map(cars.filter((c) => c.vin && !named.has(c.stockNumber)).map((c) => [String(c.vin).toUpperCase(), c]))
  return (row: ValidRow): Existing | undefined => {
    const sameStock = byStock.get(row.stockNumber)
    if (sameStock || !row.data.vin) return sameStock
    const sameVin = byVin.get(row.data.vin)
    byVin.delete(row.data.vin) // one car per VIN: a second row with it is a new car
    return sameVin
  }
}

const reasonsOf = (error: unknown): string[] => {
  const fieldErrors = (error as { data?: { errors?: Array<{ path?: string; message?: string }> } }).data?.errors
  if (Array.isArray(fieldErrors) && fieldErrors.length) return fieldErrors.map((e) => `${e.path ?? 'row'}: ${e.message ?? 'invalid'}`)
  return [error instanceof Error ? error.message : String(error)]
}

type Dealership = { id: number; slug: string }

/**
 * A new car's slug (unless the feed gives one): year, make, model, badge and stock number, as the
 * collection derives it; stock numbers are unique per dealership only, so when another
 * dealership's car holds that slug the dealership's slug is added.
 */
async function newSlug(payload: Payload, data: ValidRow['data'], dealership: Dealership): Promise<string> {
  const base = data.slug ?? slugify([data.year, data.make, data.model, data.badge, data.stockNumber].filter(Boolean).join(' '))
  const { totalDocs } = await payload.count({ collection: 'vehicles', ...SYSTEM, where: { slug: { equals: base } } })
  return totalDocs === 0 ? base : `${base}-${dealership.slug}`
}

/** JSON with sorted keys, so stored JSON (jsonb reorders keys) compares equal to the feed's. */
const stable = (value: unknown): string =>
  JSON.stringify(value ?? null, (_, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v))

const isGroup = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value)

/** A feed value as stored: a group (the specs) matches when each figure the feed gives does; the stored group also holds the ones it does not. */
const sameAs = (stored: unknown, value: unknown): boolean =>
  isGroup(value) && isGroup(stored) ? Object.entries(value).every(([key, v]) => sameAs(stored[key], v)) : stable(stored) === stable(value)

const unchanged = (doc: Record<string, unknown>, data: ValidRow['data']) => Object.entries(data).every(([key, value]) => sameAs(doc[key], value))

async function writeRow(payload: Payload, dealership: Dealership, row: ValidRow, target: Existing | undefined): Promise<'created' | 'updated' | 'unchanged' | Rejection> {
  if (target && unchanged(target.doc, row.data)) return 'unchanged'
  const write = target
    ? payload.update({ collection: 'vehicles', ...SYSTEM, id: target.id, data: row.data, depth: 0 })
    : newSlug(payload, row.data, dealership).then((slug) => payload.create({ collection: 'vehicles', ...SYSTEM, data: { ...row.data, slug, dealership: dealership.id } as never, depth: 0 }))
  return write.then(
    () => (target ? 'updated' : 'created'),
    (error: unknown) => {
      payload.logger.warn({ err: error, dealershipId: dealership.id, row: row.row, stockNumber: row.stockNumber }, 'inventory import: row not stored')
      return { row: row.row, stockNumber: row.stockNumber, reasons: reasonsOf(error) }
    },
  )
}

async function markMissingSold(payload: Payload, cars: Existing[], keep: Set<number>, named: Set<string>, now: Date): Promise<number> {
  const missing = cars.filter((c) => c.status !== 'sold' && !keep.has(c.id) && !named.has(c.stockNumber))
  for (const car of missing) {
    await payload.update({ collection: 'vehicles', ...SYSTEM, id: car.id, data: { status: 'sold', soldAt: now.toISOString() }, depth: 0 })
  }
  return missing.length
}

export async function importInventory(payload: Payload, { dealershipId, rows, mode, now = new Date() }: ImportOptions): Promise<ImportReport> {
  const feed = validateRows(rows)
  if (mode === 'full' && feed.named.size === 0) throw new FeedError('A full feed naming no stock numbers would mark every car sold; nothing was changed')
  const dealership = { id: dealershipId, slug: (await payload.findByID({ collection: 'dealerships', ...SYSTEM, id: dealershipId, depth: 0 })).slug }
  const cars = await existingCars(payload, dealershipId)
  const match = matcher(cars, feed.named)
  const report: ImportReport = { created: 0, updated: 0, unchanged: 0, sold: 0, rejected: [...feed.rejected] }
  const targets = feed.valid.map((row) => ({ row, target: match(row) }))
  const touched = new Set(targets.flatMap(({ target }) => (target ? [target.id] : [])))
  // Rows touch different cars (stock numbers are unique in a feed, a VIN matches once), so a few
  // run at once; each is still its own transaction.
  const pending = [...targets]
  const worker = async () => {
    for (let next = pending.shift(); next; next = pending.shift()) {
      const outcome = await writeRow(payload, dealership, next.row, next.target)
      if (typeof outcome === 'string') report[outcome]++
      else report.rejected.push(outcome)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  if (mode === 'full') report.sold = await markMissingSold(payload, cars, touched, feed.named, now)
  report.rejected.sort((a, b) => a.row - b.row)
  // The search index notices the new updated_at within a second anyway; in this process, at once.
  clearSiteIndexes()
  await tagsChanged(payload, [tags.dealership(String(dealershipId))])
  return report
}
