import { cached } from '../cache/cached'
import { tags } from '../cache/tags'
import { getPayloadClient } from '../payload'
import type { SiteView } from '../tenancy/siteView'
import { listedWhere } from './listedWhere'

export type StockCounts = { total: number; new: number; used: number; demo: number }

const CAR_TYPES = ['new', 'used', 'demo'] as const

/** In-stock counts by car type for a site. Cached per site for a minute (the sold window moves with time). */
export function loadStockCounts(site: SiteView): Promise<StockCounts> {
  return cached(
    async () => {
      const payload = await getPayloadClient()
      const base = listedWhere(site, new Date())
      const counts = await Promise.all(
        CAR_TYPES.map(async (carType) => {
          const { totalDocs } = await payload.count({
            collection: 'vehicles',
            where: { and: [base, { carType: { equals: carType } }, { status: { in: ['in_stock', 'coming_soon'] } }] },
            overrideAccess: false, // visitor's eyes: cars shown on the dealer website
          })
          return totalDocs
        }),
      )
      const [newCount = 0, used = 0, demo = 0] = counts
      return { total: newCount + used + demo, new: newCount, used, demo }
    },
    ['stock-counts', String(site.id)],
    { tags: site.dealershipIds.map((d) => tags.dealership(d)), revalidate: 60 },
  )()
}
