import type { z } from 'zod'
import { DeliverySection } from '../../site/components/vehicle/DeliverySection'
import { FuelSection } from '../../site/components/vehicle/VehicleIslandSections'
import type { RenderContext } from '../types'
import type { vehicleFuelCalculatorSchema } from './config'

type Props = z.output<typeof vehicleFuelCalculatorSchema> & { context: RenderContext }

/** The fuel calculator (when the car's fuel data allows it) and the delivery calculator (when the car's dealership has delivery regions), INV §2. Nothing outside a vehicle page. */
export function VehicleFuelCalculator({ heading, context }: Props) {
  const vehicle = context.vehicle
  if (!vehicle) return null
  return (
    <>
      <FuelSection v={vehicle.vehicle} m={vehicle.model} site={context.site} heading={heading} />
      <DeliverySection vehicle={vehicle.vehicle} />
    </>
  )
}
