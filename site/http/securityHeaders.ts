/**
 * Security headers of every response (issue 16, finding 7), set in next.config.ts so cached pages
 * keep them and stay cacheable.
 *
 * Why no nonce: a per-request nonce makes every page dynamic (pages are ISR-cached and expired by
 * tag), and Next's inline bootstrap and RSC payload scripts need either a nonce or 'unsafe-inline'.
 * So scripts may come from this origin and inline only: no other origin's script can run, no
 * plugin, no <base> rewrite, no form posting elsewhere and no framing by another site. Editor text
 * is escaped wherever it is rendered (the probe confirmed it), which is what keeps inline
 * injection out. The admin also loads the code editor Payload uses from its CDN.
 */
export type HeaderRule = { source: string; headers: Array<{ key: string; value: string }> }

const ALGOLIA = 'https://*.algolia.net https://*.algolianet.com'
const ADMIN_CDN = 'https://cdn.jsdelivr.net'

const csp = (parts: Record<string, string>) => Object.entries(parts).map(([k, v]) => `${k} ${v}`).join('; ')

export function contentSecurityPolicy(area: 'site' | 'admin'): string {
  const admin = area === 'admin'
  return csp({
    'default-src': "'self'",
    'script-src': admin ? `'self' 'unsafe-inline' 'unsafe-eval' blob: ${ADMIN_CDN}` : "'self' 'unsafe-inline'",
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

const PERMISSIONS = 'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), interest-cohort=()'

/** The header rules for next.config.ts; HSTS only when the platform is served over https. */
export function securityHeaders(serverUrl: string | undefined): HeaderRule[] {
  const common = [
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS },
    ...(serverUrl?.startsWith('https://') ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }] : []),
  ]
  return [
    { source: '/((?!admin).*)', headers: [...common, { key: 'Content-Security-Policy', value: contentSecurityPolicy('site') }] },
    { source: '/admin/:path*', headers: [...common, { key: 'Content-Security-Policy', value: contentSecurityPolicy('admin') }] },
    { source: '/admin', headers: [...common, { key: 'Content-Security-Policy', value: contentSecurityPolicy('admin') }] },
  ]
}

/** The session cookie is `Secure` whenever the platform is served over https (SERVER_URL). */
export const secureCookies = (serverUrl: string | undefined): boolean => Boolean(serverUrl?.startsWith('https://'))
