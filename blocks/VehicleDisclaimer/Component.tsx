import type { z } from 'zod'
import { Disclaimer } from '../../site/components/vehicle/VehicleSections'
import type { RenderContext } from '../types'
import type { vehicleDisclaimerSchema } from './config'

type Props = z.output<typeof vehicleDisclaimerSchema> & { context: RenderContext }

/** The accuracy disclaimer under the car's details. Nothing outside a vehicle page. */
export function VehicleDisclaimer({ text, context }: Props) {
  const vehicle = context.vehicle
  if (!vehicle) return null
  return <Disclaimer text={text} />
}
