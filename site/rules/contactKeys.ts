/**
 * One shopper, one contact: the keys a lead is matched on within its dealership. Not in the specs;
 * what a dealer's CRM does with duplicate enquiries.
 *
 * - The email, trimmed and lower-cased (`Jo@Example.com ` and `jo@example.com` are one shopper).
 * - The phone as an Australian number's digits (`australianPhoneDigits`: `+61 412 345 678` and
 *   `0412345678` are one shopper); a number that is not one gives no key.
 * - No keys at all for spam (a filled honeypot), for a phone reveal (it records a click, not who
 *   clicked: its contact fields are not validated) or without a dealership (a contact belongs to one).
 *
 * The platform has no email verification, and only a shopper's sign-in code proves a phone, so
 * leads are matched on what they give; a phone some shopper of the site proved is marked verified
 * on its key (site/contacts/link.ts).
 */
import { australianPhoneDigits } from './phone'

export type ContactKeyInput = { type: string; spam?: boolean | null; dealership?: number | null; email?: string | null; phone?: string | null }
export type ContactKeys = { email: string | null; phone: string | null }

/** At most this long: longer text is no email address the lead form accepts. */
const MAX_EMAIL = 320

export function emailKey(email: string | null | undefined): string | null {
  const key = (email ?? '').trim().toLowerCase()
  return key && key.length <= MAX_EMAIL && key.includes('@') ? key : null
}

export const phoneKey = (phone: string | null | undefined): string | null => (phone ? australianPhoneDigits(phone) : null)

/** The lead's keys, or null when it is not linked to a contact (spam, a phone reveal, no dealership, nothing to match on). */
export function contactKeysOf(lead: ContactKeyInput): ContactKeys | null {
  if (lead.spam || lead.type === 'phone-reveal' || lead.dealership === null || lead.dealership === undefined) return null
  const keys = { email: emailKey(lead.email), phone: phoneKey(lead.phone) }
  return keys.email || keys.phone ? keys : null
}
