import { toE164 } from '../../rules/phone'
import type { SmsProvider } from './provider'

/**
 * Twilio's Messages API over plain fetch (no SDK): TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and
 * TWILIO_FROM (a sender number, or TWILIO_MESSAGING_SERVICE_SID instead); TWILIO_API_URL only to
 * point it at another host (tests start a local one).
 */
export type Env = Record<string, string | undefined>
export type TwilioSettings = { accountSid: string; authToken: string; from?: string; messagingServiceSid?: string; apiUrl: string; timeoutMs: number }

/** null when Twilio is not configured; throws when it is configured only in part. */
export function twilioSettingsFrom(env: Env): TwilioSettings | null {
  const accountSid = env.TWILIO_ACCOUNT_SID?.trim()
  if (!accountSid) return null
  const authToken = env.TWILIO_AUTH_TOKEN?.trim()
  const from = env.TWILIO_FROM?.trim() || undefined
  const messagingServiceSid = env.TWILIO_MESSAGING_SERVICE_SID?.trim() || undefined
  if (!authToken || (!from && !messagingServiceSid)) throw new Error('TWILIO_ACCOUNT_SID is set: TWILIO_AUTH_TOKEN and TWILIO_FROM (or TWILIO_MESSAGING_SERVICE_SID) are needed too')
  return { accountSid, authToken, from, messagingServiceSid, apiUrl: (env.TWILIO_API_URL?.trim() || 'https://api.twilio.com').replace(/\/+$/, ''), timeoutMs: 15_000 }
}

export function twilioSms(settings: TwilioSettings): SmsProvider {
  return {
    name: 'twilio',
    async send({ to, body }) {
      const form = new URLSearchParams({ To: toE164(to), Body: body })
      if (settings.messagingServiceSid) form.set('MessagingServiceSid', settings.messagingServiceSid)
      else if (settings.from) form.set('From', settings.from)
      const auth = Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')
      const url = `${settings.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`
      const response = await fetch(url, { method: 'POST', headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded' }, body: form, signal: AbortSignal.timeout(settings.timeoutMs) })
      if (response.ok) return
      const detail = (await response.text()).slice(0, 300)
      throw new Error(`Twilio answered ${response.status}: ${detail}`)
    },
  }
}
