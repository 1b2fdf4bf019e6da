/**
 * Replies to an Instant Message lead (site/chat/provider.ts). A reply is written in the lead's
 * Replies list in the admin; once saved it is sent and kept as sent: later saves append new
 * replies only (a sent reply is neither changed nor removed), each stamped with when and by whom.
 */
import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'
import type { Lead } from '../../../payload-types'
import { chatProvider } from '../../../site/chat/provider'
import { relationId } from '../../../site/relationId'

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

/** Sends each new reply to the shopper through the chat provider, in the save's transaction (a failed send fails the save). */
export const deliverReplies: CollectionAfterChangeHook<Lead> = async ({ doc, req, context }) => {
  const fresh = (context[NEW_REPLIES] as Reply[] | undefined) ?? []
  if (!fresh.length) return doc
  context[NEW_REPLIES] = []
  const siteId = relationId(doc.site)
  // System read: the lead's site name for the email (the editor may read the lead, hence its site).
  const site = siteId === null ? null : await req.payload.findByID({ collection: 'sites', id: siteId, depth: 0, req, overrideAccess: true, disableErrors: true, select: { name: true } })
  const car = doc.vehicleSnapshot
  const carName = [car?.year, car?.make, car?.model].filter(Boolean).join(' ') || null
  for (const reply of fresh) {
    await chatProvider().deliverReply(req.payload, { siteName: site?.name ?? 'The dealer', to: { email: doc.email ?? null, firstName: doc.firstName ?? null }, carName, text: reply.text, carUrl: doc.source?.page ?? null }, req)
  }
  return doc
}
