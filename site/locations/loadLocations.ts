import { cached } from '../cache/cached'
import { tags } from '../cache/tags'
import { getPayloadClient } from '../payload'
import type { SiteView } from '../tenancy/siteView'

export type LocationSummary = {
  id: number
  name: string
  slug: string
  type: string
  primary: boolean
  city: string | null
  state: string | null
  addressLine: string
  phone: string | null
  licence: string | null
}

type Address = { street?: string | null; city?: string | null; state?: string | null; postcode?: string | null } | null | undefined

/** `street, city, STATE postcode`, leaving out what is missing. */
export const addressLineOf = (a: Address): string =>
  [a?.street, a?.city, [a?.state?.toUpperCase(), a?.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ')

/** The site's visible locations (a visitor's access), primary first: the query both loaders share. */
export async function findVisibleLocations(site: SiteView) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'locations',
    where: { dealership: { in: site.dealershipIds.length ? site.dealershipIds : [-1] } },
    sort: ['-primary', 'name'],
    limit: 200,
    pagination: false,
    depth: 0,
    overrideAccess: false, // visitor's eyes: visible locations only
  })
  return docs
}

/** Visible locations of the site's dealerships, primary first. */
export function loadLocations(site: SiteView): Promise<LocationSummary[]> {
  return cached(
    async () => {
      const docs = await findVisibleLocations(site)
      return docs.map((l) => ({
        id: l.id,
        name: l.name,
        slug: l.slug,
        type: l.type ?? 'sales',
        primary: Boolean(l.primary),
        city: l.address?.city ?? null,
        state: l.address?.state ?? null,
        addressLine: addressLineOf(l.address),
        phone: l.contact?.phone ?? null,
        licence: l.dealerLicenceNumber ?? null,
      }))
    },
    ['locations', String(site.id)],
    { tags: [tags.site(site.id), ...site.dealershipIds.map((d) => tags.dealership(d))] },
  )()
}
