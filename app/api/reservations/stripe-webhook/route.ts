import { stripeWebhook } from '@/site/reservations/webhook'

/** Stripe's webhook endpoint (site/reservations/webhook.ts): point Stripe at https://{platform host}/api/reservations/stripe-webhook. */
export const POST = (request: Request) => stripeWebhook(request)
