/**
 * Whether a page path of a host is gated behind shopper sign-in (FIN §2.2). Cached pages (ISR)
 * cannot read the session cookie, so proxy.ts sends gated pages to the uncached twin routes
 * (app/(site)/d) and every other page to the cached ones. The lookup of a host's sign-in settings is
 * registered at server start (instrumentation.ts → gateLookup.server.ts) on a process-wide key, like
 * the vehicle state lookup (site/vehicles/goneCheck.ts); the site's settings are cached and expired
 * by tag there, so a changed setting applies on the next request.
 */
import type { SiteConfig } from '../config/siteConfig'
import { gatedPathKind } from '../rules/signInGating'

export type GateSettings = Pick<SiteConfig['signIn'], 'accountPages' | 'gatedRoutes'>
export type GateLookup = (host: string) => Promise<GateSettings | null>

const LOOKUP = Symbol.for('dealer-sites.gate-lookup')

/** Paths served by their own routes, which gate (or not) for themselves: no lookup for them. */
const OWN_ROUTES = /^\/(search|cars|locations|blog|models|pages\/reviews|sign-in|my-garage|online-payment|dealer-locator|brands|finance-and-insurance|print|success|preview|personalised|robots\.txt|sitemap\.xml)(\/|$)/

/** A model's own pages (/{model slug}/accessories, /{model slug}/overview), also served by their own routes. */
const MODEL_PAGES = /^\/[^/]+\/(accessories|overview)\/?$/

/** Whether a path is served by its own route rather than the CMS page routes (whose uncached twin is app/(site)/d/[host]/[[...path]]). */
export const isOwnRoute = (path: string): boolean => OWN_ROUTES.test(path) || MODEL_PAGES.test(path)

export function registerGateLookup(lookup: GateLookup): void {
  ;(globalThis as Record<symbol, unknown>)[LOOKUP] = lookup
}

export async function isGatedPage(host: string, path: string): Promise<boolean> {
  if (OWN_ROUTES.test(path)) return false
  const lookup = (globalThis as Record<symbol, unknown>)[LOOKUP] as GateLookup | undefined
  // Not started through Next (no instrumentation): the cached page's own gate sends everyone to sign-in.
  if (!lookup) return false
  const settings = await lookup(host).catch((error: unknown) => {
    console.warn(`sign-in gate check failed for ${host} ${path}: ${String(error)}`)
    return null
  })
  return settings ? gatedPathKind(path, settings) !== null : false
}
