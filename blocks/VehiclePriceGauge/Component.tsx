import type { z } from 'zod'
import { PriceGauge } from '../../site/components/vehicle/PriceGauge'
import type { RenderContext } from '../types'
import type { vehiclePriceGaugeSchema } from './config'

type Props = z.output<typeof vehiclePriceGaugeSchema> & { context: RenderContext }

/** The market price gauge: skeleton, then hidden by the gauge rules or shown with its fill (INV §4). Nothing outside a vehicle page. */
export function VehiclePriceGauge({ context }: Props) {
  const vehicle = context.vehicle
  if (!vehicle) return null
  return <div className="lg:col-span-2"><PriceGauge site={context.site} vehicle={vehicle.vehicle} /></div>
}
