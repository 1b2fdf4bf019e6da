/**
 * The vehicle page's WhatsApp button (INV §2, FIN §2.6 sidebar "Instant Message (chat), WhatsApp";
 * variants open question 18: the number and when it shows are not in the specs). Ours: a wa.me
 * link to the car's location's mobile number, with a message about the car typed in for the shopper.
 */
import { isAustralianMobile, mobileDigits } from './phone'

/** WhatsApp's click-to-chat address (https://faq.whatsapp.com/5913398998672934). */
export const WA_ME = 'https://wa.me/'

/** The number as wa.me takes it (country code, no `+`, no leading 0): `0412 345 678` → `61412345678`; null when not an Australian mobile. */
export function whatsAppNumber(mobile: string | null | undefined): string | null {
  if (!mobile?.trim() || !isAustralianMobile(mobileDigits(mobile))) return null
  return `61${mobileDigits(mobile).slice(1)}`
}

/** A location's WhatsApp number that is not an Australian mobile. */
export const WHATSAPP_MOBILE_MESSAGE = 'Enter an Australian mobile number, e.g. 0412 345 678.'

export type WhatsAppCar = { name: string; stockNumber?: string | null; url: string }

/** The message typed in for the shopper: the car by name and stock number, and its page. */
export function whatsAppText(car: WhatsAppCar): string {
  const stock = car.stockNumber?.trim() ? ` (stock #${car.stockNumber.trim()})` : ''
  return `Hi, I'm interested in the ${car.name}${stock}: ${car.url}`
}

/** `https://wa.me/61412345678?text=…` for the car, or null when the location has no mobile number (no button then). */
export function whatsAppHref(mobile: string | null | undefined, car: WhatsAppCar): string | null {
  const number = whatsAppNumber(mobile)
  return number ? `${WA_ME}${number}?text=${encodeURIComponent(whatsAppText(car))}` : null
}
