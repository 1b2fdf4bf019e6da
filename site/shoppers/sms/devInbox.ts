import type { Payload } from 'payload'
import type { SmsProvider } from './provider'

/**
 * The local default: the message is stored in the dev inbox (platform staff read it in the admin)
 * and printed on the console, so sign-in works with no gateway. It says plainly that nothing was
 * sent to a phone.
 */
export function devInboxSms(payload: Payload): SmsProvider {
  return {
    name: 'dev-inbox',
    async send({ to, body, siteId }) {
      // System write: the inbox is the outbound channel itself, not something a visitor writes.
      await payload.create({ collection: 'sms-messages', data: { to, body, site: siteId }, overrideAccess: true, depth: 0 })
      payload.logger.info(`[dev SMS inbox] not sent to a phone (no TWILIO_ACCOUNT_SID) · to ${to}: ${body}`)
    },
  }
}
