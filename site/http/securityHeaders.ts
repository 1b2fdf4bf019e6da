/**
 * Security headers of every response (issue 16, finding 7), set in next.config.ts so cached pages
 * keep them and stay cacheable.
 *
 * Two policies:
 * - Pages rendered per request (the admin, and the shopper pages under /d/: signed-in pages,
 *   searches with filters, offers searches) get a strict policy from proxy.ts: a fresh nonce per
 *   response that Next puts on its own scripts, and 'strict-dynamic' so the scripts those load may
 *   run; an injected inline script has no nonce and is blocked.
 * - Cached pages (ISR, under /s/) cannot carry a nonce (their HTML is rendered once for everyone),
 *   and Next's inline bootstrap and RSC payload scripts need either a nonce or 'unsafe-inline'. So
 *   there scripts may come from this origin and inline only: no other origin's script can run, no
 *   plugin, no <base> rewrite, no form posting elsewhere and no framing by another site. Editor text
 *   is escaped wherever it is rendered (the probe confirmed it), which is what keeps inline
 *   injection out.
 * The admin also loads the code editor Payload uses from its CDN.
 */
export type HeaderRule = { source: string; headers: Array<{ key: string; value: string }> }

const ALGOLIA = 'https://*.algolia.net https://*.algolianet.com'
const ADMIN_CDN = 'https://cdn.jsdelivr.net'

const csp = (parts: Record<string, string>) => Object.entries(parts).map(([k, v]) => `${k} ${v}`).join('; ')

/** A fresh, unguessable nonce (128 random bits, base64) for one response. */
export const newNonce = (): string => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))

/**
 * The policy of one area. With a nonce (a page rendered for this request) only scripts carrying it,
 * and scripts they load, may run; without one (a cached page) this origin's scripts and inline ones.
 */
export function contentSecurityPolicy(area: 'site' | 'admin', nonce?: string): string {
  const admin = area === 'admin'
  const eval_ = admin ? " 'unsafe-eval'" : ''
  return csp({
    'default-src': "'self'",
    'script-src': nonce ? `'nonce-${nonce}' 'strict-dynamic'${eval_}` : admin ? `'self' 'unsafe-inline'${eval_} blob: ${ADMIN_CDN}` : "'self' 'unsafe-inline'",
    'style-src': admin ? `'self' 'unsafe-inline' ${ADMIN_CDN}` : "'self' 'unsafe-inline'",
    'img-src': "'self' data: blob: https:",
    'media-src': "'self' blob: https:",
    'font-src': admin ? `'self' data: ${ADMIN_CDN}` : "'self' data:",
    'connect-src': admin ? `'self' ${ADMIN_CDN}` : `'self' ${ALGOLIA}`,
    'worker-src': "'self' blob:",
    'frame-src': "'self'",
    'frame-ancestors': "'self'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
  })
}

/**
 * The build's scripts and stylesheets (`/_next/static/….js|css`) are never documents: a policy,
 * framing, referrer or permissions header on them has no effect, and it cost about 0.8 KB on each of
 * a page's 10–14 of them (Lighthouse counts header bytes in a page's JavaScript). They get nosniff
 * (and HSTS over https) only, with Next's `immutable` caching; other static files (pictures) keep the document headers.
 */
const BUILD_ASSET = '_next/static/.+\\.(?:js|css)'
export const BUILD_ASSETS_SOURCE = `/:asset(${BUILD_ASSET})`
const SITE_SOURCE = `/((?!admin(?:/|$)|${BUILD_ASSET}$).*)`
const NOSNIFF = { key: 'X-Content-Type-Options', value: 'nosniff' }
/** The admin's paths: its own policy, and Payload's client hints (adminOnlyClientHints). */
const ADMIN_SOURCES = ['/admin', '/admin/:path*']

const PERMISSIONS = 'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), interest-cohort=()'

/** The header rules for next.config.ts; HSTS only when the platform is served over https. */
export function securityHeaders(serverUrl: string | undefined): HeaderRule[] {
  const hsts = serverUrl?.startsWith('https://') ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }] : []
  const common = [
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    NOSNIFF,
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS },
    ...hsts,
  ]
  const admin = [...common, { key: 'Content-Security-Policy', value: contentSecurityPolicy('admin') }]
  return [
    { source: SITE_SOURCE, headers: [...common, { key: 'Content-Security-Policy', value: contentSecurityPolicy('site') }] },
    { source: BUILD_ASSETS_SOURCE, headers: [NOSNIFF, ...hsts] },
    ...ADMIN_SOURCES.map((source) => ({ source, headers: admin })),
  ]
}

const CLIENT_HINT_HEADERS = new Set(['accept-ch', 'critical-ch'])

/**
 * Payload's `withPayload` asks every response for the `Sec-CH-Prefers-Color-Scheme` client hint
 * (`Accept-CH`, `Critical-CH`, `Vary`) so that the admin renders in the visitor's theme. Only the
 * admin reads it. On a shopper page `Critical-CH` makes Chromium request the page a second time on a
 * first visit (the hint was not sent the first time), and `Vary` splits a CDN's cache by colour
 * scheme. The rules carrying those headers are narrowed to the admin; every other rule is kept.
 */
export function adminOnlyClientHints<R extends HeaderRule>(rules: R[]): R[] {
  return rules.flatMap((rule) => (rule.headers.some((h) => CLIENT_HINT_HEADERS.has(h.key.toLowerCase())) ? ADMIN_SOURCES.map((source) => ({ ...rule, source })) : [rule]))
}

/** The session cookie is `Secure` whenever the platform is served over https (SERVER_URL). */
export const secureCookies = (serverUrl: string | undefined): boolean => Boolean(serverUrl?.startsWith('https://'))
