/**
 * Varnish with vmod xkey (deploy/varnish/app.vcl): `PURGE /` with the keys in an `xkey-purge`
 * header, to every Varnish in front (a purge must reach each one's storage). The VCL answers 200
 * with the number of objects removed, and only to the addresses its `purgers` ACL allows.
 */
import { chunks, failure, PURGE_TIMEOUT_MS } from './calls'
import type { CachePurger } from './purger'

/** Varnish's default limit on a request header is 8 KB: keys go in groups well under it. */
const KEYS_PER_CALL = 100

export function varnishPurger(urls: string[]): CachePurger {
  return {
    name: 'varnish',
    async purge(keys) {
      for (const url of urls)
        for (const group of chunks(keys, KEYS_PER_CALL)) {
          const response = await fetch(url, { method: 'PURGE', headers: { 'xkey-purge': group.join(' ') }, signal: AbortSignal.timeout(PURGE_TIMEOUT_MS) })
          if (!response.ok) throw await failure(`Varnish purge at ${url}`, response)
          await response.arrayBuffer()
        }
    },
  }
}
