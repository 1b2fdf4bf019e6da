/**
 * Two sites' stock for the search API tests: site A (two dealerships, photo threshold 2) and site B
 * (one dealership), seeded with the demo generator, each behind its own local HTTP server with the
 * real algoliasearch client pointed at it. `rowsA` is what site A should list, worked out here in
 * plain SQL terms so the tests compare the API with an independent evaluation.
 */
import { algoliasearch, type SearchClient } from 'algoliasearch'
import type { Payload } from 'payload'
import { seededRandom } from '../../../scripts/seed/random'
import { insertBatch } from '../../../scripts/seed/seedVehicles'
import type { DealershipSeed } from '../../../scripts/seed/sites'
import { generateVehicle } from '../../../scripts/seed/vehicles'
import { testPayload } from './payload'
import { startSearchServer } from './searchServer'

export type Row = Record<string, any>

export type SearchWorld = {
  payload: Payload
  clientA: SearchClient
  clientB: SearchClient
  portA: number
  rowsA: Row[]
  dealershipB: { id: number; name: string }
  close: () => Promise<void>
}

const context = { disableRevalidate: true }
const SOLD_WINDOW_MS = 3 * 24 * 3600 * 1000 // FIN §9 default window

const dealershipSeed = (slug: string): DealershipSeed => ({ name: slug, slug, licence: 'L1', phones: {}, makes: 'all', carTypes: ['new', 'used', 'demo'], locations: [] })

async function dealership(payload: Payload, slug: string) {
  const d = await payload.create({ collection: 'dealerships', context, data: { name: `Dealer ${slug}`, slug } })
  const l = await payload.create({ collection: 'locations', context, data: { name: `Yard ${slug}`, slug: `yard-${slug}`, dealership: d.id } })
  return { id: d.id, name: d.name, locationId: l.id }
}

async function stock(payload: Payload, count: number, d: { id: number; locationId: number }, slug: string, seed: number) {
  const random = seededRandom(seed)
  const now = new Date()
  const rows = Array.from({ length: count }, (_, i) => generateVehicle(random, { dealership: dealershipSeed(slug), dealershipId: d.id, locationIds: [d.locationId], cities: [{ city: 'Brisbane', state: 'qld' }, { city: 'Gold Coast', state: 'qld' }], now }, seed * 1000 + i))
  await insertBatch(payload, rows)
}

export const clientFor = (port: number) => algoliasearch('local', 'local-key', { hosts: [{ url: `127.0.0.1:${port}/api/search`, accept: 'readWrite', protocol: 'http' }] })

/** `prefix` keeps the dealership and site slugs of different test files apart. */
export async function buildSearchWorld(prefix: string): Promise<SearchWorld> {
  const payload = await testPayload()
  const a1 = await dealership(payload, `${prefix}-a1`)
  const a2 = await dealership(payload, `${prefix}-a2`)
  const b1 = await dealership(payload, `${prefix}-b1`)
  await payload.create({ collection: 'sites', context, data: { name: `${prefix} A`, slug: `${prefix}-a`, template: 'group', dealerships: [a1.id, a2.id], config: { inventory: { minPhotos: 2 } } } })
  await payload.create({ collection: 'sites', context, data: { name: `${prefix} B`, slug: `${prefix}-b`, template: 'used-car', dealerships: [b1.id] } })
  await stock(payload, 180, a1, `${prefix}-a1`, 11)
  await stock(payload, 120, a2, `${prefix}-a2`, 12)
  await stock(payload, 150, b1, `${prefix}-b1`, 13)
  const { rows } = await (payload.db as any).pool.query(
    'select v.*, d.name as dealership_name from vehicles v join dealerships d on d.id = v.dealership_id where v.dealership_id = any($1::int[])',
    [[a1.id, a2.id]],
  )
  const soldSince = Date.now() - SOLD_WINDOW_MS
  const rowsA = (rows as Row[]).filter(
    (r) => r.show_on_dealer_website && r.photos_count >= 2 && (['in_stock', 'coming_soon'].includes(r.status) || (r.status === 'sold' && new Date(r.sold_at).getTime() >= soldSince)),
  )
  const a = await startSearchServer(`${prefix}-a.localhost`)
  const b = await startSearchServer(`${prefix}-b.localhost`)
  return {
    payload,
    clientA: clientFor(a.port),
    clientB: clientFor(b.port),
    portA: a.port,
    rowsA,
    dealershipB: { id: b1.id, name: b1.name },
    close: async () => {
      await Promise.all([a.close(), b.close()])
    },
  }
}
