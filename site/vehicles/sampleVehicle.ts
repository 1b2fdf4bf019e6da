import { getPayloadClient } from '../payload'
import { listedWhere } from '../inventory/listedWhere'
import { IN_STOCK_STATUSES } from '../rules/stockState'
import type { SiteView } from '../tenancy/siteView'
import { toVehicleView, type VehicleView } from './vehicleView'

/** The site's newest listed in-stock car: the page builder previews the vehicle template's sections with it. */
export async function loadSampleVehicle(site: SiteView, now = new Date()): Promise<VehicleView | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'vehicles',
    where: { and: [listedWhere(site, now), { status: { in: [...IN_STOCK_STATUSES] } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 1,
    overrideAccess: false, // the shopper's view of the stock
  })
  return docs[0] ? toVehicleView(docs[0]) : null
}
