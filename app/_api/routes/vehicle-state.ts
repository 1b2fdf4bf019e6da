import { pageModel } from '@/site/vehicles/pageModel'
import { resolveSite } from '@/site/tenancy/resolveSite'
import { loadVehicleState } from '@/site/vehicles/loadVehicle'
import { otherMethods } from '@/site/http/methodNotAllowed'

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/**
 * `{ state: 'listed' | 'gone' | 'missing' }` for a slug on the requesting host's site; a listed car
 * also comes with what a panel shows of it (`car`: slug, name, price text as its page shows it,
 * first picture), read by the finance page's selected-car panel (FIN §2.3).
 */
export async function GET(request: Request) {
  const slug = new URL(request.url).searchParams.get('slug')
  if (!slug) return json({ message: 'slug is required', errors: [{ path: 'slug', message: 'slug is required' }] }, 400)
  const site = await resolveSite(request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? 'localhost')
  if (!site) return json({ message: 'No site answers to this host' }, 404)
  const state = await loadVehicleState(site, slug)
  if (state.kind !== 'listed') return json({ state: state.kind })
  const v = state.vehicle
  const price = pageModel(v, site.config, new Date()).price
  return json({ state: state.kind, car: { slug: v.slug, name: v.name, price: price?.text ?? null, image: v.images[0]?.thumb ?? null } })
}

/** Every other method: 405 with a JSON message and `Allow` (site/http/methodNotAllowed.ts). */
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET')
