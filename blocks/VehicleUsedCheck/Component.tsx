import type { z } from 'zod'
import { UsedCheck } from '../../site/components/vehicle/VehicleSections'
import type { RenderContext } from '../types'
import type { vehicleUsedCheckSchema } from './config'

type Props = z.output<typeof vehicleUsedCheckSchema> & { context: RenderContext }

/** The used-car check (used cars only). Nothing outside a vehicle page. */
export function VehicleUsedCheck({ heading, context }: Props) {
  const vehicle = context.vehicle
  if (!vehicle) return null
  return <UsedCheck v={vehicle.vehicle} m={vehicle.model} site={context.site} heading={heading} />
}
