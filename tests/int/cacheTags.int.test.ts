/** A dealership change expires the view of every site that lists it (its licence numbers and phones show there). */
import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { dealershipTags } from '../../collections/Dealerships'
import { tags } from '../../site/cache/tags'
import { buildWorld, type World } from './setup/fixtures'
import { testPayload } from './setup/payload'

let payload: Payload
let world: World

beforeAll(async () => {
  payload = await testPayload()
  world = await buildWorld(payload, 'cachetags')
})

describe('dealership cache tags', () => {
  it('name the dealership and each site that lists it, and no other site', async () => {
    const req = await createLocalReq({}, payload)
    const expired = await dealershipTags({ id: world.a.dealershipId }, req)
    expect(expired).toContain(tags.dealership(world.a.dealershipId))
    expect(expired).toContain(tags.site(world.a.siteId))
    expect(expired).not.toContain(tags.site(world.b.siteId))
  })

  it('name nothing for a document without an id', async () => {
    expect(await dealershipTags({}, await createLocalReq({}, payload))).toEqual([])
  })
})
