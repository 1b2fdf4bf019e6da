import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ALL_SPECS_TOGGLE,
  buildSpecList,
  FEATURED_ROWS,
  caravanDimension,
  FEATURE_LIST_TOGGLE,
  featuredSpecs,
  formatMeasure,
  formatSpecValue,
  isEmptySpecValue,
  KEY_INFORMATION_TOGGLE,
  specifications,
  summarySpecs,
  truncateList,
} from '../../../site/rules/specLists'
import { specContext } from '../../../site/rules/specContext'
import type { CarInput } from '../../../site/rules/vehicleTypes'

/** Before every date below but the past ones; past expiries show nothing here (the default). */
const regoOptions = { now: new Date('2026-11-23T00:00:00Z'), showUnregistered: false }
const rego = specContext(regoOptions)

const full: CarInput = {
  km: 45210,
  compliance_date: '03/2019',
  build_date: '2019',
  engine_size: '2.5L',
  simple_fuel: 'Petrol',
  fuel: 'Unleaded Petrol',
  simple_transmission: 'Automatic',
  trans: '6 Speed Auto',
  induction: 'Aspirated',
  seats: 5,
  regplate: '123ABC',
  rego_expiry: '2027-01-05',
  stocknum: '12345',
  vin: 'JM0KF4W7A00123456',
  colour: 'Soul Red',
  enginesize: 2488,
  fuelconsumptioncombined: '7.4',
  fuelcapacity: 56,
  grossvehiclemass: 2143,
  vehiclelength: 4550,
  vehicleheight: 1680,
  vehiclewidth: 1840,
  towingcapacitybraked: 1800,
  body: 'SUV',
  bodyconfiguration: 'Wagon',
  drive: 'AWD',
  torque: 252,
  cylinders: 4,
  geartype: 'Sports Automatic',
  ancaprating: 5,
  engine_size_litres: 2.5,
  engine_variant: 'SKYACTIV-G',
}

