/** A stored lead as the message every channel sends (webhook JSON/ADF, dealer email, confirmation). */
import type { Lead } from '../../payload-types'
import type { LeadMessage } from './webhook'

const named = (ref: unknown): { id: number; name: string | null } | null => {
  if (ref === null || ref === undefined) return null
  if (typeof ref === 'object') return { id: Number((ref as { id: unknown }).id), name: ((ref as { name?: string | null }).name ?? null) }
  return { id: Number(ref), name: null }
}

const orNull = <T>(value: T | null | undefined): T | null => value ?? null

export function toLeadMessage(lead: Lead): LeadMessage {
  const snapshot = lead.vehicleSnapshot
  const vehicle = named(lead.vehicle)
  return {
    id: lead.id,
    type: lead.type,
    category: orNull(lead.category),
    subcategory: orNull(lead.subcategory),
    createdAt: lead.createdAt,
    site: named(lead.site) ?? { id: 0, name: null },
    dealership: named(lead.dealership),
    location: named(lead.location),
    vehicle: vehicle || snapshot?.stockNumber ? { id: vehicle?.id ?? null, stockNumber: orNull(snapshot?.stockNumber), make: orNull(snapshot?.make), model: orNull(snapshot?.model), year: orNull(snapshot?.year), price: orNull(snapshot?.price) } : null,
    customer: { firstName: orNull(lead.firstName), lastName: orNull(lead.lastName), email: orNull(lead.email), phone: orNull(lead.phone), postcode: orNull(lead.postcode), preferredContact: orNull(lead.preferredContact) },
    message: orNull(lead.message),
    preferredDate: orNull(lead.preferredDate),
    preferredTime: orNull(lead.preferredTime),
    tradeIn: lead.tradeIn?.make ? { ...lead.tradeIn } : null,
    finance: lead.finance?.purchasePrice ? { ...lead.finance } : null,
    consent: { optIn: Boolean(lead.consent?.optIn), termsAccepted: Boolean(lead.consent?.termsAccepted), text: orNull(lead.consent?.text), at: orNull(lead.consent?.at) },
    source: lead.source ? { ...lead.source } : null,
    analyticsEventId: orNull(lead.analyticsEventId),
  }
}

const fullName = (m: LeadMessage) => [m.customer.firstName, m.customer.lastName].filter(Boolean).join(' ')

const line = (label: string, value: unknown) => (value === null || value === undefined || value === '' ? null : `${label}: ${String(value)}`)

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&${({ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' } as Record<string, string>)[c]};`)

/** A written message as HTML paragraphs (blank lines part them, single breaks kept), every character escaped. */
export function textAsHtml(text: string): string {
  const paragraphs = text.split(/\n{2,}/).map((p) => `<p style="margin:0 0 1em">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
  return `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#111">${paragraphs.join('')}</body></html>`
}

/** The lines of a text email as an HTML table (label, value), every value escaped: the shopper wrote them. */
export function linesAsHtml(heading: string, lines: string[]): string {
  const rows = lines.map((entry) => {
    const at = entry.indexOf(': ')
    return `<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(entry.slice(0, at))}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(entry.slice(at + 2))}</td></tr>`
  })
  return `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#111"><h1 style="font-size:18px">${escapeHtml(heading)}</h1><table>${rows.join('')}</table></body></html>`
}

/** The dealer's lead email: every field the shopper gave, one per line (and as an HTML table). */
export function leadEmail(m: LeadMessage): { subject: string; text: string; html: string } {
  const car = m.vehicle ? [m.vehicle.year, m.vehicle.make, m.vehicle.model].filter(Boolean).join(' ') : null
  const lines = [
    line('Lead', `#${m.id} ${m.category ?? m.type}${m.subcategory ? ` › ${m.subcategory}` : ''}`),
    line('Name', fullName(m)),
    line('Email', m.customer.email),
    line('Phone', m.customer.phone),
    line('Postcode', m.customer.postcode),
    line('Preferred contact', m.customer.preferredContact),
    line('Vehicle', car && `${car}${m.vehicle?.stockNumber ? ` (stock ${m.vehicle.stockNumber})` : ''}`),
    line('Location', m.location?.name),
    line('Preferred date', [m.preferredDate, m.preferredTime].filter(Boolean).join(' ')),
    line('Trade-in', m.tradeIn && JSON.stringify(m.tradeIn)),
    line('Finance', m.finance && JSON.stringify(m.finance)),
    line('Message', m.message),
    line('Page', (m.source as { page?: string } | null)?.page),
  ].filter((entry): entry is string => entry !== null)
  const subject = `New lead: ${m.category ?? m.type} from ${fullName(m) || 'a shopper'}`
  return { subject, text: lines.join('\n'), html: linesAsHtml(subject, lines) }
}

/** The shopper's confirmation. */
/**
 * The shopper's confirmation. It goes to an address nobody has verified, so it holds no text the
 * sender chose (issue 48, finding 9: a name like "Claim your prize at evil.example" went out in the
 * dealer's name to any inbox): only the dealership's or site's name, the lead's category from the
 * fixed list, and its number.
 */
export function confirmationEmail(m: LeadMessage): { subject: string; text: string } {
  const from = m.dealership?.name ?? m.site.name ?? 'the dealership'
  const what = (m.category ?? 'enquiry').toLowerCase()
  return {
    subject: `We received your ${what}`,
    text: `Hello,\n\nThank you for contacting ${from}. We have received your ${what} and will be in touch shortly.\n\nReference: #${m.id}`,
  }
}
