/**
 * A hold or an online order needs a phone the shopper proved with the sign-in code (issue 48,
 * finding 6: one anonymous client held four cars with made-up details). The proof is the shopper's
 * session: the number a code signed them in with. The reserve and buy-online forms ask for the code
 * inline when the number typed is not that one; the server refuses the hold without it.
 */
import { isAustralianMobile, mobileDigits, normalisePhone } from './phone'

export const NOT_MOBILE_MESSAGE = 'Please enter an Australian mobile number: we text it a code to confirm it is yours.'
export const UNVERIFIED_PHONE_MESSAGE = 'Please confirm this mobile number with the 6-digit code we text to it.'

/**
 * What stops `phone` from counting as verified (null: nothing): not a mobile (no code can reach
 * it), or not the number `verifiedPhone` (the signed-in shopper's, digits; null when signed out).
 */
export function verifiedPhoneProblem(phone: string, verifiedPhone: string | null | undefined): string | null {
  const typed = normalisePhone(phone)
  if (!isAustralianMobile(typed)) return NOT_MOBILE_MESSAGE
  return verifiedPhone && mobileDigits(typed) === verifiedPhone ? null : UNVERIFIED_PHONE_MESSAGE
}
