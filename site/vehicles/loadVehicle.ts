import type { Vehicle } from '../../payload-types'
import { cached } from '../cache/cached'
import { tags } from '../cache/tags'
import { baseFilterOf } from '../inventory/baseFilter'
import { listedWhere } from '../inventory/listedWhere'
import { getPayloadClient } from '../payload'
import { isInStock } from '../rules/stockState'
import type { SiteView } from '../tenancy/siteView'
import { toVehicleView, type VehicleView } from './vehicleView'

/** Listed: the page renders; gone: a sold car of the site past the sold-car window (410); missing: 404. */
export type VehicleState = { kind: 'listed'; vehicle: VehicleView } | { kind: 'gone'; vehicle: VehicleView } | { kind: 'missing' }

const cacheOptions = (site: SiteView) => ({ tags: site.dealershipIds.map((d) => tags.dealership(d)), revalidate: 300 })

async function findOne(where: Parameters<Awaited<ReturnType<typeof getPayloadClient>>['find']>[0]['where']): Promise<Vehicle | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'vehicles', where, limit: 1, depth: 1, overrideAccess: false }) // visitor's eyes
  return docs[0] ?? null
}

/**
 * A sold car of one of the site's dealerships, shown on the dealer website, whose sold time is
 * before the sold-car window (INV §9: 3 days by default) is gone; anything else not listed is missing.
 */
function isGone(doc: Vehicle, site: SiteView, now: Date): boolean {
  const filter = baseFilterOf(site, now)
  const dealershipId = typeof doc.dealership === 'object' ? doc.dealership.id : doc.dealership
  if (!filter.dealershipIds.includes(dealershipId) || doc.showOnDealerWebsite === false || isInStock(doc.status)) return false
  return doc.status === 'sold' && (filter.soldSince === null || !doc.soldAt || new Date(doc.soldAt) < filter.soldSince)
}

/** The page state of a car on a site, by slug (cached per site and slug, expired with the inventory). */
export function loadVehicleState(site: SiteView, slug: string): Promise<VehicleState> {
  // No slug holds a NUL byte (PostgreSQL cannot even compare one): `?slug=%00` names no car.
  if (slug.includes('\0') || slug.length > 300) return Promise.resolve({ kind: 'missing' })
  return cached(
    async (): Promise<VehicleState> => {
      const now = new Date()
      const listed = await findOne({ and: [listedWhere(site, now), { slug: { equals: slug } }] })
      if (listed) return { kind: 'listed', vehicle: toVehicleView(listed) }
      const any = await findOne({ slug: { equals: slug } })
      return any && isGone(any, site, now) ? { kind: 'gone', vehicle: toVehicleView(any) } : { kind: 'missing' }
    },
    ['vehicle-state', String(site.id), slug],
    cacheOptions(site),
  )()
}

/** A car's id as the routes that name a car by id write it (`/cars/trade-in?car_id={id}`, FIN §2.1). */
const CAR_ID = /^[1-9]\d{0,9}$/

/**
 * A car named by a route's `car_id`: its id (FIN §2.1 `/cars/trade-in?car_id={id}`,
 * `/personalised/finance?car_id={id}`) or its slug (links shared before ids, and the pages that name
 * cars by slug). An id names only a car the site lists.
 */
export async function loadVehicleByRef(site: SiteView, ref: string): Promise<VehicleState> {
  if (!CAR_ID.test(ref)) return loadVehicleState(site, ref)
  const slug = await cached(
    async (): Promise<string | null> => (await findOne({ and: [listedWhere(site, new Date()), { id: { equals: Number(ref) } }] }))?.slug ?? null,
    ['vehicle-slug', String(site.id), ref],
    cacheOptions(site),
  )()
  return slug ? loadVehicleState(site, slug) : loadVehicleState(site, ref)
}
