import type { z } from 'zod'
import { ExternalVideo } from '../../site/components/vehicle/VehicleSections'
import type { RenderContext } from '../types'
import type { vehicleVideoSchema } from './config'

type Props = z.output<typeof vehicleVideoSchema> & { context: RenderContext }

/** The link to the car's external video (only when it has one). Nothing outside a vehicle page. */
export function VehicleVideo({ heading, context }: Props) {
  const vehicle = context.vehicle
  if (!vehicle) return null
  return <ExternalVideo v={vehicle.vehicle} m={vehicle.model} site={context.site} heading={heading} />
}
