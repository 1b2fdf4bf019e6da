import { resolveSite } from '../tenancy/resolveSite'
import { registerVehicleStateLookup } from './goneCheck'
import { loadVehicleState } from './loadVehicle'

/** Registers the proxy's in-process vehicle state lookup (imported once at server start). */
registerVehicleStateLookup(async (host, slug) => {
  const site = await resolveSite(host)
  return site ? (await loadVehicleState(site, slug)).kind : null
})
