import type { z } from 'zod'
import { VehicleSidebar } from '../../site/components/vehicle/VehicleSidebar'
import type { RenderContext } from '../types'
import type { vehicleSummarySchema } from './config'

type Props = z.output<typeof vehicleSummarySchema> & { context: RenderContext }

/** The sidebar: title, price, badges, views, finance estimate, location, buttons, phone reveal and share (INV §2). Beside the gallery on wide screens. Nothing outside a vehicle page. */
export function VehicleSummary({ context }: Props) {
  const vehicle = context.vehicle
  if (!vehicle) return null
  return <div className="mt-8 lg:col-start-2 lg:mt-4"><VehicleSidebar v={vehicle.vehicle} m={vehicle.model} site={context.site} url={vehicle.url} /></div>
}
