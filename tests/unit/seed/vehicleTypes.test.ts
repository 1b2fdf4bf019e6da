/**
 * The demo shows every vehicle type (issue 46): the caravan and motorhome dealer has at least 60
 * units at the default 2,000, the group site sells trucks and motorcycles, and each type's seeded
 * columns are what its pages read (site/rules/vehicleProfiles.ts): a caravan has no odometer,
 * engine or gearbox but tare, ATM, sleeps and a length.
 */
import { describe, expect, it } from 'vitest'
import { seededRandom } from '@/scripts/seed/random'
import { SITES } from '@/scripts/seed/sites'
import { generateVehicle, modelsFor } from '@/scripts/seed/vehicles'
import { parseSiteConfig } from '@/site/config/siteConfig'
import { vehicleKind, VEHICLE_KINDS } from '@/site/rules/vehicleProfiles'

const now = new Date('2026-11-23T00:00:00Z')
const rowsOf = (slug: string, count: number) => {
  const site = SITES.find((s) => s.dealerships.some((d) => d.slug === slug))
  const dealership = site?.dealerships.find((d) => d.slug === slug)
  if (!dealership) throw new Error(slug)
  const random = seededRandom(7)
  return Array.from({ length: count }, (_, i) => generateVehicle(random, { dealership, dealershipId: 1, locationIds: [1], cities: [{ city: 'X', state: 'qld' }], now }, i))
}
const kindOf = (row: Record<string, unknown>) => vehicleKind({ item_type: row.item_type as string, body: row.body as string })

describe('demo vehicle types', () => {
  it('every type is sold somewhere, and the shares still add up to the whole', () => {
    const kinds = new Set(SITES.flatMap((s) => s.dealerships.flatMap((d) => modelsFor(d).map((m) => vehicleKind({ item_type: m.itemType ?? 'car', body: m.simpleBody })))))
    expect([...kinds].sort()).toEqual([...VEHICLE_KINDS].sort())
    expect(SITES.reduce((sum, s) => sum + s.vehicleShare, 0)).toBeCloseTo(1, 10)
  })

  it('a caravan and motorhome site has at least 60 of the default 2,000 units and shows dimensions in metres', () => {
    const caravanSites = SITES.filter((s) => s.dealerships.every((d) => d.catalogues?.every((c) => c === 'caravans' || c === 'motorhomes')))
    expect(caravanSites).toHaveLength(1)
    expect(2000 * (caravanSites[0]?.vehicleShare ?? 0)).toBeGreaterThanOrEqual(60)
    for (const site of SITES.filter((s) => s.dealerships.some((d) => d.catalogues?.includes('caravans')))) expect(parseSiteConfig(site.config).vehiclePage.caravanDimensionFactor, site.slug).toBe(0.3048)
  })

  it('the group site sells trucks and motorcycles', () => {
    const group = SITES.find((s) => s.template === 'group')
    const kinds = new Set(group?.dealerships.flatMap((d) => modelsFor(d).map((m) => m.itemType ?? 'car')))
    expect(kinds).toEqual(new Set(['car', 'truck', 'motorcycle', 'caravan']))
  })

  it('caravans carry living facts and nothing about an engine; motorhomes both', () => {
    const rows = rowsOf('coastline-caravans', 200)
    const caravans = rows.filter((r) => kindOf(r) === 'caravan')
    const motorhomes = rows.filter((r) => kindOf(r) === 'motorhome')
    expect(caravans.length).toBeGreaterThan(50)
    expect(motorhomes.length).toBeGreaterThan(20)
    for (const r of caravans) {
      expect([r.km, r.transmission, r.simple_transmission, r.fuel, r.engine_size, r.specs_fuel_consumption_combined, r.seats]).toEqual([null, null, null, null, null, null, null])
      expect(r.specs_aggregate_trailer_mass as number).toBeGreaterThan(r.specs_tare_weight as number)
      expect(r.specs_body_length as number).toBeGreaterThanOrEqual(14)
      expect(['Single', 'Tandem']).toContain(r.specs_axle_type)
      expect(r.specs_sleeps as number).toBeGreaterThan(0)
    }
    for (const r of motorhomes) {
      expect(r.km).not.toBeNull()
      expect(r.specs_gross_vehicle_mass as number).toBeGreaterThan(4000)
      expect(r.specs_aggregate_trailer_mass).toBeNull()
      expect(r.specs_sleeps as number).toBeGreaterThan(0)
    }
  })

  it('trucks have a GVM, motorcycles an engine capacity and no doors', () => {
    const trucks = rowsOf('sc-toyota', 300).filter((r) => r.item_type === 'truck')
    const bikes = rowsOf('sc-motorcycles', 50)
    expect(trucks.length).toBeGreaterThan(20)
    for (const r of trucks) expect(r.specs_gross_vehicle_mass as number).toBeGreaterThanOrEqual(4500)
    for (const r of bikes) expect([r.item_type, r.doors, typeof r.specs_engine_power_cc]).toEqual(['motorcycle', null, 'number'])
  })

  it('is deterministic: the same seed gives the same rows', () => {
    expect(rowsOf('coastline-caravans', 20)).toEqual(rowsOf('coastline-caravans', 20))
  })
})
