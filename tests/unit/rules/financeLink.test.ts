import { describe, expect, it } from 'vitest'
import { financeLinkHref, linkedVehiclePrice, personalisedFinanceHref, tradeInHref } from '../../../site/rules/financeLink'

describe('financeLinkHref (FIN §2.1)', () => {
  it('every parameter and the #finance-form fragment', () => {
    expect(financeLinkHref('/finance', { slug: '2022-mazda-cx-5', dealershipSlug: 'city-mazda', price: 32990.4, carType: 'used', vin: 'JM0KF123' })).toBe(
      '/finance?preferredDealership=city-mazda&vehiclePriceBudget=32990&car_id=2022-mazda-cx-5&car_type=used&vin=JM0KF123#finance-form',
    )
  })
  it('leaves out what the car lacks and encodes values', () => {
    expect(financeLinkHref('/apply-for-finance', { slug: 'a b&c', price: 0, vin: null })).toBe('/apply-for-finance?car_id=a+b%26c#finance-form')
  })
  it('the pre-approval page', () => expect(personalisedFinanceHref('x/y')).toBe('/personalised/finance?car_id=x%2Fy'))
  it('the pre-approval and trade-in pages name the car by id (FIN §2.1)', () => {
    expect(personalisedFinanceHref(2002)).toBe('/personalised/finance?car_id=2002')
    expect(tradeInHref(2002)).toBe('/cars/trade-in?car_id=2002')
  })
})

describe('linkedVehiclePrice: the car price a finance link carries (FIN §2.1 vehiclePriceBudget)', () => {
  it.each<[string, number | null]>([
    ['?vehiclePriceBudget=25990&car_id=7', 25990],
    ['vehiclePriceBudget=25990', 25990],
    ['?vehiclePriceBudget=%2025990%20', 25990],
    ['?vehiclePriceBudget=999999999', 999999999],
    ['?vehiclePriceBudget=1000000000', null],
    ['?vehiclePriceBudget=0', null],
    ['?vehiclePriceBudget=-5', null],
    ['?vehiclePriceBudget=25990.5', null],
    ['?vehiclePriceBudget=1e5', null],
    ['?vehiclePriceBudget=abc', null],
    ['?vehiclePriceBudget=', null],
    ['?car_id=7', null],
    ['', null],
  ])('%j → %s', (search, price) => expect(linkedVehiclePrice(search)).toBe(price))

  it('reads back the price financeLinkHref writes', () => {
    const href = financeLinkHref('/finance', { slug: 'a', price: 25990.4 })
    expect(linkedVehiclePrice(new URL(href, 'http://x').search)).toBe(25990)
  })
})
