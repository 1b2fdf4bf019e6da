/**
 * The headers of an answer a shared cache in front may keep (server.mjs): its surrogate keys and
 * its bounded staleness (site/cache/surrogateKeys.mjs), set just before the headers go out, when
 * every cache entry the answer read has noted its tags (site/cache/responseTags.mjs).
 *
 * With a purger configured, a cacheable answer whose tags are unknown (Next read its cache entry for
 * a concurrent request of the same page) is sent `private, no-cache`: a cache that could never
 * purge it must not keep it. The cache asks again on the next request.
 */
import { isSharedCacheable, sharedCacheControl, surrogateHeader, surrogateKeysOf } from '../cache/surrogateKeys.mjs'

/**
 * @param {import('node:http').ServerResponse} res
 * @param {Set<string>} tags filled while Next serves the request
 * @param {import('../cache/surrogateKeys.mjs').PurgerName} purger
 */
export function sharedCacheHeaders(res, tags, purger) {
  const writeHead = res.writeHead
  /** @type {typeof res.writeHead} */
  const wrapped = function (/** @type {any[]} */ ...args) {
    if (!res.headersSent) applyTo(res, tags, purger)
    return writeHead.apply(res, /** @type {any} */ (args))
  }
  res.writeHead = wrapped
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {Set<string>} tags
 * @param {import('../cache/surrogateKeys.mjs').PurgerName} purger
 */
function applyTo(res, tags, purger) {
  const control = res.getHeader('cache-control')
  if (typeof control !== 'string' || !isSharedCacheable(control)) return
  const purged = purger !== 'none'
  const keys = surrogateKeysOf(tags)
  if (purged && keys.length === 0) {
    res.setHeader('Cache-Control', 'private, no-cache')
    return
  }
  res.setHeader('Cache-Control', /** @type {string} */ (sharedCacheControl(control, { purged })))
  const header = surrogateHeader(purger, keys)
  if (header) res.setHeader(header[0], header[1])
}
