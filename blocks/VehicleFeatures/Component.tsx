import type { z } from 'zod'
import { Features } from '../../site/components/vehicle/VehicleIslandSections'
import type { RenderContext } from '../types'
import type { vehicleFeaturesSchema } from './config'

type Props = z.output<typeof vehicleFeaturesSchema> & { context: RenderContext }

/** The standard equipment list (when the car has one). Nothing outside a vehicle page. */
export function VehicleFeatures({ heading, context }: Props) {
  const vehicle = context.vehicle
  if (!vehicle) return null
  return <Features v={vehicle.vehicle} m={vehicle.model} site={context.site} heading={heading} />
}
