import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FEATURED_ROWS, SPECIFICATION_ROWS, SUMMARY_ROWS } from '../../../site/rules/specLists'
import { TYPE_CHIP_FIELDS, VEHICLE_KINDS, VEHICLE_PROFILES, vehicleKind, vehicleProfile } from '../../../site/rules/vehicleProfiles'

describe('vehicleKind: the car type from item_type (INV §3) and a motorhome body (FIN §3)', () => {
  it.each([
    [{}, 'car'],
    [{ item_type: null }, 'car'],
    [{ item_type: 'car' }, 'car'],
    [{ item_type: 'truck' }, 'truck'],
    [{ item_type: 'motorcycle' }, 'motorcycle'],
    [{ item_type: 'caravan' }, 'caravan'],
    [{ item_type: ' Caravan ' }, 'caravan'],
    [{ item_type: 'TRUCK' }, 'truck'],
    [{ item_type: 'boat' }, 'car'],
    [{ item_type: '' }, 'car'],
    [{ item_type: 'caravan', body: 'Motorhome' }, 'motorhome'],
    [{ item_type: 'caravan', simple_body: 'motor home' }, 'motorhome'],
    [{ item_type: 'car', body: 'Campervan' }, 'motorhome'],
    [{ item_type: 'truck', body: 'Camper Van' }, 'motorhome'],
    [{ item_type: 'caravan', body: 'Pop Top' }, 'caravan'],
    [{ item_type: 'caravan', body: 'Camper Trailer' }, 'caravan'],
    [{ item_type: 'truck', body: 'Cab Chassis' }, 'truck'],
  ] as const)('%j → %s', (car, kind) => expect(vehicleKind(car)).toBe(kind))

  it('vehicleProfile is the table row of the kind', () => {
    for (const kind of VEHICLE_KINDS) expect(vehicleProfile({ item_type: kind === 'motorhome' ? 'caravan' : kind, body: kind === 'motorhome' ? 'Motorhome' : null })).toBe(VEHICLE_PROFILES[kind])
  })
})

const labels = (rows: readonly { label: string }[]) => rows.map((r) => r.label)
const ENGINE_LABELS = ['Kilometres', 'Engine', 'Fuel Type', 'Transmission', 'Induction', 'Fuel consumption', 'Fuel tank', 'Engine power', 'Engine Size', 'Engine Capacity', 'Torque', 'Cylinders', 'Gearbox', 'Drive type', 'Seats', 'ANCAP safety rating', 'Engine Variant', 'Towing Capacity']

