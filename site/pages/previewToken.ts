import { macFor, sameMac } from '../security/keys'

/** Preview links live this long: enough to open and share with a colleague, not forever. */
export const PREVIEW_TTL_MS = 60 * 60 * 1000
/**
 * No link or cookie is believed further ahead than this, whatever it says and however well signed:
 * a leaked signing key or a future change to the lifetime cannot mint a link that opens drafts for
 * longer. One lifetime plus a minute for clocks that differ between instances.
 */
export const PREVIEW_MAX_LIFETIME_MS = PREVIEW_TTL_MS + 60 * 1000

const sign = (pageId: number, expires: number) => macFor('preview-link', `preview:${pageId}:${expires}`).toString('hex')

/** Whether an expiry is still ahead, and not further ahead than a link may live. */
const withinLifetime = (expires: number, now: number) => expires >= now && expires <= now + PREVIEW_MAX_LIFETIME_MS

/** The query string of a preview link for one page (signed, expiring). */
export function previewQuery(pageId: number, now = Date.now()): string {
  const expires = now + PREVIEW_TTL_MS
  return `page=${pageId}&expires=${expires}&token=${sign(pageId, expires)}`
}

/** True when the token was issued for this page, has not expired, and expires within the maximum lifetime. */
export function verifyPreview(pageId: number, expires: number, token: string, now = Date.now()): boolean {
  if (!Number.isFinite(pageId) || !Number.isFinite(expires) || !withinLifetime(expires, now)) return false
  return sameMac(sign(pageId, expires), token)
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

const signHost = (host: string, expires: number) => macFor('preview-host', `preview-host:${host}:${expires}`).toString('hex')

/** The cookie's value for a host: the link's expiry and its signature over host and expiry. */
export const previewHostValue = (host: string, expires: number): string => `${expires}.${signHost(host, expires)}`

/** Whether a preview cookie value opens drafts on this host now (false when forged, malformed, expired, beyond the maximum lifetime or another host's). */
export function previewAllowsHost(value: string | undefined, host: string, now = Date.now()): boolean {
  const match = /^(\d{1,15})\.([0-9a-f]{64})$/.exec(value ?? '')
  if (!match) return false
  const expires = Number(match[1])
  if (!withinLifetime(expires, now)) return false
  return sameMac(signHost(host, expires), match[2] as string)
}
