/**
 * The shopper's account and its one open code. Claiming a send slot, counting a wrong try and using
 * the code are each one conditional UPDATE, so concurrent requests on any instance cannot send two
 * codes inside the resend delay, try a code more than 5 times or use it twice.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { CODE_TTL_MS, MAX_CODE_ATTEMPTS, RESEND_AFTER_MS } from '../rules/oneTimeCode'
import { drizzleOf } from '../payloadDb'

const iso = (date: Date) => date.toISOString()

export type Contact = { firstName?: string; lastName?: string; email?: string }

export async function findShopper(payload: Payload, siteId: number, phone: string): Promise<{ id: number } | null> {
  // System read: the endpoint looks up the account the phone names on this site, answering nothing about it.
  const { docs } = await payload.find({ collection: 'shoppers', where: { and: [{ site: { equals: siteId } }, { phone: { equals: phone } }] }, depth: 0, limit: 1, pagination: false, overrideAccess: true, select: { phone: true } })
  return docs[0] ? { id: docs[0].id } : null
}

/**
 * The account for this site and phone, created bare on its first code request: nothing a request
 * says about the shopper is stored before the phone is proven (`fillContact` after the code).
 */
export async function ensureShopper(payload: Payload, siteId: number, phone: string): Promise<{ id: number }> {
  const known = await findShopper(payload, siteId, phone)
  if (known) return known
  try {
    const created = await payload.create({ collection: 'shoppers', data: { site: siteId, phone }, overrideAccess: true, depth: 0 })
    return { id: created.id }
  } catch (error) {
    // A concurrent first request created it (unique site + phone): use that one.
    const twin = await findShopper(payload, siteId, phone)
    if (twin) return twin
    throw error
  }
}

/** The names and email the shopper gave, stored once the code has proven the phone is theirs. */
export async function fillContact(payload: Payload, shopperId: number, contact: Contact): Promise<void> {
  const details = Object.fromEntries(Object.entries(contact).filter(([, v]) => v))
  if (Object.keys(details).length) await payload.update({ collection: 'shoppers', id: shopperId, data: details, overrideAccess: true, depth: 0 })
}

/** Stores a new code's hash unless one was sent within the resend delay; false when it was. */
export async function claimCode(payload: Payload, shopperId: number, codeHash: string, now: Date): Promise<boolean> {
  const { rows } = await drizzleOf(payload).execute(sql`
    update shoppers set code_hash = ${codeHash}, code_expires_at = ${iso(new Date(now.getTime() + CODE_TTL_MS))}::timestamptz,
      code_attempts = 0, code_sent_at = ${iso(now)}::timestamptz
    where id = ${shopperId} and (code_sent_at is null or code_sent_at <= ${iso(new Date(now.getTime() - RESEND_AFTER_MS))}::timestamptz)
    returning id`)
  return rows.length === 1
}

/** When the last code was sent (for the resend wait). */
export async function lastSentAt(payload: Payload, shopperId: number): Promise<Date | null> {
  const { rows } = await drizzleOf(payload).execute(sql`select code_sent_at from shoppers where id = ${shopperId}`)
  const value = rows[0]?.code_sent_at
  return value ? new Date(value as string) : null
}

/** Withdraws a code that could not be sent, so the shopper may ask again at once. */
export async function withdrawCode(payload: Payload, shopperId: number, codeHash: string): Promise<void> {
  await drizzleOf(payload).execute(sql`
    update shoppers set code_hash = null, code_expires_at = null, code_sent_at = null where id = ${shopperId} and code_hash = ${codeHash}`)
}

/** Uses the code if it matches and is open (not expired, fewer than 5 wrong tries): true once only. */
export async function consumeCode(payload: Payload, shopperId: number, codeHash: string, now: Date): Promise<boolean> {
  const { rows } = await drizzleOf(payload).execute(sql`
    update shoppers set code_hash = null, code_expires_at = null, code_attempts = 0, last_signed_in_at = ${iso(now)}::timestamptz
    where id = ${shopperId} and code_hash = ${codeHash} and code_expires_at > ${iso(now)}::timestamptz and code_attempts < ${MAX_CODE_ATTEMPTS}
    returning id`)
  return rows.length === 1
}

/**
 * Counts a wrong try against the open code; the 5th ends it. Answers whether the code is now
 * ended by tries (also when it already was).
 */
export async function countWrongTry(payload: Payload, shopperId: number, now: Date): Promise<{ exhausted: boolean }> {
  const { rows } = await drizzleOf(payload).execute(sql`
    update shoppers set code_attempts = code_attempts + 1,
      code_hash = case when code_attempts + 1 >= ${MAX_CODE_ATTEMPTS} then null else code_hash end
    where id = ${shopperId} and code_hash is not null and code_expires_at > ${iso(now)}::timestamptz and code_attempts < ${MAX_CODE_ATTEMPTS}
    returning code_attempts`)
  if (rows.length === 1) return { exhausted: Number(rows[0]?.code_attempts) >= MAX_CODE_ATTEMPTS }
  const { rows: current } = await drizzleOf(payload).execute(sql`select code_attempts from shoppers where id = ${shopperId}`)
  return { exhausted: Number(current[0]?.code_attempts ?? 0) >= MAX_CODE_ATTEMPTS }
}

/** The verifications record of FIN §7. */
export async function recordVerification(payload: Payload, siteId: number, dealershipId: number | null, shopperId: number, type: 'sms' | 'verify'): Promise<void> {
  await payload.create({ collection: 'verifications', data: { site: siteId, dealership: dealershipId, shopper: shopperId, verificationType: type }, overrideAccess: true, depth: 0 })
}
