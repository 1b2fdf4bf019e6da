/** A held reservation shows the car as Reserved (the vehicle's `reserved` flag read by cards and its page). */
import type { Payload, PayloadRequest, RequestContext } from 'payload'

export async function setVehicleReserved(payload: Payload, vehicleId: number, reserved: boolean, options: { req?: PayloadRequest; context?: RequestContext } = {}): Promise<void> {
  await payload.update({ collection: 'vehicles', id: vehicleId, data: { reserved }, overrideAccess: true, depth: 0, req: options.req, context: options.context })
}
