import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { localProvider, paymentProviderFor, providerOf, StripeProvider } from '../../../site/reservations/provider'

const SECRET = 'whsec_unit'
const stripe = new Stripe('sk_test_unit')
const provider = new StripeProvider('sk_test_unit', SECRET)

const event = (type: string, object: Record<string, unknown>) => JSON.stringify({ id: 'evt_1', object: 'event', type, data: { object } })
const header = (raw: string, secret = SECRET) => stripe.webhooks.generateTestHeaderString({ payload: raw, secret })

describe('paymentProviderFor', () => {
  it('pays at the dealership without STRIPE_SECRET_KEY, Stripe with it', () => {
    expect(paymentProviderFor({})).toBe(localProvider)
    expect(paymentProviderFor({ STRIPE_SECRET_KEY: 'sk_test_x' }).id).toBe('stripe')
  })
  it('the local provider holds at once and never refunds online', async () => {
    expect(await localProvider.start({ reservationId: 1, amountCents: 20000, description: 'x', email: null, successUrl: 'https://a', cancelUrl: 'https://b' })).toEqual({ status: 'held' })
    expect(localProvider.refunds).toBe(false)
  })
  it('a Stripe reservation without the key cannot be refunded, and says why', async () => {
    await expect(providerOf('stripe', {}).refund('pi_1', 100)).rejects.toThrow('STRIPE_SECRET_KEY is not set')
  })
})

describe('StripeProvider.parseEvent', () => {
  it('a paid session names its reservation and payment', () => {
    const raw = event('checkout.session.completed', { metadata: { reservationId: '42' }, payment_intent: 'pi_42', payment_status: 'paid' })
    expect(provider.parseEvent(raw, header(raw))).toEqual({ id: 'evt_1', kind: 'paid', reservationId: 42, paymentId: 'pi_42' })
  })
  it('an unpaid completed session is ignored until its payment succeeds; an expired one is reported', () => {
    const unpaid = event('checkout.session.completed', { client_reference_id: '7', payment_intent: null, payment_status: 'unpaid' })
    expect(provider.parseEvent(unpaid, header(unpaid)).kind).toBe('ignored')
    const expired = event('checkout.session.expired', { client_reference_id: '7', payment_status: 'unpaid' })
    expect(provider.parseEvent(expired, header(expired))).toMatchObject({ kind: 'expired', reservationId: 7 })
  })
  it('other events are ignored; a wrong secret or a changed body throws', () => {
    const other = event('charge.succeeded', {})
    expect(provider.parseEvent(other, header(other)).kind).toBe('ignored')
    const raw = event('checkout.session.completed', { metadata: { reservationId: '1' }, payment_status: 'paid' })
    expect(() => provider.parseEvent(raw, header(raw, 'whsec_other'))).toThrow()
    expect(() => provider.parseEvent(raw.replace('"1"', '"2"'), header(raw))).toThrow()
  })
  it('refuses every event without a webhook secret', () => {
    const raw = event('checkout.session.completed', {})
    expect(() => new StripeProvider('sk_test_unit', undefined).parseEvent(raw, header(raw))).toThrow('STRIPE_WEBHOOK_SECRET is not set')
  })
})

describe('StripeProvider.abandon (the shopper turned back from paying)', () => {
  type Status = 'open' | 'complete' | 'expired'
  const stub = (statuses: Status[], expireFails = false) => {
    const calls: string[] = []
    const client = {
      checkout: {
        sessions: {
          retrieve: async (id: string) => {
            calls.push(`retrieve ${id}`)
            return { id, status: statuses.shift() }
          },
          expire: async (id: string) => {
            calls.push(`expire ${id}`)
            if (expireFails) throw new Error('This Checkout Session is not open')
            return { id, status: 'expired' }
          },
        },
      },
    }
    return { calls, provider: new StripeProvider('sk_test_unit', SECRET, { client: client as unknown as Stripe }) }
  }
  it('expires an open session', async () => {
    const { calls, provider } = stub(['open'])
    expect(await provider.abandon('cs_1')).toBe('closed')
    expect(calls).toEqual(['retrieve cs_1', 'expire cs_1'])
  })
  it('a completed session is paid and is not expired; an expired one is closed already', async () => {
    const paid = stub(['complete'])
    expect(await paid.provider.abandon('cs_2')).toBe('paid')
    expect(paid.calls).toEqual(['retrieve cs_2'])
    const expired = stub(['expired'])
    expect(await expired.provider.abandon('cs_3')).toBe('closed')
    expect(expired.calls).toEqual(['retrieve cs_3'])
  })
  it('paid between the look and the expiry: answers paid; still open after a failed expiry: the error', async () => {
    expect(await stub(['open', 'complete'], true).provider.abandon('cs_4')).toBe('paid')
    expect(await stub(['open', 'expired'], true).provider.abandon('cs_5')).toBe('closed')
    await expect(stub(['open', 'open'], true).provider.abandon('cs_6')).rejects.toThrow('not open')
  })
  it('the local provider has nothing to close; a Stripe reservation without the key says why', async () => {
    expect(await localProvider.abandon('x')).toBe('closed')
    await expect(providerOf('stripe', {}).abandon('cs_7')).rejects.toThrow('STRIPE_SECRET_KEY is not set')
  })
})
