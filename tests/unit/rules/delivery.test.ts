import { describe, expect, it } from 'vitest'
import {
  checkDeliveryPostcode,
  DELIVERY_EMPTY_POSTCODE_MESSAGE,
  DELIVERY_NO_ESTIMATE_MESSAGE,
  deliveryEstimate,
  deliveryEstimateText,
  deliveryStart,
  deliveryStateFromReply,
  findDeliveryRegion,
  parsePostcodeRanges,
  validatePostcodeRanges,
  type DeliveryRegion,
} from '../../../site/rules/delivery'
import { POSTCODE_MESSAGE } from '../../../site/rules/postcode'

const REGIONS: DeliveryRegion[] = [
  { name: 'Gold Coast', postcodes: '4208-4230', price: 250 },
  { name: 'Brisbane Metro', postcodes: '4000-4179, 4300-4305', price: 0 },
  { name: 'Regional Queensland', postcodes: '4180-4999', price: 1299.5 },
  { name: 'Broken', postcodes: '12a4', price: 5 },
  { name: 'Darwin', postcodes: '0800', price: 1800 },
]

describe('messages (INV §5, §8)', () => {
  it('has the spec texts', () => {
    expect(DELIVERY_EMPTY_POSTCODE_MESSAGE).toBe('Please enter a postcode.')
    expect(DELIVERY_NO_ESTIMATE_MESSAGE).toBe("Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.")
  })
})

describe('parsePostcodeRanges', () => {
  it.each<[string, Array<[number, number]>]>([
    ['4000', [[4000, 4000]]],
    ['0800', [[800, 800]]],
    ['4000-4179', [[4000, 4179]]],
    ['4000 - 4179', [[4000, 4179]]],
    ['4000-4000', [[4000, 4000]]],
    [' 4000-4179 , 4205,,4300-4305 ', [[4000, 4179], [4205, 4205], [4300, 4305]]],
    ['0000-9999', [[0, 9999]]],
  ])('%j → %j', (text, ranges) => {
    expect(parsePostcodeRanges(text)).toEqual({ ok: true, ranges: ranges.map(([from, to]) => ({ from, to })) })
  })

  it.each<[string, string]>([
    ['', 'List at least one postcode or postcode range, such as 4000-4179.'],
    [' , ,', 'List at least one postcode or postcode range, such as 4000-4179.'],
    ['400', '"400" is not a 4-digit postcode or a range such as 4000-4179.'],
    ['40000', '"40000" is not a 4-digit postcode or a range such as 4000-4179.'],
    ['4000-41', '"4000-41" is not a 4-digit postcode or a range such as 4000-4179.'],
    ['4000-', '"4000-" is not a 4-digit postcode or a range such as 4000-4179.'],
    ['4000;4001', '"4000;4001" is not a 4-digit postcode or a range such as 4000-4179.'],
    ['4000, abcd', '"abcd" is not a 4-digit postcode or a range such as 4000-4179.'],
    ['4179-4000', 'The range "4179-4000" ends before it starts.'],
    ['4001-4000', 'The range "4001-4000" ends before it starts.'],
  ])('%j is rejected: %s', (text, message) => {
    expect(parsePostcodeRanges(text)).toEqual({ ok: false, message })
  })
})

describe('validatePostcodeRanges (the admin field)', () => {
  it.each<[string | null | undefined, true | string]>([
    ['4000-4179', true],
    ['4000, 4001', true],
    [null, 'List at least one postcode or postcode range, such as 4000-4179.'],
    [undefined, 'List at least one postcode or postcode range, such as 4000-4179.'],
    ['4x', '"4x" is not a 4-digit postcode or a range such as 4000-4179.'],
  ])('%j → %j', (text, result) => expect(validatePostcodeRanges(text)).toBe(result))
})

