import { deliveryResponse } from '@/site/vehicles/delivery/deliveryResponse'
import { otherMethods } from '@/site/http/methodNotAllowed'

/** The delivery calculator's lookup for the requesting host's site (see deliveryResponse). */
export async function GET(request: Request) {
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? 'localhost'
  return deliveryResponse(host, new URL(request.url).searchParams)
}

/** Every other method: 405 with a JSON message and `Allow` (site/http/methodNotAllowed.ts). */
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
