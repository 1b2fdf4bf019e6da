/**
 * Outbound SMS (issue 13, ARCHITECTURE "Outside services"): Twilio's REST API when
 * TWILIO_ACCOUNT_SID is set, else the dev inbox, which keeps every message in the `sms-messages`
 * collection (admin: Platform → Dev SMS inbox) and prints it on the console.
 */
import type { Payload } from 'payload'
import { devInboxSms } from './devInbox'
import { twilioSettingsFrom, twilioSms } from './twilio'

export type SmsMessage = { to: string; body: string; siteId: number | null }

export interface SmsProvider {
  readonly name: string
  /** Sends one message; throws when it could not be handed to the gateway. */
  send(message: SmsMessage): Promise<void>
}

/** The provider the environment configures (read per call, so a test can set the environment). */
export function smsProviderFor(payload: Payload, env: Record<string, string | undefined> = process.env): SmsProvider {
  const twilio = twilioSettingsFrom(env)
  return twilio ? twilioSms(twilio) : devInboxSms(payload)
}
