import { cached } from '../cache/cached'
import { cacheIsLive, onTagsExpired } from '../cache/revalidate'
import { shortMemo } from '../cache/shortMemo'
import { tags } from '../cache/tags'
import { getPayloadClient } from '../payload'
import { hostKey, matchSite, type DirectoryEntry } from './hostMatch'
import { localHostsServed } from './siteOrigin'
import type { SiteView } from './siteView'
import { toSiteView } from './toSiteView'

/** Every site's slug and domains: small, cached, expired whenever a site changes. */
const loadDirectory = cached(
  async (): Promise<DirectoryEntry[]> => {
    const payload = await getPayloadClient()
    // System read: host resolution needs every site, whoever is asking.
    const { docs } = await payload.find({
      collection: 'sites',
      depth: 0,
      limit: 10_000,
      pagination: false,
      overrideAccess: true,
      select: { slug: true, domains: true, isDefault: true },
      sort: 'id',
    })
    return docs.map((s) => ({
      id: s.id,
      slug: s.slug,
      domains: (s.domains ?? []).map((d) => d.domain),
      isDefault: Boolean(s.isDefault),
    }))
  },
  ['site-directory'],
  { tags: [tags.siteDirectory()] },
)

/**
 * A site's view by id (cached, expired with the site). Each site's loader is made once, not on
 * every request: making Next's cache wrapper stringifies the loader's source to key it.
 */
export const loadSiteView = (siteId: number): Promise<SiteView | null> => {
  let load = siteViewLoaders.get(siteId)
  if (!load) {
    load = cached(
      async (): Promise<SiteView | null> => {
        const payload = await getPayloadClient()
        // System read: public rendering of a site's own settings (flags included, never sent raw).
        const site = await payload.findByID({ collection: 'sites', id: siteId, depth: 2, overrideAccess: true, disableErrors: true })
        return site ? toSiteView(site) : null
      },
      ['site-view', String(siteId)],
      { tags: [tags.site(siteId), tags.siteDirectory()] },
    )
    siteViewLoaders.set(siteId, load)
  }
  return load()
}

/** One per site id the directory matched (bounded by the sites there are). */
const siteViewLoaders = new Map<number, () => Promise<SiteView | null>>()

export async function resolveSite(host: string): Promise<SiteView | null> {
  // Loopback names serve the demo on a developer machine, never a production server (siteOrigin.ts).
  if (hostKey(host).kind !== 'domain' && !localHostsServed(process.env.SERVER_URL)) return null
  const entry = matchSite(await loadDirectory(), host)
  return entry ? loadSiteView(entry.id) : null
}

/** How long a route handler reuses a host's resolution (resolveSiteForRequest). */
const REQUEST_SITE_MEMO_MS = 1000

const requestSites = shortMemo(resolveSite, { ttlMs: REQUEST_SITE_MEMO_MS, maxKeys: 1000 })
onTagsExpired('request-sites', requestSites.clear)

/**
 * `resolveSite` for route handlers that answer many requests a second (a lead, an analytics
 * beacon, a shopper's saved car): the host's resolution of the last second, without a read of Next's
 * data cache (its two reads, each hashing a key and parsing the stored settings, were 9 % of a lead's
 * CPU). These handlers see a change at most a second after this instance's cache does; a change on
 * this instance usually sooner, as its expiry empties the memo (expireTags). The view is shared by
 * the requests of that second: read it, never change it.
 *
 * Never for a render: a cached page collects the tags of the loaders it reads, and a copy from this
 * memo would hide them (pages use requireSite). Outside a Next server there is no cache to spare and
 * every call resolves afresh.
 */
export function resolveSiteForRequest(host: string): Promise<SiteView | null> {
  return cacheIsLive() ? requestSites.get(host.toLowerCase()) : resolveSite(host)
}
