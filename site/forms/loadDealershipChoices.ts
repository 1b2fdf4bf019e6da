import { cached } from '../cache/cached'
import { tags } from '../cache/tags'
import { getPayloadClient } from '../payload'
import type { SiteView } from '../tenancy/siteView'

/** The site's dealerships by name, for a form's Preferred dealership select (FIN §5). */
export function loadDealershipChoices(site: SiteView): Promise<Array<{ id: number; name: string }>> {
  if (site.dealershipIds.length === 0) return Promise.resolve([])
  return cached(
    async () => {
      const payload = await getPayloadClient()
      // A visitor's read: dealerships are public.
      const { docs } = await payload.find({ collection: 'dealerships', where: { id: { in: site.dealershipIds } }, sort: 'name', pagination: false, depth: 0, overrideAccess: false, select: { name: true } })
      return docs.map((d) => ({ id: d.id, name: d.name }))
    },
    ['dealership-choices', String(site.id)],
    { tags: [tags.site(site.id), ...site.dealershipIds.map((d) => tags.dealership(d))] },
  )()
}
