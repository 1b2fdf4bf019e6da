import { describe, expect, it } from 'vitest'
import { whatsAppHref, whatsAppNumber, whatsAppText } from '../../../site/rules/whatsApp'

const car = { name: '2021 Jayco Journey Outback', stockNumber: 'C123', url: 'https://coastline-caravans.example/cars/2021-jayco-journey' }

describe('whatsAppNumber', () => {
  it.each([
    ['0412 345 678', '61412345678'],
    ['0412345678', '61412345678'],
    ['+61 412 345 678', '61412345678'],
    ['61412345678', '61412345678'],
    ['(04) 1234-5678', '61412345678'],
  ])('%s → %s', (mobile, number) => expect(whatsAppNumber(mobile)).toBe(number))

  it.each([null, undefined, '', '   ', '07 5495 2200', '0412 345', '1300 123 456'])('%s is no mobile: null', (mobile) => expect(whatsAppNumber(mobile)).toBeNull())
})

describe('whatsAppText and whatsAppHref', () => {
  it('names the car, its stock number and its page', () => {
    expect(whatsAppText(car)).toBe(`Hi, I'm interested in the 2021 Jayco Journey Outback (stock #C123): ${car.url}`)
    expect(whatsAppText({ ...car, stockNumber: null })).toBe(`Hi, I'm interested in the 2021 Jayco Journey Outback: ${car.url}`)
  })

  it('is wa.me with the number and the encoded text, or null without a mobile', () => {
    const href = whatsAppHref('0412 345 678', car)!
    expect(href.startsWith('https://wa.me/61412345678?text=')).toBe(true)
    expect(new URL(href).searchParams.get('text')).toBe(whatsAppText(car))
    expect(whatsAppHref('07 5495 2200', car)).toBeNull()
    expect(whatsAppHref(null, car)).toBeNull()
  })
})
