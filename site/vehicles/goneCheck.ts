/**
 * Whether /cars/{slug} should answer 410 Gone (INV: a sold car outside the window). Pages cannot
 * set a 410 status in the App Router, so the proxy asks this in-process lookup and rewrites gone
 * cars to the 410 route handler. The lookup is registered at server start (instrumentation.ts →
 * vehicleStateLookup.server.ts) on a process-wide key, because the proxy is bundled apart from the
 * app and shares nothing else with it; no request leaves the process. Answers are kept for 30 s per
 * host and slug so cached vehicle pages pay for the check once; for 1 s when a cache in front is
 * purged (CACHE_PURGER), which then answers the repeats itself: a car sold on another instance
 * must be a 410 on the purged page's next request (issue 50: within 5 s through the cache).
 */
import { purgerNameFrom } from '../cache/surrogateKeys.mjs'

export type VehicleStateKind = 'listed' | 'gone' | 'missing'
export type VehicleStateLookup = (host: string, slug: string) => Promise<VehicleStateKind | null>

const LOOKUP = Symbol.for('dealer-sites.vehicle-state-lookup')
const ttlMs = (): number => (purgerNameFrom(process.env.CACHE_PURGER) === 'none' ? 30_000 : 1_000)
const MAX_ENTRIES = 5000
const memo = new Map<string, { gone: boolean; until: number }>()

export const VEHICLE_PATH = /^\/cars\/([^/]+)\/?$/

export function registerVehicleStateLookup(lookup: VehicleStateLookup): void {
  ;(globalThis as Record<symbol, unknown>)[LOOKUP] = lookup
}

function registeredLookup(): VehicleStateLookup | undefined {
  return (globalThis as Record<symbol, unknown>)[LOOKUP] as VehicleStateLookup | undefined
}

function remember(key: string, gone: boolean): boolean {
  if (memo.size >= MAX_ENTRIES) memo.delete(memo.keys().next().value as string)
  memo.set(key, { gone, until: Date.now() + ttlMs() })
  return gone
}

export async function isGoneVehicle(host: string, slug: string, now = Date.now()): Promise<boolean> {
  const key = `${host}\n${slug}`
  const hit = memo.get(key)
  if (hit && hit.until > now) return hit.gone
  const lookup = registeredLookup()
  if (!lookup) return false // not started through Next (no instrumentation): the page answers for itself
  const state = await lookup(host, slug).catch((error: unknown) => {
    console.warn(`vehicle state check failed for ${host} ${slug}: ${String(error)}`)
    return undefined
  })
  if (state === undefined) return false // the page itself still answers 404 for a car it does not list
  return remember(key, state === 'gone')
}

/** Forgets every remembered answer (tests). */
export const forgetVehicleStates = () => memo.clear()
