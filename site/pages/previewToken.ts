import { createHmac, timingSafeEqual } from 'node:crypto'

/** Preview links live this long: enough to open and share with a colleague, not forever. */
export const PREVIEW_TTL_MS = 60 * 60 * 1000

const secret = () => process.env.PAYLOAD_SECRET || 'local-development-secret-change-me'

const sign = (pageId: number, expires: number) => createHmac('sha256', secret()).update(`preview:${pageId}:${expires}`).digest('hex')

/** The query string of a preview link for one page (signed, expiring). */
export function previewQuery(pageId: number, now = Date.now()): string {
  const expires = now + PREVIEW_TTL_MS
  return `page=${pageId}&expires=${expires}&token=${sign(pageId, expires)}`
}

/** True when the token was issued for this page and has not expired. */
export function verifyPreview(pageId: number, expires: number, token: string, now = Date.now()): boolean {
  if (!Number.isFinite(pageId) || !Number.isFinite(expires) || expires < now) return false
  const expected = Buffer.from(sign(pageId, expires))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
