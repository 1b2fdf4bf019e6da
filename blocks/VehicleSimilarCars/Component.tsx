import type { z } from 'zod'
import { SimilarCars } from '../../site/components/vehicle/SimilarCars'
import type { RenderContext } from '../types'
import type { vehicleSimilarCarsSchema } from './config'

type Props = z.output<typeof vehicleSimilarCarsSchema> & { context: RenderContext }

/** Similar cars: 6 skeletons, then up to 6 by the spec's band and order (INV §4, §9). Nothing outside a vehicle page. */
export function VehicleSimilarCars({ context }: Props) {
  const vehicle = context.vehicle
  if (!vehicle) return null
  return <div className="lg:col-span-2"><SimilarCars site={context.site} vehicle={vehicle.vehicle} /></div>
}
