/**
 * The site a search request's host names, remembered for a second per host. The search endpoints
 * answer many small requests per shopper; resolving the host through the data cache each time
 * costs more than the search itself. A second matches the index's own freshness (siteIndex.ts):
 * a site change reaches search within a second, as a stock change does.
 */
import { resolveSite } from '../tenancy/resolveSite'
import type { SiteView } from '../tenancy/siteView'

const TTL_MS = 1000
const MAX_HOSTS = 1000
const known = new Map<string, { site: Promise<SiteView | null>; at: number }>()

export function siteForHost(host: string, now = Date.now()): Promise<SiteView | null> {
  const key = host.toLowerCase()
  const entry = known.get(key)
  if (entry && now - entry.at < TTL_MS) return entry.site
  if (known.size >= MAX_HOSTS) known.clear()
  const site = resolveSite(key)
  known.set(key, { site, at: now })
  // A failed lookup is not remembered: the next request tries again.
  site.catch(() => known.delete(key))
  return site
}
