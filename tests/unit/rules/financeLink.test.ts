import { describe, expect, it } from 'vitest'
import { financeLinkHref, personalisedFinanceHref, tradeInHref } from '../../../site/rules/financeLink'

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
