import { deliveryEstimate } from '../../rules/delivery'
import { resolveSite } from '../../tenancy/resolveSite'
import { loadVehicleState } from '../loadVehicle'
import { loadDeliveryRegions } from './loadDeliveryRegions'

/** Answers about a listed car's regions keep for 5 minutes, like the loaders; the rest is not kept. */
const json = (body: unknown, status: number, keep = false) =>
  Response.json(body, { status, headers: { 'cache-control': keep ? 'public, max-age=300' : 'no-store' } })

/**
 * GET /api/delivery-estimate?car={slug}&postcode={postcode} (INV §7 "Delivery price lookup by
 * postcode. Returns price and name"): 200 `{ name, price }` from the car's dealership's regions;
 * 400 `{ message }` for a missing car or a missing or malformed postcode; 404 `{ message }` for a
 * car the site does not list, or a postcode outside every region (INV §8 message).
 */
export async function deliveryResponse(host: string, params: URLSearchParams): Promise<Response> {
  const slug = params.get('car')?.trim()
  if (!slug) return json({ message: 'car is required (the vehicle slug)' }, 400)
  const site = await resolveSite(host)
  const state = site ? await loadVehicleState(site, slug) : null
  if (state?.kind !== 'listed') return json({ message: 'No such vehicle on this site' }, 404)
  const dealership = state.vehicle.dealership
  const outcome = deliveryEstimate(dealership ? await loadDeliveryRegions(dealership.id) : [], params.get('postcode'))
  if (outcome.kind === 'invalid') return json({ message: outcome.message }, 400)
  if (outcome.kind === 'none') return json({ message: outcome.message }, 404, true)
  return json({ name: outcome.estimate.name, price: outcome.estimate.price }, 200, true)
}
