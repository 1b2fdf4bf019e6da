/**
 * The catalogue blocks against a real site: ModelCards shows the site's model cards (and nothing
 * without models), OfferList shows live offers of the site's dealerships only, and the spec's
 * empty-offers card when there are none (INV §4: "No Results Available", Clear Filters).
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderBlock } from '../../blocks/RenderLayout'
import { loadSiteView } from '../../site/tenancy/resolveSite'
import type { SiteView } from '../../site/tenancy/siteView'
import { streamHtml } from '../unit/components/render'
import { buildWorld, type World } from './setup/fixtures'
import { testPayload } from './setup/payload'

const context = { disableRevalidate: true }
const DAY = 24 * 60 * 60 * 1000
let payload: Payload
let world: World
let siteA: SiteView
let siteB: SiteView

beforeAll(async () => {
  payload = await testPayload()
  world = await buildWorld(payload, 'catblocks')
  await payload.create({ collection: 'models', context, data: { site: world.a.siteId, manufacturer: 'Mazda', name: 'BT-50', slug: 'bt-50', body: 'Ute', imageUrl: '/demo-images/ute-f8fafc-side.webp', accessories: [{ name: 'Tow bar' }, { name: 'Tonneau' }] } })
  await payload.create({ collection: 'models', context, data: { site: world.a.siteId, manufacturer: 'Mazda', name: 'CX-3', slug: 'cx-3', body: 'SUV', overrideUrl: '/special-offers' } })
  await payload.create({ collection: 'offers', context, data: { dealership: world.a.dealershipId, title: 'Live offer A', categories: ['Service'], price: 299, url: '/contact', validTo: new Date(Date.now() + DAY).toISOString() } })
  await payload.create({ collection: 'offers', context, data: { dealership: world.a.dealershipId, title: 'Expired offer A', validTo: new Date(Date.now() - DAY).toISOString() } })
  await payload.create({ collection: 'offers', context, data: { dealership: world.b.dealershipId, title: 'Live offer B' } })
  siteA = (await loadSiteView(world.a.siteId))!
  siteB = (await loadSiteView(world.b.siteId))!
})

describe('ModelCards block', () => {
  it("shows the site's model cards, with override links and accessories counts", async () => {
    const out = await streamHtml(renderBlock('ModelCards', { heading: 'Our range', body: '' }, { site: siteA }))
    expect(out).toContain('href="/models/bt-50"')
    expect(out).toContain('href="/bt-50/accessories"')
    expect(out.replace(/<!-- -->/g, '')).toMatch(/2 accessories/)
    expect(out).toContain('href="/special-offers"')
    expect(out).not.toContain('/cx-3/accessories')
  })

  it('narrows to a body type and renders nothing on a site without models', async () => {
    const ute = await streamHtml(renderBlock('ModelCards', { heading: 'Utes', body: 'ute' }, { site: siteA }))
    expect(ute).toContain('BT-50')
    expect(ute).not.toContain('CX-3')
    expect(ute).toContain('href="/models?body=ute"')
    const none = await streamHtml(renderBlock('ModelCards', { heading: 'Our range', body: '' }, { site: siteB }))
    expect(none).not.toContain('Our range')
  })
})

describe('OfferList block', () => {
  it("lists only the site's live offers", async () => {
    const out = await streamHtml(renderBlock('OfferList', { heading: 'Current offers', category: '' }, { site: siteA }))
    expect(out).toContain('Live offer A')
    expect(out).toContain('$299')
    expect(out).not.toContain('Expired offer A')
    expect(out).not.toContain('Live offer B')
  })

  it('shows the empty-offers card when no offer matches', async () => {
    const out = await streamHtml(renderBlock('OfferList', { heading: 'Current offers', category: 'Finance' }, { site: siteA }))
    expect(out).toContain('No Results Available')
    expect(out).toContain('Clear Filters')
    expect(out).toContain('href="/special-offers"')
  })
})
