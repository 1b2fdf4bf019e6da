import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  BUY_ONLINE_LABEL,
  cardButtons,
  type CardButtonSettings,
  FIND_SIMILAR_PREFILL,
  IN_STOCK_STATUSES,
  isCheckoutEnabledForCar,
  isInStock,
  NOT_IN_STOCK_CARD,
  soldMessage,
  takesLeadFor,
  TEST_DRIVE_LABEL,
} from '../../../site/rules/stockState'

describe('stock state (INV §4)', () => {
  it.each([
    ['in_stock', true],
    ['coming_soon', true],
    ['sold', false],
    ['other', false],
    ['IN_STOCK', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%s in stock: %s', (status, expected) => expect(isInStock(status)).toBe(expected))

  it('lists exactly the two in-stock statuses', () => expect(IN_STOCK_STATUSES).toEqual(['in_stock', 'coming_soon']))

  it('words the sold message with the vehicle type', () => {
    expect(soldMessage('vehicle')).toBe("Unfortunately this vehicle recently sold. But don't worry, we can help you find a similar vehicle!")
    expect(soldMessage('caravan')).toBe("Unfortunately this caravan recently sold. But don't worry, we can help you find a similar caravan!")
  })

  it('has the spec texts for not-in-stock cards and their enquiry', () => {
    expect(FIND_SIMILAR_PREFILL).toEqual({ message: 'Can you please find me something similar?', subcategory: 'Find me something similar' })
    expect(NOT_IN_STOCK_CARD).toEqual({ prompt: 'Like this and want something similar?', button: 'Find Me Something Similar' })
    expect(TEST_DRIVE_LABEL).toBe('Book a Test Drive')
    expect(BUY_ONLINE_LABEL).toBe('Buy Online')
  })
})

const settings = (over: { card?: Partial<CardButtonSettings['vehicleCard']>; checkout?: Partial<CardButtonSettings['checkout']> } = {}): CardButtonSettings => ({
  vehicleCard: { showFinanceButton: false, showReserveButton: false, labels: { enquire: 'Enquire Now', finance: 'Get Finance', details: 'View Details', reserve: 'Reserve Now' }, ...over.card },
  checkout: { enabled: false, mode: 'reserve', reserveAmount: 200, ...over.checkout },
})
const inStock = { status: 'in_stock', reserved: false }
const base = [
  { kind: 'testDrive', label: 'Book a Test Drive' },
  { kind: 'enquire', label: 'Enquire Now' },
  { kind: 'details', label: 'View Details' },
]
const findSimilar = [{ kind: 'findSimilar', label: 'Find Me Something Similar', prompt: 'Like this and want something similar?' }]

describe('isCheckoutEnabledForCar (INV §5 Buttons, open question 16)', () => {
  it.each([
    [true, 'in_stock', false, true],
    [true, 'coming_soon', null, true],
    [true, 'in_stock', true, false],
    [true, 'sold', false, false],
    [false, 'in_stock', false, false],
  ])('checkout %s, status %s, reserved %s → %s', (enabled, status, reserved, expected) => {
    expect(isCheckoutEnabledForCar({ status, reserved }, { enabled })).toBe(expected)
  })
})

describe('cardButtons (INV §2 Vehicle card)', () => {
  it('in stock, defaults: test drive, enquire, details', () => expect(cardButtons(inStock, settings())).toEqual(base))

  it('adds the finance button where shown, before View Details', () => {
    expect(cardButtons(inStock, settings({ card: { showFinanceButton: true } }))).toEqual([base[0], base[1], { kind: 'finance', label: 'Get Finance' }, base[2]])
  })

  it('uses the site labels', () => {
    const labels = { enquire: 'Shop Now', finance: 'Finance It', details: 'Explore Vehicle', reserve: 'Reserve This Car' }
    expect(cardButtons(inStock, settings({ card: { labels, showFinanceButton: true, showReserveButton: true }, checkout: { enabled: true, reserveAmount: 500 } }))).toEqual([
      { kind: 'testDrive', label: 'Book a Test Drive' },
      { kind: 'enquire', label: 'Shop Now' },
      { kind: 'finance', label: 'Finance It' },
      { kind: 'details', label: 'Explore Vehicle' },
      { kind: 'reserve', label: 'Reserve This Car $500', amount: '$500' },
    ])
  })

  it('Reserve Now {amount} last, only with the card setting and checkout enabled for the car', () => {
    const on = settings({ card: { showReserveButton: true }, checkout: { enabled: true } })
    expect(cardButtons(inStock, on)).toEqual([...base, { kind: 'reserve', label: 'Reserve Now $200', amount: '$200' }])
    expect(cardButtons({ ...inStock, reserved: true }, on)).toEqual(base)
    expect(cardButtons(inStock, settings({ card: { showReserveButton: false }, checkout: { enabled: true } }))).toEqual(base)
    expect(cardButtons(inStock, settings({ card: { showReserveButton: true }, checkout: { enabled: false } }))).toEqual(base)
  })

  it.each([
    [undefined, 'Reserve Now $200'],
    [1500, 'Reserve Now $1,500'],
    [0, null],
    [null, null],
  ])('reserve amount %s → %s', (reserveAmount, label) => {
    const buttons = cardButtons(inStock, settings({ card: { showReserveButton: true }, checkout: { enabled: true, reserveAmount } }))
    expect(buttons.find((b) => b.kind === 'reserve')?.label ?? null).toBe(label)
    expect(buttons).toHaveLength(label ? 4 : 3)
  })

  it('Buy Online instead of Reserve in buyOnline mode', () => {
    const buy = settings({ card: { showReserveButton: true }, checkout: { enabled: true, mode: 'buyOnline', reserveAmount: 500 } })
    expect(cardButtons(inStock, buy)).toEqual([...base, { kind: 'buyOnline', label: 'Buy Online' }])
    expect(cardButtons({ status: 'coming_soon' }, buy)).toEqual([...base, { kind: 'buyOnline', label: 'Buy Online' }])
  })

  it.each([null, 0])('no Buy Online without a deposit (%s): its page takes one, so there is no flow to promise (issue 46)', (reserveAmount) => {
    const buy = settings({ card: { showReserveButton: true }, checkout: { enabled: true, mode: 'buyOnline', reserveAmount } })
    expect(cardButtons(inStock, buy)).toEqual(base)
  })

  it.each(['sold', 'other', null, undefined])('status %s: only Find Me Something Similar, whatever the settings', (status) => {
    const all = settings({ card: { showFinanceButton: true, showReserveButton: true }, checkout: { enabled: true } })
    expect(cardButtons({ status, reserved: false }, all)).toEqual(findSimilar)
  })

  it('an in-stock card always has test drive, enquire and details; a sold card never does', () => {
    fc.assert(
      fc.property(fc.constantFrom('in_stock', 'coming_soon', 'sold', 'x'), fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (status, finance, reserve, enabled, reserved) => {
        const kinds = cardButtons({ status, reserved }, settings({ card: { showFinanceButton: finance, showReserveButton: reserve }, checkout: { enabled } })).map((b) => b.kind)
        return isInStock(status) ? ['testDrive', 'enquire', 'details'].every((k) => kinds.includes(k as never)) : kinds.join() === 'findSimilar'
      }),
    )
  })
})

describe('takesLeadFor (issue 48, finding 19)', () => {
  const types = ['enquiry', 'test-drive', 'finance', 'trade-in', 'find-similar', 'phone-reveal', 'request-photos']
  it.each(['in_stock', 'coming_soon'])('a %s car takes every lead type', (status) => {
    for (const type of types) expect(takesLeadFor(status, type), type).toBe(true)
  })
  it.each(['sold', 'withdrawn', 'deposit_taken', '', null, undefined])('a car of status %j takes only Find Me Something Similar and a call record', (status) => {
    expect(types.filter((type) => takesLeadFor(status, type))).toEqual(['find-similar', 'phone-reveal'])
  })
})
