/**
 * Whether a host names a site, asked by proxy.ts before it rewrites a shopper request. Every host no
 * site claims is answered from one uncached route (UNKNOWN_HOST_PATH), so a stream of made-up Host
 * values cannot fill the page cache with a 404 each (issue 48, finding 15). The lookup is registered at
 * server start (instrumentation.ts → knownHostLookup.server.ts) on a process-wide key, like the sign-in
 * gate and vehicle state lookups: the proxy is bundled apart from the app and shares nothing else.
 */
export type KnownHostLookup = (host: string) => Promise<boolean>

const LOOKUP = Symbol.for('dealer-sites.known-host-lookup')

/** The uncached twin route every unknown host is rewritten to: its layout answers the "Site not found" 404. */
export const UNKNOWN_HOST_PATH = '/d/unknown-host.invalid'

export function registerKnownHostLookup(lookup: KnownHostLookup): void {
  ;(globalThis as Record<symbol, unknown>)[LOOKUP] = lookup
}

/** False only when the registered lookup says no site claims `host`; true when unsure (no lookup, or it failed): the site layout still answers 404 then. */
export async function isKnownHost(host: string): Promise<boolean> {
  const lookup = (globalThis as Record<symbol, unknown>)[LOOKUP] as KnownHostLookup | undefined
  if (!lookup) return true
  return lookup(host).catch((error: unknown) => {
    console.warn(`host check failed for ${host}: ${String(error)}`)
    return true
  })
}
