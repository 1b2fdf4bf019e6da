import type { Payload } from 'payload'

export const PASSWORD = 'test-pass-1234'

export type SiteFixture = {
  siteId: number
  dealershipId: number
  locationId: number
  hiddenLocationId: number
  vehicleId: number
  hiddenVehicleId: number
  publishedPageId: number
  draftPageId: number
  brandId: number
  promoId: number
  futurePromoId: number
  editorEmail: string
  editorId: number
}

export type World = { a: SiteFixture; b: SiteFixture; staffEmail: string; adminEmail: string }

const context = { disableRevalidate: true }

async function site(payload: Payload, key: string): Promise<SiteFixture> {
  const dealership = await payload.create({ collection: 'dealerships', context, data: { name: `Dealer ${key}`, slug: `dealer-${key}` } })
  const location = await payload.create({ collection: 'locations', context, data: { name: `Yard ${key}`, slug: `yard-${key}`, dealership: dealership.id, visible: true } })
  const hiddenLocation = await payload.create({ collection: 'locations', context, data: { name: `Hidden ${key}`, slug: `hidden-${key}`, dealership: dealership.id, visible: false } })
  const vehicle = { year: 2022, make: 'Mazda', model: 'CX-5', carType: 'used' as const, status: 'in_stock' as const, dealership: dealership.id }
  const shown = await payload.create({ collection: 'vehicles', context, data: { ...vehicle, name: `Shown ${key}`, slug: `shown-${key}`, stockNumber: `S-${key}`, showOnDealerWebsite: true } })
  const hidden = await payload.create({ collection: 'vehicles', context, data: { ...vehicle, name: `Hidden ${key}`, slug: `hidden-${key}`, stockNumber: `H-${key}`, showOnDealerWebsite: false } })
  const s = await payload.create({ collection: 'sites', context: { ...context, skipTemplatePages: true }, data: { name: `Site ${key}`, slug: `site-${key}`, template: 'used-car', dealerships: [dealership.id], flags: { 'search.scrollToTopOnChange': true } } })
  const brand = await payload.create({ collection: 'brands', context, data: { site: s.id, name: `Brand ${key}`, slug: `brand-${key}` } })
  const layout = { root: { props: {} }, content: [] }
  const published = await payload.create({ collection: 'pages', context, draft: false, data: { site: s.id, title: `Home ${key}`, path: '/', kind: 'home', layout, _status: 'published' } })
  const draft = await payload.create({ collection: 'pages', context, draft: true, data: { site: s.id, title: `Secret draft ${key}`, path: '/secret', kind: 'custom', layout, _status: 'draft' } })
  const promo = await payload.create({ collection: 'promos', context, data: { site: s.id, name: `Promo ${key}`, kind: 'slide' } })
  const future = await payload.create({ collection: 'promos', context, data: { site: s.id, name: `Future ${key}`, kind: 'slide', start: '2099-01-01T00:00:00.000Z' } })
  const editorEmail = `editor-${key}@int.test`
  const editor = await payload.create({ collection: 'users', context, data: { email: editorEmail, password: PASSWORD, role: 'dealer-editor', sites: [{ site: s.id }] } })
  return {
    siteId: s.id, dealershipId: dealership.id, locationId: location.id, hiddenLocationId: hiddenLocation.id,
    vehicleId: shown.id, hiddenVehicleId: hidden.id, publishedPageId: published.id, draftPageId: draft.id,
    brandId: brand.id, promoId: promo.id, futurePromoId: future.id, editorEmail, editorId: editor.id,
  }
}

/** Two sites, each with one of everything, an editor per site, and platform users. `prefix` keeps test files apart. */
export async function buildWorld(payload: Payload, prefix: string): Promise<World> {
  const a = await site(payload, `${prefix}-a`)
  const b = await site(payload, `${prefix}-b`)
  const staffEmail = `staff-${prefix}@int.test`
  const adminEmail = `admin-${prefix}@int.test`
  await payload.create({ collection: 'users', context, data: { email: staffEmail, password: PASSWORD, role: 'platform-staff' } })
  await payload.create({ collection: 'users', context, data: { email: adminEmail, password: PASSWORD, role: 'platform-admin' } })
  return { a, b, staffEmail, adminEmail }
}