describe('checkDeliveryPostcode (INV §5 empty; FIN §5 4 digits)', () => {
  it.each<[string | null | undefined, { ok: true; postcode: string } | { ok: false; message: string }]>([
    ['', { ok: false, message: DELIVERY_EMPTY_POSTCODE_MESSAGE }],
    ['   ', { ok: false, message: DELIVERY_EMPTY_POSTCODE_MESSAGE }],
    [null, { ok: false, message: DELIVERY_EMPTY_POSTCODE_MESSAGE }],
    [undefined, { ok: false, message: DELIVERY_EMPTY_POSTCODE_MESSAGE }],
    ['400', { ok: false, message: POSTCODE_MESSAGE }],
    ['40000', { ok: false, message: POSTCODE_MESSAGE }],
    ['40a0', { ok: false, message: POSTCODE_MESSAGE }],
    ['4000', { ok: true, postcode: '4000' }],
    [' 4000 ', { ok: true, postcode: '4000' }],
    ['0800', { ok: true, postcode: '0800' }],
  ])('%j → %j', (raw, result) => expect(checkDeliveryPostcode(raw)).toEqual(result))
})

describe('findDeliveryRegion (first region in order covering the postcode)', () => {
  it.each<[string, string | null]>([
    ['4000', 'Brisbane Metro'],
    ['4179', 'Brisbane Metro'],
    ['4180', 'Regional Queensland'],
    ['4207', 'Regional Queensland'],
    ['4208', 'Gold Coast'],
    ['4230', 'Gold Coast'],
    ['4231', 'Regional Queensland'],
    ['4300', 'Brisbane Metro'],
    ['4305', 'Brisbane Metro'],
    ['4306', 'Regional Queensland'],
    ['4999', 'Regional Queensland'],
    ['5000', null],
    ['3999', null],
    ['0800', 'Darwin'],
    ['0801', null],
    ['1240', null],
  ])('%s → %s', (postcode, name) => expect(findDeliveryRegion(REGIONS, postcode)?.name ?? null).toBe(name))

  it('finds nothing in an empty list', () => expect(findDeliveryRegion([], '4000')).toBeNull())
})

describe('deliveryEstimate', () => {
  it.each<[string | null, ReturnType<typeof deliveryEstimate>]>([
    ['', { kind: 'invalid', message: DELIVERY_EMPTY_POSTCODE_MESSAGE }],
    [null, { kind: 'invalid', message: DELIVERY_EMPTY_POSTCODE_MESSAGE }],
    ['41', { kind: 'invalid', message: POSTCODE_MESSAGE }],
    ['6000', { kind: 'none', message: DELIVERY_NO_ESTIMATE_MESSAGE }],
    ['4000', { kind: 'estimate', estimate: { name: 'Brisbane Metro', price: 0, priceText: '$0' } }],
    ['4210', { kind: 'estimate', estimate: { name: 'Gold Coast', price: 250, priceText: '$250' } }],
    ['4500', { kind: 'estimate', estimate: { name: 'Regional Queensland', price: 1299.5, priceText: '$1,300' } }],
  ])('%j → %j', (raw, outcome) => expect(deliveryEstimate(REGIONS, raw)).toEqual(outcome))

  it('has no estimate when the dealership has no regions', () => {
    expect(deliveryEstimate([], '4000')).toEqual({ kind: 'none', message: DELIVERY_NO_ESTIMATE_MESSAGE })
  })
})

describe('deliveryEstimateText', () => {
  it('names the region and the price', () => {
    expect(deliveryEstimateText({ name: 'Gold Coast', priceText: '$250' })).toBe('Estimated delivery to Gold Coast: $250')
  })
})

