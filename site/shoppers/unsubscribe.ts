/**
 * The email alerts' unsubscribe link (Spam Act 2003 s 18; issue 13 item 5). The link carries the
 * shopper id and an HMAC of it keyed with the unsubscribe key (derived from PAYLOAD_SECRET,
 * site/security/keys.ts), so it works without signing in and cannot be forged for another
 * shopper. GET shows a page with one button (mail scanners that open links change nothing);
 * POST — that button, or a mail client's one-click List-Unsubscribe-Post — stops every alert to
 * the shopper, like an SMS STOP reply, until they opt in again in the garage.
 */
import { createHmac } from 'node:crypto'
import type { Payload } from 'payload'
import { getPayloadClient } from '../payload'
import { macFor, rootSecret, sameMac } from '../security/keys'
import { secretWeakness } from '../security/secret.mjs'

const message = (shopperId: number) => `alerts-unsubscribe:${shopperId}`
const mac = (shopperId: number) => macFor('alerts-unsubscribe', message(shopperId)).toString('base64url').slice(0, 32)

/**
 * The link in emails sent before keys were derived: the secret itself was the key. The Spam Act
 * wants an unsubscribe link to work for 30 days after sending, so it is still believed, but only
 * while the secret is one production accepts (a published default would let anyone forge it).
 */
function legacyMac(shopperId: number): string | null {
  const root = rootSecret()
  if (secretWeakness(root)) return null
  return createHmac('sha256', root).update(message(shopperId)).digest('base64url').slice(0, 32)
}

export const unsubscribeToken = (shopperId: number): string => `${shopperId}.${mac(shopperId)}`

/** The shopper a token names, or null when it is malformed or forged. */
export function shopperOfToken(token: string | null): number | null {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{32})$/.exec(token ?? '')
  if (!match) return null
  const id = Number(match[1])
  const given = match[2] as string
  const legacy = legacyMac(id)
  return sameMac(mac(id), given) || (legacy !== null && sameMac(legacy, given)) ? id : null
}

/** The site's public address for links in messages sent outside a request (its first domain). */
export function alertsOrigin(domains: readonly string[], env: Record<string, string | undefined> = process.env): string {
  if (domains[0]) return `https://${domains[0]}`
  return (env.SERVER_URL || 'http://localhost:3000').replace(/\/+$/, '')
}

export const unsubscribeUrl = (origin: string, shopperId: number): string => `${origin}/api/shoppers/unsubscribe?token=${unsubscribeToken(shopperId)}`

/** Stops every alert to the shopper (kept when already stopped); answers whether the shopper exists. */
export async function unsubscribeShopper(payload: Payload, shopperId: number, now: Date): Promise<boolean> {
  const shopper = await payload.findByID({ collection: 'shoppers', id: shopperId, depth: 0, overrideAccess: true, disableErrors: true, select: { alertsStoppedAt: true } })
  if (!shopper) return false
  if (!shopper.alertsStoppedAt) await payload.update({ collection: 'shoppers', id: shopperId, data: { alertsStoppedAt: now.toISOString() }, overrideAccess: true, depth: 0 })
  return true
}

const page = (status: number, title: string, body: string) =>
  new Response(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem"><main><h1>${title}</h1>${body}</main></body></html>`, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  })

const INVALID = () => page(400, 'Link not valid', '<p>This unsubscribe link is not valid. Reply STOP to an alert text, or turn alerts off in My Garage.</p>')

export function unsubscribePage(request: Request): Response {
  const token = new URL(request.url).searchParams.get('token')
  if (shopperOfToken(token) === null) return INVALID()
  return page(200, 'Unsubscribe from alerts', `<p>Stop the price-drop and sold alerts for your saved cars?</p><form method="post"><input type="hidden" name="token" value="${token}"><button type="submit">Unsubscribe</button></form>`)
}

export async function unsubscribe(request: Request, now = new Date()): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token')
  const shopperId = shopperOfToken(token)
  if (shopperId === null) return INVALID()
  if (!(await unsubscribeShopper(await getPayloadClient(), shopperId, now))) return INVALID()
  return page(200, 'You are unsubscribed', '<p>You will get no more alerts about your saved cars. You can turn them on again in My Garage.</p>')
}
