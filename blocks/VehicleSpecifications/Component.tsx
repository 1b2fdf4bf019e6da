import type { z } from 'zod'
import { AllSpecs } from '../../site/components/vehicle/VehicleIslandSections'
import type { RenderContext } from '../types'
import type { vehicleSpecificationsSchema } from './config'

type Props = z.output<typeof vehicleSpecificationsSchema> & { context: RenderContext }

/** All specifications, 4 shown with Show All Specs / Hide Specs (INV §2). Nothing outside a vehicle page. */
export function VehicleSpecifications({ heading, context }: Props) {
  const vehicle = context.vehicle
  if (!vehicle) return null
  return <AllSpecs v={vehicle.vehicle} m={vehicle.model} site={context.site} heading={heading} />
}
