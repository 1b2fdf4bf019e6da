import { cached } from '../../cache/cached'
import { tags } from '../../cache/tags'
import { getPayloadClient } from '../../payload'
import type { DeliveryRegion } from '../../rules/delivery'

/** A dealership's delivery regions in their stored order (cached, expired with the dealership). */
export function loadDeliveryRegions(dealershipId: number): Promise<DeliveryRegion[]> {
  return cached(
    async (): Promise<DeliveryRegion[]> => {
      const payload = await getPayloadClient()
      const doc = await payload.findByID({
        collection: 'dealerships',
        id: dealershipId,
        depth: 0,
        overrideAccess: false, // visitor's eyes: dealerships are public, their key fields are not
        disableErrors: true,
        select: { deliveryRegions: true },
      })
      return (doc?.deliveryRegions ?? []).map((r) => ({ name: r.name, postcodes: r.postcodes, price: Number(r.price) }))
    },
    ['delivery-regions', String(dealershipId)],
    { tags: [tags.dealership(dealershipId)], revalidate: 300 },
  )()
}
