/**
 * `GET /api/reservations/cancel?token=…&back=…` (issue 14): where the payment provider sends a
 * shopper who turned back from paying (Stripe's cancel_url). The pending reservation must not keep
 * the car Reserved until the Checkout Session expires: the session is closed at the provider first
 * (so it can no longer be paid), then the reservation is cancelled and the car is free at once. A
 * session paid meanwhile is left to the webhook (it becomes held). Whatever happens, the shopper
 * is sent back to the page they came from (a path on this site) with `payment=cancelled`.
 */
import type { Payload } from 'payload'
import { getPayloadClient } from '../payload'
import { resolveSiteForRequest } from '../tenancy/resolveSite'
import type { SiteView } from '../tenancy/siteView'
import { backTarget } from './flows'
import { providerOf, type PaymentProvider, type ProviderId } from './provider'
import { markEnded } from './transitions'

export type AbandonOptions = {
  payload?: Payload
  resolve?: (host: string) => Promise<SiteView | null>
  providerFor?: (id: ProviderId) => PaymentProvider
  now?: () => Date
}

export type AbandonOutcome = 'cancelled' | 'paid' | 'unchanged'

/** Closes the payment and cancels the pending reservation that `token` names on `site`. */
export async function abandonReservation(payload: Payload, site: SiteView, token: string, options: Pick<AbandonOptions, 'providerFor' | 'now'> = {}): Promise<AbandonOutcome> {
  const { docs } = await payload.find({ collection: 'reservations', where: { and: [{ publicToken: { equals: token } }, { site: { equals: site.id } }] }, depth: 0, limit: 1, pagination: false, overrideAccess: true })
  const r = docs[0]
  if (!r || r.status !== 'pending') return 'unchanged'
  if (r.providerSessionId) {
    const provider = (options.providerFor ?? providerOf)(r.provider as ProviderId)
    if ((await provider.abandon(r.providerSessionId)) === 'paid') return 'paid'
  }
  const now = (options.now ?? (() => new Date()))()
  return (await markEnded(payload, r.id, 'pending', 'cancelled', now)) ? 'cancelled' : 'unchanged'
}

export async function abandonCheckout(request: Request, options: AbandonOptions = {}): Promise<Response> {
  const url = new URL(request.url)
  const location = backTarget(url.searchParams.get('back'))
  const redirect = () => new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } })
  const token = url.searchParams.get('token')
  if (!token || token.length > 100) return redirect()
  try {
    const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? 'localhost'
    const site = await (options.resolve ?? resolveSiteForRequest)(host)
    if (!site) return redirect()
    await abandonReservation(options.payload ?? (await getPayloadClient()), site, token, options)
  } catch (error) {
    // the car still frees itself: Stripe expires the session (webhook) and the expiry job cancels it
    console.error('A turned-back payment could not be closed', error)
  }
  return redirect()
}
