/**
 * Payments for reservations behind one interface (issue 14). The local default, "pay at the
 * dealership", takes no money online: the reservation is held at once and waits for the dealer's
 * confirmation in the admin; the deposit is paid at the dealership. With STRIPE_SECRET_KEY set the
 * Stripe adapter takes the deposit through a Checkout Session; its webhook (signed with
 * STRIPE_WEBHOOK_SECRET) marks the reservation held, and refunds go back through Stripe.
 */
import Stripe from 'stripe'

export type ProviderId = 'local' | 'stripe'

export type StartInput = {
  reservationId: number
  amountCents: number
  description: string
  email: string | null
  successUrl: string
  cancelUrl: string
}

/** Held at once (local) or pending until the payment is confirmed (redirect the shopper). */
export type StartResult = { status: 'held' } | { status: 'pending'; sessionId: string; redirectUrl: string }

/** A verified payment event: which reservation it concerns and what it means. */
export type PaymentEvent = { id: string; kind: 'paid' | 'expired' | 'ignored'; reservationId: number | null; paymentId: string | null }

/** What became of a payment the shopper turned back from: closed so it can no longer be paid, or paid meanwhile. */
export type AbandonResult = 'closed' | 'paid'

/** Whether each provider takes the deposit online (else the shopper pays it at the dealership). */
export const PAID_ONLINE: Record<ProviderId, boolean> = { local: false, stripe: true }

export interface PaymentProvider {
  readonly id: ProviderId
  /** Whether money is taken online, so it can be given back through the provider. */
  readonly refunds: boolean
  start(input: StartInput): Promise<StartResult>
  /** Gives the deposit back; answers the provider's refund id. */
  refund(paymentId: string, amountCents: number): Promise<string>
  /** The shopper turned back from paying: close the payment session so it cannot be paid any more (or learn it was paid). */
  abandon(sessionId: string): Promise<AbandonResult>
}

export const localProvider: PaymentProvider = {
  id: 'local',
  refunds: PAID_ONLINE.local,
  start: async () => ({ status: 'held' }),
  refund: async () => {
    throw new Error('The deposit is paid at the dealership: the dealer refunds it there.')
  },
  // nothing is paid online, so there is no session to close
  abandon: async () => 'closed',
}

export class StripeProvider implements PaymentProvider {
  readonly id = 'stripe' as const
  readonly refunds = PAID_ONLINE.stripe
  private readonly stripe: Stripe
  constructor(
    secretKey: string,
    private readonly webhookSecret: string | undefined,
    options: { currency?: string; client?: Stripe } = {},
  ) {
    this.stripe = options.client ?? new Stripe(secretKey)
    this.currency = options.currency ?? 'aud'
  }
  private readonly currency: string

  async start(input: StartInput): Promise<StartResult> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: String(input.reservationId),
        metadata: { reservationId: String(input.reservationId) },
        payment_intent_data: { metadata: { reservationId: String(input.reservationId) } },
        customer_email: input.email ?? undefined,
        line_items: [{ quantity: 1, price_data: { currency: this.currency, unit_amount: input.amountCents, product_data: { name: input.description } } }],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        // Stripe's shortest: the car is not blocked by a payment nobody finishes.
        expires_at: Math.floor(Date.now() / 1000) + 30 * 60,
      },
      { idempotencyKey: `reservation-${input.reservationId}` },
    )
    if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL')
    return { status: 'pending', sessionId: session.id, redirectUrl: session.url }
  }

  async refund(paymentId: string, amountCents: number): Promise<string> {
    const refund = await this.stripe.refunds.create({ payment_intent: paymentId, amount: amountCents }, { idempotencyKey: `refund-${paymentId}` })
    return refund.id
  }

  /** Expires an open Checkout Session (Stripe then refuses to take its payment); a completed one answers paid. */
  async abandon(sessionId: string): Promise<AbandonResult> {
    const session = await this.stripe.checkout.sessions.retrieve(sessionId)
    if (session.status === 'complete') return 'paid'
    if (session.status === 'expired') return 'closed'
    try {
      await this.stripe.checkout.sessions.expire(sessionId)
      return 'closed'
    } catch (error) {
      // completed (or expired) between the two calls: ask again what it is now
      const now = await this.stripe.checkout.sessions.retrieve(sessionId)
      if (now.status === 'complete') return 'paid'
      if (now.status === 'expired') return 'closed'
      throw error
    }
  }

  /** Verifies Stripe's signature (throws when it does not match) and reads the event. */
  parseEvent(rawBody: string, signature: string): PaymentEvent {
    if (!this.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set')
    const event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret)
    return readEvent(event)
  }
}

function readEvent(event: Stripe.Event): PaymentEvent {
  if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded' || event.type === 'checkout.session.expired') {
    const session = event.data.object
    const raw = session.metadata?.reservationId ?? session.client_reference_id
    const reservationId = raw && /^\d+$/.test(raw) ? Number(raw) : null
    const paymentId = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null)
    if (event.type === 'checkout.session.expired') return { id: event.id, kind: 'expired', reservationId, paymentId }
    // a delayed payment method completes the session unpaid: it counts once it succeeds
    const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required'
    return { id: event.id, kind: paid ? 'paid' : 'ignored', reservationId, paymentId }
  }
  return { id: event.id, kind: 'ignored', reservationId: null, paymentId: null }
}

/** Stripe when STRIPE_SECRET_KEY is set, else pay at the dealership. */
export function paymentProviderFor(env: Record<string, string | undefined> = process.env): PaymentProvider {
  return env.STRIPE_SECRET_KEY ? new StripeProvider(env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET) : localProvider
}

/** The adapter that took a stored reservation's payment (refunds go back the same way). */
export function providerOf(id: ProviderId, env: Record<string, string | undefined> = process.env): PaymentProvider {
  if (id === 'stripe' && env.STRIPE_SECRET_KEY) return new StripeProvider(env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET)
  if (id === 'local') return localProvider
  return {
    id: 'stripe',
    refunds: PAID_ONLINE.stripe,
    start: () => Promise.reject(new Error('STRIPE_SECRET_KEY is not set')),
    refund: () => Promise.reject(new Error('STRIPE_SECRET_KEY is not set: the deposit cannot be refunded through Stripe.')),
    abandon: () => Promise.reject(new Error('STRIPE_SECRET_KEY is not set: the Checkout Session cannot be closed.')),
  }
}