describe('the vehicle-type table (spec lists, units, labels)', () => {
  it('has the spec four and the motorhome body, each with a noun but the car', () => {
    expect(Object.keys(VEHICLE_PROFILES)).toEqual([...VEHICLE_KINDS])
    expect(VEHICLE_KINDS).toEqual(['car', 'truck', 'motorcycle', 'caravan', 'motorhome'])
    expect(Object.fromEntries(VEHICLE_KINDS.map((k) => [k, VEHICLE_PROFILES[k].noun]))).toEqual({ car: null, truck: 'truck', motorcycle: 'motorcycle', caravan: 'caravan', motorhome: 'motorhome' })
  })

  it('a car keeps INV §2 lists as they are', () => {
    expect(VEHICLE_PROFILES.car.keyInformation).toBe(FEATURED_ROWS)
    expect(VEHICLE_PROFILES.car.allSpecs).toEqual([...SPECIFICATION_ROWS, ...SUMMARY_ROWS])
    expect(labels(VEHICLE_PROFILES.car.glance)).toEqual(['Kilometres', 'Transmission', 'Body type'])
    expect(VEHICLE_PROFILES.car.cardChips).toEqual([])
    expect(VEHICLE_PROFILES.car.notApplicable).toEqual([])
  })

  it('a caravan: body width and length, tare weight, axle type, sleeps and ATM (INV §2), nothing about an engine', () => {
    const p = VEHICLE_PROFILES.caravan
    expect(labels(p.keyInformation)).toEqual(['Body Length', 'Body Width', 'Sleeps', 'Axle Type', 'Tare Weight', 'Aggregate Trailer Mass', 'Compliance', 'Build', 'Registration', 'Rego Expiry', 'Stock no', 'VIN', 'Exterior Colour'])
    expect(labels(p.allSpecs)).toEqual(['Body Length', 'Body Width', 'Height', 'Tare Weight', 'Aggregate Trailer Mass', 'Axle Type', 'Sleeps', 'Body type', 'Body configuration'])
    for (const rows of [p.keyInformation, p.allSpecs, p.glance, p.cardChips]) expect(labels(rows).filter((l) => ENGINE_LABELS.includes(l))).toEqual([])
    expect(p.allSpecs.find((r) => r.label === 'Tare Weight')?.unit).toBe('kg')
    expect(p.allSpecs.find((r) => r.label === 'Aggregate Trailer Mass')?.unit).toBe('kg')
    expect(p.allSpecs.find((r) => r.label === 'Height')?.unit).toBe('mm')
    expect(p.fuelCalculator).toBe(false)
    expect(p.notApplicable).toEqual(expect.arrayContaining(['km', 'simple_transmission', 'trans', 'simple_fuel', 'fuel', 'engine_size', 'fuelconsumptioncombined', 'drive', 'doors', 'seats']))
  })

  it('a motorhome: living facts and an engine, with GVM instead of ATM', () => {
    const p = VEHICLE_PROFILES.motorhome
    expect(labels(p.keyInformation)).toEqual(['Kilometres', 'Compliance', 'Build', 'Engine', 'Fuel Type', 'Transmission', 'Sleeps', 'Body Length', 'Body Width', 'Gross Vehicle Mass', 'Registration', 'Rego Expiry', 'Stock no', 'VIN', 'Exterior Colour'])
    expect(labels(p.allSpecs)).not.toContain('Aggregate Trailer Mass')
    expect(labels(p.glance)).toEqual(['Kilometres', 'Body Length', 'Sleeps'])
    expect(p.fuelCalculator).toBe(true)
  })

  it('a truck: GVM in kg on the card and in both lists, no ANCAP rating', () => {
    const p = VEHICLE_PROFILES.truck
    expect(labels(p.keyInformation)).toEqual(['Kilometres', 'Compliance', 'Build', 'Engine', 'Fuel Type', 'Transmission', 'Gross Vehicle Mass', 'Registration', 'Rego Expiry', 'Stock no', 'VIN', 'Exterior Colour'])
    expect(labels(p.allSpecs)).toEqual(['Gross Vehicle Mass', 'Towing Capacity', 'Fuel consumption', 'Fuel tank', 'Length', 'Height', 'Width', 'Body type', 'Body configuration', 'Drive type', 'Torque', 'Cylinders', 'Gearbox', 'Engine Size', 'Engine Variant'])
    expect(p.cardChips).toEqual([{ label: 'Gross Vehicle Mass', fields: ['grossvehiclemass'], unit: 'kg', short: 'GVM' }])
    expect(p.notApplicable).toEqual(['ancaprating', 'doors'])
  })

  it('a motorcycle: engine capacity in cc, no seats, doors, drive or ANCAP', () => {
    const p = VEHICLE_PROFILES.motorcycle
    expect(labels(p.keyInformation)).toEqual(['Kilometres', 'Compliance', 'Build', 'Engine Capacity', 'Engine', 'Transmission', 'Registration', 'Rego Expiry', 'Stock no', 'VIN', 'Exterior Colour'])
    expect(labels(p.allSpecs)).toEqual(['Engine Capacity', 'Cylinders', 'Torque', 'Fuel consumption', 'Fuel tank', 'Weight', 'Body type', 'Gearbox', 'Exterior color'])
    expect(p.cardChips).toEqual([{ label: 'Engine Capacity', fields: ['enginesize'], unit: 'cc' }])
    expect(p.notApplicable).toEqual(['ancaprating', 'doors', 'drive', 'seats', 'bodyconfiguration'])
  })

  it('no list repeats a label, and every row reads at least one field', () => {
    for (const kind of VEHICLE_KINDS) {
      for (const rows of [VEHICLE_PROFILES[kind].keyInformation, VEHICLE_PROFILES[kind].allSpecs, VEHICLE_PROFILES[kind].glance, VEHICLE_PROFILES[kind].cardChips]) {
        expect(new Set(labels(rows)).size, kind).toBe(rows.length)
        for (const row of rows) expect(row.fields.length, `${kind} ${row.label}`).toBeGreaterThan(0)
      }
    }
  })

  it('structured data: Car, Motorcycle, else Vehicle (schema.org has no truck or caravan type)', () => {
    expect(Object.fromEntries(VEHICLE_KINDS.map((k) => [k, VEHICLE_PROFILES[k].schemaType]))).toEqual({ car: 'Car', truck: 'Vehicle', motorcycle: 'Motorcycle', caravan: 'Vehicle', motorhome: 'Vehicle' })
  })

  it('only the caravan has no fuel calculator', () => {
    expect(VEHICLE_KINDS.filter((k) => !VEHICLE_PROFILES[k].fuelCalculator)).toEqual(['caravan'])
  })

  it('TYPE_CHIP_FIELDS lists every field a type chip reads, once', () => {
    expect([...TYPE_CHIP_FIELDS].sort()).toEqual(['aggregate_trailer_mass', 'body_length', 'enginesize', 'grossvehiclemass', 'sleeps'])
  })

  it('a kind is found for any item type and body', () => {
    fc.assert(fc.property(fc.option(fc.string()), fc.option(fc.string()), (item_type, body) => {
      expect(VEHICLE_KINDS).toContain(vehicleKind({ item_type, body }))
    }))
  })
})
