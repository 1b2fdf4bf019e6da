import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { specContext } from '../../../site/rules/specContext'
import { allSpecs, cardChips, carFromHit, chipText, describingFacts, detailsTitle, glance, keyInformation, showsFuelCalculator, stickyFacts, vehicleNoun, type ChipOptions } from '../../../site/rules/vehicleFacts'
import { VEHICLE_KINDS } from '../../../site/rules/vehicleProfiles'
import type { CarInput } from '../../../site/rules/vehicleTypes'

const ctx = specContext({ now: new Date('2026-11-23T00:00:00Z'), showUnregistered: false }, 0.3048)
const metres = specContext({ now: new Date('2026-11-23T00:00:00Z'), showUnregistered: false }, null)

/** Every field any type reads: a feed that fills car fields for a caravan must not show them. */
const everything: CarInput = {
  km: 12000, compliance_date: '2024', build_date: '11/2023', engine_size: '2.8L', simple_fuel: 'Diesel', simple_transmission: 'Automatic', induction: 'Turbo', seats: 4,
  regplate: 'XYZ123', rego_expiry: '2027-05-01', stocknum: 'CV100', vin: '6T9CAR00000000001', colour: 'White', enginesize: 649, fuelconsumptioncombined: 14.5, fuelcapacity: 90,
  grossvehiclemass: 4495, vehiclelength: 7200, vehicleheight: 3100, vehiclewidth: 2350, towingcapacitybraked: 2000, body: 'Caravan', bodyconfiguration: 'Pop Top', drive: 'RWD', torque: 450,
  cylinders: 4, geartype: '8 speed automatic', ancaprating: 5, engine_size_litres: 2.8, engine_variant: 'Euro 6', body_width: 7.5, body_length: 21, tare_weight: 2350, axle_type: 'Tandem', sleeps: 4,
  aggregate_trailer_mass: 3000,
}
const as = (kind: string, car: CarInput = everything): CarInput => (kind === 'motorhome' ? { ...car, item_type: 'caravan', body: 'Motorhome' } : { ...car, item_type: kind })

describe('caravan pages (INV §2 caravan lines; the issue\'s "Body Length 21" with no unit)', () => {
  const caravan = as('caravan')

  it('key information in metres through the feet-to-metre factor, kg, and no car rows', () => {
    expect(keyInformation(caravan, ctx)).toEqual([
      { label: 'Body Length', value: '6.4 m' },
      { label: 'Body Width', value: '2.29 m' },
      { label: 'Sleeps', value: '4' },
      { label: 'Axle Type', value: 'Tandem' },
      { label: 'Tare Weight', value: '2,350 kg' },
      { label: 'Aggregate Trailer Mass', value: '3,000 kg' },
      { label: 'Compliance year', value: '2024' },
      { label: 'Build date', value: '11/2023' },
      { label: 'Registration', value: 'XYZ123' },
      { label: 'Rego Expiry', value: '01/05/2027' },
      { label: 'Stock no', value: 'CV100' },
      { label: 'VIN', value: '6T9CAR00000000001' },
      { label: 'Exterior Colour', value: 'White' },
    ])
  })

  it('all specifications', () => {
    expect(allSpecs(caravan, ctx)).toEqual([
      { label: 'Body Length', value: '6.4 m' },
      { label: 'Body Width', value: '2.29 m' },
      { label: 'Height', value: '3,100 mm' },
      { label: 'Tare Weight', value: '2,350 kg' },
      { label: 'Aggregate Trailer Mass', value: '3,000 kg' },
      { label: 'Axle Type', value: 'Tandem' },
      { label: 'Sleeps', value: '4' },
      { label: 'Body type', value: 'Caravan' },
      { label: 'Body configuration', value: 'Pop Top' },
    ])
  })

  it('without a factor the feed figure is metres', () => {
    expect(keyInformation({ item_type: 'caravan', body_length: 6.4, body_width: '2.4' }, metres)).toEqual([
      { label: 'Body Length', value: '6.4 m' },
      { label: 'Body Width', value: '2.4 m' },
    ])
  })

  it('at a glance and in the sticky header: length, sleeps, ATM; no fuel calculator; a caravan word', () => {
    expect(glance(caravan, ctx)).toEqual(['Length 6.4 m', 'Sleeps 4', 'ATM 3,000 kg'])
    expect(stickyFacts(caravan, ctx)).toEqual(['Length 6.4 m', 'Sleeps 4', 'ATM 3,000 kg'])
    expect(showsFuelCalculator(caravan)).toBe(false)
    expect(vehicleNoun(caravan, 'vehicle')).toBe('caravan')
    expect(detailsTitle(vehicleNoun(caravan, 'vehicle'))).toBe('Caravan Details')
  })
})

