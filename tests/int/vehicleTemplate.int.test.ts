/**
 * /cars/{slug} from the site's vehicle template (issue 7 item 2): the published template layout,
 * with its sections moved by an editor, renders the car's sections in that order through the lazy
 * renderer the route uses; a site without a template gets every section in the spec's order; the
 * page builder's validation accepts the vehicle blocks and refuses a section outside VehicleDetail.
 */
import { streamHtml } from '../unit/components/render'
import type { Payload } from 'payload'
import { createElement } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { RenderLayout } from '../../blocks/RenderLayout'
import { vehicleTemplateLoaders } from '../../blocks/loaders/vehicle'
import type { RenderContext } from '../../blocks/types'
import { DEFAULT_VEHICLE_SECTIONS, VEHICLE_SECTIONS } from '../../blocks/VehicleDetail/config'
import { seededRandom } from '../../scripts/seed/random'
import { insertBatch } from '../../scripts/seed/seedVehicles'
import { generateVehicle } from '../../scripts/seed/vehicles'
import { loadSiteView } from '../../site/tenancy/resolveSite'
import type { SiteView } from '../../site/tenancy/siteView'
import { pageModel } from '../../site/vehicles/pageModel'
import { loadSampleVehicle } from '../../site/vehicles/sampleVehicle'
import { loadVehicleLayout } from '../../layouts/vehicleLayout'
import { buildWorld, type World } from './setup/fixtures'
import { testPayload } from './setup/payload'

/** A mark of each section in the page markup. */
const MARKS: Record<string, string> = {
  VehicleBreadcrumb: 'aria-label="Breadcrumb"',
  VehicleMedia: 'data-testid="gallery"',
  VehicleSummary: 'aria-label="Vehicle summary"',
  VehicleKeyInformation: 'id="key-information"',
  VehicleComments: 'aria-labelledby="dealer-comments"',
  VehicleDetailTabs: 'data-testid="detail-tabs"',
  VehicleSpecifications: 'id="all-specs"',
  VehicleDisclaimer: 'data-testid="disclaimer"',
  VehicleSimilarCars: 'id="similar-heading"',
}
const order = (markup: string) => Object.entries(MARKS).filter(([, mark]) => markup.includes(mark)).sort((a, b) => markup.indexOf(a[1]) - markup.indexOf(b[1])).map(([type]) => type)

const html = streamHtml

const section = (type: string, extra: Record<string, unknown> = {}) => ({ type, props: { id: `s-${type}`, ...extra } })
const template = (sections: unknown[], extra: unknown[] = []) => ({ root: { props: {} }, content: [{ type: 'VehicleDetail', props: { id: 'detail', sections } }, ...extra] })

let payload: Payload
let world: World
let site: SiteView
let context: RenderContext

beforeAll(async () => {
  payload = await testPayload()
  world = await buildWorld(payload, 'vtpl')
  const random = seededRandom(17)
  const dealership = { name: 'vtpl', slug: 'vtpl', licence: 'L1', phones: {}, makes: 'all' as const, carTypes: ['new' as const, 'used' as const, 'demo' as const], locations: [] }
  const rows = Array.from({ length: 8 }, (_, i) => generateVehicle(random, { dealership, dealershipId: world.a.dealershipId, locationIds: [world.a.locationId], cities: [{ city: 'Brisbane', state: 'qld' }], now: new Date() }, 9100 + i))
  await insertBatch(payload, rows)
  const view = await loadSiteView(world.a.siteId)
  if (!view) throw new Error('fixture site has no view')
  site = view
  const vehicle = await loadSampleVehicle(site)
  if (!vehicle) throw new Error('fixture site has no car in stock')
  const now = new Date()
  context = { site, vehiclePage: { vehicle, model: pageModel(vehicle, site.config, now), url: `https://site-a.test/cars/${vehicle.slug}`, primaryCity: null, now } }
})