describe('spec lists (INV §2: labels, order, omissions)', () => {
  it('Featured', () => {
    expect(featuredSpecs(full, rego)).toEqual([
      { label: 'Kilometres', value: '45,210 km' },
      { label: 'Compliance date', value: '03/2019' },
      { label: 'Build year', value: '2019' },
      { label: 'Engine', value: '2.5L' },
      { label: 'Fuel Type', value: 'Petrol' },
      { label: 'Transmission', value: 'Automatic' },
      { label: 'Induction', value: 'Aspirated' },
      { label: 'Seats', value: '5' },
      { label: 'Registration', value: '123ABC' },
      { label: 'Rego Expiry', value: '05/01/2027' },
      { label: 'Stock no', value: '12345' },
      { label: 'VIN', value: 'JM0KF4W7A00123456' },
      { label: 'Exterior Colour', value: 'Soul Red' },
    ])
  })

  it('Specifications', () => {
    expect(specifications(full)).toEqual([
      { label: 'Engine power', value: '2,488 cc' },
      { label: 'Fuel consumption', value: '7.4 L/100km' },
      { label: 'Fuel tank', value: '56 L' },
      { label: 'Weight', value: '2,143 kg' },
      { label: 'Length', value: '4,550 mm' },
      { label: 'Height', value: '1,680 mm' },
      { label: 'Width', value: '1,840 mm' },
      { label: 'Towing Capacity', value: '1,800 kg' },
    ])
  })

  it('Summary', () => {
    expect(summarySpecs(full)).toEqual([
      { label: 'Body type', value: 'SUV' },
      { label: 'Body configuration', value: 'Wagon' },
      { label: 'Drive type', value: 'AWD' },
      { label: 'Exterior color', value: 'Soul Red' },
      { label: 'Torque', value: '252 Nm' },
      { label: 'Cylinders', value: '4' },
      { label: 'Gearbox', value: 'Sports Automatic' },
      { label: 'ANCAP safety rating', value: '5' },
      { label: 'Engine Size', value: '2.5 L' },
      { label: 'Engine Variant', value: 'SKYACTIV-G' },
    ])
  })

  it('an empty car has empty lists', () => {
    expect([featuredSpecs({}, rego), specifications({}), summarySpecs({})]).toEqual([[], [], []])
  })

  it('falls back to the second field when the first is empty', () => {
    const car: CarInput = { simple_fuel: 'null', fuel: 'Diesel', simple_transmission: ' ', trans: 'Manual', enginesize_litres: '2.8' }
    expect(featuredSpecs(car, rego)).toEqual([
      { label: 'Fuel Type', value: 'Diesel' },
      { label: 'Transmission', value: 'Manual' },
    ])
    expect(summarySpecs(car)).toEqual([{ label: 'Engine Size', value: '2.8 L' }])
  })

  it('labels dates and years and keeps unreadable rego dates as stored', () => {
    expect(featuredSpecs({ compliance_date: '2019', build_date: '2018-11-01', rego_expiry: 'TBA' }, rego)).toEqual([
      { label: 'Compliance year', value: '2019' },
      { label: 'Build date', value: '2018-11-01' },
      { label: 'Rego Expiry', value: 'TBA' },
    ])
    expect(featuredSpecs({ rego_expiry: '15/03/2027' }, rego)).toEqual([{ label: 'Rego Expiry', value: '15/03/2027' }])
    expect(featuredSpecs({ compliance_date: ' 2019 ', build_date: ' 11/2018 ', rego_expiry: ' TBA ' }, rego)).toEqual([
      { label: 'Compliance year', value: '2019' },
      { label: 'Build date', value: '11/2018' },
      { label: 'Rego Expiry', value: 'TBA' },
    ])
    expect(featuredSpecs({ compliance_date: '20190', build_date: '019' }, rego)).toEqual([
      { label: 'Compliance date', value: '20190' },
      { label: 'Build date', value: '019' },
    ])
  })

  it('Rego Expiry follows the rego rule (INV §4): from today dd/MM/yyyy, a past date Unregistered where shown, else left out', () => {
    const row = (rego_expiry: CarInput['rego_expiry'], showUnregistered = false) => featuredSpecs({ rego_expiry }, specContext({ ...regoOptions, showUnregistered })).find((s) => s.label === 'Rego Expiry')?.value
    expect(row('2026-11-23')).toBe('23/11/2026') // today, in Brisbane
    expect(row('2026-11-24')).toBe('24/11/2026')
    expect(row('2026-11-22')).toBeUndefined()
    expect(row('2026-11-22', true)).toBe('Unregistered')
    expect(row('28/10/2026', true)).toBe('Unregistered')
    expect(row(new Date('2027-03-01T00:00:00Z'))).toBe('01/03/2027')
    expect(row(new Date('2020-03-01T00:00:00Z'), true)).toBe('Unregistered')
    expect(row(' TBA ', true)).toBe('TBA')
    expect(row('null', true)).toBeUndefined()
    expect(row(null, true)).toBeUndefined()
    expect(row(20270501 as unknown as string)).toBe('20270501') // a number from a loose feed: unreadable, as stored
    expect(buildSpecList({ rego_expiry: '2027-01-05' }, FEATURED_ROWS)).toEqual([]) // no rule in the context: left out
  })

  it('keeps a stock number or plate without separators, and 0 km', () => {
    expect(featuredSpecs({ stocknum: '100234', regplate: 1234 as unknown as string, km: 0 }, rego)).toEqual([
      { label: 'Kilometres', value: '0 km' },
      { label: 'Registration', value: '1234' },
      { label: 'Stock no', value: '100234' },
    ])
  })
})

describe('isEmptySpecValue (INV §2: empty, null or the text null)', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    ['  ', true],
    ['null', true],
    ['NULL', true],
    [' Null ', true],
    [Number.NaN, true],
    [Number.POSITIVE_INFINITY, true],
    [{}, true],
    [true, true],
    ['nullable', false],
    ['0', false],
    [0, false],
    ['Petrol', false],
    [-1, false],
  ])('%j → %s', (value, expected) => expect(isEmptySpecValue(value)).toBe(expected))
})

