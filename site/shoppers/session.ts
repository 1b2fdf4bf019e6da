/**
 * Shopper sessions (issue 13): a random 32-byte token in an HttpOnly, SameSite=Lax cookie (Secure
 * over HTTPS), stored only as its SHA-256 in `shopper-sessions`; 30 days, extended when used
 * (sliding, at most once an hour). Only this module reads the cookie: Payload never sees a shopper
 * as a user, and a staff token is never a shopper session.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { SESSION_TTL_MS, slidSessionExpiry } from '../rules/oneTimeCode'

export const SESSION_COOKIE = 'shopper_session'

export type ShopperSession = { sessionId: number; shopperId: number; siteId: number; phone: string; firstName: string | null; expiresAt: Date }

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
const idOf = (ref: unknown): number => Number(ref && typeof ref === 'object' ? (ref as { id: unknown }).id : ref)

export function sessionCookie(token: string, expiresAt: Date, secure: boolean): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000))
  return [`${SESSION_COOKIE}=${token}`, 'Path=/', `Max-Age=${maxAge}`, `Expires=${expiresAt.toUTCString()}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ')
}

export const clearedSessionCookie = (secure: boolean): string =>
  [`${SESSION_COOKIE}=`, 'Path=/', 'Max-Age=0', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ')

/** Starts a session for the shopper; answers the token for the cookie. */
export async function startSession(payload: Payload, shopperId: number, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS)
  await payload.create({ collection: 'shopper-sessions', data: { shopper: shopperId, tokenHash: hashToken(token), expiresAt: expiresAt.toISOString() }, overrideAccess: true, depth: 0 })
  return { token, expiresAt }
}

/** The session the token opens on this site, or null (unknown, expired, another site's shopper). */
export async function findSession(payload: Payload, token: string | null | undefined, siteId: number, now = new Date()): Promise<ShopperSession | null> {
  if (!token || token.length > 100) return null
  // System read: the token itself is the credential; only its own session is read.
  const { docs } = await payload.find({ collection: 'shopper-sessions', where: { tokenHash: { equals: hashToken(token) } }, depth: 1, limit: 1, pagination: false, overrideAccess: true })
  const session = docs[0]
  if (!session || new Date(session.expiresAt).getTime() <= now.getTime()) return null
  const shopper = typeof session.shopper === 'object' ? session.shopper : null
  if (!shopper || idOf(shopper.site) !== siteId) return null
  return { sessionId: session.id, shopperId: shopper.id, siteId, phone: shopper.phone, firstName: shopper.firstName ?? null, expiresAt: new Date(session.expiresAt) }
}

/** Extends a used session when due (sliding); answers the new expiry for the cookie, or null. */
export async function slideSession(payload: Payload, session: ShopperSession, now = new Date()): Promise<Date | null> {
  const next = slidSessionExpiry(session.expiresAt, now)
  if (!next) return null
  await payload.update({ collection: 'shopper-sessions', id: session.sessionId, data: { expiresAt: next.toISOString() }, overrideAccess: true, depth: 0 })
  return next
}

export async function endSession(payload: Payload, token: string | null | undefined): Promise<void> {
  if (!token || token.length > 100) return
  await payload.delete({ collection: 'shopper-sessions', where: { tokenHash: { equals: hashToken(token) } }, overrideAccess: true })
}

/** The cookie's value from a Cookie header. */
export function sessionTokenFrom(cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === SESSION_COOKIE) return value.join('=') || null
  }
  return null
}
