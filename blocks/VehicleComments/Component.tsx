import type { z } from 'zod'
import { DealerComments } from '../../site/components/vehicle/DealerComments'
import type { RenderContext } from '../types'
import type { vehicleCommentsSchema } from './config'

type Props = z.output<typeof vehicleCommentsSchema> & { context: RenderContext }

/** Dealer comments: sanitised, `|` paragraphs, pending text, collapsed at 400 characters (INV §4, §5). Nothing outside a vehicle page. */
export function VehicleComments({ heading, context }: Props) {
  const vehicle = context.vehicle
  if (!vehicle) return null
  return <div className="lg:col-span-2"><DealerComments raw={vehicle.vehicle.dealerComments} title={heading || context.site.config.labels.dealerCommentsTitle} /></div>
}
