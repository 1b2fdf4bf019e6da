/**
 * Issue 15 item 1: GET /api/nearest-locations sorts the site's visible locations by distance from
 * a postcode (offline table by default), answers 400 `Invalid postcode` for an unknown one and the
 * field message for a malformed one, and is rate limited in the shared PostgreSQL limiter.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { nearestLocations } from '../../site/locations/nearestLocations'
import { getPayloadClient } from '../../site/payload'
import { buildWorld, type World } from './setup/fixtures'

const OPEN = { limit: 100_000, windowSeconds: 600 }
const context = { disableRevalidate: true }
let payload: Payload
let world: World
const ids: Record<string, number> = {}

async function get(postcode: string, options: { ip?: string; limit?: { limit: number; windowSeconds: number } } = {}) {
  const request = new Request(`http://localhost:3000/api/nearest-locations?postcode=${encodeURIComponent(postcode)}`, {
    headers: { 'x-forwarded-host': 'site-nearest-a.localhost:3000', 'x-forwarded-for': options.ip ?? '10.2.0.1' },
  })
  const response = await nearestLocations(request, { limit: options.limit ?? OPEN })
  return { status: response.status, json: (await response.json()) as any }
}

beforeAll(async () => {
  payload = await getPayloadClient()
  world = await buildWorld(payload, 'nearest')
  const places = { adelaide: [-34.886, 138.587, '5082'], townsville: [-19.267, 146.78, '4814'], geelong: [-38.15, 144.35, '3220'] } as const
  for (const [slug, [lat, lng, postcode]] of Object.entries(places)) {
    const doc = await payload.create({ collection: 'locations', context, data: { name: `Yard ${slug}`, slug: `nearest-${slug}`, dealership: world.a.dealershipId, visible: true, address: { street: '1 Main St', city: slug, state: 'qld', postcode, lat, lng } } as never })
    ids[slug] = doc.id
  }
})

describe('GET /api/nearest-locations', () => {
  it.each([
    ['5000', 'adelaide'],
    ['4810', 'townsville'],
    ['3000', 'geelong'],
  ])('from %s the %s location comes first, then by distance; a location without a point comes last', async (postcode, first) => {
    const { status, json } = await get(postcode)
    expect(status).toBe(200)
    expect(json.postcode).toBe(postcode)
    const locations = json.locations as Array<{ id: number; km: number | null }>
    expect(locations[0]?.id).toBe(ids[first])
    const kms = locations.map((l) => l.km).filter((km): km is number => km !== null)
    expect(kms).toEqual([...kms].sort((a, b) => a - b))
    expect(locations.at(-1)).toEqual({ id: world.a.locationId, km: null })
    expect(locations.map((l) => l.id)).not.toContain(world.a.hiddenLocationId)
  })

  it('answers an unknown postcode with 400 Invalid postcode, a malformed one with the field message', async () => {
    expect(await get('0001')).toEqual({ status: 400, json: { message: 'Invalid postcode', path: 'postcode' } })
    expect(await get('12a4')).toEqual({ status: 400, json: { message: 'Invalid postcode. Please enter a 4-digit number.', path: 'postcode' } })
    expect(await get('')).toMatchObject({ status: 400 })
  })

  it('is rate limited per IP', async () => {
    const ip = `10.3.${Math.floor(Math.random() * 250)}.9`
    const limit = { limit: 1, windowSeconds: 600 }
    expect((await get('4000', { ip, limit })).status).toBe(200)
    expect((await get('4000', { ip, limit })).status).toBe(429)
  })
})
