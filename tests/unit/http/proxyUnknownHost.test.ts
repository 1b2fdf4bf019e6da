/**
 * Issue 48, finding 15: every Host no site claims is answered from one uncached route, whatever its
 * path and query, so a stream of made-up hosts adds no page-cache entry each (proxy.ts with the
 * lookup of site/tenancy/knownHost.ts; the built server's answer is tests/e2e/cachedPages.spec.ts).
 */
import { NextRequest } from 'next/server'
import { afterEach, describe, expect, it } from 'vitest'
import { proxy } from '../../../proxy'
import { registerKnownHostLookup, UNKNOWN_HOST_PATH, type KnownHostLookup } from '../../../site/tenancy/knownHost'

const KNOWN = 'harbourside-mazda.localhost'

afterEach(() => registerKnownHostLookup(undefined as unknown as KnownHostLookup))

/** Where the proxy sends a request for `path` on `host`: the rewrite's path and query. */
async function rewrittenTo(host: string, path: string): Promise<string> {
  const response = await proxy(new NextRequest(`http://${host}${path}`, { headers: { host, accept: 'text/html' } }))
  const rewrite = response.headers.get('x-middleware-rewrite')
  if (!rewrite) throw new Error(`${host}${path}: no rewrite (status ${response.status})`)
  const url = new URL(rewrite)
  return url.pathname + url.search
}

describe('proxy: hosts no site claims (issue 48, finding 15)', () => {
  it('rewrites every unknown host, whatever its path and query, to the one uncached route', async () => {
    registerKnownHostLookup(async (host) => host === KNOWN)
    const targets = new Set<string>()
    for (const host of ['made-up-1.example', 'made-up-2.example', 'x.y.z.invalid'])
      for (const path of ['/', '/about-us', '/cars/2019-mazda-cx5?utm_source=a', '/search/used-cars?make=mazda']) targets.add(await rewrittenTo(host, path))
    expect([...targets]).toEqual([UNKNOWN_HOST_PATH])
    // an uncached twin (/d/…), not a cached page (/s/…)
    expect(UNKNOWN_HOST_PATH.startsWith('/d/')).toBe(true)
  })

  it("still sends a site's own host to its cached pages, and any host to them when the lookup is unsure", async () => {
    registerKnownHostLookup(async (host) => host === KNOWN)
    expect(await rewrittenTo(KNOWN, '/about-us')).toBe(`/s/${KNOWN}/about-us`)
    registerKnownHostLookup(async () => {
      throw new Error('database down')
    })
    expect(await rewrittenTo('made-up-1.example', '/about-us')).toBe('/s/made-up-1.example/about-us')
  })
})
