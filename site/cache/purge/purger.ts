/**
 * The cache in front of the app, purged by surrogate key (issue 50). One interface, an adapter per
 * cache, chosen by CACHE_PURGER:
 * - `varnish`: HTTP `PURGE` with an `xkey-purge` header to each of VARNISH_PURGE_URLS (the VCL in
 *   deploy/varnish/app.vcl runs vmod xkey); the local, real one (`npm run stack`);
 * - `fastly`: the purge-by-surrogate-key API (FASTLY_SERVICE_ID, FASTLY_API_TOKEN);
 * - `cloudflare`: purge by Cache-Tag (CLOUDFLARE_ZONE_ID, CLOUDFLARE_API_TOKEN);
 * - `none` (the default): nothing in front, nothing to purge.
 *
 * A purge is asked for by the collection hooks, through the jobs outbox (./task.ts); an adapter
 * throws when the cache did not confirm, so the job is retried.
 */
import { purgerNameFrom, type PurgerName } from '../surrogateKeys.mjs'
import { cloudflarePurger } from './cloudflare'
import { fastlyPurger } from './fastly'
import { varnishPurger } from './varnish'

export type CachePurger = {
  readonly name: PurgerName
  /** Removes every cached answer carrying any of `keys` (surrogate keys, already encoded). */
  purge(keys: string[]): Promise<void>
}

/** The settings read: the process environment, or a test's own. */
export type Env = Record<string, string | undefined>

export const noPurger: CachePurger = { name: 'none', purge: async () => undefined }

/** A setting the chosen adapter cannot work without: an error naming it, at the first purge. */
export function required(env: Env, name: string, purger: PurgerName): string {
  const value = env[name]?.trim()
  if (!value) throw new Error(`CACHE_PURGER=${purger} needs ${name}`)
  return value
}

/** The purger the environment configures (CACHE_PURGER and the adapter's settings). */
export function purgerFromEnv(env: Env = process.env): CachePurger {
  const name = purgerNameFrom(env.CACHE_PURGER)
  if (name === 'varnish') return varnishPurger(required(env, 'VARNISH_PURGE_URLS', name).split(',').map((url) => url.trim()).filter(Boolean))
  if (name === 'fastly') return fastlyPurger({ serviceId: required(env, 'FASTLY_SERVICE_ID', name), token: required(env, 'FASTLY_API_TOKEN', name), apiUrl: env.FASTLY_API_URL?.trim() || undefined, soft: env.FASTLY_SOFT_PURGE === '1' })
  if (name === 'cloudflare') return cloudflarePurger({ zoneId: required(env, 'CLOUDFLARE_ZONE_ID', name), token: required(env, 'CLOUDFLARE_API_TOKEN', name), apiUrl: env.CLOUDFLARE_API_URL?.trim() || undefined })
  return noPurger
}
