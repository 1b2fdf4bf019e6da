import { describe, expect, it } from 'vitest'
import { contactKeysOf, emailKey, phoneKey } from '../../../site/rules/contactKeys'

const lead = { type: 'enquiry', spam: false, dealership: 7, email: 'Jo@Example.com', phone: '0412 345 678' }

describe('emailKey', () => {
  it('is the address trimmed and lower-cased', () => {
    expect(emailKey('  Jo.Citizen@Example.COM ')).toBe('jo.citizen@example.com')
  })
  it('is null for nothing, blanks and text that is no address', () => {
    expect(emailKey(null)).toBeNull()
    expect(emailKey(undefined)).toBeNull()
    expect(emailKey('   ')).toBeNull()
    expect(emailKey('not an address')).toBeNull()
    expect(emailKey(`${'a'.repeat(320)}@x.test`)).toBeNull()
  })
})

describe('phoneKey', () => {
  it('is the digits of an Australian number, however written', () => {
    for (const written of ['0412345678', '0412 345 678', '+61 412 345 678', '61412345678', '(04) 1234-5678']) expect(phoneKey(written)).toBe('0412345678')
    expect(phoneKey('(02) 9876 5432')).toBe('0298765432')
    expect(phoneKey('1300 123 456')).toBe('1300123456')
  })
  it('is null for nothing and for numbers that are not Australian', () => {
    expect(phoneKey(null)).toBeNull()
    expect(phoneKey('')).toBeNull()
    expect(phoneKey('+44 20 7946 0958')).toBeNull()
    expect(phoneKey('12345')).toBeNull()
  })
})

describe('contactKeysOf', () => {
  it('a lead with an email and a phone is matched on both', () => {
    expect(contactKeysOf(lead)).toEqual({ email: 'jo@example.com', phone: '0412345678' })
  })
  it('a lead with one of them is matched on that one', () => {
    expect(contactKeysOf({ ...lead, phone: null })).toEqual({ email: 'jo@example.com', phone: null })
    expect(contactKeysOf({ ...lead, email: '' })).toEqual({ email: null, phone: '0412345678' })
  })
  it('is null with nothing to match on', () => {
    expect(contactKeysOf({ ...lead, email: null, phone: 'call me' })).toBeNull()
  })
  it('is null for spam, a phone reveal and a lead without a dealership', () => {
    expect(contactKeysOf({ ...lead, spam: true })).toBeNull()
    expect(contactKeysOf({ ...lead, type: 'phone-reveal' })).toBeNull()
    expect(contactKeysOf({ ...lead, dealership: null })).toBeNull()
    expect(contactKeysOf({ ...lead, dealership: undefined })).toBeNull()
  })
  it('every lead type but the phone reveal is linked', () => {
    for (const type of ['enquiry', 'test-drive', 'finance', 'trade-in', 'reserve', 'purchase', 'chat']) expect(contactKeysOf({ ...lead, type })).not.toBeNull()
  })
})
