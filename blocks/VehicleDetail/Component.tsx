import type { z } from 'zod'
import type { RenderContext } from '../types'
import type { vehicleDetailSchema } from './config'
import { VehicleDetailFrame } from './VehicleDetailFrame'

type Props = z.output<typeof vehicleDetailSchema> & { context: RenderContext }

/**
 * The vehicle detail page body: its section blocks, in the editor's order, rendered through the
 * registry with the page's car. Nothing outside a vehicle page (a car not in stock never gets here:
 * the page shows the sold message and similar cars instead).
 */
export function VehicleDetail({ sections, context }: Props) {
  const page = context.vehiclePage
  if (!page || !context.renderItems) return null
  return <VehicleDetailFrame>{context.renderItems(sections, { ...context, vehiclePage: undefined, vehicle: page })}</VehicleDetailFrame>
}
