import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { seededRandom } from './random'
import type { SeededSite } from './seedSites'
import { generateVehicle, type VehicleRow } from './vehicles'

const BATCH = 2000
/** The demo's "now": fixed so that the same seed gives the same states, whatever the day. */
export const seedNow = () => new Date(process.env.SEED_NOW ?? Date.now())

export async function insertBatch(payload: Payload, rows: VehicleRow[]): Promise<void> {
  // json_populate_recordset maps the snake_case keys onto the table's columns in one statement.
  const json = JSON.stringify(rows)
  await payload.db.drizzle.execute(sql`
    insert into vehicles (${sql.raw(Object.keys(rows[0] ?? {}).map((k) => `"${k}"`).join(', '))}, updated_at, created_at)
    select ${sql.raw(Object.keys(rows[0] ?? {}).map((k) => `r."${k}"`).join(', '))}, now(), now()
    from json_populate_recordset(null::vehicles, ${json}::json) as r`)
}

/** Spreads `total` vehicles over the sites' dealerships by each site's share, in batches with progress. */
export async function seedVehicles(payload: Payload, sites: SeededSite[], total: number, shares?: number[]): Promise<void> {
  const random = seededRandom(20261123)
  const now = seedNow()
  const dealerships = sites.flatMap((s, i) => s.dealerships.map((d) => ({ d, share: (shares?.[i] ?? s.seed.vehicleShare) / s.dealerships.length })))
  let index = 0
  let batch: VehicleRow[] = []
  for (const [position, { d, share }] of dealerships.entries()) {
    const last = position === dealerships.length - 1
    const count = last ? total - index : Math.round(total * share)
    for (let i = 0; i < count && index < total; i++) {
      batch.push(generateVehicle(random, { dealership: d.seed, dealershipId: d.id, locationIds: d.locationIds, cities: d.cities, now }, index++))
      if (batch.length === BATCH) {
        await insertBatch(payload, batch)
        batch = []
        process.stdout.write(`\r  vehicles: ${index.toLocaleString('en-AU')} / ${total.toLocaleString('en-AU')}`)
      }
    }
  }
  if (batch.length) await insertBatch(payload, batch)
  process.stdout.write(`\r  vehicles: ${index.toLocaleString('en-AU')} / ${total.toLocaleString('en-AU')} inserted\n`)
}
