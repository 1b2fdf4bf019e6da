/**
 * Each vehicle type reads as itself on the vehicle page and its search card (issue 46: caravan pages
 * read like car pages): vehicles stored through the Vehicles collection, converted as the loader
 * does, the page rendered in-process through the vehicle template's renderer, and the card drawn
 * from a hit of the site's own search. Labels and units are the vehicle-type table's
 * (site/rules/vehicleProfiles.ts); caravan lengths go through the site's feet-to-metre factor.
 */
import type { Payload } from 'payload'
import { createElement } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { RenderLayout } from '../../blocks/RenderLayout'
import { vehicleTemplateLoaders } from '../../blocks/loaders/vehicle'
import { loadVehicleLayout } from '../../layouts/vehicleLayout'
import type { Vehicle } from '../../payload-types'
import { VehicleCard } from '../../site/components/VehicleCard'
import { parseSiteConfig } from '../../site/config/siteConfig'
import { searchParamsSchema } from '../../site/search/protocol'
import { searchForSite } from '../../site/search/service'
import { loadSiteView } from '../../site/tenancy/resolveSite'
import type { SiteView } from '../../site/tenancy/siteView'
import { pageModel } from '../../site/vehicles/pageModel'
import { toVehicleView } from '../../site/vehicles/vehicleView'
import { streamHtml } from '../unit/components/render'
import { buildWorld, type World } from './setup/fixtures'
import { testPayload } from './setup/payload'

let payload: Payload
let world: World
let site: SiteView

const images = Array.from({ length: 4 }, (_, i) => ({ url: `/demo-images/caravan-f8fafc-${['side', 'front', 'rear', 'interior'][i]}.webp` }))
const base = { carType: 'used' as const, status: 'in_stock' as const, price: 64990, images, regoExpiry: null, dealerComments: 'Well kept.' }

/** One of each type, with the car fields a feed might still send for a caravan (they must not show). */
const UNITS: Record<string, Partial<Vehicle>> = {
  caravan: { itemType: 'caravan', make: 'Jayco', model: 'Journey', badge: 'Outback 21.66-4', body: 'Caravan', simpleBody: 'Caravan', km: 0, transmission: 'Automatic', simpleTransmission: 'Automatic', fuel: 'Petrol', simpleFuel: 'Petrol', specs: { fuelConsumptionCombined: 9, bodyLength: 21, bodyWidth: 7.5, heightMm: 3050, tareWeight: 2350, axleType: 'Tandem', sleeps: 4, aggregateTrailerMass: 3000 } },
  motorhome: { itemType: 'caravan', make: 'Sunliner', model: 'Pivot', badge: 'P4', body: 'Motorhome', simpleBody: 'Motorhome', km: 18000, simpleTransmission: 'Automatic', simpleFuel: 'Diesel', engineSize: '2.3L 4cyl turbo diesel', specs: { fuelConsumptionCombined: 12, bodyLength: 23, bodyWidth: 7.4, grossVehicleMass: 4490, tareWeight: 3500, sleeps: 2 } },
  truck: { itemType: 'truck', make: 'Hino', model: '300 Series', badge: '616 Auto', body: 'Cab Chassis', simpleBody: 'Cab Chassis', km: 84000, simpleTransmission: 'Automatic', simpleFuel: 'Diesel', engineSize: '4.0L 4cyl turbo diesel', specs: { grossVehicleMass: 6500, fuelConsumptionCombined: 14.5 } },
  motorcycle: { itemType: 'motorcycle', make: 'Kawasaki', model: 'Ninja 650', badge: 'LAMS', body: 'Sport', simpleBody: 'Sport', km: 6200, simpleTransmission: 'Manual', simpleFuel: 'Petrol', engineSize: '649cc parallel twin', specs: { enginePowerCc: 649, fuelConsumptionCombined: 4.5 } },
}

const docs: Record<string, Vehicle> = {}

beforeAll(async () => {
  payload = await testPayload()
  world = await buildWorld(payload, 'vtyp')
  for (const [kind, unit] of Object.entries(UNITS)) {
    docs[kind] = await payload.create({
      collection: 'vehicles',
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: { ...base, ...unit, name: `${kind} unit`, slug: `vtyp-${kind}`, year: 2023, stockNumber: `VT-${kind}`, dealership: world.a.dealershipId, location: world.a.locationId } as Vehicle,
    })
  }
  const view = await loadSiteView(world.a.siteId)
  if (!view) throw new Error('fixture site has no view')
  site = { ...view, config: parseSiteConfig({ vehiclePage: { caravanDimensionFactor: 0.3048 } }) }
})

