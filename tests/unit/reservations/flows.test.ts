import { describe, expect, it } from 'vitest'
import { backTarget, cancelUrl, PURCHASE_FLOW, RESERVE_FLOW } from '../../../site/reservations/flows'

describe('the payment cancel URL', () => {
  it('goes through the cancel endpoint with the reservation token and the page to go back to', () => {
    expect(cancelUrl('https://a.test', 'tok/1', '/cars/x/checkout')).toBe('https://a.test/api/reservations/cancel?token=tok%2F1&back=%2Fcars%2Fx%2Fcheckout')
    expect(RESERVE_FLOW.urls('https://a.test', 'mazda-3', null, 't').cancel).toBe(cancelUrl('https://a.test', 't', '/cars/mazda-3/checkout'))
    expect(RESERVE_FLOW.urls('https://a.test', 'mazda-3', '/used/mazda-3/checkout', 't').cancel).toBe(cancelUrl('https://a.test', 't', '/used/mazda-3/checkout'))
    expect(RESERVE_FLOW.urls('https://a.test', 'mazda-3', '/cars/mazda-3/buy-online', 't').cancel).toBe(cancelUrl('https://a.test', 't', '/cars/mazda-3/buy-online'))
    expect(RESERVE_FLOW.urls('https://a.test', 'mazda-3', '/cars/mazda-3', 't').cancel).toBe(cancelUrl('https://a.test', 't', '/cars/mazda-3/checkout'))
    expect(PURCHASE_FLOW.urls('https://a.test', 'mazda-3', null, 't').cancel).toBe(cancelUrl('https://a.test', 't', '/checkout-journey?car_id=mazda-3'))
  })
  it('sends the shopper back to a path on this site only, marked cancelled', () => {
    expect(backTarget('/cars/x/checkout')).toBe('/cars/x/checkout?payment=cancelled')
    expect(backTarget('/checkout-journey?car_id=x')).toBe('/checkout-journey?car_id=x&payment=cancelled')
    for (const bad of [null, '', 'https://evil.test/', '//evil.test/x', '/\\evil.test', 'cars/x', '/x\u0000y', '/x\ny', '/\u007f', '/\u3002', '/caf\u00e9']) expect(backTarget(bad)).toBe('/?payment=cancelled')
  })
})
