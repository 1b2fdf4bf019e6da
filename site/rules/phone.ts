/** Dealer phone: masking, selection and normalising (INV §4 Phone reveal, FIN §5, FIN §6). */
import type { CarType } from './vehicleTypes'

/** Characters left readable before the reveal (INV §4). */
export const PHONE_VISIBLE_CHARS = 5

/**
 * The masked number (INV §4 Phone reveal): the first 5 characters as they are, then every digit
 * replaced by `*`; spaces, brackets and other non-digits stay so the number keeps its shape.
 */
export function maskPhone(phone: string): string {
  return phone.slice(0, PHONE_VISIBLE_CHARS) + phone.slice(PHONE_VISIBLE_CHARS).replace(/\d/g, '*')
}

/**
 * Where a car's number can come from: `contact.phoneOverride`, the dealership's numbers by car
 * type (`contact.dealershipPhones[slug]` or the dealership record) and the location phone.
 */
export type PhoneSources = {
  override?: string | null
  byCarType?: Partial<Record<CarType, string | null>>
  locationPhone?: string | null
}

const present = (phone: string | null | undefined): phone is string => typeof phone === 'string' && phone.trim() !== ''

/**
 * The number for the call button (INV §4, FIN §6): the override, then the car type's number (a
 * demo car falls back to the new number), then new, then used, then the location phone. Blank
 * entries are skipped; null when there is none (the caller only warns, INV §8).
 */
export function selectPhone(carType: string | null | undefined, sources: PhoneSources): string | null {
  const byType = sources.byCarType ?? {}
  // A new car's own number and a demo car's fallback are both "new", the next step anyway.
  const forType = carType === 'used' ? byType.used : carType === 'demo' ? byType.demo : null
  const candidates = [sources.override, forType, byType.new, byType.used, sources.locationPhone]
  return candidates.find(present)?.trim() ?? null
}

/**
 * A number before it is sent (FIN §5): a leading 61 (with or without `+`) becomes 0, so
 * `61412345678` and `+61412345678` both read `0412345678`. Surrounding spaces are dropped.
 */
export function normalisePhone(phone: string): string {
  return phone.trim().replace(/^\+?61/, '0')
}

/**
 * An Australian mobile number after `normalisePhone` (FIN §5, §7: the code goes by SMS, so only a
 * mobile can receive it): 04 followed by 8 digits; spaces, dashes and brackets are ignored.
 */
export function isAustralianMobile(phone: string): boolean {
  return /^04\d{8}$/.test(phone.replace(/[\s\-()]/g, ''))
}

/** The digits only of a normalised mobile (`0412 345 678` → `0412345678`): the account key. */
export const mobileDigits = (phone: string): string => normalisePhone(phone).replace(/\D/g, '')

/** A normalised Australian mobile in E.164 for an SMS gateway: `0412345678` → `+61412345678`. */
export const toE164 = (phone: string): string => `+61${mobileDigits(phone).slice(1)}`

export const PHONE_MESSAGE = 'Please enter a valid Australian phone number.'

/**
 * A lead's phone as digits, or null when it is not an Australian number (issue 48, finding 12: any
 * text was kept, and a number written another way escaped the per-phone limit). After
 * `normalisePhone` and without spaces, dashes, dots and brackets: a mobile or landline (0 and 9 more
 * digits: 02, 03, 04, 07, 08), a 1300 or 1800 number, or a 13 number (13 and 4 digits).
 */
export function australianPhoneDigits(phone: string): string | null {
  const digits = normalisePhone(phone).replace(/[\s\-().]/g, '')
  return /^(0[23478]\d{8}|1[38]00\d{6}|13\d{4})$/.test(digits) ? digits : null
}
