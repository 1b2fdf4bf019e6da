import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  autoSelectedLocation,
  filterLocations,
  locatedAtCity,
  locationType,
  pickerOptions,
  primaryLocation,
  sameStreetDepartments,
  type LocationBlockOptions,
  type LocationInput,
  type PickerSettings,
} from '../../../site/rules/locationFilter'

const loc = (id: number, patch: Partial<LocationInput> = {}): LocationInput => ({ id, type: 'sales', visible: true, primary: false, manufacturers: [], ...patch })

const locations = [
  loc(1, { primary: true, manufacturers: ['Mazda'], subtype: 'buying', street: '1 Main St', city: 'Brisbane' }),
  loc(2, { type: 'service', manufacturers: ['Mazda', 'Kia'], street: '1 Main St' }),
  loc(3, { type: 'parts', manufacturers: ['Kia'], street: ' 1 main st ' }),
  loc(4, { type: '', subtype: ['Buying', 'Trade'], city: 'Ipswich' }),
  loc(5, { type: null, subtype: 'retail, buying', manufacturers: null }),
  loc(6, { type: 'service', visible: false, manufacturers: ['Mazda'] }),
  loc(7, { type: 'Service', primary: null }),
]
const ids = (list: readonly LocationInput[]) => list.map((l) => l.id)
const block = (filter: LocationBlockOptions['filter'], extra: Omit<LocationBlockOptions, 'filter'> = {}) => ids(filterLocations(locations, { filter, ...extra }))

describe('location type (FIN §3: empty means sales)', () => {
  it.each([
    ['sales', 'sales'],
    ['service', 'service'],
    ['parts', 'parts'],
    ['Service', 'service'],
    [' PARTS ', 'parts'],
    ['', 'sales'],
    [null, 'sales'],
    [undefined, 'sales'],
    ['buying', 'sales'],
  ])('%j → %s', (type, expected) => expect(locationType({ type })).toBe(expected))
})

describe('Locations block filter (FIN §2.8)', () => {
  it.each<[LocationBlockOptions['filter'], number[]]>([
    ['all', [1, 2, 3, 4, 5, 7]],
    ['primary', [1]],
    ['sales', [1, 4, 5]],
    ['service', [2, 7]],
    ['parts', [3]],
    ['serviceAndParts', [2, 3, 7]],
    [{ locationId: '4' }, [4]],
    [{ locationId: '6' }, []],
    [{ locationId: '99' }, []],
  ])('%j → %j (hidden locations never show)', (filter, expected) => expect(block(filter)).toEqual(expected))

  it('filters by manufacturer, case-insensitively', () => {
    expect(block('all', { manufacturer: 'mazda' })).toEqual([1, 2])
    expect(block('service', { manufacturer: ' KIA ' })).toEqual([2])
    expect(block('all', { manufacturer: '  ' })).toEqual([1, 2, 3, 4, 5, 7])
    expect(block('all', { manufacturer: null })).toEqual([1, 2, 3, 4, 5, 7])
  })

  it('filters by subtype from a name, a list or a comma-separated string', () => {
    expect(block('all', { subtype: 'buying' })).toEqual([1, 4, 5])
    expect(block('all', { subtype: 'Trade' })).toEqual([4])
    expect(block('all', { subtype: 'retail' })).toEqual([5])
    expect(block('all', { subtype: 'buy' })).toEqual([])
    expect(block('all', { subtype: '' })).toEqual([1, 2, 3, 4, 5, 7])
    expect(block('all', { subtype: '  ' })).toEqual([1, 2, 3, 4, 5, 7])
  })

  it('an include list keeps only its ids; the exclude list removes ids and wins', () => {
    expect(block('all', { includeIds: ['2', '4', '6'] })).toEqual([2, 4])
    expect(block('sales', { includeIds: ['2', '4'] })).toEqual([4])
    expect(block('all', { includeIds: [] })).toEqual([1, 2, 3, 4, 5, 7])
    expect(block('all', { excludeIds: ['1', '7'] })).toEqual([2, 3, 4, 5])
    expect(block('all', { includeIds: ['2', '4'], excludeIds: ['4'] })).toEqual([2])
    expect(block('all', { includeIds: null, excludeIds: null })).toEqual([1, 2, 3, 4, 5, 7])
  })

  it('combines every option', () => {
    expect(block('all', { manufacturer: 'Mazda', subtype: 'buying', excludeIds: ['2'] })).toEqual([1])
    expect(block('primary', { manufacturer: 'Kia' })).toEqual([])
  })

  it('never returns a hidden, excluded or foreign location, and keeps input order', () => {
    const arbitrary = fc.record({
      filter: fc.constantFrom<LocationBlockOptions['filter']>('primary', 'sales', 'service', 'parts', 'serviceAndParts', 'all', { locationId: '3' }),
      includeIds: fc.array(fc.constantFrom<string>('1', '2', '3', '4', '5', '6', '7'), { maxLength: 4 }),
      excludeIds: fc.array(fc.constantFrom<string>('1', '2', '3', '4', '5', '6', '7'), { maxLength: 4 }),
    })
    fc.assert(
      fc.property(arbitrary, (options) => {
        const shown = filterLocations(locations, options)
        expect(shown.every((l) => l.visible !== false && !options.excludeIds.includes(String(l.id)))).toBe(true)
        if (options.includeIds.length) expect(shown.every((l) => options.includeIds.includes(String(l.id)))).toBe(true)
        expect(shown).toEqual(locations.filter((l) => shown.includes(l)))
        expect(filterLocations(locations, { ...options, filter: 'all' }).length).toBeGreaterThanOrEqual(shown.length)
      }),
    )
  })
})

