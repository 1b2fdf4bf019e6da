import { resolveSite } from '@/site/tenancy/resolveSite'
import { loadVehicleState } from '@/site/vehicles/loadVehicle'

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/** `{ state: 'listed' | 'gone' | 'missing' }` for a slug on the requesting host's site (used by proxy.ts). */
export async function GET(request: Request) {
  const slug = new URL(request.url).searchParams.get('slug')
  if (!slug) return json({ message: 'slug is required' }, 400)
  const site = await resolveSite(request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? 'localhost')
  if (!site) return json({ message: 'No site answers to this host' }, 404)
  const state = await loadVehicleState(site, slug)
  return json({ state: state.kind })
}
