import type { Where } from 'payload'
import type { SiteView } from '../tenancy/siteView'
import { baseFilterOf } from './baseFilter'

/** A car without the value is never excluded (as isListed): `is null or not in`. */
const notIn = (field: string, values: readonly string[]): Where => ({ or: [{ [field]: { exists: false } }, { [field]: { not_in: [...values] } }] })

/** The site's inventory base filter (site/rules/inventoryFilter.ts) as a Payload `Where`. */
export function listedWhere(site: SiteView, now: Date): Where {
  const f = baseFilterOf(site, now)
  const statuses: Where[] = [{ status: { in: [...f.statuses] } }]
  if (f.soldSince) statuses.push({ and: [{ status: { equals: 'sold' } }, { soldAt: { greater_than_equal: f.soldSince.toISOString() } }] })
  const and: Where[] = [
    { dealership: { in: f.dealershipIds.length ? [...f.dealershipIds] : [-1] } },
    { showOnDealerWebsite: { equals: true } },
    { photosCount: { greater_than_equal: f.minPhotos } },
    { or: statuses },
  ]
  if (f.carTypes) and.push({ carType: { in: [...f.carTypes] } })
  if (f.excludedStockNumbers.length) and.push(notIn('stockNumber', f.excludedStockNumbers))
  if (f.excludedMakes.length) and.push(notIn('make', f.excludedMakes))
  return { and }
}
