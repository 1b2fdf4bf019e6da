import type { z } from 'zod'
import { FinanceEstimate } from '../../site/components/vehicle/VehicleIslandSections'
import type { RenderContext } from '../types'
import type { vehicleFinanceSchema } from './config'

type Props = z.output<typeof vehicleFinanceSchema> & { context: RenderContext }

/** The finance estimate with the comparison disclaimer and the finance button (INV §2, §5). Nothing outside a vehicle page. */
export function VehicleFinance({ heading, context }: Props) {
  const vehicle = context.vehicle
  if (!vehicle) return null
  return <FinanceEstimate v={vehicle.vehicle} m={vehicle.model} site={context.site} heading={heading} />
}
