/**
 * Inventory import (issue 6 §3) against real PostgreSQL: the exact report and final stock for a
 * full CSV feed with good rows, malformed rows and a missing car; a JSON delta feed; and the API
 * key check of POST /api/inventory/import.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { handleImport } from '../../site/inventory/import/handler'
import { importInventory } from '../../site/inventory/import/importInventory'
import { parseFeed } from '../../site/inventory/import/parseFeed'
import { rest } from './setup/api'
import { multiQuery } from '../../site/search/service'
import { testPayload } from './setup/payload'

const context = { disableRevalidate: true }
const FEED = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/inventoryFeed.csv'), 'utf8')
const NOW = new Date('2026-11-23T01:00:00.000Z')
const KEY_A = 'key-for-dealer-a-0123456789abcdef'
const KEY_B = 'key-for-dealer-b-0123456789abcdef'
const photos = (n: number, stock: string) => Array.from({ length: n }, (_, i) => ({ url: `https://img.example/${stock}-${i}.jpg` }))

let payload: Payload
let dealerA = 0
let dealerB = 0
const ids: Record<string, number> = {}

async function car(dealership: number, stockNumber: string, extra: Record<string, unknown> = {}) {
  const doc = await payload.create({ collection: 'vehicles', context, data: { name: `Car ${stockNumber}`, slug: `seeded-${dealership}-${stockNumber.toLowerCase()}`, make: 'Mazda', model: 'CX-5', year: 2020, carType: 'used', status: 'in_stock', price: 20000, dealership, stockNumber, images: photos(3, stockNumber), ...extra } })
  return doc.id
}

const stockOf = async (dealership: number) => {
  const { docs } = await payload.find({ collection: 'vehicles', context, where: { dealership: { equals: dealership } }, pagination: false, sort: 'stockNumber', depth: 0 })
  return Object.fromEntries(docs.map((d) => [d.stockNumber, d]))
}

beforeAll(async () => {
  payload = await testPayload()
  dealerA = (await payload.create({ collection: 'dealerships', context, data: { name: 'Import A', slug: 'import-a', newImportApiKey: KEY_A } })).id
  dealerB = (await payload.create({ collection: 'dealerships', context, data: { name: 'Import B', slug: 'import-b', newImportApiKey: KEY_B } })).id
  ids.c100 = await car(dealerA, 'IMP-100')
  ids.c200 = await car(dealerA, 'IMP-200')
  ids.c300 = await car(dealerA, 'OLD-300', { vin: 'JM0KF4W1A00123456', model: 'BT-50' })
  ids.c400 = await car(dealerA, 'IMP-400', { status: 'sold', soldAt: '2026-11-01T00:00:00.000Z' })
  ids.c500 = await car(dealerA, 'IMP-500', { price: 13990 })
  ids.b200 = await car(dealerB, 'IMP-200')
  await payload.create({ collection: 'sites', context, data: { name: 'Import site', slug: 'import-site', template: 'used-car', dealerships: [dealerA] } })
})

describe('full CSV feed', () => {
  it('reports created, updated, sold and every rejected row with its reasons', async () => {
    const report = await importInventory(payload, { dealershipId: dealerA, rows: parseFeed(FEED, 'csv'), mode: 'full', now: NOW })
    expect(report).toEqual({
      created: 2,
      updated: 2,
      unchanged: 0,
      sold: 1,
      rejected: [
        { row: 5, stockNumber: 'IMP-500', reasons: ['price: must be a number of dollars such as 12990, got "12,99O"'] },
        { row: 6, stockNumber: null, reasons: ['stocknum: is required'] },
        { row: 7, stockNumber: 'IMP-700', reasons: ['status: must be one of in_stock, coming_soon, sold, others, got "available"'] },
        { row: 8, stockNumber: 'IMP-800', reasons: ['dealercomments: contains active markup (<script>); only formatting such as <p>, <br> and <b> is accepted'] },
      ],
    })
  })

  it('leaves the stock in the right final state', async () => {
    const a = await stockOf(dealerA)
    expect(Object.keys(a)).toEqual(['IMP-100', 'IMP-200', 'IMP-300', 'IMP-400', 'IMP-500', 'IMP-600', 'IMP-900'])
    expect(a['IMP-100']).toMatchObject({ id: ids.c100, price: 23990, km: 45000, status: 'in_stock', dealerComments: 'One owner | Log books | Two keys', photosCount: 3 })
    expect(a['IMP-200']).toMatchObject({ id: ids.c200, status: 'sold', soldAt: NOW.toISOString() })
    expect(a['IMP-300']).toMatchObject({ id: ids.c300, vin: 'JM0KF4W1A00123456', price: 31990 })
    expect(a['IMP-400']).toMatchObject({ id: ids.c400, status: 'sold', soldAt: '2026-11-01T00:00:00.000Z' })
    expect(a['IMP-500']).toMatchObject({ id: ids.c500, status: 'in_stock', price: 13990 })
    expect(a['IMP-600']).toMatchObject({ make: 'Toyota', name: '2020 Toyota Corolla', dealerComments: 'Sunroof, tow bar and "premium" sound', photosCount: 3, primaryImageUrl: 'https://img.example/600-1.jpg' })
    expect(a['IMP-900']).toMatchObject({ status: 'coming_soon', carType: 'new', dealerComments: '', soldAt: null })
    const b = await stockOf(dealerB)
    expect(b['IMP-200']).toMatchObject({ id: ids.b200, status: 'in_stock', soldAt: null })
  })

  it('is idempotent: the same feed again writes nothing', async () => {
    const stamp = async () => (await payload.find({ collection: 'vehicles', context, where: { dealership: { equals: dealerA } }, pagination: false, depth: 0 })).docs.map((d) => d.updatedAt).sort()
    const before = await stamp()
    const report = await importInventory(payload, { dealershipId: dealerA, rows: parseFeed(FEED, 'csv'), mode: 'full', now: NOW })
    expect({ ...report, rejected: report.rejected.map((r) => r.row) }).toEqual({ created: 0, updated: 0, unchanged: 4, sold: 0, rejected: [5, 6, 7, 8] })
    expect(await stamp()).toEqual(before)
  })

  it('gives a new car a slug of its own when another dealership has the same car and stock number', async () => {
    const sameCar = 'stocknum,make,model,year,badge,car_type,price\nIMP-600,Toyota,Corolla,2020,Ascent,used,18990\n'
    const report = await importInventory(payload, { dealershipId: dealerB, rows: parseFeed(sameCar, 'csv'), mode: 'delta' })
    expect(report).toEqual({ created: 1, updated: 0, unchanged: 0, sold: 0, rejected: [] })
    expect((await stockOf(dealerA))['IMP-600']?.slug).toBe('2020-toyota-corolla-ascent-imp-600')
    expect((await stockOf(dealerB))['IMP-600']?.slug).toBe('2020-toyota-corolla-ascent-imp-600-import-b')
  })

  it('refuses a full feed that names no stock number, changing nothing', async () => {
    await expect(importInventory(payload, { dealershipId: dealerA, rows: parseFeed('stocknum,make\n,Mazda\n', 'csv'), mode: 'full' })).rejects.toThrow(/naming no stock numbers/)
    expect((await stockOf(dealerA))['IMP-100']?.status).toBe('in_stock')
  })
})

const post = (body: string, options: { key?: string; dealership?: string; type?: string; mode?: string } = {}) => {
  const url = new URL('http://localhost/api/inventory/import')
  url.searchParams.set('dealership', options.dealership ?? 'import-a')
  if (options.mode) url.searchParams.set('mode', options.mode)
  const headers: Record<string, string> = { 'content-type': options.type ?? 'application/json' }
  if (options.key) headers.authorization = `Bearer ${options.key}`
  return new Request(url, { method: 'POST', headers, body })
}

describe('POST /api/inventory/import', () => {
  const delta = JSON.stringify({ vehicles: [
    { stocknum: 'IMP-1000', make: 'Mazda', model: 'MX-5', year: 2023, car_type: 'used', price: 39990, images: ['https://img.example/1.jpg', 'https://img.example/2.jpg', 'https://img.example/3.jpg'] },
    { stocknum: 'IMP-1001', make: 'Mazda', model: 'CX-9', car_type: 'used', price: -1 },
  ] })

  it('answers 401 JSON without a key, with a wrong key and with another dealership\'s key', async () => {
    for (const key of [undefined, 'not-the-key-0123456789abcdef', KEY_B]) {
      const response = await handleImport(post(delta, { key }))
      expect(response.status).toBe(401)
      expect(await response.json()).toMatchObject({ status: 401, message: expect.stringContaining('API key') })
    }
    expect((await stockOf(dealerA))['IMP-1000']).toBeUndefined()
  })

  it('answers 400 with a message for an unreadable body, 415 for another content type and 413 for an oversized one', async () => {
    const broken = await handleImport(post('{"vehicles": [', { key: KEY_A }))
    expect(broken.status).toBe(400)
    expect((await broken.json()).message).toMatch(/^The feed is not valid JSON/)
    const text = await handleImport(post(delta, { key: KEY_A, type: 'text/plain' }))
    expect(text.status).toBe(415)
    expect(await text.json()).toEqual({ status: 415, message: 'Send the feed as text/csv or application/json' })
    const big = await handleImport(post(delta, { key: KEY_A }), 100)
    expect(big.status).toBe(413)
    expect((await big.json()).message).toBe('The feed is larger than 100 bytes')
  })

  it('imports a JSON delta feed (rows numbered from 1) without selling the cars it does not name, and search finds the new car', async () => {
    const response = await handleImport(post(delta, { key: KEY_A, mode: 'delta' }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ created: 1, updated: 0, unchanged: 0, sold: 0, rejected: [{ row: 2, stockNumber: 'IMP-1001', reasons: ['price: must not be negative'] }] })
    const a = await stockOf(dealerA)
    expect(a['IMP-1000']).toMatchObject({ model: 'MX-5', status: 'in_stock' })
    expect(a['IMP-100']?.status).toBe('in_stock')
    const search = await multiQuery(new Request('http://import-site.localhost/api/search/1/indexes/*/queries', { method: 'POST', headers: { 'x-forwarded-host': 'import-site.localhost' }, body: JSON.stringify({ requests: [{ indexName: 'vehicles', query: 'IMP-1000' }] }) }))
    const { results } = await search.json()
    expect(results[0].hits.map((h: { stocknum: string }) => h.stocknum)).toEqual(['IMP-1000'])
  })

  it('carries a caravan\'s lines into the specs group; the same row again is unchanged, and a row without them keeps them', async () => {
    const caravan = { stocknum: 'CV-1', make: 'Jayco', model: 'Journey', year: 2024, car_type: 'new', price: 84990, item_type: 'caravan', body: 'Caravan', body_length: 21, body_width: '7.8', tare_weight: 2350, axle_type: 'Tandem', sleeps: 4, aggregate_trailer_mass: 3000, images: photos(3, 'CV-1').map((p) => p.url) }
    const run = (row: Record<string, unknown>) => importInventory(payload, { dealershipId: dealerA, rows: [{ row: 1, values: row }], mode: 'delta', now: NOW })
    expect(await run(caravan)).toMatchObject({ created: 1, updated: 0, unchanged: 0, rejected: [] })
    expect((await stockOf(dealerA))['CV-1']).toMatchObject({ itemType: 'caravan', specs: { bodyLength: 21, bodyWidth: 7.8, tareWeight: 2350, axleType: 'Tandem', sleeps: 4, aggregateTrailerMass: 3000, grossVehicleMass: null } })
    expect(await run(caravan)).toMatchObject({ created: 0, updated: 0, unchanged: 1 })
    const { body_length: _length, body_width: _width, tare_weight: _tare, axle_type: _axle, sleeps: _sleeps, aggregate_trailer_mass: _atm, ...withoutSpecs } = caravan
    expect(await run({ ...withoutSpecs, price: 82990 })).toMatchObject({ updated: 1 })
    expect((await stockOf(dealerA))['CV-1']).toMatchObject({ price: 82990, specs: { bodyLength: 21, tareWeight: 2350, aggregateTrailerMass: 3000 } })
    expect(await run({ ...caravan, price: 82990, tare_weight: 2400 })).toMatchObject({ updated: 1 })
  })

  it('stores only a hash of the key: staff see the masked hint, nobody reads the hash', async () => {
    const raw = await payload.findByID({ collection: 'dealerships', id: dealerA, depth: 0 })
    expect(raw.importApiKeyHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(raw)).not.toContain(KEY_A)
    const staff = await payload.create({ collection: 'users', context, data: { email: 'staff-import@int.test', password: 'test-pass-1234', role: 'platform-staff' } })
    const seen = await payload.findByID({ collection: 'dealerships', id: dealerA, depth: 0, overrideAccess: false, user: { ...staff, collection: 'users' } })
    expect(seen).toMatchObject({ importApiKeyHint: '••••cdef' })
    expect(seen).not.toHaveProperty('importApiKeyHash')
    const anonymous = await rest('GET', `/dealerships/${dealerA}`)
    expect(anonymous.status).toBe(200)
    expect(anonymous.json).toMatchObject({ slug: 'import-a' })
    expect(Object.keys(anonymous.json).filter((k) => /importapikey/i.test(k))).toEqual([])
  })
})