describe('formatSpecValue', () => {
  it.each<[string | number, string | undefined, string]>([
    [1998, 'cc', '1,998 cc'],
    ['1998', 'cc', '1,998 cc'],
    [7.456, 'L/100km', '7.46 L/100km'],
    ['about 7', 'L/100km', 'about 7 L/100km'],
    [' 12345 ', undefined, '12345'],
    [12345, undefined, '12345'],
  ])('%j %s → %j', (value, unit, expected) => expect(formatSpecValue(value, unit)).toBe(expected))
})

describe('formatMeasure', () => {
  it.each([
    [0, '0'],
    [7.4, '7.4'],
    [7.456, '7.46'],
    [7.454, '7.45'],
    [999.999, '1,000'],
    [2488, '2,488'],
    [1234567.891, '1,234,567.89'],
    [-1500.5, '-1,500.5'],
    [-0.001, '0'],
  ])('%s → %j', (value, expected) => expect(formatMeasure(value)).toBe(expected))
})

describe('caravanDimension (INV §2, vehiclePage.caravanDimensionFactor)', () => {
  it.each<[string | number | Date, number | null, string]>([
    [10, 0.3048, '3.05 m'],
    [1, 0.3048, '0.3 m'],
    ['22', 0.3048, '6.71 m'],
    [100, 0.3048, '30.48 m'],
    ['21\'6"', 0.3048, '21\'6"'],
    [' 21 ', null, '21 m'],
    [6.4, null, '6.4 m'],
    [10, 1, '10 m'],
    [new Date('2026-01-01T00:00:00Z'), 0.3048, '2026-01-01T00:00:00.000Z'],
  ])('dimension %j with factor %s → %s', (value, factor, expected) => expect(caravanDimension(value, factor)).toBe(expected))
})

describe('truncateList (INV §2, §9: 8 features, 4 key specs, 4 all-specs)', () => {
  it('has the spec limits and labels', () => {
    expect(FEATURE_LIST_TOGGLE).toEqual({ limit: 8, more: 'Show All', less: 'Hide' })
    expect(KEY_INFORMATION_TOGGLE).toEqual({ limit: 4, more: 'Show More', less: 'Show Less' })
    expect(ALL_SPECS_TOGGLE).toEqual({ limit: 4, more: 'Show All Specs', less: 'Hide Specs' })
  })

  const items = (n: number) => Array.from({ length: n }, (_, i) => i)
  it.each([
    [8, false, { visible: items(8), hiddenCount: 0, toggleLabel: null }],
    [8, true, { visible: items(8), hiddenCount: 0, toggleLabel: null }],
    [9, false, { visible: items(8), hiddenCount: 1, toggleLabel: 'Show All' }],
    [9, true, { visible: items(9), hiddenCount: 0, toggleLabel: 'Hide' }],
    [0, false, { visible: [], hiddenCount: 0, toggleLabel: null }],
  ])('features: %s items, expanded %s', (n, expanded, expected) => expect(truncateList(items(n), FEATURE_LIST_TOGGLE, expanded)).toEqual(expected))

  it.each([
    [4, false, null, 4],
    [5, false, 'Show More', 4],
    [5, true, 'Show Less', 5],
  ])('key information: %s items, expanded %s → %s', (n, expanded, label, shown) => {
    const result = truncateList(items(n), KEY_INFORMATION_TOGGLE, expanded)
    expect([result.toggleLabel, result.visible.length]).toEqual([label, shown])
  })

  it.each([
    [4, false, null],
    [5, false, 'Show All Specs'],
    [5, true, 'Hide Specs'],
  ])('all specifications: %s items, expanded %s → %s', (n, expanded, label) => expect(truncateList(items(n), ALL_SPECS_TOGGLE, expanded).toggleLabel).toBe(label))

  it('visible + hidden always adds up, and visible is a prefix', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 0, max: 10 }), fc.boolean(), (list, limit, expanded) => {
        const r = truncateList(list, { limit, more: 'm', less: 'l' }, expanded)
        return r.visible.length + r.hiddenCount === list.length && r.visible.every((v, i) => v === list[i])
      }),
    )
  })
})