describe('describingFacts (the page description)', () => {
  it('a car: kilometres, gearbox, body and fuel; a caravan: length, sleeps and ATM; a motorcycle: no fuel row in its list', () => {
    expect(describingFacts(as('car'), ctx)).toEqual(['12,000 km', 'Automatic', 'Caravan', 'Diesel'])
    expect(describingFacts(as('caravan'), ctx)).toEqual(['Length 6.4 m', 'Sleeps 4', 'ATM 3,000 kg'])
    expect(describingFacts(as('motorcycle', { ...everything, body: 'Naked' }), ctx)).toEqual(['12,000 km', '649 cc', 'Naked'])
    expect(describingFacts({ item_type: 'caravan' }, ctx)).toEqual([])
  })
})

describe('the other types', () => {
  it('a car keeps the INV §2 lists and the site word', () => {
    const car = as('car')
    expect(keyInformation(car, ctx).map((s) => s.label)).toEqual(['Kilometres', 'Compliance year', 'Build date', 'Engine', 'Fuel Type', 'Transmission', 'Induction', 'Seats', 'Registration', 'Rego Expiry', 'Stock no', 'VIN', 'Exterior Colour'])
    expect(allSpecs(car, ctx)[0]).toEqual({ label: 'Engine power', value: '649 cc' })
    expect(glance(car, ctx)).toEqual(['12,000 km', 'Automatic', 'Caravan'])
    expect(stickyFacts(car, ctx)).toEqual(['Automatic', 'Caravan'])
    expect(vehicleNoun(car, 'vehicle')).toBe('vehicle')
    expect(vehicleNoun({}, 'car')).toBe('car')
    expect(detailsTitle('vehicle')).toBe('Vehicle Details')
    expect(showsFuelCalculator(car)).toBe(true)
    expect(showsFuelCalculator({ simple_fuel: 'Electric' })).toBe(false)
  })

  it('a truck shows its GVM', () => {
    const truck = as('truck')
    expect(keyInformation(truck, ctx)).toContainEqual({ label: 'Gross Vehicle Mass', value: '4,495 kg' })
    expect(allSpecs(truck, ctx)).not.toContainEqual(expect.objectContaining({ label: 'ANCAP safety rating' }))
    expect(detailsTitle(vehicleNoun(truck, 'vehicle'))).toBe('Truck Details')
  })

  it('a motorcycle shows its engine capacity in cc and at a glance', () => {
    const bike = as('motorcycle', { ...everything, body: 'Naked' })
    expect(keyInformation(bike, ctx)).toContainEqual({ label: 'Engine Capacity', value: '649 cc' })
    expect(glance(bike, ctx)).toEqual(['12,000 km', '649 cc', 'Naked'])
    expect(allSpecs(bike, ctx).map((s) => s.label)).not.toContain('Seats')
    expect(showsFuelCalculator(bike)).toBe(true)
  })

  it('a motorhome drives: kilometres, engine and the fuel calculator, with living facts', () => {
    const van = as('motorhome')
    expect(glance(van, ctx)).toEqual(['12,000 km', 'Length 6.4 m', 'Sleeps 4'])
    expect(stickyFacts(van, ctx)).toEqual(['Length 6.4 m', 'Sleeps 4'])
    expect(keyInformation(van, ctx)).toContainEqual({ label: 'Gross Vehicle Mass', value: '4,495 kg' })
    expect(showsFuelCalculator(van)).toBe(true)
    expect(showsFuelCalculator({ ...van, simple_fuel: 'Electric' })).toBe(false)
  })

  it('an empty vehicle of any type has empty lists and nothing at a glance', () => {
    for (const kind of VEHICLE_KINDS) {
      const empty = as(kind, {})
      // a motorhome is known by its body, which its list shows
      const body = kind === 'motorhome' ? [{ label: 'Body type', value: 'Motorhome' }] : []
      expect([keyInformation(empty, ctx), allSpecs(empty, ctx), glance(empty, ctx), cardChips(empty, ['km'], options)], kind).toEqual([[], body, [], []])
    }
  })

  it('a NaN or infinite figure in a hit is no chip (fast-check found "NaN km" with seed 175997304)', () => {
    for (const km of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(cardChips(as('car', { km } as unknown as CarInput), ['km'], options)).toEqual([])
    }
    expect(cardChips(as('car', { km: 45210 } as CarInput), ['km'], options)).toEqual(['45,210 km'])
  })

  it('no list item is ever empty or reads undefined, NaN or null', () => {
    const value = fc.oneof(fc.constant(null), fc.constant('null'), fc.constant(''), fc.integer({ min: -5, max: 100000 }), fc.double({ noNaN: false }), fc.string())
    const car = fc.record({ km: value, body_length: value, sleeps: value, aggregate_trailer_mass: value, enginesize: value, grossvehiclemass: value, axle_type: fc.option(fc.string()), simple_transmission: fc.option(fc.string()) })
    fc.assert(fc.property(fc.constantFrom(...VEHICLE_KINDS), car, (kind, fields) => {
      const subject = as(kind, fields as CarInput)
      for (const item of [...keyInformation(subject, ctx), ...allSpecs(subject, ctx)]) {
        expect(item.value.trim()).not.toBe('')
        expect(item.value).not.toMatch(/^(undefined|NaN|null)$|NaN/)
      }
      for (const chip of [...glance(subject, ctx), ...cardChips(subject, ['km', 'simple_transmission'], options)]) expect(chip).not.toMatch(/undefined|NaN|^null$/)
    }))
  })
})

