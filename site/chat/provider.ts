/**
 * Instant Message (FIN §2.6 sidebar "Instant Message (chat)"; variants open question 18: the
 * provider is not shown). A `ChatProvider` carries a dealer's reply to the shopper; the shopper's
 * messages are leads of type `chat` (POST /api/leads), answered in the admin's lead view.
 *
 * The local default works offline: the reply is kept on the lead (the car page's chat shows it to
 * the browser that sent the message, site/chat/thread.ts) and emailed to the shopper through
 * Payload's email adapter (SMTP, or the local Outbox without SMTP_HOST).
 */
import type { Payload, PayloadRequest } from 'payload'
import type { OutboxTags, TaggedEmail } from '../leads/email'

/** A dealer's reply on its way to the shopper. */
export type ChatReply = {
  siteName: string
  to: { email: string | null; firstName: string | null }
  carName: string | null
  text: string
  /** The car page, where the chat shows the conversation. */
  carUrl: string | null
  /** The site and lead the email is filed under in the dealer's Sent mail. */
  outbox?: OutboxTags
}

export interface ChatProvider {
  readonly name: string
  /** Sends the reply outside the page, from the reply job after the save (site/leads/reply.ts); throws when it could not (the queue retries it). */
  deliverReply(payload: Payload, reply: ChatReply, req?: PayloadRequest): Promise<void>
}

/** The email the local default sends: the reply, then where the conversation continues. */
export function replyEmail(reply: ChatReply): { subject: string; text: string } {
  const greeting = reply.to.firstName ? `Hi ${reply.to.firstName},` : 'Hi,'
  const about = reply.carName ? ` about the ${reply.carName}` : ''
  const where = reply.carUrl ? `\n\nSee the conversation and reply on the car's page: ${reply.carUrl}` : ''
  return { subject: `${reply.siteName} replied to your message${about}`, text: `${greeting}\n\n${reply.text}${where}\n\n${reply.siteName}` }
}

/** The local default: the reply by email (SMTP or the Outbox); the page reads it from the lead. */
export const emailChatProvider: ChatProvider = {
  name: 'email',
  async deliverReply(payload, reply) {
    if (!reply.to.email) return // the page shows it; the schema requires an email, so only an edited lead lacks one
    await payload.sendEmail({ to: reply.to.email, ...replyEmail(reply), outbox: reply.outbox } satisfies TaggedEmail)
  },
}

/** The chat provider in use: the local default (no hosted chat service is configured by this platform yet). */
export const chatProvider = (): ChatProvider => emailChatProvider