async function page(kind: string): Promise<string> {
  const doc = await payload.findByID({ collection: 'vehicles', id: docs[kind]!.id, depth: 1, overrideAccess: true })
  const vehicle = toVehicleView(doc)
  const now = new Date()
  const context = { site, vehiclePage: { vehicle, model: pageModel(vehicle, site.config, now), url: `https://site-a.test/cars/${vehicle.slug}`, primaryCity: null, now } }
  return streamHtml(createElement(RenderLayout, { layout: await loadVehicleLayout(site), context, loaders: vehicleTemplateLoaders }))
}

/** The text of the page without tags, so a label and its value read as one phrase. */
const text = (html: string) => html.replace(/<!--.*?-->/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ')

describe('vehicle pages by type', () => {
  it('a caravan: metres, tare, axle, sleeps and ATM; no kilometres, engine, fuel, gearbox or fuel calculator', async () => {
    const html = await page('caravan')
    const words = text(html)
    for (const phrase of ['Caravan Details', 'Body Length 6.4 m', 'Body Width 2.29 m', 'Tare Weight 2,350 kg', 'Axle Type Tandem', 'Sleeps 4', 'Aggregate Trailer Mass 3,000 kg', 'Height 3,050 mm', 'Protect Your Caravan']) expect(words).toContain(phrase)
    for (const phrase of ['Kilometres', 'Fuel Type', 'Transmission', 'Engine', 'Fuel consumption', 'Body Length 21 ']) expect(words).not.toContain(phrase)
    expect(words).not.toMatch(/Protect Your Car\b/)
    expect(words).toContain('Every used caravan is inspected')
    expect(html).not.toContain('id="fuel-calculator"')
    expect(words).toContain('Length 6.4 m') // at a glance
    expect(words).not.toMatch(/\bundefined\b|\bNaN\b|\[object Object\]/)
  })

  it('a motorhome: kilometres, engine and the fuel calculator with its living facts', async () => {
    const html = await page('motorhome')
    const words = text(html)
    for (const phrase of ['Motorhome Details', 'Kilometres 18,000 km', 'Sleeps 2', 'Body Length 7.01 m', 'Gross Vehicle Mass 4,490 kg', 'Tare Weight 3,500 kg']) expect(words).toContain(phrase)
    expect(words).not.toContain('Aggregate Trailer Mass')
    expect(html).toContain('id="fuel-calculator"')
  })

  it('a truck: its GVM; a motorcycle: its engine capacity in cc', async () => {
    const truck = text(await page('truck'))
    for (const phrase of ['Truck Details', 'Gross Vehicle Mass 6,500 kg', 'Kilometres 84,000 km', 'Protect Your Truck']) expect(truck).toContain(phrase)
    expect(truck).not.toContain('ANCAP')
    const bike = await page('motorcycle')
    for (const phrase of ['Motorcycle Details', 'Engine Capacity 649 cc', '6,200 km']) expect(text(bike)).toContain(phrase)
    expect(bike).toContain('id="fuel-calculator"')
  })
})

describe('search cards by type', () => {
  it('a caravan card shows length, sleeps and ATM from the site search, not kilometres or a gearbox', async () => {
    const [result] = await searchForSite(site, [{ indexName: 'vehicles', params: searchParamsSchema.parse({ hitsPerPage: 20 }) }])
    const hits = result!.hits
    const card = async (kind: string) => {
      const hit = hits.find((h) => h.slug === `vtyp-${kind}`)
      expect(hit, kind).toBeDefined()
      return text(await streamHtml(createElement(VehicleCard, { car: hit!, config: site.config, now: new Date() })))
    }
    const caravan = await card('caravan')
    for (const chip of ['Length 6.4 m', 'Sleeps 4', 'ATM 3,000 kg', 'Stock #VT-caravan']) expect(caravan).toContain(chip)
    expect(caravan).not.toMatch(/\b0 km\b|Automatic/)
    expect(await card('truck')).toContain('GVM 6,500 kg')
    expect(await card('motorcycle')).toContain('649 cc')
    expect(await card('motorhome')).toContain('18,000 km')
  })
})
