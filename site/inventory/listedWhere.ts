import type { Where } from 'payload'
import type { SiteView } from '../tenancy/siteView'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The site's inventory base filter as a Payload `Where` (INV §9, FIN §9): the site's dealerships,
 * shown on the dealer website, enough photos, in stock or sold inside the window, plus the
 * site's status, car-type, stock-number and make exclusions.
 */
export function listedWhere(site: SiteView, now: Date): Where {
  const inventory = site.config.inventory
  const soldSince = new Date(now.getTime() - inventory.includeSoldCarsDays * DAY_MS).toISOString()
  const inStock: Where = { status: { in: ['in_stock', 'coming_soon'] } }
  const soldRecently: Where = { and: [{ status: { equals: 'sold' } }, { soldAt: { greater_than_equal: soldSince } }] }
  const and: Where[] = [
    { dealership: { in: site.dealershipIds.length ? site.dealershipIds : [-1] } },
    { showOnDealerWebsite: { equals: true } },
    { photosCount: { greater_than_equal: inventory.minPhotos } },
    inventory.onlyInStock ? { status: { equals: 'in_stock' } } : { or: [inStock, soldRecently] },
  ]
  if (inventory.carTypes?.length) and.push({ carType: { in: inventory.carTypes } })
  if (inventory.excludedStockNumbers.length) and.push({ stockNumber: { not_in: inventory.excludedStockNumbers } })
  if (inventory.excludedMakes.length) and.push({ make: { not_in: inventory.excludedMakes } })
  return { and }
}
