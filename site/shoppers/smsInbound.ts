/**
 * `POST /api/shoppers/sms-inbound`: Twilio's incoming-message webhook. A STOP reply (any of the
 * usual opt-out words) ends the number's saved-car alerts (Spam Act opt-out). Only requests signed
 * by Twilio (X-Twilio-Signature over TWILIO_INBOUND_URL and the form) are read; without Twilio
 * settings the endpoint does not exist (404).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { getPayloadClient } from '../payload'
import { mobileDigits } from '../rules/phone'
import { isStopReply } from '../rules/savedCarAlerts'
import { problem } from './http'
import { stopAlerts } from './alerts'

/** Twilio's request signature: HMAC-SHA1 of the URL followed by every form key and value, keys sorted. */
export function twilioSignature(authToken: string, url: string, form: URLSearchParams): string {
  const data = [...form.keys()].sort().reduce((text, key) => text + key + (form.get(key) ?? ''), url)
  return createHmac('sha1', authToken).update(data).digest('base64')
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))
const twiml = () => new Response('<?xml version="1.0" encoding="UTF-8"?><Response/>', { status: 200, headers: { 'content-type': 'text/xml', 'cache-control': 'no-store' } })

export async function receiveSms(request: Request, env: Record<string, string | undefined> = process.env, now = new Date()): Promise<Response> {
  const authToken = env.TWILIO_AUTH_TOKEN?.trim()
  const url = env.TWILIO_INBOUND_URL?.trim()
  if (!env.TWILIO_ACCOUNT_SID || !authToken || !url) return problem(404, 'No SMS gateway is configured.')
  const text = await request.text()
  if (text.length > 16_384) return problem(413, 'The request is too large.')
  const form = new URLSearchParams(text)
  if (!sameText(request.headers.get('x-twilio-signature') ?? '', twilioSignature(authToken, url, form))) return problem(403, 'The request is not signed by the SMS gateway.')
  const from = form.get('From') ?? ''
  if (isStopReply(form.get('Body') ?? '') && /^\+61\d{9}$/.test(from)) await stopAlerts(await getPayloadClient(), mobileDigits(from), now)
  return twiml()
}
