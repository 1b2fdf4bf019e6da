import { cache } from 'react'
import { hostFromParam, originOf, requireSite } from '../tenancy/requireSite'
import { loadVehicle } from './loadVehicle'

const loadOnce = cache(async (host: string, slug: string) => {
  const site = await requireSite(Promise.resolve({ host }))
  return { site, car: await loadVehicle(site, decodeURIComponent(slug)), origin: originOf(hostFromParam(host)) }
})

/** The site and the listed car for /cars/{slug}, loaded once per request. */
export async function vehicleRoute(params: Promise<{ host: string; slug: string }>) {
  const { host, slug } = await params
  return loadOnce(host, slug)
}
