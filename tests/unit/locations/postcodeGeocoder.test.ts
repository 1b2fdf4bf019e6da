/** The postcode geocoder: the offline table (demo and metro postcodes) and the Google adapter against a local server. */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { googleGeocoder, offlineGeocoder, postcodeGeocoder } from '../../../site/locations/geocoding/postcodeGeocoder'
import { distanceKm } from '../../../site/rules/distance'

// Every postcode of the demo data (scripts/seed/sites.ts) and each capital's CBD.
const DEMO = { '4102': [-27.49, 153.04], '2150': [-33.81, 151.0], '2302': [-32.93, 151.75], '3189': [-37.94, 145.05], '3220': [-38.15, 144.35], '4814': [-19.28, 146.76], '5082': [-34.88, 138.59] }
const CAPITALS = { '2000': [-33.87, 151.21], '3000': [-37.81, 144.96], '4000': [-27.47, 153.02], '5000': [-34.93, 138.6], '6000': [-31.95, 115.86], '7000': [-42.88, 147.33], '0800': [-12.46, 130.84], '2600': [-35.3, 149.13] }

describe('offlineGeocoder (the committed table)', () => {
  it.each(Object.entries({ ...DEMO, ...CAPITALS }))('places %s within 10 km of where it is', async (postcode, [lat, lng]) => {
    const point = await offlineGeocoder.locate(postcode)
    expect(point).not.toBeNull()
    expect(distanceKm(point!, { lat: lat!, lng: lng! })).toBeLessThan(10)
  })
  it('covers the metro ranges: every Sydney, Melbourne and Brisbane CBD-area postcode it is asked for', async () => {
    for (const code of ['2010', '2060', '2113', '2170', '3121', '3141', '3150', '4006', '4067', '4120', '6005', '5006']) expect(await offlineGeocoder.locate(code)).not.toBeNull()
  })
  it.each(['0000', '1', 'abcd', '40000', ''])('knows no %j', async (postcode) => {
    expect(await offlineGeocoder.locate(postcode)).toBeNull()
  })
  it('is the default without a maps key', () => {
    expect(postcodeGeocoder({}).name).toBe('offline-table')
    expect(postcodeGeocoder({ GOOGLE_MAPS_API_KEY: 'k' }).name).toBe('google')
  })
})

const CAPITAL_5000 = { lat: -34.936, lng: 138.608 }

describe('googleGeocoder (against a local server)', () => {
  let server: Server
  let base: string
  const seen: string[] = []
  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x')
      seen.push(url.search)
      const components = url.searchParams.get('components')
      res.setHeader('content-type', 'application/json')
      if (components === 'postal_code:4000|country:AU') return res.end(JSON.stringify({ status: 'OK', results: [{ geometry: { location: { lat: -27.468, lng: 153.028 } } }] }))
      if (components === 'postal_code:5000|country:AU') return res.writeHead(500).end('{}')
      res.end(JSON.stringify({ status: 'ZERO_RESULTS', results: [] }))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/geocode/json`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('reads the first result of a postal-code query in Australia, with the key', async () => {
    expect(await googleGeocoder('secret', { base }).locate('4000')).toEqual({ lat: -27.468, lng: 153.028 })
    expect(seen.at(-1)).toContain('key=secret')
  })
  it('gives no point for no results (Invalid postcode), and asks nothing for a malformed postcode', async () => {
    expect(await googleGeocoder('secret', { base }).locate('0001')).toBeNull()
    const asked = seen.length
    expect(await googleGeocoder('secret', { base }).locate('40')).toBeNull()
    expect(seen).toHaveLength(asked)
  })
  it('falls back to the table when the service fails or cannot be reached', async () => {
    expect(await googleGeocoder('secret', { base }).locate('5000')).toEqual(CAPITAL_5000)
    const unreachable = googleGeocoder('secret', { base: 'http://127.0.0.1:1/geocode/json' })
    expect(await unreachable.locate('3000')).toEqual(await offlineGeocoder.locate('3000'))
  })
})
