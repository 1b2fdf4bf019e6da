/**
 * Cross-site writes with a session cookie are refused (issue 48, finding 10). A browser sends a
 * site's cookies with a form or `fetch` that another website starts; JSON-only bodies stop most of
 * those, and this stops the rest: a POST, PUT, PATCH or DELETE that carries a session cookie (staff:
 * Payload's `payload-token`; shoppers: `shopper_session`) is refused with 403 and a JSON message when
 * the browser says it came from elsewhere:
 *
 * - `Sec-Fetch-Site` is `cross-site` or `same-site` (another subdomain is another dealer's site);
 * - `Origin` is `null` or names another host than the request's own site (`Host`, or the trusted
 *   proxy's `X-Forwarded-Host` as server.mjs leaves it), default ports aside;
 * - no `Origin`, and `Referer` names another host (or cannot be read).
 *
 * A request with neither header (an API client, curl, the tests' request contexts) and a request
 * without a session cookie (a bearer token is not sent by a browser on its own) pass. The admin's
 * own requests, server actions and the shopper pages' forms are same-origin and pass. server.mjs
 * applies it to every request before Next: REST, GraphQL, our routes, server actions.
 */

export const CROSS_SITE_MESSAGE = 'Cross-site request refused: a signed-in write must come from this site’s own pages.'

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const SESSION_COOKIES = ['payload-token', 'shopper_session']

/**
 * @param {string | string[] | undefined} value
 * @returns {string | undefined}
 */
const first = (value) => (Array.isArray(value) ? value[0] : value)

/**
 * Whether the Cookie header holds one of the session cookies.
 *
 * @param {string | undefined} header
 * @returns {boolean}
 */
export function hasSessionCookie(header) {
  return (header ?? '').split(';').some((part) => SESSION_COOKIES.includes(part.split('=')[0].trim()))
}

/**
 * A host as compared: lower case, without the scheme's default port.
 *
 * @param {string} host
 * @param {string} [protocol]
 * @returns {string}
 */
function comparable(host, protocol) {
  const lower = host.trim().toLowerCase()
  if ((protocol === 'https:' || protocol === undefined) && lower.endsWith(':443')) return lower.slice(0, -4)
  if ((protocol === 'http:' || protocol === undefined) && lower.endsWith(':80')) return lower.slice(0, -3)
  return lower
}

/**
 * Whether an address (an Origin or Referer value) is on `host`.
 *
 * @param {string} address
 * @param {string} host
 * @returns {boolean}
 */
function sameHost(address, host) {
  let url
  try {
    url = new URL(address)
  } catch {
    return false
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
  return comparable(url.host, url.protocol) === comparable(host)
}

/**
 * The refusal of a cross-site write with a session cookie, or null to let it through.
 *
 * @param {string | undefined} method
 * @param {Record<string, string | string[] | undefined>} headers Node's request headers (lower-case names)
 * @returns {{ message: string, errors: { path: string, message: string }[] } | null}
 */
export function crossSiteWriteProblem(method, headers) {
  if (!WRITES.has((method ?? '').toUpperCase())) return null
  if (!hasSessionCookie(first(headers.cookie))) return null
  const refuse = (path) => ({ message: CROSS_SITE_MESSAGE, errors: [{ path, message: CROSS_SITE_MESSAGE }] })
  const fetchSite = first(headers['sec-fetch-site'])?.trim().toLowerCase()
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return refuse('sec-fetch-site')
  const host = first(headers['x-forwarded-host']) ?? first(headers.host) ?? ''
  const origin = first(headers.origin)?.trim()
  if (origin) return sameHost(origin, host) ? null : refuse('origin')
  const referer = first(headers.referer)?.trim()
  if (referer) return sameHost(referer, host) ? null : refuse('referer')
  return null
}
