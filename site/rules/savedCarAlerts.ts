/**
 * Saved-car alerts (issue 13 item 5, beyond the specs): one message when a saved car's price drops
 * below the last price the shopper was told about (the price when saved at first), and one when it
 * sells. Every message says how to opt out (Spam Act 2003: a functional unsubscribe).
 */
import { formatCurrency } from './pricing'

export type AlertState = { priceWhenSaved: number | null; alertedPrice: number | null; alertedSold: boolean }
export type AlertCar = { price: number | null; inStock: boolean }
export type SavedCarAlert = { kind: 'priceDrop'; price: number } | { kind: 'sold' }

/** The alert due for a saved car now, or null; sold wins over a price change. */
export function savedCarAlert(state: AlertState, car: AlertCar): SavedCarAlert | null {
  if (!car.inStock) return state.alertedSold ? null : { kind: 'sold' }
  const baseline = state.alertedPrice ?? state.priceWhenSaved
  if (typeof car.price !== 'number' || car.price <= 0 || typeof baseline !== 'number') return null
  return car.price < baseline ? { kind: 'priceDrop', price: car.price } : null
}

export const OPT_OUT_TEXT = 'Reply STOP to opt out.'

export function alertMessage(alert: SavedCarAlert, carTitle: string, siteName: string): string {
  const news = alert.kind === 'sold' ? `${carTitle} in your ${siteName} garage has sold.` : `${carTitle} in your ${siteName} garage is now ${formatCurrency(alert.price)}.`
  return `${news} ${OPT_OUT_TEXT}`
}

/** The opt-out keywords carriers and gateways honour (Twilio's list), alone in the reply, any case. */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT'])
export const isStopReply = (body: string): boolean => STOP_WORDS.has(body.trim().toUpperCase().replace(/[^A-Z]/g, ''))

export type AlertChannel = 'sms' | 'email'

/**
 * The channel an alert goes by: the shopper's choice, except that an email choice with no email
 * address on the account falls back to SMS (every shopper has a mobile number).
 */
export const alertChannel = (preferred: string | null | undefined, email: string | null | undefined): AlertChannel =>
  preferred === 'email' && typeof email === 'string' && email.includes('@') ? 'email' : 'sms'

export const UNSUBSCRIBE_TEXT = 'Unsubscribe from these alerts:'

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

/**
 * The email form of an alert (Spam Act 2003 s 18: a functional unsubscribe facility in every
 * message): the same news as the SMS, and the unsubscribe link in the text, the HTML and the
 * List-Unsubscribe headers (RFC 2369, one-click RFC 8058).
 */
export function alertEmail(alert: SavedCarAlert, carTitle: string, siteName: string, unsubscribeUrl: string): { subject: string; text: string; html: string; headers: Record<string, string> } {
  const news = alertMessage(alert, carTitle, siteName).replace(` ${OPT_OUT_TEXT}`, '')
  const subject = alert.kind === 'sold' ? `${carTitle} has sold` : `Price drop: ${carTitle} is now ${formatCurrency(alert.price)}`
  const text = `${news}\n\n${UNSUBSCRIBE_TEXT} ${unsubscribeUrl}\n`
  const html = `<p>${escapeHtml(news)}</p><p><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a> from these alerts.</p>`
  return { subject, text, html, headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
}
