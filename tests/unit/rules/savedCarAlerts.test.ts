import { describe, expect, it } from 'vitest'
import { alertChannel, alertEmail, alertMessage, isStopReply, savedCarAlert, UNSUBSCRIBE_TEXT } from '../../../site/rules/savedCarAlerts'

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

describe('alert channel and email (issue 13 item 5)', () => {
  it.each<[string | null, string | null, 'sms' | 'email']>([
    ['sms', 'a@b.test', 'sms'],
    ['email', 'a@b.test', 'email'],
    ['email', null, 'sms'],
    ['email', '', 'sms'],
    [null, 'a@b.test', 'sms'],
    ['fax', 'a@b.test', 'sms'],
  ])('preference %s with email %s goes by %s', (preferred, email, channel) => expect(alertChannel(preferred, email)).toBe(channel))

  const url = 'https://cars.example.com/api/shoppers/unsubscribe?token=1.abc'

  it('a price drop email says the new price and carries the unsubscribe link in text, HTML and headers', () => {
    const mail = alertEmail({ kind: 'priceDrop', price: 28000 }, '2021 Kia Sportage', 'City Cars', url)
    expect(mail.subject).toBe('Price drop: 2021 Kia Sportage is now $28,000')
    expect(mail.text).toBe(`2021 Kia Sportage in your City Cars garage is now $28,000.\n\n${UNSUBSCRIBE_TEXT} ${url}\n`)
    expect(mail.html).toContain('href="https://cars.example.com/api/shoppers/unsubscribe?token=1.abc"')
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
    expect(mail.text).not.toContain('Reply STOP')
  })

  it('a sold email, with markup in names escaped in the HTML', () => {
    const mail = alertEmail({ kind: 'sold' }, '<b>Car</b>', 'A & B', url)
    expect(mail.subject).toBe('<b>Car</b> has sold')
    expect(mail.html).toContain('&lt;b&gt;Car&lt;/b&gt; in your A &amp; B garage has sold.')
    expect(mail.html).not.toContain('<b>')
  })
})
