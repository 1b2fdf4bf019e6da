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

/**
 * The cookie that says which site's drafts this browser may see, and until when. Next's draft-mode
 * cookie is one value for the whole build, valid on every host: on its own, one shared preview link
 * would open every site's drafts. Drafts show only where both cookies are present and this one
 * names the site (layouts/pageRoute.ts).
 */
export const PREVIEW_SITE_COOKIE = 'preview_site'

const signSite = (siteId: number, expires: number) => createHmac('sha256', secret()).update(`preview-site:${siteId}:${expires}`).digest('hex')

/** The cookie's value: the site, the link's expiry and their signature. */
export const previewSiteValue = (siteId: number, expires: number): string => `${siteId}.${expires}.${signSite(siteId, expires)}`

/** The site a preview cookie value opens, or null when it is forged, malformed or expired. */
export function previewSiteOf(value: string | undefined, now = Date.now()): number | null {
  const match = /^(\d{1,12})\.(\d{1,15})\.([0-9a-f]{64})$/.exec(value ?? '')
  if (!match) return null
  const siteId = Number(match[1])
  const expires = Number(match[2])
  if (expires < now) return null
  const expected = Buffer.from(signSite(siteId, expires))
  const given = Buffer.from(match[3] as string)
  return expected.length === given.length && timingSafeEqual(expected, given) ? siteId : null
}
