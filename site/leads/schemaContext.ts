/**
 * What `parseLead` needs to know about the site beyond its settings, read on the server from the
 * database, never taken from the request: how many dealerships the site has, and how many locations
 * it offers the form (the same `locationsFor` over the same visible locations as the form shows,
 * site/components/forms/LeadFormSection.tsx), so the location is required exactly when the form asks.
 */
import { cacheIsLive, onTagsExpired } from '../cache/revalidate'
import { shortMemo } from '../cache/shortMemo'
import { loadLocationCards } from '../locations/loadLocationCards'
import { LOCATION_TYPES, locationsFor } from '../rules/leadLocations'
import { loadSiteView } from '../tenancy/resolveSite'
import type { SiteView } from '../tenancy/siteView'
import type { LeadSchemaContext } from './schema'

/**
 * The site's visible locations for `POST /api/leads`, reused for a second like the site itself
 * (resolveSiteForRequest): a read of Next's data cache per lead would cost as much as the site's.
 * Emptied on every expiry on this instance, so a location hidden here is seen at once.
 */
const requestLocations = shortMemo(
  async (siteId: string) => {
    const site = await loadSiteView(Number(siteId))
    return site ? loadLocationCards(site) : []
  },
  { ttlMs: 1000, maxKeys: 1000 },
)
onTagsExpired('lead-locations', requestLocations.clear)

/** The schema context of a lead of `type` (unchecked: the body's) on the site. */
export async function leadSchemaContext(site: SiteView, type: unknown): Promise<LeadSchemaContext> {
  const dealershipCount = site.dealershipIds.length
  if (typeof type !== 'string' || !LOCATION_TYPES.has(type)) return { dealershipCount }
  const locations = cacheIsLive() ? await requestLocations.get(String(site.id)) : await loadLocationCards(site)
  return { dealershipCount, locationsOffered: locationsFor(type, locations, site.config.locations.picker).length }
}
