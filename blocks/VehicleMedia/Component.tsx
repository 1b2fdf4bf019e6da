import type { z } from 'zod'
import { Media } from '../../site/components/vehicle/VehicleIslandSections'
import type { RenderContext } from '../types'
import type { vehicleMediaSchema } from './config'

type Props = z.output<typeof vehicleMediaSchema> & { context: RenderContext }

/** The gallery (video slide second, thumbnails above 3 images, full screen) with the 360 spin viewer (INV §2, §4). Beside the sidebar on wide screens. Nothing outside a vehicle page. */
export function VehicleMedia({ context }: Props) {
  const vehicle = context.vehicle
  if (!vehicle) return null
  return <div className="mt-4 min-w-0 lg:col-start-1"><Media v={vehicle.vehicle} m={vehicle.model} site={context.site} /></div>
}
