/**
 * The demo's local CRM receiver (`npm run demo:receiver`, scripts/demoReceiver.ts): one seeded
 * dealership POSTs its leads here. The app posts only to public addresses unless told otherwise, so
 * the demo is started with `OUTBOUND_ALLOW_HOSTS=127.0.0.1:4010` (README › Leads).
 */
export const DEMO_WEBHOOK_PORT = Number(process.env.DEMO_RECEIVER_PORT ?? 4010)
export const DEMO_WEBHOOK_URL = `http://127.0.0.1:${DEMO_WEBHOOK_PORT}/leads`
/** A demo secret, published on purpose: the receiver checks each request's signature with it. */
export const DEMO_WEBHOOK_SECRET = 'demo-webhook-secret'
