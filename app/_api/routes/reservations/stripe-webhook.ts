import { stripeWebhook } from '@/site/reservations/webhook'
import { otherMethods } from '@/site/http/methodNotAllowed'
import { jsonOnly } from '@/site/http/jsonWrite'

/** Stripe's webhook endpoint (site/reservations/webhook.ts): point Stripe at https://{platform host}/api/reservations/stripe-webhook. */
export const POST = jsonOnly((request: Request) => stripeWebhook(request))

/** Every other method: 405 with a JSON message and `Allow` (site/http/methodNotAllowed.ts). */
export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
