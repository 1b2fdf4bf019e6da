/**
 * The conversation the car page's chat shows (site/chat/provider.ts): the shopper's Instant
 * Message leads, named by the idempotency keys their browser made (random UUIDs kept in that
 * browser only, so they work as its secret), and the dealer's replies to them, oldest first.
 */
import { z } from 'zod'
import { getPayloadClient } from '../payload'
import type { SiteView } from '../tenancy/siteView'
import { MAX_THREAD_KEYS } from './threadLimits'

export { MAX_THREAD_KEYS }

export type ChatMessage = { from: 'shopper' | 'dealer'; text: string; at: string; by: string | null }

export const THREAD_KEYS_MESSAGE = `keys must be 1 to ${MAX_THREAD_KEYS} message keys (UUIDs), separated by commas`

const keysSchema = z.array(z.uuid()).min(1).max(MAX_THREAD_KEYS)

/** The keys of `?keys=a,b,c`, or null when they are missing or malformed. */
export function parseThreadKeys(raw: string | null): string[] | null {
  const parsed = keysSchema.safeParse((raw ?? '').split(',').map((k) => k.trim()).filter(Boolean))
  return parsed.success ? parsed.data : null
}

/** The messages and replies of the site's chat leads with these keys, oldest first. */
export async function loadThread(site: SiteView, keys: string[]): Promise<ChatMessage[]> {
  const payload = await getPayloadClient()
  // System read narrowed to this site's chat leads whose keys the browser holds; only the texts leave.
  const { docs } = await payload.find({
    collection: 'leads',
    where: { and: [{ site: { equals: site.id } }, { type: { equals: 'chat' } }, { idempotencyKey: { in: keys } }] },
    select: { message: true, createdAt: true, replies: true },
    depth: 0,
    limit: MAX_THREAD_KEYS,
    overrideAccess: true,
  })
  const messages: ChatMessage[] = docs.flatMap((lead) => [
    { from: 'shopper' as const, text: lead.message ?? '', at: lead.createdAt, by: null },
    ...(lead.replies ?? []).map((r) => ({ from: 'dealer' as const, text: r.text, at: r.sentAt ?? lead.createdAt, by: r.sentBy ?? null })),
  ])
  return messages.sort((a, b) => a.at.localeCompare(b.at))
}
