/**
 * The dealer CRM webhook body and signature. JSON is the lead as `LeadMessage`; ADF is the auto
 * industry's lead format (ADF 1.0 XML: prospect › requestdate, vehicle, customer, vendor) that dealer
 * CRMs import. Every request carries `Idempotency-Key: <lead id>` and `X-Lead-Signature:
 * sha256=<hex HMAC-SHA256 of the raw body with the dealership's webhookSecret>`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export type LeadMessage = {
  id: number
  type: string
  category: string | null
  subcategory: string | null
  createdAt: string
  site: { id: number; name: string | null }
  dealership: { id: number; name: string | null } | null
  location: { id: number; name: string | null } | null
  vehicle: { id: number | null; stockNumber: string | null; make: string | null; model: string | null; year: number | null; price: number | null } | null
  customer: { firstName: string | null; lastName: string | null; email: string | null; phone: string | null; postcode: string | null; preferredContact: string | null }
  message: string | null
  preferredDate: string | null
  preferredTime: string | null
  tradeIn: Record<string, unknown> | null
  finance: Record<string, unknown> | null
  consent: { optIn: boolean; termsAccepted: boolean; text: string | null; at: string | null }
  source: Record<string, unknown> | null
  analyticsEventId: number | null
}

export const SIGNATURE_HEADER = 'X-Lead-Signature'

/** `sha256=<hex>` of the raw body. */
export const signBody = (body: string, secret: string): string => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`

/** Whether a received signature is the body's with this secret (constant-time). */
export function verifySignature(body: string, secret: string, signature: string | null | undefined): boolean {
  const expected = Buffer.from(signBody(body, secret))
  const given = Buffer.from(signature ?? '')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

const escapeXml = (value: unknown): string =>
  String(value ?? '').replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string)

const tag = (name: string, value: unknown, attrs = ''): string => (value === null || value === undefined || value === '' ? '' : `<${name}${attrs}>${escapeXml(value)}</${name}>`)

/** The lead as ADF 1.0 XML. */
export function toAdf(lead: LeadMessage): string {
  const v = lead.vehicle
  const c = lead.customer
  const comments = [lead.category, lead.subcategory, lead.message, lead.preferredDate && `Preferred: ${lead.preferredDate} ${lead.preferredTime ?? ''}`.trim()].filter(Boolean).join(' | ')
  const trade = lead.tradeIn as { make?: unknown; model?: unknown; year?: unknown; km?: unknown } | null
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?adf version="1.0"?>',
    '<adf>',
    '<prospect status="new">',
    `<id sequence="1" source="dealer-sites">${lead.id}</id>`,
    tag('requestdate', lead.createdAt),
    v ? `<vehicle interest="buy" status="used">${tag('year', v.year)}${tag('make', v.make)}${tag('model', v.model)}${tag('stock', v.stockNumber)}${tag('price', v.price, ' type="asking" currency="AUD"')}</vehicle>` : '',
    trade && trade.make ? `<vehicle interest="trade-in">${tag('year', trade.year)}${tag('make', trade.make)}${tag('model', trade.model)}${tag('odometer', trade.km, ' units="km"')}</vehicle>` : '',
    '<customer><contact>',
    tag('name', c.firstName, ' part="first"'),
    tag('name', c.lastName, ' part="last"'),
    tag('email', c.email),
    tag('phone', c.phone),
    c.postcode ? `<address>${tag('postalcode', c.postcode)}<country>AU</country></address>` : '',
    '</contact>',
    tag('comments', comments),
    '</customer>',
    `<vendor>${tag('vendorname', lead.dealership?.name ?? lead.site.name)}</vendor>`,
    `<provider>${tag('name', 'Dealer Sites')}</provider>`,
    '</prospect>',
    '</adf>',
  ].join('\n')
}

export type WebhookRequest = { body: string; headers: Record<string, string> }

/** The exact request the webhook channel sends for a lead. */
export function webhookRequest(lead: LeadMessage, format: 'json' | 'adf', secret: string): WebhookRequest {
  const body = format === 'adf' ? toAdf(lead) : JSON.stringify(lead)
  return {
    body,
    headers: {
      'content-type': format === 'adf' ? 'application/xml' : 'application/json',
      'idempotency-key': String(lead.id),
      [SIGNATURE_HEADER.toLowerCase()]: signBody(body, secret),
    },
  }
}
