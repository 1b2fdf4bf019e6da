import type { Where } from 'payload'
import type { SiteView } from '../tenancy/siteView'
import { baseFilterOf } from './baseFilter'

/** The site's inventory base filter (see baseFilter.ts) as a Payload `Where`. */
export function listedWhere(site: SiteView, now: Date): Where {
  const f = baseFilterOf(site, now)
  const inStock: Where = { status: { in: ['in_stock', 'coming_soon'] } }
  const soldRecently: Where = { and: [{ status: { equals: 'sold' } }, { soldAt: { greater_than_equal: f.soldSince.toISOString() } }] }
  const and: Where[] = [
    { dealership: { in: f.dealershipIds.length ? f.dealershipIds : [-1] } },
    { showOnDealerWebsite: { equals: true } },
    { photosCount: { greater_than_equal: f.minPhotos } },
    f.onlyInStock ? { status: { equals: 'in_stock' } } : { or: [inStock, soldRecently] },
  ]
  if (f.carTypes) and.push({ carType: { in: f.carTypes } })
  if (f.excludedStockNumbers.length) and.push({ stockNumber: { not_in: f.excludedStockNumbers } })
  if (f.excludedMakes.length) and.push({ make: { not_in: f.excludedMakes } })
  return { and }
}
