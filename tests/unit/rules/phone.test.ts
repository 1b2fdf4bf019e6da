import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { australianPhoneDigits, maskPhone, normalisePhone, PHONE_VISIBLE_CHARS, type PhoneSources, selectPhone } from '../../../site/rules/phone'

describe('maskPhone (INV §4: first 5 characters, then digits as stars)', () => {
  it('shows 5 characters', () => expect(PHONE_VISIBLE_CHARS).toBe(5))
  it.each([
    ['07 3123 4567', '07 31** ****'],
    ['(07) 3123 4567', '(07) **** ****'],
    ['0412345678', '04123*****'],
    ['1300 123 456', '1300 *** ***'],
    ['+61 7 3123 4567', '+61 7 **** ****'],
    ['12345', '12345'],
    ['1234', '1234'],
    ['', ''],
    ['0412-abc-9', '0412-abc-*'],
  ])('%j → %j', (phone, masked) => expect(maskPhone(phone)).toBe(masked))

  it('keeps the length and the first 5 characters, and leaves no digit after them', () => {
    fc.assert(
      fc.property(fc.string(), (phone) => {
        const masked = maskPhone(phone)
        return masked.length === phone.length && masked.slice(0, 5) === phone.slice(0, 5) && !/\d/.test(masked.slice(5))
      }),
    )
  })
})

describe('selectPhone (INV §4, FIN §6: override, by car type, new, used, location)', () => {
  const all: PhoneSources = { override: 'O', byCarType: { new: 'N', used: 'U', demo: 'D' }, locationPhone: 'L' }
  it.each<[string | null | undefined, PhoneSources, string | null]>([
    ['used', all, 'O'],
    ['new', { ...all, override: null }, 'N'],
    ['used', { ...all, override: null }, 'U'],
    ['demo', { ...all, override: null }, 'D'],
    ['demo', { byCarType: { new: 'N', used: 'U' } }, 'N'],
    ['demo', { byCarType: { used: 'U' } }, 'U'],
    ['used', { byCarType: { new: 'N' } }, 'N'],
    ['new', { byCarType: { used: 'U' } }, 'U'],
    ['used', { byCarType: {}, locationPhone: 'L' }, 'L'],
    ['used', { locationPhone: 'L' }, 'L'],
    [null, { byCarType: { demo: 'D', used: 'U' } }, 'U'],
    ['other', { byCarType: { demo: 'D' }, locationPhone: 'L' }, 'L'],
    ['used', { override: '  ', byCarType: { used: '' }, locationPhone: ' 07 3000 0000 ' }, '07 3000 0000'],
    ['used', {}, null],
    ['used', { override: null, byCarType: { used: null }, locationPhone: null }, null],
  ])('car type %s from %j → %s', (carType, sources, expected) => expect(selectPhone(carType, sources)).toBe(expected))
})

describe('normalisePhone (FIN §5: leading 61 becomes 0)', () => {
  it.each([
    ['61412345678', '0412345678'],
    ['+61412345678', '0412345678'],
    [' 61412345678 ', '0412345678'],
    ['0412345678', '0412345678'],
    ['0461123456', '0461123456'],
    ['6161', '061'],
    ['1612', '1612'],
    ['', ''],
  ])('%j → %j', (phone, expected) => expect(normalisePhone(phone)).toBe(expected))
})

describe('australianPhoneDigits (issue 48, finding 12)', () => {
  it.each([
    ['0412 345 678', '0412345678'],
    ['+61 412 345 678', '0412345678'],
    ['61412345678', '0412345678'],
    ['(02) 9630-4000', '0296304000'],
    ['03.9555.1000', '0395551000'],
    ['08 8269 3000', '0882693000'],
    ['07 3256 1100', '0732561100'],
    ['1300 123 456', '1300123456'],
    ['1800-123-456', '1800123456'],
    ['13 12 34', '131234'],
  ])('%j is %s', (input, digits) => expect(australianPhoneDigits(input)).toBe(digits))
  it.each(['call me', '555-1234', '0412 345 67', '0412 345 6789', '01 2345 6789', '05 1234 5678', '+1 415 555 0100', '1900 123 456', '0412345678x', '04123456７８', '', ' '])('refuses %j', (input) => expect(australianPhoneDigits(input)).toBeNull())
  it('the same number written any way is one key (the per-phone limit)', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 99_999_999 }), (n) => {
      const digits = `04${String(n).padStart(8, '0')}`
      const spaced = `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`
      return australianPhoneDigits(spaced) === digits && australianPhoneDigits(`+61${digits.slice(1)}`) === digits
    }))
  })
})
