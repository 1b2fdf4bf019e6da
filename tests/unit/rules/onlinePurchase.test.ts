import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  dollarsToCents, isOnlinePurchaseOffered, PAYMENT_METHODS, purchaseBreakdown, purchasePath, purchaseTerms, type PurchaseCar, type PurchaseSettings,
} from '../../../site/rules/onlinePurchase'

const on: PurchaseSettings = { enabled: true, onlinePurchase: true, onlinePurchaseNewMakes: [] }
const used: PurchaseCar = { status: 'in_stock', reserved: false, car_type: 'used', make: 'Mazda', price: 25990 }

describe('isOnlinePurchaseOffered (FIN §4 Online purchase)', () => {
  it('used cars when checkout is enabled and the flag is on', () => {
    expect(isOnlinePurchaseOffered(used, on)).toBe(true)
    expect(isOnlinePurchaseOffered({ ...used, status: 'coming_soon' }, on)).toBe(true)
  })
  it('never without checkout enabled or without the flag', () => {
    expect(isOnlinePurchaseOffered(used, { ...on, enabled: false })).toBe(false)
    expect(isOnlinePurchaseOffered(used, { ...on, onlinePurchase: false })).toBe(false)
  })
  it('new and demo cars only for the makes the site lists (any case, trimmed)', () => {
    const kia = { ...used, car_type: 'new', make: 'Kia' }
    expect(isOnlinePurchaseOffered(kia, on)).toBe(false)
    expect(isOnlinePurchaseOffered(kia, { ...on, onlinePurchaseNewMakes: ['Kia', 'MG'] })).toBe(true)
    expect(isOnlinePurchaseOffered({ ...kia, make: 'MG' }, { ...on, onlinePurchaseNewMakes: [' mg '] })).toBe(true)
    expect(isOnlinePurchaseOffered({ ...kia, car_type: 'demo' }, { ...on, onlinePurchaseNewMakes: ['Kia'] })).toBe(true)
    expect(isOnlinePurchaseOffered({ ...kia, make: 'Mazda' }, { ...on, onlinePurchaseNewMakes: ['Kia', 'MG'] })).toBe(false)
    expect(isOnlinePurchaseOffered({ ...kia, make: null }, { ...on, onlinePurchaseNewMakes: ['Kia'] })).toBe(false)
    expect(isOnlinePurchaseOffered({ ...kia, car_type: null }, on)).toBe(false)
  })
  it('not for a car out of stock, reserved (held or a payment under way), or without a shown price', () => {
    expect(isOnlinePurchaseOffered({ ...used, status: 'sold' }, on)).toBe(false)
    expect(isOnlinePurchaseOffered({ ...used, reserved: true }, on)).toBe(false)
    expect(isOnlinePurchaseOffered({ ...used, price: 10 }, on)).toBe(false)
    expect(isOnlinePurchaseOffered({ ...used, price: 11 }, on)).toBe(true)
    expect(isOnlinePurchaseOffered({ ...used, price: null }, on)).toBe(false)
  })
  it('the route is /checkout-journey?car_id={slug}', () => {
    expect(purchasePath('2021-mazda-cx-3')).toBe('/checkout-journey?car_id=2021-mazda-cx-3')
    expect(purchasePath('a b')).toBe('/checkout-journey?car_id=a%20b')
  })
})

describe('purchaseBreakdown (integer cents)', () => {
  it('paid online: all of it now; paid at the dealership: all of it there', () => {
    expect(purchaseBreakdown(25990, 'Drive Away', true)).toEqual({ lines: [{ label: 'Vehicle price (Drive Away)', cents: 2599000 }], totalCents: 2599000, payNowCents: 2599000, atDealershipCents: 0 })
    expect(purchaseBreakdown(25990, null, false)).toEqual({ lines: [{ label: 'Vehicle price', cents: 2599000 }], totalCents: 2599000, payNowCents: 0, atDealershipCents: 2599000 })
    expect(purchaseBreakdown(19999.99, '  ', false).lines[0]).toEqual({ label: 'Vehicle price', cents: 1999999 })
  })
  it('always whole cents that add up', () => {
    fc.assert(
      fc.property(fc.double({ min: 11, max: 2_000_000, noNaN: true }), fc.boolean(), (price, online) => {
        const b = purchaseBreakdown(price, null, online)
        expect(Number.isInteger(b.totalCents)).toBe(true)
        expect(b.payNowCents + b.atDealershipCents).toBe(b.totalCents)
        expect(b.lines.reduce((sum, l) => sum + l.cents, 0)).toBe(b.totalCents)
        expect(b.totalCents).toBe(dollarsToCents(price))
      }),
    )
  })
})

describe('purchaseTerms (FIN §5 used-car return terms, INV §9 money-back guarantee; by car type and site, carTerms.ts)', () => {
  const RETURNS = 'Return the car within 14 days and at most 500 km, with a quarter tank of fuel, all keys and accessories, and no lien.'
  it('used cars: the return terms, with the guarantee first when the site sets it', () => {
    expect(purchaseTerms('used', { moneyBackGuaranteeHours: null, usedCarReturns: true })).toEqual([RETURNS])
    expect(purchaseTerms('used', { moneyBackGuaranteeHours: 48, usedCarReturns: true })).toEqual(['Pre-owned cars come with a 48-hour money-back guarantee.', RETURNS])
    expect(purchaseTerms('used', { moneyBackGuaranteeHours: 48, usedCarReturns: false })).toEqual(['Pre-owned cars come with a 48-hour money-back guarantee.'])
  })
  it('new and demo cars: none (the spec gives the terms for used cars)', () => {
    expect(purchaseTerms('new', { moneyBackGuaranteeHours: 48, usedCarReturns: true })).toEqual([])
    expect(purchaseTerms('demo', { moneyBackGuaranteeHours: null, usedCarReturns: true })).toEqual([])
    expect(purchaseTerms(null, { moneyBackGuaranteeHours: 48, usedCarReturns: true })).toEqual([])
  })
})

it('payment logos in the spec order (FIN §2.9)', () => {
  expect(PAYMENT_METHODS).toEqual(['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'])
})