describe('location picker (FIN §2.8)', () => {
  const settings = (patch: Partial<PickerSettings> = {}): PickerSettings => ({ hiddenIds: [], filter: null, ...patch })
  it.each<[string, Partial<PickerSettings>, number[]]>([
    ['every visible location', {}, [1, 2, 3, 4, 5, 7]],
    ['hidden ids', { hiddenIds: ['1', '2', '3', '4'] }, [5, 7]],
    ['by make', { filter: { makes: ['kia'] } }, [2, 3]],
    ['by makes', { filter: { makes: ['Kia', 'Mazda'] } }, [1, 2, 3]],
    ['by type', { filter: { types: ['service'] } }, [2, 7]],
    ['by types, empty type is sales', { filter: { types: ['sales', 'parts'] } }, [1, 3, 4, 5]],
    ['a fixed list', { filter: { ids: ['5', '6', '1'] } }, [1, 5]],
    ['every given filter applies', { filter: { makes: ['Mazda'], types: ['service'] } }, [2]],
    ['hidden wins over the list', { hiddenIds: ['5'], filter: { ids: ['5', '1'] } }, [1]],
    ['an empty make list matches nothing', { filter: { makes: [] } }, []],
  ])('%s', (_, patch, expected) => expect(ids(pickerOptions(locations, settings(patch)))).toEqual(expected))

  it('auto-selects only when exactly one option exists', () => {
    expect(autoSelectedLocation([locations[2]!])).toBe(locations[2])
    expect(autoSelectedLocation([])).toBeNull()
    expect(autoSelectedLocation(locations.slice(0, 2))).toBeNull()
  })
})

describe('departments at the same street (FIN §2.8 Location page)', () => {
  it('lists sales, service, parts at the street, defaulting to the current location', () => {
    const { options, selected } = sameStreetDepartments(locations[1]!, locations)
    expect(ids(options)).toEqual([1, 2, 3])
    expect(selected).toBe(locations[1])
  })

  it('the current location stands for its type even when another of that type shares the street', () => {
    const twin = loc(8, { type: 'service', street: '1 Main St' })
    expect(ids(sameStreetDepartments(twin, locations.concat(twin)).options)).toEqual([1, 8, 3])
  })

  it('skips hidden departments and other streets; without a street only the current one', () => {
    const hidden = loc(9, { type: 'parts', street: '2 High St', visible: false })
    const current = loc(10, { type: 'sales', street: '2 High St' })
    expect(ids(sameStreetDepartments(current, [...locations, hidden, current]).options)).toEqual([10])
    expect(ids(sameStreetDepartments(locations[3]!, locations).options)).toEqual([4])
    expect(ids(sameStreetDepartments(loc(11, { type: 'parts', street: '  ' }), locations).options)).toEqual([11])
  })
})

describe('primary location and the Located at bar (FIN §2.6, INV §4)', () => {
  it('finds the first primary location', () => {
    expect(primaryLocation(locations)).toBe(locations[0])
    expect(primaryLocation(locations.slice(1))).toBeNull()
  })

  it.each<[string | null | undefined, string | null]>([
    ['Ipswich', 'Ipswich'],
    [' Ipswich ', 'Ipswich'],
    ['Brisbane', null],
    ['brisbane ', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('car city %j → %j', (city, expected) => expect(locatedAtCity(city, locations)).toBe(expected))

  it('shows nothing without a primary city to compare with', () => {
    expect(locatedAtCity('Ipswich', locations.slice(1))).toBeNull()
    expect(locatedAtCity('Ipswich', [loc(1, { primary: true, city: ' ' })])).toBeNull()
    expect(locatedAtCity('Ipswich', [loc(1, { primary: true })])).toBeNull()
    expect(locatedAtCity('Ipswich', [loc(1, { primary: true, city: null })])).toBeNull()
  })
})
