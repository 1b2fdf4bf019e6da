import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { maskPhone, normalisePhone, PHONE_VISIBLE_CHARS, type PhoneSources, selectPhone } from '../../../site/rules/phone'

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
