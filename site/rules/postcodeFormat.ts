/**
 * The postcode format (FIN §5 Postcode, FIN §8) without zod: browser islands (the delivery
 * calculator) import this file, so the form schema in postcode.ts stays out of their bundle.
 */

export const POSTCODE_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.'
export const POSTCODE_LENGTH = 4
export const POSTCODE_PLACEHOLDER = '1234'

/** Exactly 4 digits (FIN §5). */
export const isValidPostcode = (value: string): boolean => /^\d{4}$/.test(value)

/** What the input keeps as the visitor types: at most 4 characters (FIN §5 "input limited to 4 characters"). */
export const limitPostcodeInput = (raw: string): string => raw.slice(0, POSTCODE_LENGTH)
