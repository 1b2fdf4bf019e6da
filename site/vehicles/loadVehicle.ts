import type { Vehicle } from '../../payload-types'
import { cached } from '../cache/cached'
import { tags } from '../cache/tags'
import { listedWhere } from '../inventory/listedWhere'
import { getPayloadClient } from '../payload'
import type { SiteView } from '../tenancy/siteView'

/** A car the site lists (its base inventory), by slug; null when the site does not list it. */
export function loadVehicle(site: SiteView, slug: string): Promise<Vehicle | null> {
  return cached(
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'vehicles',
        where: { and: [listedWhere(site, new Date()), { slug: { equals: slug } }] },
        limit: 1,
        depth: 1,
        overrideAccess: false, // visitor's eyes
      })
      return docs[0] ?? null
    },
    ['vehicle', String(site.id), slug],
    { tags: [tags.inventory(site.id), ...site.dealershipIds.map((d) => tags.dealership(d))], revalidate: 300 },
  )()
}
