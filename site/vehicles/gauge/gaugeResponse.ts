import { decodeParam } from '../../http/decodeParam'
import { hostFromParam } from '../../tenancy/requireSite'
import { resolveSite } from '../../tenancy/resolveSite'
import { loadVehicleState } from '../loadVehicle'
import { gaugeProviderFor } from './provider'

const json = (body: unknown, status: number) => Response.json(body, { status, headers: { 'cache-control': status === 200 ? 'public, max-age=300' : 'no-store' } })

/**
 * GET /cars/{slug}/autogauge (INV §7): the provider's reply as is (the page applies the hide rules
 * of site/rules/gauge.ts). 404 for a car the site does not list, 204 when there is no market data,
 * 502 when the outside provider fails (logged; the page hides the gauge, INV §8).
 */
export async function gaugeResponse(params: { host: string; slug: string }): Promise<Response> {
  const site = await resolveSite(hostFromParam(params.host))
  const slug = decodeParam(params.slug)
  const state = site && slug !== null ? await loadVehicleState(site, slug) : null
  if (!site || state?.kind !== 'listed') return json({ message: 'No such vehicle on this site' }, 404)
  const provider = gaugeProviderFor(site.config.plugins.autogauge)
  const outcome = await provider.gauge(state.vehicle).then(
    (gauge) => ({ gauge }),
    (error: unknown) => ({ error: String(error) }),
  )
  if ('error' in outcome) {
    console.error(`autogauge (${provider.name}) failed for site ${site.id} car ${state.vehicle.id}: ${outcome.error}`)
    return json({ message: 'The market price service is unavailable' }, 502)
  }
  return outcome.gauge ? json(outcome.gauge, 200) : new Response(null, { status: 204 })
}
