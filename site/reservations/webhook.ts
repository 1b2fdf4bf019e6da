/**
 * `POST /api/reservations/stripe-webhook`: Stripe tells us a Checkout Session was paid or expired.
 * The signature (Stripe-Signature, checked with STRIPE_WEBHOOK_SECRET) must match, else 400 and
 * nothing changes. A paid session moves its reservation pending → held; an expired one cancels
 * it. Each move is conditional, so the same event delivered again changes nothing (200).
 */
import type { Payload } from 'payload'
import { getPayloadClient } from '../payload'
import { StripeProvider } from './provider'
import { markEnded, markHeld } from './transitions'

export type WebhookOptions = { provider?: StripeProvider; payload?: Payload; now?: () => Date }

const json = (status: number, body: unknown) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

export function stripeFromEnv(env: Record<string, string | undefined> = process.env): StripeProvider | null {
  return env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET ? new StripeProvider(env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET) : null
}

export async function stripeWebhook(request: Request, options: WebhookOptions = {}): Promise<Response> {
  const provider = options.provider ?? stripeFromEnv()
  if (!provider) return json(404, { message: 'Stripe is not configured on this platform.', errors: [] })
  const signature = request.headers.get('stripe-signature')
  if (!signature) return json(400, { message: 'The Stripe-Signature header is missing.', errors: [{ path: 'stripe-signature', message: 'Required' }] })
  const raw = await request.text()
  let event
  try {
    event = provider.parseEvent(raw, signature)
  } catch {
    return json(400, { message: 'The webhook signature does not match.', errors: [{ path: 'stripe-signature', message: 'Invalid signature' }] })
  }
  if (event.kind === 'ignored' || event.reservationId === null) return json(200, { received: true, changed: false })
  try {
    const payload = options.payload ?? (await getPayloadClient())
    const now = (options.now ?? (() => new Date()))()
    const moved = event.kind === 'paid' ? await markHeld(payload, event.reservationId, event.paymentId, now) : await markEnded(payload, event.reservationId, 'pending', 'cancelled', now)
    return json(200, { received: true, changed: moved !== null })
  } catch (error) {
    console.error('Stripe webhook failed', error)
    // Stripe retries a failed delivery: the move is idempotent
    return json(503, { message: 'The event could not be recorded; Stripe will retry.', errors: [] })
  }
}
