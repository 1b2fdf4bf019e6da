/**
 * Replies to an Instant Message lead (site/chat/provider.ts). A reply is written in the lead's
 * Replies list in the admin; once saved it is queued to be sent and kept as sent: later saves append new
 * replies only (a sent reply is neither changed nor removed), each stamped with when and by whom.
 */
import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'
import type { Lead } from '../../../payload-types'
import { queueChatReply } from '../../../site/leads/reply'

type Reply = NonNullable<Lead['replies']>[number]

export const REPLIES_ONLY_FOR_CHAT = 'Replies are sent to Instant Message leads only.'
const NEW_REPLIES = 'newChatReplies'

const whoIs = (user: unknown): string => {
  const u = user as { name?: unknown; email?: unknown } | null
  return String(u?.name || u?.email || 'Dealer')
}

/** Keeps the sent replies as they were and stamps the new ones (kept in the request context for delivery). */
export const stampReplies: CollectionBeforeChangeHook<Lead> = ({ data, originalDoc, req, context }) => {
  if (!Array.isArray(data.replies)) return data
  const sent = originalDoc?.replies ?? []
  const sentIds = new Set(sent.map((r) => r.id))
  const at = new Date().toISOString()
  const fresh: Reply[] = data.replies.filter((r) => !r.id || !sentIds.has(r.id)).map((r) => ({ ...r, sentAt: at, sentBy: whoIs(req.user) }))
  if (fresh.length && (data.type ?? originalDoc?.type) !== 'chat') throw new ValidationError({ collection: 'leads', errors: [{ path: 'replies', message: REPLIES_ONLY_FOR_CHAT }] })
  context[NEW_REPLIES] = fresh
  return { ...data, replies: [...sent, ...fresh] }
}

/**
 * Queues each new reply for the shopper, in the save's transaction: a `reply` entry on the lead's
 * timeline by the signed-in user (the lead's first response when it is the first) and its job on
 * the leads queue, which emails it through the chat provider, filed under the lead in Sent mail
 * (site/leads/reply.ts, the same outbox as the lead's deliveries and the template replies).
 */
export const deliverReplies: CollectionAfterChangeHook<Lead> = async ({ doc, req, context }) => {
  const fresh = (context[NEW_REPLIES] as Reply[] | undefined) ?? []
  if (!fresh.length) return doc
  context[NEW_REPLIES] = []
  for (const reply of fresh) await queueChatReply(req, doc, reply.text)
  return doc
}