const options: ChipOptions = { labels: { newTag: 'Brand New' }, truckBodyMapsTo: 'lightTruck', dimensionFactor: 0.3048 }
const SITE_CHIPS = ['car_type', 'simple_body', 'km', 'simple_transmission', 'stocknum']

describe('card chips: the site\'s that apply, then the type\'s', () => {
  const hit = { car_type: 'new', simple_body: 'truck', km: 45210, simple_transmission: 'Automatic', stocknum: 'S7', sleeps: 4, body_length: 21, aggregate_trailer_mass: 2800, grossvehiclemass: 8500, enginesize: 649 }

  it('a car: the site chips with their words', () => {
    expect(cardChips(hit, SITE_CHIPS, options)).toEqual(['Brand New', 'Light Truck', '45,210 km', 'Automatic', 'Stock #S7'])
    expect(cardChips({ ...hit, car_type: 'used', body: 'truck', colour: 'Red' }, ['car_type', 'body', 'colour'], { ...options, truckBodyMapsTo: 'ute' })).toEqual(['Used', 'Ute', 'Red'])
  })

  it('a caravan: no kilometres or gearbox, then length, sleeps and ATM', () => {
    expect(cardChips({ ...hit, item_type: 'caravan', simple_body: 'Caravan' }, SITE_CHIPS, options)).toEqual(['Brand New', 'Caravan', 'Stock #S7', 'Length 6.4 m', 'Sleeps 4', 'ATM 2,800 kg'])
  })

  it('a motorhome keeps its kilometres', () => {
    expect(cardChips({ ...hit, item_type: 'caravan', simple_body: 'Motorhome' }, SITE_CHIPS, options)).toEqual(['Brand New', 'Motorhome', '45,210 km', 'Automatic', 'Stock #S7', 'Length 6.4 m', 'Sleeps 4'])
  })

  it('a truck adds its GVM, a motorcycle its engine capacity', () => {
    expect(cardChips({ ...hit, item_type: 'truck' }, SITE_CHIPS, options).slice(-1)).toEqual(['GVM 8,500 kg'])
    expect(cardChips({ ...hit, item_type: 'motorcycle', simple_body: 'Naked' }, SITE_CHIPS, options)).toEqual(['Brand New', 'Naked', '45,210 km', 'Automatic', 'Stock #S7', '649 cc'])
  })

  it('empty values are left out, 0 km is kept, a repeated text shows once', () => {
    expect(cardChips({ car_type: '', simple_body: null, km: 0, stocknum: undefined }, SITE_CHIPS, options)).toEqual(['0 km'])
    expect(cardChips({ body: 'SUV', simple_body: 'SUV' }, ['body', 'simple_body'], options)).toEqual(['SUV'])
    expect(cardChips({ item_type: 'caravan', sleeps: 'null', body_length: '' }, [], options)).toEqual([])
  })

  it('carFromHit keeps text and finite numbers only', () => {
    expect(carFromHit({ a: 'x', b: 2, c: null, d: Number.NaN, e: { x: 1 }, f: [1], g: true })).toEqual({ a: 'x', b: 2 })
  })

  it('chipText puts the short word first', () => {
    expect(chipText({ sleeps: 6 }, { label: 'Sleeps', fields: ['sleeps'], short: 'Sleeps' }, ctx)).toBe('Sleeps 6')
    expect(chipText({}, { label: 'Sleeps', fields: ['sleeps'], short: 'Sleeps' }, ctx)).toBeNull()
  })
})
