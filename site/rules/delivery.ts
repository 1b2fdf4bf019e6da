/**
 * The delivery calculator (INV §1 "Estimate delivery cost by postcode", INV §3 Delivery estimate
 * result, INV §4 Other widgets, INV §5 Delivery calculator, INV §8).
 *
 * Each dealership keeps its delivery prices by postcode region: a region has a name, a price in
 * whole dollars and a list of postcodes and postcode ranges ("4000-4179, 4205"). The first region
 * in the dealership's order that covers the postcode gives the estimate, so a narrow region listed
 * before a broad one overrides it.
 */
import { isValidPostcode, POSTCODE_MESSAGE } from './postcodeFormat'
import { formatCurrency } from './pricing'

/** INV §5, §8: an empty postcode. */
export const DELIVERY_EMPTY_POSTCODE_MESSAGE = 'Please enter a postcode.'
/** INV §8: no delivery price for the postcode (also what a failed lookup shows). */
export const DELIVERY_NO_ESTIMATE_MESSAGE = "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote."

export type DeliveryRegion = { name: string; postcodes: string; price: number }
export type PostcodeRange = { from: number; to: number }

const RANGE = /^(\d{4})(?:\s*-\s*(\d{4}))?$/

/** A clear reason for the first entry that is neither a 4-digit postcode nor a range of them, else the ranges. */
export function parsePostcodeRanges(text: string): { ok: true; ranges: PostcodeRange[] } | { ok: false; message: string } {
  const entries = text.split(',').map((e) => e.trim()).filter(Boolean)
  if (!entries.length) return { ok: false, message: 'List at least one postcode or postcode range, such as 4000-4179.' }
  const ranges: PostcodeRange[] = []
  for (const entry of entries) {
    const match = RANGE.exec(entry)
    if (!match) return { ok: false, message: `"${entry}" is not a 4-digit postcode or a range such as 4000-4179.` }
    const from = Number(match[1])
    const to = match[2] === undefined ? from : Number(match[2])
    if (to < from) return { ok: false, message: `The range "${entry}" ends before it starts.` }
    ranges.push({ from, to })
  }
  return { ok: true, ranges }
}

/** Payload-style field validation: true, or the message (an empty region list is fine: no calculator). */
export const validatePostcodeRanges = (text: string | null | undefined): true | string => {
  const parsed = parsePostcodeRanges(text ?? '')
  return parsed.ok ? true : parsed.message
}

/** The postcode as the visitor typed it, checked: empty (INV §5), then exactly 4 digits (FIN §5 postcode rule). */
export function checkDeliveryPostcode(raw: string | null | undefined): { ok: true; postcode: string } | { ok: false; message: string } {
  const postcode = (raw ?? '').trim()
  if (!postcode) return { ok: false, message: DELIVERY_EMPTY_POSTCODE_MESSAGE }
  return isValidPostcode(postcode) ? { ok: true, postcode } : { ok: false, message: POSTCODE_MESSAGE }
}

/** The first region (in the dealership's order) covering a valid 4-digit postcode; regions with unreadable postcodes never match. */
export function findDeliveryRegion(regions: readonly DeliveryRegion[], postcode: string): DeliveryRegion | null {
  const code = Number(postcode)
  return regions.find((region) => {
    const parsed = parsePostcodeRanges(region.postcodes)
    return parsed.ok && parsed.ranges.some((r) => code >= r.from && code <= r.to)
  }) ?? null
}

/** INV §3 Delivery estimate result: price and name (region), plus the price as shown. */
export type DeliveryEstimate = { name: string; price: number; priceText: string }

export type DeliveryOutcome =
  | { kind: 'invalid'; message: string }
  | { kind: 'none'; message: string }
  | { kind: 'estimate'; estimate: DeliveryEstimate }

/** The whole lookup: bad input, no region (INV §8), or the region's price in dollars. */
export function deliveryEstimate(regions: readonly DeliveryRegion[], raw: string | null | undefined): DeliveryOutcome {
  const checked = checkDeliveryPostcode(raw)
  if (!checked.ok) return { kind: 'invalid', message: checked.message }
  const region = findDeliveryRegion(regions, checked.postcode)
  if (!region) return { kind: 'none', message: DELIVERY_NO_ESTIMATE_MESSAGE }
  return { kind: 'estimate', estimate: { name: region.name, price: region.price, priceText: formatCurrency(region.price) } }
}

/** A postcode as 4 digits (0800). */
const postcodeText = (code: number): string => String(code).padStart(4, '0')

/**
 * Where the calculator starts, so it shows a figure before the shopper types (issue 47): the car's
 * location's postcode when a region covers it, else the first postcode of the first region (in
 * the dealership's order) whose postcodes are readable; null when no region has any.
 */
export function deliveryStart(regions: readonly DeliveryRegion[], homePostcode: string | null | undefined): { postcode: string; estimate: DeliveryEstimate } | null {
  const home = checkDeliveryPostcode(homePostcode)
  const candidates = home.ok ? [home.postcode] : []
  for (const region of regions) {
    const parsed = parsePostcodeRanges(region.postcodes)
    if (parsed.ok && parsed.ranges[0]) candidates.push(postcodeText(parsed.ranges[0].from))
  }
  for (const postcode of candidates) {
    const outcome = deliveryEstimate(regions, postcode)
    if (outcome.kind === 'estimate') return { postcode, estimate: outcome.estimate }
  }
  return null
}

/** The estimate as the calculator words it. */
export const deliveryEstimateText = (estimate: Pick<DeliveryEstimate, 'name' | 'priceText'>): string =>
  `Estimated delivery to ${estimate.name}: ${estimate.priceText}`

/** INV §4: the calculator is idle, then loading, then an estimate or an error. */
export type DeliveryState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'estimate'; estimate: DeliveryEstimate }
  | { status: 'error'; message: string }

// Plain checks rather than zod: this runs in the browser island, which should stay small.
const field = (body: unknown, key: string): unknown => (typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined)
const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.length > 0
const amount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0

/**
 * The calculator's state from the lookup's reply: 200 with price and name is the estimate; any
 * other reply shows its message, or the no-estimate text when it has none (a failed lookup leaves
 * the visitor the same way to a quote as a postcode outside every region).
 */
export function deliveryStateFromReply(status: number, body: unknown): DeliveryState {
  const name = field(body, 'name')
  const price = field(body, 'price')
  if (status === 200 && nonEmpty(name) && amount(price)) return { status: 'estimate', estimate: { name, price, priceText: formatCurrency(price) } }
  const message = field(body, 'message')
  return { status: 'error', message: nonEmpty(message) ? message : DELIVERY_NO_ESTIMATE_MESSAGE }
}
