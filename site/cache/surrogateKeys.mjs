/**
 * What a shared cache in front of the app (Varnish, a CDN) is told about a cacheable answer
 * (server.mjs): the cache tags the page read, as surrogate keys it can purge by, and how long it
 * may serve the page stale.
 *
 * Keys are the tags of site/cache/tags.ts, with any character that a key list cannot carry
 * (space, comma, `%`, anything outside printable ASCII) percent-encoded, so `site:3:path:/about us`
 * is one key; the purge job encodes the same way (site/cache/purge/task.ts). Next's implicit path
 * tags (`_N_T_…`) are left out: nothing purges by them.
 *
 * The header depends on the cache: `Surrogate-Key` (space-separated) for Varnish with xkey and
 * Fastly, `Cache-Tag` (comma-separated) for Cloudflare. With no purger (`CACHE_PURGER` unset or
 * `none`) no header is sent: nothing in front would strip it before the browser.
 */

/** @typedef {'none' | 'varnish' | 'fastly' | 'cloudflare'} PurgerName */

export const PURGER_NAMES = /** @type {const} */ (['none', 'varnish', 'fastly', 'cloudflare'])

/** Next's own tags for paths and layouts: not ours to purge. */
const IMPLICIT_TAG = /^_N_T_/
const UNSAFE = /[^A-Za-z0-9:/._~!$&'()*+;=@-]/g

/** @param {string} tag */
export function surrogateKey(tag) {
  return tag.replace(UNSAFE, (char) => encodeURIComponent(char).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
}

/**
 * The distinct keys of a list of tags (a page's, or a purge's), in first-seen order.
 * @param {Iterable<string>} tags
 * @returns {string[]}
 */
export function surrogateKeysOf(tags) {
  const keys = new Set()
  for (const tag of tags) {
    const trimmed = tag.trim()
    if (trimmed && !IMPLICIT_TAG.test(trimmed)) keys.add(surrogateKey(trimmed))
  }
  return [...keys]
}

/**
 * The purger named by CACHE_PURGER; unset or blank is `none`; anything else is an error at start,
 * so a typo cannot silently leave the cache unpurged.
 * @param {string | undefined} value
 * @returns {PurgerName}
 */
export function purgerNameFrom(value) {
  const name = (value ?? '').trim().toLowerCase() || 'none'
  if (!PURGER_NAMES.includes(/** @type {PurgerName} */ (name))) throw new Error(`CACHE_PURGER must be one of ${PURGER_NAMES.join(', ')}, not "${value}"`)
  return /** @type {PurgerName} */ (name)
}

/**
 * The response header carrying the keys for that cache, or null (no cache in front to strip it).
 * @param {PurgerName} purger
 * @param {string[]} keys
 * @returns {[name: string, value: string] | null}
 */
export function surrogateHeader(purger, keys) {
  if (purger === 'none' || keys.length === 0) return null
  return purger === 'cloudflare' ? ['Cache-Tag', keys.join(',')] : ['Surrogate-Key', keys.join(' ')]
}

/** Without a guaranteed purge, a shared cache may serve a page this long past its freshness (5 minutes). */
export const SHORT_STALE_SECONDS = 300
/** With purges guaranteed (a purger configured), a day: a purge removes a changed page long before. */
export const PURGED_STALE_SECONDS = 86_400
/** The app down or failing: a shared cache keeps serving what it has for a day (RFC 5861). */
export const STALE_IF_ERROR_SECONDS = 86_400

const S_MAXAGE = /(?:^|,)\s*s-maxage=(\d+)/i

/**
 * The Cache-Control a shared cache gets for a page the app caches (one with `s-maxage`): the same
 * freshness, `stale-while-revalidate` short unless a purge is guaranteed (Next sends a year), and
 * `stale-if-error`. Anything else (private, no-store, a route's own `max-age`) is left alone.
 * @param {string | undefined} value
 * @param {{ purged: boolean }} options
 * @returns {string | undefined}
 */
export function sharedCacheControl(value, { purged }) {
  const match = value === undefined ? null : S_MAXAGE.exec(value)
  if (!value || !match || /(?:^|,)\s*(?:private|no-store)\b/i.test(value)) return value
  const stale = purged ? PURGED_STALE_SECONDS : SHORT_STALE_SECONDS
  return `s-maxage=${match[1]}, stale-while-revalidate=${stale}, stale-if-error=${STALE_IF_ERROR_SECONDS}`
}

/**
 * A cacheable page whose tags are not known (its cache entry was read for a concurrent request)
 * must not be stored by a cache that could never purge it: it is sent as not for shared caches.
 * @param {string | undefined} value
 * @returns {boolean}
 */
export const isSharedCacheable = (value) => Boolean(value && S_MAXAGE.test(value) && !/(?:^|,)\s*(?:private|no-store)\b/i.test(value))