describe('deliveryStateFromReply (INV §4: estimate or error)', () => {
  it.each<[number, unknown, ReturnType<typeof deliveryStateFromReply>]>([
    [200, { name: 'Gold Coast', price: 250 }, { status: 'estimate', estimate: { name: 'Gold Coast', price: 250, priceText: '$250' } }],
    [200, { name: 'Brisbane Metro', price: 0 }, { status: 'estimate', estimate: { name: 'Brisbane Metro', price: 0, priceText: '$0' } }],
    [200, { name: 'Somewhere', price: 12345 }, { status: 'estimate', estimate: { name: 'Somewhere', price: 12345, priceText: '$12,345' } }],
    [200, { name: '', price: 250 }, { status: 'error', message: DELIVERY_NO_ESTIMATE_MESSAGE }],
    [200, { name: 'X', price: -1 }, { status: 'error', message: DELIVERY_NO_ESTIMATE_MESSAGE }],
    [200, { name: 'X', price: '250' }, { status: 'error', message: DELIVERY_NO_ESTIMATE_MESSAGE }],
    [200, null, { status: 'error', message: DELIVERY_NO_ESTIMATE_MESSAGE }],
    [404, { message: DELIVERY_NO_ESTIMATE_MESSAGE }, { status: 'error', message: DELIVERY_NO_ESTIMATE_MESSAGE }],
    [400, { message: DELIVERY_EMPTY_POSTCODE_MESSAGE }, { status: 'error', message: DELIVERY_EMPTY_POSTCODE_MESSAGE }],
    [404, { name: 'Gold Coast', price: 250 }, { status: 'error', message: DELIVERY_NO_ESTIMATE_MESSAGE }],
    [500, { message: '' }, { status: 'error', message: DELIVERY_NO_ESTIMATE_MESSAGE }],
    [502, 'Bad gateway', { status: 'error', message: DELIVERY_NO_ESTIMATE_MESSAGE }],
  ])('%i %j → %j', (status, body, state) => expect(deliveryStateFromReply(status, body)).toEqual(state))
})

describe('deliveryStateFromReply: odd bodies', () => {
  it.each<[number, unknown]>([
    [200, { name: 'X', price: Number.POSITIVE_INFINITY }],
    [200, { name: 'X', price: Number.NaN }],
    [200, { name: 7, price: 250 }],
    [200, { price: 250 }],
    [200, [1, 2]],
    [200, undefined],
    [500, { message: 42 }],
  ])('%i %j → the no-estimate error', (status, body) => {
    expect(deliveryStateFromReply(status, body)).toEqual({ status: 'error', message: DELIVERY_NO_ESTIMATE_MESSAGE })
  })
})

describe('deliveryStart (the figure shown before any input, issue 47)', () => {
  it.each<[string | null | undefined, { postcode: string; name: string; priceText: string } | null]>([
    ['4101', { postcode: '4101', name: 'Brisbane Metro', priceText: '$0' }],
    [' 4215 ', { postcode: '4215', name: 'Gold Coast', priceText: '$250' }],
    // the home postcode outside every region, missing or malformed: the first readable region's first postcode
    ['2000', { postcode: '4208', name: 'Gold Coast', priceText: '$250' }],
    [null, { postcode: '4208', name: 'Gold Coast', priceText: '$250' }],
    ['42', { postcode: '4208', name: 'Gold Coast', priceText: '$250' }],
  ])('home %j → %j', (home, expected) => {
    const start = deliveryStart(REGIONS, home)
    expect(start && { postcode: start.postcode, name: start.estimate.name, priceText: start.estimate.priceText }).toEqual(expected)
  })
  it('skips unreadable regions and pads a postcode to 4 digits', () => {
    const start = deliveryStart([{ name: 'Broken', postcodes: 'x', price: 5 }, { name: 'Darwin', postcodes: '0800-0899', price: 1800 }], undefined)
    expect(start).toEqual({ postcode: '0800', estimate: { name: 'Darwin', price: 1800, priceText: '$1,800' } })
  })
  it('is null with no readable region', () => {
    expect(deliveryStart([], '4000')).toBeNull()
    expect(deliveryStart([{ name: 'Broken', postcodes: '12a4', price: 5 }], '4000')).toBeNull()
  })
  it('agrees with deliveryEstimate for the postcode it starts from', () => {
    for (const home of ['4000', '4300', '0800', '9999', '']) {
      const start = deliveryStart(REGIONS, home)
      expect(start).not.toBeNull()
      expect(deliveryEstimate(REGIONS, start!.postcode)).toEqual({ kind: 'estimate', estimate: start!.estimate })
    }
  })
})
