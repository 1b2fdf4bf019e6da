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
  return sameSignature(sign(pageId, expires), token)
}

/** A constant-time comparison of a signature with the expected one. */
function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * The cookie that says on which host this browser may see drafts, and until when. Next's draft-mode
 * cookie (`__prerender_bypass`) is one value for the whole build, valid on every host: on its own,
 * one shared preview link would open every site's drafts. proxy.ts drops the draft-mode cookie from
 * any request whose host this cookie does not name, so drafts show only where the editor's signed
 * link was opened. (Host-only, like the draft cookie: the browser sends it nowhere else either.)
 */
export const PREVIEW_HOST_COOKIE = 'preview_host'
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

const signHost = (host: string, expires: number) => createHmac('sha256', secret()).update(`preview-host:${host}:${expires}`).digest('hex')

/** The cookie's value for a host: the link's expiry and its signature over host and expiry. */
export const previewHostValue = (host: string, expires: number): string => `${expires}.${signHost(host, expires)}`

/** Whether a preview cookie value opens drafts on this host now (false when forged, malformed, expired or another host's). */
export function previewAllowsHost(value: string | undefined, host: string, now = Date.now()): boolean {
  const match = /^(\d{1,15})\.([0-9a-f]{64})$/.exec(value ?? '')
  if (!match) return false
  const expires = Number(match[1])
  if (expires < now) return false
  return sameSignature(signHost(host, expires), match[2] as string)
}
