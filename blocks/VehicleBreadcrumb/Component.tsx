import type { z } from 'zod'
import { Breadcrumb } from '../../site/components/vehicle/VehicleSections'
import type { RenderContext } from '../types'
import type { vehicleBreadcrumbSchema } from './config'

type Props = z.output<typeof vehicleBreadcrumbSchema> & { context: RenderContext }

/** The breadcrumb: Home / {car type} cars / the car (INV §2). Nothing outside a vehicle page. */
export function VehicleBreadcrumb({ homeLabel, context }: Props) {
  const vehicle = context.vehicle
  if (!vehicle) return null
  return <div className="lg:col-span-2"><Breadcrumb v={vehicle.vehicle} homeLabel={homeLabel} /></div>
}
