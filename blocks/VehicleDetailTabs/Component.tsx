import type { z } from 'zod'
import { VehicleDetailTabs as Tabs } from '../../site/components/vehicle/VehicleDetailTabs'
import type { RenderContext } from '../types'
import type { vehicleDetailTabsSchema } from './config'

type Props = z.output<typeof vehicleDetailTabsSchema> & { context: RenderContext }

/** Dealer Comments, What's Included, Why Buy From Us?, Reserve Online, Protect Your Car, Features (INV §2). Nothing outside a vehicle page. */
export function VehicleDetailTabs({ context }: Props) {
  const vehicle = context.vehicle
  if (!vehicle) return null
  return <div className="lg:col-span-2"><Tabs vehicle={vehicle.vehicle} site={context.site} /></div>
}
