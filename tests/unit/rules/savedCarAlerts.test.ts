import { describe, expect, it } from 'vitest'
import { alertMessage, isStopReply, savedCarAlert } from '../../../site/rules/savedCarAlerts'

const fresh = { priceWhenSaved: 30000, alertedPrice: null, alertedSold: false }

describe('savedCarAlert', () => {
  it('a drop below the last price told (first the price when saved) is one alert', () => {
    expect(savedCarAlert(fresh, { price: 30000, inStock: true })).toBeNull()
    expect(savedCarAlert(fresh, { price: 31000, inStock: true })).toBeNull()
    expect(savedCarAlert(fresh, { price: 28000, inStock: true })).toEqual({ kind: 'priceDrop', price: 28000 })
    expect(savedCarAlert({ ...fresh, alertedPrice: 28000 }, { price: 28000, inStock: true })).toBeNull()
    expect(savedCarAlert({ ...fresh, alertedPrice: 28000 }, { price: 29000, inStock: true })).toBeNull()
    expect(savedCarAlert({ ...fresh, alertedPrice: 28000 }, { price: 27500, inStock: true })).toEqual({ kind: 'priceDrop', price: 27500 })
  })
  it('no price, no alert; sold once', () => {
    expect(savedCarAlert(fresh, { price: null, inStock: true })).toBeNull()
    expect(savedCarAlert(fresh, { price: 0, inStock: true })).toBeNull()
    expect(savedCarAlert({ ...fresh, priceWhenSaved: null }, { price: 100, inStock: true })).toBeNull()
    expect(savedCarAlert(fresh, { price: 20000, inStock: false })).toEqual({ kind: 'sold' })
    expect(savedCarAlert({ ...fresh, alertedSold: true }, { price: 20000, inStock: false })).toBeNull()
  })
})

describe('alertMessage and STOP', () => {
  it('every message carries the opt-out', () => {
    expect(alertMessage({ kind: 'priceDrop', price: 27500 }, '2020 Mazda CX-5', 'City Cars')).toBe('2020 Mazda CX-5 in your City Cars garage is now $27,500. Reply STOP to opt out.')
    expect(alertMessage({ kind: 'sold' }, '2020 Mazda CX-5', 'City Cars')).toBe('2020 Mazda CX-5 in your City Cars garage has sold. Reply STOP to opt out.')
  })
  it('STOP words alone, any case', () => {
    for (const yes of ['STOP', 'stop', ' Stop. ', 'unsubscribe', 'Stop all', 'QUIT']) expect(isStopReply(yes)).toBe(true)
    for (const no of ['please stop calling me', 'start', '', 'stopping']) expect(isStopReply(no)).toBe(false)
  })
})