describe('vehicle template', () => {
  it('a site without a vehicle template renders every section in the spec order', async () => {
    const layout = await loadVehicleLayout(site)
    expect(layout.content.map((b) => b.type)).toEqual(['VehicleDetail'])
    const markup = await html(createElement(RenderLayout, { layout, context, loaders: vehicleTemplateLoaders }))
    expect(order(markup)).toEqual(DEFAULT_VEHICLE_SECTIONS.filter((t) => t in MARKS))
  })

  it('renders the published template with the sections in the editor’s order, hidden ones absent, then the other blocks', async () => {
    const moved = ['VehicleSummary', 'VehicleMedia', 'VehicleBreadcrumb', 'VehicleSimilarCars', 'VehicleDisclaimer', 'VehicleKeyInformation']
    const layout = template(moved.map((t) => section(t)), [{ type: 'TextSection', props: { id: 'after', heading: 'Why buy from us', body: 'Every car inspected.' } }])
    const page = await payload.create({ collection: 'pages', overrideAccess: true, draft: false, data: { title: 'Vehicle page', kind: 'vehicle', site: world.a.siteId, layout, _status: 'published' } })
    expect(page.id).toBeGreaterThan(0)

    const loaded = await loadVehicleLayout(site)
    expect(loaded.content.map((b) => b.type)).toEqual(['VehicleDetail', 'TextSection'])
    const markup = await html(createElement(RenderLayout, { layout: loaded, context, loaders: vehicleTemplateLoaders }))
    expect(order(markup)).toEqual(moved)
    expect(markup).not.toContain('id="all-specs"')
    expect(markup).not.toContain('data-testid="dealer-comments"')
    expect(markup.indexOf('Why buy from us')).toBeGreaterThan(markup.indexOf('data-testid="disclaimer"'))

    // The same layout on an ordinary page shows no car sections.
    const plain = await html(createElement(RenderLayout, { layout: loaded, context: { site }, loaders: vehicleTemplateLoaders }))
    expect(order(plain)).toEqual([])
    expect(plain).toContain('Why buy from us')
  })

  it('a draft of the template is not shown until it is published', async () => {
    const { docs } = await payload.find({ collection: 'pages', where: { and: [{ site: { equals: world.a.siteId } }, { kind: { equals: 'vehicle' } }] }, overrideAccess: true, depth: 0 })
    const id = docs[0]!.id
    await payload.update({ collection: 'pages', id, overrideAccess: true, draft: true, data: { layout: template([section('VehicleDisclaimer')]) } })
    expect((await loadVehicleLayout(site)).content[0]?.props.sections).toHaveLength(6) // the published template above, not the draft
    await payload.update({ collection: 'pages', id, overrideAccess: true, draft: false, data: { layout: template([section('VehicleDisclaimer')]), _status: 'published' } })
    expect(order(await html(createElement(RenderLayout, { layout: await loadVehicleLayout(site), context, loaders: vehicleTemplateLoaders })))).toEqual(['VehicleDisclaimer'])
  })

  it('a template without the VehicleDetail block (made before it existed) gets the default one first', async () => {
    const { docs } = await payload.find({ collection: 'pages', where: { and: [{ site: { equals: world.a.siteId } }, { kind: { equals: 'vehicle' } }] }, overrideAccess: true, depth: 0 })
    const legacy = { root: { props: {} }, content: [{ type: 'FeatureBanner', props: { id: 'service', preset: 'service' } }] }
    await payload.update({ collection: 'pages', id: docs[0]!.id, overrideAccess: true, draft: false, data: { layout: legacy, _status: 'published' } })
    const layout = await loadVehicleLayout(site)
    expect(layout.content.map((b) => b.type)).toEqual(['VehicleDetail', 'FeatureBanner'])
    expect(order(await html(createElement(RenderLayout, { layout, context, loaders: vehicleTemplateLoaders })))).toEqual(DEFAULT_VEHICLE_SECTIONS.filter((t) => t in MARKS))
  })

  it('saving accepts the vehicle blocks and refuses a section outside VehicleDetail, naming it', async () => {
    const all = template(VEHICLE_SECTIONS.map((t) => section(t)))
    const ok = await payload.create({ collection: 'pages', overrideAccess: true, draft: false, data: { title: 'Vehicle page B', kind: 'vehicle', site: world.b.siteId, layout: all, _status: 'published' } })
    expect(ok.id).toBeGreaterThan(0)
    const save = (layout: Record<string, unknown>) =>
      payload.update({ collection: 'pages', id: ok.id, overrideAccess: true, data: { layout } }).then(
        () => 'saved',
        (e: { data?: unknown; message?: string }) => JSON.stringify(e.data ?? e.message),
      )
    expect(await save({ root: { props: {} }, content: [section('VehicleMedia')] })).toContain('Block \\"VehicleMedia\\" (position 1) belongs inside the \\"Vehicle detail\\" block')
    expect(await save(template([section('VehicleMedia'), section('VehicleCarousel')]))).toContain('Unknown block \\"VehicleCarousel\\" at position 2')
    expect(await save(template([section('VehicleDisclaimer'), section('VehicleMedia')]))).toBe('saved')
  })
})
