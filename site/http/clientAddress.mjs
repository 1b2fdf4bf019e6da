/**
 * The caller's address as the app may trust it (server.mjs, before Next sees the request), put in
 * `x-forwarded-for` as its only entry, where the rate limits and lead records read it
 * (site/abuse/clientIp.ts).
 *
 * `hops` is how many proxies in front of the app append to `x-forwarded-for` (TRUSTED_PROXY_HOPS):
 * 0, the app reached directly (`npm start`), trusts only the socket's peer, whatever the header says;
 * 1, behind one load balancer or CDN, trusts the entry that proxy appended; and so on. Entries to
 * the left of the trusted one are the client's own claims. When the header holds fewer entries than
 * the hops, the leftmost is taken (the request came through fewer proxies than configured).
 *
 * @param {string | string[] | undefined} forwardedFor the request's `x-forwarded-for`
 * @param {string | undefined} peer the socket's remote address
 * @param {number} hops trusted proxies in front of the app
 * @returns {string}
 */
export function trustedClientAddress(forwardedFor, peer, hops) {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')
  const chain = [...header.split(',').map((entry) => entry.trim()).filter(Boolean), peer || 'unknown']
  return chain[Math.max(0, chain.length - 1 - hops)]
}

/**
 * TRUSTED_PROXY_HOPS as a whole number from 0 to 10; anything else is an error at start-up, so a
 * typo cannot silently trust every client's claim.
 *
 * @param {string | undefined} value
 * @returns {number}
 */
export function proxyHopsFrom(value) {
  if (value === undefined || value.trim() === '') return 0
  if (!/^\d{1,2}$/.test(value.trim()) || Number(value) > 10) throw new Error(`TRUSTED_PROXY_HOPS must be a whole number from 0 to 10, not "${value}"`)
  return Number(value)
}

/**
 * The `x-forwarded-host` the app may believe (server.mjs), or undefined to drop it. Reached directly
 * (0 hops) the header is the client's own claim: believed, it would choose another site's page for
 * this address, and a shared cache keyed on the Host would keep it (issue 48, finding 5). Behind
 * trusted proxies, the nearest proxy's value (the last entry) is the host the visitor asked for.
 *
 * @param {string | string[] | undefined} forwardedHost the request's `x-forwarded-host`
 * @param {number} hops trusted proxies in front of the app
 * @returns {string | undefined}
 */
export function trustedForwardedHost(forwardedHost, hops) {
  if (hops === 0 || forwardedHost === undefined) return undefined
  const header = Array.isArray(forwardedHost) ? forwardedHost.join(',') : forwardedHost
  const entries = header.split(',').map((entry) => entry.trim()).filter(Boolean)
  return entries.at(-1)
}
