import type { z } from 'zod'
import { KeyInformation } from '../../site/components/vehicle/VehicleIslandSections'
import type { RenderContext } from '../types'
import type { vehicleKeyInformationSchema } from './config'

type Props = z.output<typeof vehicleKeyInformationSchema> & { context: RenderContext }

/** Key information: the featured specs, 4 shown with Show More / Less (INV §2). Nothing outside a vehicle page. */
export function VehicleKeyInformation({ heading, context }: Props) {
  const vehicle = context.vehicle
  if (!vehicle) return null
  return <KeyInformation v={vehicle.vehicle} m={vehicle.model} site={context.site} heading={heading} />
}
