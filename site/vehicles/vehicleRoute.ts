import { homeCity } from '../rules/homeCity'
import { cache } from 'react'
import { decodeParam } from '../http/decodeParam'
import { loadLocations } from '../locations/loadLocations'
import { hostFromParam, requireSite } from '../tenancy/requireSite'
import { siteOrigin } from '../tenancy/siteOrigin'
import { loadVehicleState } from './loadVehicle'

const loadOnce = cache(async (host: string, slug: string) => {
  const site = await requireSite(Promise.resolve({ host }))
  const decoded = decodeParam(slug)
  const state = decoded === null ? null : await loadVehicleState(site, decoded)
  return { site, vehicle: state?.kind === 'listed' ? state.vehicle : null, origin: siteOrigin(site, hostFromParam(host)) }
})

/** The site and the listed car for /cars/{slug}, loaded once per request. */
export async function vehicleRoute(params: Promise<{ host: string; slug: string }>) {
  const { host, slug } = await params
  return loadOnce(host, slug)
}

/** The site's home city (`locations.overrideCity`, else the primary location's): the Located at bar shows when the car is elsewhere (INV §2). */
export async function primaryCityOf(site: Awaited<ReturnType<typeof requireSite>>): Promise<string | null> {
  const overrideCity = site.config.locations.overrideCity
  if (overrideCity !== null) return homeCity(overrideCity, null, site.city)
  const locations = await loadLocations(site)
  return homeCity(null, (locations.find((l) => l.primary) ?? locations[0])?.city, site.city)
}
