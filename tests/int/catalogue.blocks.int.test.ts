/**
 * The catalogue blocks against a real site: ModelCards shows the site's model cards (and nothing
 * without models), OfferList shows live offers of the site's dealerships only, and the spec's
 * empty-offers card when there are none (INV §4: "No Results Available", Clear Filters).
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderBlock } from '../../blocks/RenderLayout'
import { pageBlockLoaders } from '../../blocks/loaders/page'
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
  await payload.create({ collection: 'models', context, data: { site: world.a.siteId, manufacturer: 'Mazda', name: 'CX-5', slug: 'cx-5', body: 'SUV', imageUrl: '/demo-images/suv-f8fafc-side.webp' } })
  await payload.create({ collection: 'offers', context, data: { dealership: world.a.dealershipId, title: 'Live offer A', categories: ['Service'], price: 299, url: '/contact', validTo: new Date(Date.now() + DAY).toISOString() } })
  await payload.create({ collection: 'offers', context, data: { dealership: world.a.dealershipId, title: 'Expired offer A', validTo: new Date(Date.now() - DAY).toISOString() } })
  await payload.create({ collection: 'offers', context, data: { dealership: world.b.dealershipId, title: 'Live offer B' } })
  // More Parts offers than one page of 21, for the search's Show more.
  for (let i = 0; i < 24; i++) await payload.create({ collection: 'offers', context, data: { dealership: world.a.dealershipId, title: `Bulk parts offer ${i}`, categories: ['Parts'], price: 1000 + i } })
  siteA = (await loadSiteView(world.a.siteId))!
  siteB = (await loadSiteView(world.b.siteId))!
})

describe('ModelCards block', () => {
  it("shows the site's model cards, with override links and accessories counts", async () => {
    const out = await streamHtml(renderBlock('ModelCards', { heading: 'Our range', body: '' }, { site: siteA }, pageBlockLoaders))
    expect(out).toContain('href="/models/bt-50"')
    expect(out).toContain('href="/bt-50/accessories"')
    expect(out.replace(/<!-- -->/g, '')).toMatch(/2 accessories/)
    expect(out).toContain('href="/special-offers"')
    expect(out).not.toContain('/cx-3/accessories')
  })

  it("fetches the first card's picture with the page and the others lazily", async () => {
    const out = await streamHtml(renderBlock('ModelCards', { heading: 'Our range', body: '' }, { site: siteA }, pageBlockLoaders))
    const images = out.match(/<img\b[^>]*>/g) ?? []
    expect(images).toHaveLength(2)
    expect(images[0]).toContain('ute-f8fafc-side')
    expect(images[0]).not.toContain('loading="lazy"')
    expect(images[1]).toContain('loading="lazy"')
  })

  it('narrows to a body type and renders nothing on a site without models', async () => {
    const ute = await streamHtml(renderBlock('ModelCards', { heading: 'Utes', body: 'ute' }, { site: siteA }, pageBlockLoaders))
    expect(ute).toContain('BT-50')
    expect(ute).not.toContain('CX-3')
    expect(ute).toContain('href="/models?body=ute"')
    const none = await streamHtml(renderBlock('ModelCards', { heading: 'Our range', body: '' }, { site: siteB }, pageBlockLoaders))
    expect(none).not.toContain('Our range')
  })
})

describe('OfferList block', () => {
  it("lists only the site's live offers", async () => {
    const out = await streamHtml(renderBlock('OfferList', { heading: 'Current offers', category: '' }, { site: siteA }, pageBlockLoaders))
    expect(out).toContain('Live offer A')
    expect(out).toContain('$299')
    expect(out).not.toContain('Expired offer A')
    expect(out).not.toContain('Live offer B')
  })

  it('shows the empty-offers card when no offer matches', async () => {
    const out = await streamHtml(renderBlock('OfferList', { heading: 'Current offers', category: 'Finance' }, { site: siteA }, pageBlockLoaders))
    expect(out).toContain('No Results Available')
    expect(out).toContain('Clear Filters')
    expect(out).toContain('href="/special-offers"')
  })
})

describe('OfferList block as an offers search (the address\'s query, rendered on the server)', () => {
  const render = (searchParams: Record<string, string>, category = '') =>
    streamHtml(renderBlock('OfferList', { heading: 'Current offers', category }, { site: siteA, searchParams }, pageBlockLoaders)).then((html) => html.replace(/<!-- -->/g, ''))

  it('renders the GET form with the live categories, and filters by category, keywords and maximum price', async () => {
    const all = await render({})
    const form = /<form[^>]*>/.exec(all)?.[0] ?? ''
    expect(form).toContain('method="get"')
    expect(form).toContain('role="search"')
    expect(form).not.toContain('action=') // submits to the page itself
    expect(all).toContain('<option value="" selected="">All categories</option>')
    expect(all).toContain('<option value="Parts">Parts</option>')
    expect(all).toContain('<option value="Service">Service</option>')
    expect(all).not.toContain('<option value="Finance">')
    expect(all).toContain('Showing 21 of 25 offers')
    const service = await render({ category: 'Service', q: '', maxPrice: '' })
    expect(service).toContain('Live offer A')
    expect(service).not.toContain('Bulk parts offer')
    expect(service).toMatch(/<option value="Service" selected="">/)
    expect(service).toContain('Showing 1 offer in Service')
    const cheap = await render({ maxPrice: '1002' })
    expect(cheap).toContain('Live offer A')
    expect(cheap).toContain('Bulk parts offer 2<')
    expect(cheap).not.toContain('Bulk parts offer 3<')
    const words = await render({ q: 'offer 17' })
    expect(words).toContain('Bulk parts offer 17<')
    expect(words).not.toContain('Live offer A')
  })

  it('shows 21 a page with a Show more link that works without JavaScript', async () => {
    const first = await render({ category: 'Parts' })
    expect(first.match(/Bulk parts offer \d+</g)).toHaveLength(21)
    expect(first).toContain('Showing 21 of 24 offers in Parts')
    expect(first).toContain('href="?category=Parts&amp;page=2"')
    const second = await render({ category: 'Parts', page: '2' })
    expect(second.match(/Bulk parts offer \d+</g)).toHaveLength(24)
    expect(second).toContain('Showing 24 offers in Parts')
    expect(second).not.toContain('Show more offers')
  })

  it('shows the empty-offers card for a filter with no match, and names unusable values instead of failing', async () => {
    const none = await render({ category: 'Parts', maxPrice: '10' })
    expect(none).toContain('No Results Available')
    expect(none).toContain('href="/special-offers"')
    const bad = await render({ maxPrice: 'cheap', page: 'last' })
    expect(bad).toContain('The maximum price must be a whole number of dollars')
    expect(bad).toContain('The page must be a whole number from 1 to 10')
    expect(bad).toContain('Showing 21 of 25 offers')
  })

  it("keeps a category fixed by the editor: no category select, the shopper's category ignored", async () => {
    const out = await render({ category: 'Parts' }, 'Service')
    expect(out).not.toContain('All categories')
    expect(out).toContain('Live offer A')
    expect(out).not.toContain('Bulk parts offer')
  })
})
